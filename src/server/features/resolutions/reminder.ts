// The reminder before a written resolution closes: each director it was circulated to who has not
// voted yet is reminded once — in the app, and by e-mail when they hear of reminders by e-mail.
// Run by a durable job scheduled at circulation; safe to run again (after a restart, a retry):
// the notification's dedupe key lets nobody be reminded twice, and the mail only goes to those
// whose reminder was not mailed yet.
import type { Db } from '../../db/client.ts';
import { utcTime } from '../notifications/mail-templates.ts';
import { dueIn, insertNotifications, type UserWake } from '../notifications/notify.ts';
import { resolutionPath } from './closing.ts';
import { createResolutionRepository } from './repository.ts';

export const resolutionReminderKey = (id: string) => `resolution_reminder:${id}`;

export function createResolutionReminder(deps: {
  db: Db;
  now: () => Date;
  wake: UserWake;
  /** Mails the notifications of this key not mailed yet, to these people only. */
  mail: (key: string, onlyUsers: ReadonlySet<string>) => Promise<unknown>;
}) {
  const repository = createResolutionRepository(deps.db);

  return {
    /** Reminds the directors who have not voted on the open resolution; returns who was reminded now. */
    async remind(id: string): Promise<string[]> {
      const row = await repository.find(id);
      if (row?.resolution.status !== 'open') return [];
      const { resolution } = row;
      const msLeft = resolution.closesAt.getTime() - deps.now().getTime();
      if (msLeft <= 0) return [];
      const pending = (await repository.directorsOf([id])).filter(
        (d): d is typeof d & { userId: string } => d.vote === null && d.userId !== null,
      );
      if (pending.length === 0) return [];
      const key = resolutionReminderKey(id);
      const created = await insertNotifications(
        deps.db,
        pending.map((d) => ({
          userId: d.userId,
          type: 'deadline_reminder' as const,
          title: `Your vote on a written resolution is due soon: ${resolution.title}`,
          message: `The written resolution “${resolution.title}” of ${row.boardName} closes ${dueIn(msLeft)} (${utcTime(resolution.closesAt)}). Approve, object or abstain as ${d.seatTitle} before then.`,
          actionUrl: resolutionPath(id),
          boardId: resolution.boardId,
          deadline: resolution.closesAt,
          dedupeKey: key,
        })),
      );
      deps.wake(created.map((r) => r.userId));
      await deps.mail(key, new Set(pending.map((d) => d.userId)));
      return created.map((r) => r.userId);
    },
  };
}
export type ResolutionReminder = ReturnType<typeof createResolutionReminder>;
