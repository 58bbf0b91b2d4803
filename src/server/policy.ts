// Authorization in one place: who may do what to which resource (ADR 8). The actor is loaded
// once per request; every resource inherits access from its board, and a board from its
// organization. Services ask these predicates after loading a resource and answer 404 when the
// caller may not even see it, 403 when they may see it but not do this.
import type { BoardAbility } from '../contracts/boards.ts';
import { type OrgAction, type OrgRole, type PermissionMatrix, roleAllows } from '../contracts/permissions.ts';
import type { UserRow } from './features/auth/repository.ts';

export interface Membership {
  role: OrgRole;
  matrix: PermissionMatrix;
}

export interface Actor {
  user: UserRow;
  /** The database column is the one source (SUPERADMIN_EMAILS is synced into it at start). */
  isSuperadmin: boolean;
  organizations: ReadonlyMap<string, Membership>;
  /** Boards the user was added to as a board member. */
  boardIds: ReadonlySet<string>;
  /** Boards where the user holds a human seat now. */
  seatBoardIds: ReadonlySet<string>;
  ip: string | null;
}

export interface BoardRef {
  id: string;
  organizationId: string;
}

const BOARD_ACTION: Readonly<Record<BoardAbility, OrgAction>> = {
  edit: 'edit_boards',
  delete: 'delete_boards',
  start_sessions: 'start_sessions',
  manage_meetings: 'manage_meetings',
};

export const roleIn = (actor: Actor, organizationId: string): OrgRole | null =>
  actor.organizations.get(organizationId)?.role ?? null;

/** Admins and Managers see every board of their organization; Members the boards they were added to. */
function seesAsMember(actor: Actor, board: BoardRef): boolean {
  const membership = actor.organizations.get(board.organizationId);
  if (!membership) return false;
  return membership.role !== 'member' || actor.boardIds.has(board.id);
}

/**
 * 'read': the board, its meetings, agenda, action items and minutes. 'read_sessions' adds the
 * people seated at the table (human-seat holders), who follow the board's sessions.
 * 'take_part': interjecting and reacting in a live session — the board's people, not a
 * super-admin reading for support. Super-admins read everything, and change nothing through
 * membership they lack.
 */
export function canOnBoard(
  actor: Actor,
  action: 'read' | 'read_sessions' | 'take_part' | BoardAbility,
  board: BoardRef,
) {
  if (action === 'read') return seesAsMember(actor, board) || actor.isSuperadmin;
  if (action === 'read_sessions')
    return seesAsMember(actor, board) || actor.seatBoardIds.has(board.id) || actor.isSuperadmin;
  if (action === 'take_part') return seesAsMember(actor, board) || actor.seatBoardIds.has(board.id);
  const membership = actor.organizations.get(board.organizationId);
  return (
    membership !== undefined &&
    seesAsMember(actor, board) &&
    roleAllows(membership.matrix, membership.role, BOARD_ACTION[action])
  );
}

/**
 * Approving minutes is the chair's signature: an Admin of the board's organization (its owner is
 * one), whatever the matrix grants Managers (ADR 28).
 */
export function canApproveMinutes(actor: Actor, board: BoardRef): boolean {
  return seesAsMember(actor, board) && roleIn(actor, board.organizationId) === 'admin';
}

export function boardAbilities(actor: Actor, board: BoardRef): BoardAbility[] {
  return (Object.keys(BOARD_ACTION) as BoardAbility[]).filter((ability) => canOnBoard(actor, ability, board));
}

/**
 * 'view': any member (and a super-admin, for support). 'administer': Admins only — settings,
 * the permission matrix and the audit trail. Other actions follow the organization's matrix.
 */
export function canInOrganization(
  actor: Actor,
  action: 'view' | 'administer' | OrgAction,
  organizationId: string,
): boolean {
  const membership = actor.organizations.get(organizationId);
  if (action === 'view') return membership !== undefined || actor.isSuperadmin;
  if (!membership) return false;
  if (action === 'administer') return membership.role === 'admin';
  return roleAllows(membership.matrix, membership.role, action);
}

/**
 * Whether an actor sees an organization at all. 'viewers': its members, and the super-admin
 * reading for support. 'members': its members only — the super-admin is not shown another's
 * organization to create boards or templates in.
 */
export function seesOrganization(
  actor: Actor,
  organizationId: string,
  seenBy: 'viewers' | 'members' = 'viewers',
): boolean {
  return seenBy === 'members'
    ? actor.organizations.has(organizationId)
    : canInOrganization(actor, 'view', organizationId);
}

/**
 * Making or unmaking an Admin — a role changed to or from Admin, or an Admin removed by someone
 * else — takes an Admin: a Manager cannot promote themselves (or anyone) past the matrix.
 * `to` is null when the member is being removed.
 */
export function canChangeRole(
  actor: Actor,
  organizationId: string,
  from: OrgRole,
  to: OrgRole | null,
): boolean {
  const touchesAdmin = from === 'admin' || to === 'admin';
  return !touchesAdmin || canInOrganization(actor, 'administer', organizationId);
}

/**
 * The platform's own area — the super-admin pages, the platform's AI providers, accounts across
 * organizations: the super-admin only.
 */
export function canOnPlatform(actor: Actor): boolean {
  return actor.isSuperadmin;
}

export interface TemplateRef {
  isBuiltin: boolean;
  isShared: boolean;
  organizationId: string | null;
}

export function canOnTemplate(actor: Actor, action: 'read' | 'manage', template: TemplateRef): boolean {
  const own = template.organizationId !== null && actor.organizations.has(template.organizationId);
  if (action === 'read') return template.isBuiltin || template.isShared || own || actor.isSuperadmin;
  return (
    !template.isBuiltin &&
    template.organizationId !== null &&
    canInOrganization(actor, 'manage_templates', template.organizationId)
  );
}

export interface PersonaRef {
  ownerId: string | null;
  isPublic: boolean;
}

export function canReadPersona(actor: Actor, persona: PersonaRef): boolean {
  return persona.isPublic || persona.ownerId === actor.user.id || actor.isSuperadmin;
}
