// The one SQL form of "the boards this actor may see", used by every list query (boards,
// sessions, meetings, minutes, stats) so a list and a single read (policy.ts) never disagree:
// the same rule, written once for rows in memory and once for rows in the database.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../policy.ts';
import { boards } from './schema/index.ts';

export interface BoardScopeOptions {
  /** Include boards where the actor holds a human seat (their sessions, not their meetings). */
  seats?: boolean;
  /** Only this organization's boards; a super-admin may name any organization (support). */
  organizationId?: string | undefined;
}

export function visibleBoards(actor: Actor, options: BoardScopeOptions = {}): SQL {
  const allOrgs = [...actor.organizations.keys()];
  const managed = [...actor.organizations].filter(([, m]) => m.role !== 'member').map(([id]) => id);
  const conditions: SQL[] = [];
  if (managed.length > 0) conditions.push(inArray(boards.organizationId, managed));
  if (actor.boardIds.size > 0 && allOrgs.length > 0) {
    conditions.push(
      and(inArray(boards.id, [...actor.boardIds]), inArray(boards.organizationId, allOrgs)) as SQL,
    );
  }
  if (options.seats && actor.seatBoardIds.size > 0)
    conditions.push(inArray(boards.id, [...actor.seatBoardIds]));
  const scope = conditions.length > 0 ? (or(...conditions) as SQL) : sql`false`;
  if (!options.organizationId) return scope;
  const inOrganization = eq(boards.organizationId, options.organizationId);
  return actor.isSuperadmin ? inOrganization : (and(scope, inOrganization) as SQL);
}
