// How a change to a board reads in the organization's audit log and in the notices people get.
import type { Actor } from '../../policy.ts';
import type { AuditAction } from '../audit/audit-log.ts';

/** An audit entry about a board, filed under its organization. */
export const boardEvent = (
  board: { id: string; organizationId: string },
  action: AuditAction,
  summary: string,
) => ({
  organizationId: board.organizationId,
  action,
  targetType: 'board',
  targetId: board.id,
  summary,
});

/** Who made a change, as the people told about it read it. */
export const nameOf = (actor: Actor) =>
  actor.user.fullName?.trim() || actor.user.email || actor.user.username;
