// Comments on draft minutes: read by whoever reads the minutes, written by the board's people
// (not a super-admin reading for support) while the minutes are a draft; each one audited.

import {
  MINUTES_COMMENT_MESSAGES,
  type MinutesAmendment,
  type MinutesComment,
  type MinutesCommentBody,
  type MinutesComments,
  minutesCommentBodySchema,
} from '../../../contracts/minutes-comments.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createMeetingReader } from '../meetings/access.ts';
import { boardOfMinutes, loadMinutes } from './access.ts';
import { createMinutesCommentRepository, type MinutesCommentRow } from './comments-repository.ts';

const present = (row: MinutesCommentRow): MinutesComment => ({
  id: row.id,
  author_name: row.authorName,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** The amendments of approved minutes, by version. */
export async function amendmentsOf(db: Db, minutesId: string): Promise<MinutesAmendment[]> {
  const rows = await createMinutesCommentRepository(db).amendmentsOf(minutesId);
  return rows.map((r) => ({
    version: r.version,
    author_name: r.authorName,
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Records the next version (the approved minutes are 1); the unique version refuses a race. */
export async function addAmendment(
  db: Db,
  minutesId: string,
  values: { authorId: string; authorName: string; body: string },
): Promise<number> {
  return createMinutesCommentRepository(db).addAmendment(minutesId, values);
}

export function createMinutesCommentService(db: Db) {
  const meetings = createMeetingReader(db);
  const comments = createMinutesCommentRepository(db);

  const find = (actor: Actor, id: string) => loadMinutes(meetings, actor, id);
  const mayComment = (actor: Actor, row: Awaited<ReturnType<typeof find>>) =>
    canOnBoard(actor, 'take_part', boardOfMinutes(row));

  async function list(actor: Actor, id: string): Promise<MinutesComments> {
    const row = await find(actor, id);
    return {
      comments: (await comments.commentsOf(row.minutes.id)).map(present),
      can_comment: row.minutes.approvedAt === null && mayComment(actor, row),
    };
  }

  return {
    list,
    async add(actor: Actor, id: string, input: MinutesCommentBody): Promise<MinutesComments> {
      const row = await find(actor, id);
      const { body } = minutesCommentBodySchema.parse(input);
      if (!mayComment(actor, row)) throw forbidden(MINUTES_COMMENT_MESSAGES.notMember);
      if (row.minutes.approvedAt) throw conflict(MINUTES_COMMENT_MESSAGES.approved);
      await inTransaction(db, async (tx) => {
        await createMinutesCommentRepository(tx).addComment({
          minutesId: row.minutes.id,
          authorId: actor.user.id,
          authorName: actor.user.fullName?.trim() || actor.user.username,
          body,
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: row.boardOrganizationId,
          action: 'minutes.commented',
          targetType: 'meeting',
          targetId: row.meeting.id,
          summary: `Commented on the draft minutes of ${row.meeting.title} (${row.boardName})`,
        });
      });
      return list(actor, id);
    },
  };
}
export type MinutesCommentService = ReturnType<typeof createMinutesCommentService>;
