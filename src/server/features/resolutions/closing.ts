// Closing a written resolution, shared by a director's vote (it closes as soon as the result
// cannot change) and the durable deadline job (it closes at its closing time with the votes as
// they stand). Either way it closes once, records the result in the audit trail, and tells the
// board's people; the e-mail goes by the notification-mail job.
import {
  RESOLUTION_STATUS_LABELS,
  resolutionOutcome,
  resolutionResultLine,
} from '../../../contracts/resolutions.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type AuditWho, recordAudit } from '../audit/audit-log.ts';
import { createBoardPeople } from '../boards/people.ts';
import { insertNotifications } from '../notifications/notify.ts';
import { createResolutionRepository, type ResolutionRow, tallyOf } from './repository.ts';

/** The audit trail's actor for what the server does on its own. */
export const SYSTEM: AuditWho = { actorId: null, actorEmail: 'system', ip: null };

export const resolutionPath = (id: string) => `/resolutions/${id}`;
export const closedKey = (id: string) => `resolution_closed:${id}`;
export const circulatedKey = (id: string) => `resolution_circulated:${id}`;

export interface ClosedResolution {
  key: string;
  userIds: string[];
}

/**
 * Closes the locked, open resolution if its result is decided (or `final`, at its deadline);
 * null when it stays open. Runs inside the caller's transaction.
 */
export async function closeIfDecided(
  tx: Db,
  resolution: ResolutionRow,
  options: { final: boolean; now: Date; who: AuditWho; organizationId: string; boardName: string },
): Promise<ClosedResolution | null> {
  if (resolution.status !== 'open') return null;
  const repository = createResolutionRepository(tx);
  const tally = tallyOf(await repository.directorsOf([resolution.id]));
  const outcome = resolutionOutcome(resolution.rule, tally, options.final);
  if (outcome === 'pending') return null;
  const reason = options.final && tally.pending > 0 ? 'deadline' : 'decided';
  if (!(await repository.close(resolution.id, outcome, reason, options.now))) return null;
  const result = resolutionResultLine(outcome, { ...tally });
  await recordAudit(tx, options.who, {
    organizationId: options.organizationId,
    action: 'resolution.closed',
    targetType: 'resolution',
    targetId: resolution.id,
    summary: `Written resolution “${resolution.title}” (${options.boardName}) closed: ${result}`,
  });
  const roster = await createBoardPeople(tx).roster(resolution.boardId, options.organizationId);
  const key = closedKey(resolution.id);
  const created = await insertNotifications(
    tx,
    roster.map((person) => ({
      userId: person.userId,
      type: 'resolution_closed' as const,
      title: `Resolution ${RESOLUTION_STATUS_LABELS[outcome].toLowerCase()}: ${resolution.title}`,
      message: `The written resolution “${resolution.title}” of ${options.boardName} is closed. ${result}`,
      actionUrl: resolutionPath(resolution.id),
      boardId: resolution.boardId,
      dedupeKey: key,
    })),
  );
  return { key, userIds: [...new Set(created.map((r) => r.userId))] };
}

/**
 * The deadline job's work: closes the resolution with the votes as they stand, once; a
 * resolution decided or withdrawn before its closing time is left as it is.
 */
export function createResolutionDeadline(deps: {
  db: Db;
  now: () => Date;
  told: (closed: ClosedResolution) => Promise<void>;
}) {
  return {
    async closeAtDeadline(id: string): Promise<boolean> {
      const closed = await inTransaction(deps.db, async (tx) => {
        const repository = createResolutionRepository(tx);
        const row = await repository.find(id);
        if (!row) return null;
        const resolution = await repository.lock(id);
        if (!resolution) return null;
        // The job is due at the closing time; should it run early, it fails and pg-boss retries.
        if (resolution.status === 'open' && resolution.closesAt.getTime() > deps.now().getTime())
          throw new Error(`Resolution ${id} is not due to close until ${resolution.closesAt.toISOString()}`);
        return closeIfDecided(tx, resolution, {
          final: true,
          now: deps.now(),
          who: SYSTEM,
          organizationId: row.organizationId,
          boardName: row.boardName,
        });
      });
      if (closed) await deps.told(closed);
      return closed !== null;
    },
  };
}
export type ResolutionDeadline = ReturnType<typeof createResolutionDeadline>;
