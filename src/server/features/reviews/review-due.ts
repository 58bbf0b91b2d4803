// "How did it turn out?": on a decision's review date the person who asked and the organization's
// Admins are told, in the app and by e-mail, and the organization's webhooks hear `review.due`.
// Run by a durable job; safe to run again: the notice is claimed once per review date (a date
// moved later asks again then), and a retry only e-mails those the last attempt did not reach.
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertNotifications, organizationAdminIds, paths, type UserWake } from '../notifications/notify.ts';
import type { EmitWebhook } from '../webhooks/events.ts';
import { createReviewRepository } from './repository.ts';

export const reviewDueKey = (sessionId: string, dueAt: Date) =>
  `review_due:${sessionId}:${dueAt.toISOString()}`;

const VERDICTS: Record<string, string> = {
  proceed: 'the board recommended proceeding',
  against: 'the board recommended against',
  mixed: 'the board held mixed views',
  needs_information: 'the board asked for more information',
};

const quoted = (text: string) => `“${text.length > 120 ? `${text.slice(0, 117)}…` : text}”`;
const day = (at: Date) => at.toISOString().slice(0, 10);

export function createReviewDueNotice(deps: {
  db: Db;
  wake: UserWake;
  /** E-mails the notifications of this dedupe key (throws on a failed send, so the job retries). */
  mail(key: string): Promise<unknown>;
  emitWebhook: EmitWebhook;
}) {
  return {
    /** Tells people the review of `sessionId` is due, if `dueAt` is still its date; returns who was told now. */
    async notify(sessionId: string, dueAt: Date): Promise<string[]> {
      const key = reviewDueKey(sessionId, dueAt);
      const told = await inTransaction(deps.db, async (tx) => {
        const reviews = createReviewRepository(tx);
        if (!(await reviews.claimDueNotice(sessionId, dueAt))) return null;
        const session = await reviews.dueNoticeSubject(sessionId);
        if (!session) return null;
        const admins = await organizationAdminIds(tx, session.organizationId);
        // The asker is told while still in the organization (else they could not open it).
        const askerStays = await reviews.isMember(session.organizationId, session.ownerId);
        const people = [...new Set([...(askerStays ? [session.ownerId] : []), ...admins])];
        const verdict = session.outcome ? VERDICTS[session.outcome] : undefined;
        const decided = session.completedAt ? ` on ${day(session.completedAt)}` : '';
        const message = `${session.boardName} decided ${quoted(session.topic)}${decided}${verdict ? `: ${verdict}` : ''}. Record what was done and how it turned out, so the board learns who was right.`;
        const created = await insertNotifications(
          tx,
          people.map((userId) => ({
            userId,
            type: 'review_due' as const,
            title: 'How did it turn out?',
            message,
            actionUrl: paths.analysis(session.id),
            boardId: session.boardId,
            sessionId: session.id,
            dedupeKey: key,
          })),
        );
        return { session, userIds: [...new Set(created.map((r) => r.userId))] };
      });
      if (told) {
        deps.wake(told.userIds);
        const { session } = told;
        await deps.emitWebhook(session.organizationId, 'review.due', {
          summary: `The review of "${session.topic}" (${session.boardName}) is due: how did it turn out?`,
          session_id: session.id,
          board_id: session.boardId,
          board_name: session.boardName,
          decision_topic: session.topic,
          outcome: session.outcome,
          due_at: dueAt.toISOString(),
          path: paths.analysis(session.id),
        });
      }
      // Also on a retry that finds the notice claimed: the e-mails the last attempt did not send.
      await deps.mail(key);
      return told?.userIds ?? [];
    },
  };
}
export type ReviewDueNotice = ReturnType<typeof createReviewDueNotice>;
