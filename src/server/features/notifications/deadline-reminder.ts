// The deadline reminder: shortly before a session's human response deadline, each holder of one
// of its human seats who has not answered yet is reminded — in the app, and by e-mail when
// e-mail is on. Run by a durable job; safe to run again: nobody is reminded twice, and a retry
// only e-mails those the last attempt did not reach.
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createHumanRepository } from '../human/repository.ts';
import { createAudienceRepository } from './audience-repository.ts';
import { paths, sessionSeatHolders, type UserWake } from './notify.ts';
import { createNotificationRepository, type NewNotification } from './repository.ts';

/**
 * When to remind: `leadMinutes` before the deadline, but never in the first half of the
 * response window (a short window would otherwise remind as the session starts).
 */
export function reminderTime(startedAt: Date, deadline: Date, leadMinutes: number): Date | null {
  const window = deadline.getTime() - startedAt.getTime();
  if (window <= 0) return null;
  const halfway = startedAt.getTime() + window / 2;
  return new Date(Math.max(deadline.getTime() - leadMinutes * 60_000, halfway));
}

const reminderKey = (sessionId: string) => `deadline_reminder:${sessionId}`;

export function createDeadlineReminder(deps: { db: Db; mailer: Mailer; wake: UserWake; publicUrl: string }) {
  const audience = createAudienceRepository(deps.db);
  const notifications = createNotificationRepository(deps.db);
  const humans = createHumanRepository(deps.db);

  return {
    /** Reminds whoever still owes the session a perspective; returns who was reminded now. */
    async remind(sessionId: string): Promise<string[]> {
      const session = await audience.session(sessionId);
      const deadline = session?.humanDeadline;
      if (!session || !deadline || session.status === 'completed' || session.status === 'failed') return [];
      const msLeft = deadline.getTime() - Date.now();
      if (msLeft <= 0) return [];
      const answered = new Set((await humans.listForSession(session.id)).map((p) => p.positionId));
      const owing = new Map<string, string>();
      for (const holder of await sessionSeatHolders(deps.db, session.boardId, session.boardSnapshot)) {
        if (!answered.has(holder.positionId) && !owing.has(holder.userId))
          owing.set(holder.userId, holder.title);
      }
      const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
      const due = minutes === 1 ? 'within a minute' : `within ${minutes} minutes`;
      const rows: NewNotification[] = [...owing].map(([userId, title]) => ({
        userId,
        type: 'deadline_reminder',
        title: 'Your perspective is due soon',
        message: `${session.boardName} needs your perspective as ${title} on “${session.topic}” ${due}.`,
        actionUrl: paths.portalSession(session.id),
        boardId: session.boardId,
        sessionId: session.id,
        dedupeKey: reminderKey(session.id),
      }));
      const created = await notifications.insertMany(rows);
      deps.wake(created.map((r) => r.userId));
      if (deps.mailer.enabled) await emailReminders(session.id, new Set(owing.keys()));
      return created.map((r) => r.userId);
    },
  };

  async function emailReminders(sessionId: string, owing: ReadonlySet<string>): Promise<void> {
    const unsent = (await notifications.unmailed(reminderKey(sessionId))).filter((n) => owing.has(n.userId));
    const emails = await audience.emails(unsent.map((n) => n.userId));
    for (const notification of unsent) {
      const to = emails.get(notification.userId);
      if (!to) continue;
      await deps.mailer.send({
        to,
        subject: notification.title,
        text: [notification.message, '', `Give it here: ${deps.publicUrl}${notification.actionUrl}`].join(
          '\n',
        ),
      });
      await notifications.markEmailed([notification.id]);
    }
  }
}
export type DeadlineReminder = ReturnType<typeof createDeadlineReminder>;
