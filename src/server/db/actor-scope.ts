// The one SQL form of "the boards this actor may see", used by every list query (boards,
// sessions, meetings, minutes, stats) so a list and a single read (policy.ts) never disagree:
// the same rule, written once for rows in memory and once for rows in the database.
import { and, eq, type Param, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../policy.ts';
import { boards } from './schema/index.ts';

export interface BoardScopeOptions {
  /** Include boards where the actor holds a human seat (their sessions, not their meetings). */
  seats?: boolean;
  /** Only this organization's boards; a super-admin may name any organization (support). */
  organizationId?: string | undefined;
}

/** The actor's side of the rule, as four lists of ids. */
export type BoardScopeValues = {
  /** Organizations where the actor is an Admin or a Manager: every board there. */
  managedOrgs: string[];
  /** Boards the actor was added to, counted only inside organizations the actor belongs to. */
  memberBoards: string[];
  allOrgs: string[];
  /** Boards where the actor holds a human seat (when the list includes them). */
  seatBoards: string[];
};

export function boardScopeValues(
  actor: Actor,
  options: Pick<BoardScopeOptions, 'seats'> = {},
): BoardScopeValues {
  return {
    managedOrgs: [...actor.organizations].filter(([, m]) => m.role !== 'member').map(([id]) => id),
    memberBoards: [...actor.boardIds],
    allOrgs: [...actor.organizations.keys()],
    seatBoards: options.seats ? [...actor.seatBoardIds] : [],
  };
}

type ScopeOperand = Placeholder | Param;

/**
 * The rule itself, over arrays of ids: the same SQL text for every actor, so a statement that
 * uses it can be prepared once and planned once.
 */
function scopeOver(v: Record<keyof BoardScopeValues, ScopeOperand>): SQL {
  return sql`(${boards.organizationId} = any(${v.managedOrgs}::uuid[])
    or (${boards.id} = any(${v.memberBoards}::uuid[]) and ${boards.organizationId} = any(${v.allOrgs}::uuid[]))
    or ${boards.id} = any(${v.seatBoards}::uuid[]))`;
}

/** For prepared statements: the rule with placeholders named after BoardScopeValues' keys. */
export const visibleBoardsPlaceholders = scopeOver({
  managedOrgs: sql.placeholder('managedOrgs'),
  memberBoards: sql.placeholder('memberBoards'),
  allOrgs: sql.placeholder('allOrgs'),
  seatBoards: sql.placeholder('seatBoards'),
});

export function visibleBoards(actor: Actor, options: BoardScopeOptions = {}): SQL {
  const values = boardScopeValues(actor, options);
  const scope = scopeOver({
    managedOrgs: sql.param(values.managedOrgs),
    memberBoards: sql.param(values.memberBoards),
    allOrgs: sql.param(values.allOrgs),
    seatBoards: sql.param(values.seatBoards),
  });
  if (!options.organizationId) return scope;
  const inOrganization = eq(boards.organizationId, options.organizationId);
  return actor.isSuperadmin ? inOrganization : (and(scope, inOrganization) as SQL);
}
