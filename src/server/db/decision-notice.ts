// A decision as a notice about it names it: its question, who put it, where it stands and its
// board. Notices of a session's steps and of a review coming due read the same row.
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { boards, decisionSessions } from './schema/index.ts';

export async function decisionNoticeSubject(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      id: decisionSessions.id,
      ownerId: decisionSessions.ownerId,
      topic: decisionSessions.decisionTopic,
      status: decisionSessions.status,
      outcome: decisionSessions.outcome,
      humanDeadline: decisionSessions.humanDeadline,
      completedAt: decisionSessions.completedAt,
      boardSnapshot: decisionSessions.boardSnapshot,
      boardId: decisionSessions.boardId,
      boardName: boards.name,
      organizationId: boards.organizationId,
    })
    .from(decisionSessions)
    .innerJoin(boards, eq(boards.id, decisionSessions.boardId))
    .where(eq(decisionSessions.id, sessionId));
  return row;
}
