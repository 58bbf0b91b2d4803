// The deadline reminder: shortly before a session's human response deadline, each holder of one
// of its human seats who has not answered yet is reminded — in the app, and by e-mail when
// e-mail is on. Run by a durable job; safe to run again: nobody is reminded twice, and a retry
// only e-mails those the last attempt did not reach.
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createAudienceRepository } from './audience-repository.ts';
import { createNotificationMail } from './notification-mail.ts';
import { dueIn, paths, sessionSeatHolders, type UserWake } from './notify.ts';
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

/** A window of a session's human seats: a consensus round or the final vote. */
export interface ReminderWindow {
  step: 'consensus' | 'final_vote';
  round: number;
}

/**
 * Who has acted in a session's human step so far, read from the features that own the steps
 * (the perspectives and the windows): human/step-progress.ts, handed in by the worker.
 */
export interface StepProgress {
  /** The seats that have given their perspective. */
  perspectivesGiven(sessionId: string): Promise<ReadonlySet<string>>;
  /** The window as stored, with the seats that acted in it; null when it never opened. */
  window(
    sessionId: string,
    window: ReminderWindow,
  ): Promise<{ seatIds: string[]; closesAt: Date; acted: ReadonlySet<string> } | null>;
}

export const reminderKey = (sessionId: string, window?: ReminderWindow) =>
  window ? `deadline_reminder:${sessionId}:${window.step}:${window.round}` : `deadline_reminder:${sessionId}`;

export function createDeadlineReminder(deps: {
  db: Db;
  mailer: Mailer;
  wake: UserWake;
  publicUrl: string;
  progress: StepProgress;
}) {
  const audience = createAudienceRepository(deps.db);
  const notifications = createNotificationRepository(deps.db);
  const mail = createNotificationMail(deps);

  type Session = NonNullable<Awaited<ReturnType<typeof audience.session>>>;

  /** Who still owes the step (person → seat title), and the step's deadline; null: nothing to remind of. */
  async function owingOf(session: Session, window?: ReminderWindow) {
    const holders = await sessionSeatHolders(deps.db, session.boardId, session.boardSnapshot);
    if (!window) {
      const deadline = session.humanDeadline;
      if (!deadline) return null;
      const answered = await deps.progress.perspectivesGiven(session.id);
      return { deadline, holders: holders.filter((h) => !answered.has(h.positionId)) };
    }
    const stored = await deps.progress.window(session.id, window);
    if (!stored) return null;
    const asked = new Set(stored.seatIds);
    return {
      deadline: stored.closesAt,
      holders: holders.filter((h) => asked.has(h.positionId) && !stored.acted.has(h.positionId)),
    };
  }

  function wording(session: Session, window: ReminderWindow | undefined, title: string, due: string) {
    const topic = `“${session.topic}”`;
    if (window?.step === 'final_vote')
      return {
        title: 'Your vote is due soon',
        message: `${session.boardName} is voting on ${topic}. Vote as ${title} ${due}.`,
        actionUrl: paths.liveRoom(session.id),
      };
    if (window)
      return {
        title: `Your stance in round ${window.round} is due soon`,
        message: `${session.boardName} is in consensus round ${window.round} on ${topic}. Keep or change your stance as ${title} ${due}.`,
        actionUrl: paths.liveRoom(session.id),
      };
    return {
      title: 'Your perspective is due soon',
      message: `${session.boardName} needs your perspective as ${title} on ${topic} ${due}.`,
      actionUrl: paths.portalSession(session.id),
    };
  }

  return {
    /**
     * Reminds whoever still owes the session its step — their perspective, or (given a window)
     * their stance in a consensus round or their vote; returns who was reminded now.
     */
    async remind(sessionId: string, window?: ReminderWindow): Promise<string[]> {
      const session = await audience.session(sessionId);
      if (!session || session.status === 'completed' || session.status === 'failed') return [];
      const owing = await owingOf(session, window);
      if (!owing) return [];
      const msLeft = owing.deadline.getTime() - Date.now();
      if (msLeft <= 0) return [];
      const people = new Map<string, string>();
      for (const holder of owing.holders)
        if (!people.has(holder.userId)) people.set(holder.userId, holder.title);
      const key = reminderKey(session.id, window);
      const rows: NewNotification[] = [...people].map(([userId, title]) => ({
        userId,
        type: 'deadline_reminder',
        ...wording(session, window, title, dueIn(msLeft)),
        boardId: session.boardId,
        sessionId: session.id,
        deadline: owing.deadline,
        dedupeKey: key,
      }));
      const created = await notifications.insertMany(rows);
      deps.wake(created.map((r) => r.userId));
      await mail.send(key, { onlyUsers: new Set(people.keys()) });
      return created.map((r) => r.userId);
    },
  };
}
export type DeadlineReminder = ReturnType<typeof createDeadlineReminder>;
