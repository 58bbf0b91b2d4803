// An actor's authorization columns — memberships with their organizations' matrices, board
// memberships, seats held — as SQL any select that joins `users` adds: the sign-in's actor, an
// API token's and a calendar feed's are read the same way (see actor-scope.ts for the boards an
// actor sees).
import { sql } from 'drizzle-orm';
import type { OrgRole, PermissionMatrix } from '../../contracts/permissions.ts';
import { boardMembers, boardPositions, organizationMembers, organizations, users } from './schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface ActorRow {
  user: UserRow;
  organizations: { id: string; role: OrgRole; permissions: Partial<PermissionMatrix> | null }[];
  boardIds: string[];
  seatBoardIds: string[];
}

/**
 * The outer user's id, always named with its table: Drizzle leaves a column unqualified in a
 * select from one table, and inside these subqueries a bare "id" would mean another table's.
 */
const outerUserId = sql`${users}.${sql.identifier('id')}`;

/**
 * What authorization needs besides the user row — memberships with their organizations'
 * matrices, board memberships, seats held — as columns of any select that joins `users`.
 */
export const actorColumns = {
  organizations: sql<ActorRow['organizations']>`(
      select coalesce(json_agg(json_build_object('id', m.organization_id, 'role', m.role, 'permissions', o.permissions)), '[]'::json)
      from ${organizationMembers} m join ${organizations} o on o.id = m.organization_id
      where m.user_id = ${outerUserId})`,
  boardIds: sql<string[]>`(
      select coalesce(json_agg(bm.board_id), '[]'::json) from ${boardMembers} bm where bm.user_id = ${outerUserId})`,
  seatBoardIds: sql<string[]>`(
      select coalesce(json_agg(distinct bp.board_id), '[]'::json) from ${boardPositions} bp
      where bp.assigned_user_id = ${outerUserId} and bp.type = 'Human')`,
};
