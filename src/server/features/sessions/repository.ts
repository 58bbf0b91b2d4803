// SQL for decision sessions, their checkpoints and their event log.
import { and, asc, count, desc, eq, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Checkpoint } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { boards, decisionSessions, sessionCheckpoints, sessionEvents } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/errors.ts';

export type SessionRow = typeof decisionSessions.$inferSelect;
export type SessionEventRow = typeof sessionEvents.$inferSelect;
export type NewSessionEvent = Omit<typeof sessionEvents.$inferInsert, 'sessionId' | 'seq' | 'at'>;

export const RUNNING_STATUSES = ['starting', 'in_progress'] as const;

const summaryColumns = {
  id: decisionSessions.id,
  boardId: decisionSessions.boardId,
  decisionTopic: decisionSessions.decisionTopic,
  decisionContext: decisionSessions.decisionContext,
  decisionType: decisionSessions.decisionType,
  constraints: decisionSessions.constraints,
  status: decisionSessions.status,
  phase: decisionSessions.phase,
  progress: decisionSessions.progress,
  error: decisionSessions.error,
  engine: decisionSessions.engine,
  model: decisionSessions.model,
  providerName: decisionSessions.providerName,
  outcome: decisionSessions.outcome,
  confidenceScore: decisionSessions.confidenceScore,
  createdAt: decisionSessions.createdAt,
  startedAt: decisionSessions.startedAt,
  completedAt: decisionSessions.completedAt,
};
/** The columns a session summary is made of. */
export type SessionSummaryRow = Pick<SessionRow, keyof typeof summaryColumns>;

const SEQ_RETRIES = 8;

/**
 * Runs a write that appends to a session's event log, again when another writer took the same
 * sequence number first (the runner and the live room append concurrently; the key rejects the clash).
 */
export async function retryOnSeqClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= SEQ_RETRIES || !uniqueViolation(error)) throw error;
    }
  }
}

/**
 * The statement that appends one event with the next sequence number of its session, allocated
 * by the database (a clash with a concurrent writer fails on the key: see retryOnSeqClash).
 * `onlyIf` makes the append conditional, checked in the same statement.
 */
export function appendEventStatement(sessionId: string, event: NewSessionEvent, onlyIf?: SQL): SQL {
  return sql`
    insert into ${sessionEvents} (session_id, seq, type, phase, round, seat_id, payload)
    select ${sessionId}::uuid, coalesce(max(seq), 0) + 1, ${event.type}, ${event.phase ?? null}::text,
           ${event.round ?? null}::int, ${event.seatId ?? null}::text, ${JSON.stringify(event.payload)}::jsonb
    from ${sessionEvents} where session_id = ${sessionId}::uuid${onlyIf ? sql` having ${onlyIf}` : sql``}`;
}

export function createSessionRepository(db: Db) {
  return {
    async insert(values: typeof decisionSessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(decisionSessions).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(decisionSessions).where(eq(decisionSessions.id, id)).limit(1);
      return row;
    },
    /** What clients poll while a session runs, with its board's reference for the access check. */
    async findStatus(id: string) {
      const [row] = await prepared(db, 'session_status', (d) =>
        d
          .select({
            status: decisionSessions.status,
            phase: decisionSessions.phase,
            round: decisionSessions.round,
            progress: decisionSessions.progress,
            error: decisionSessions.error,
            board: { id: boards.id, organizationId: boards.organizationId },
          })
          .from(decisionSessions)
          .innerJoin(boards, eq(boards.id, decisionSessions.boardId))
          .where(eq(decisionSessions.id, sql.placeholder('id')))
          .limit(1)
          .prepare('session_status'),
      ).execute({ id });
      return row;
    },
    /** A board's sessions, newest first: what a summary shows, not the snapshots and results. */
    listByBoard(boardId: string): Promise<SessionSummaryRow[]> {
      return prepared(db, 'sessions_of_board', (d) =>
        d
          .select(summaryColumns)
          .from(decisionSessions)
          .where(eq(decisionSessions.boardId, sql.placeholder('boardId')))
          .orderBy(desc(decisionSessions.createdAt))
          .prepare('sessions_of_board'),
      ).execute({ boardId });
    },
    async countRunningForOwner(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(decisionSessions)
        .where(
          and(eq(decisionSessions.ownerId, ownerId), inArray(decisionSessions.status, [...RUNNING_STATUSES])),
        );
      return row?.n ?? 0;
    },
    /** Session counts per board (all, and completed). */
    async countsByBoard(boardIds: string[]): Promise<Map<string, { total: number; completed: number }>> {
      if (boardIds.length === 0) return new Map();
      const rows = await db
        .select({
          boardId: decisionSessions.boardId,
          total: count(),
          completed: sql<number>`count(*) filter (where ${decisionSessions.status} = 'completed')`.mapWith(
            Number,
          ),
        })
        .from(decisionSessions)
        .where(inArray(decisionSessions.boardId, boardIds))
        .groupBy(decisionSessions.boardId);
      return new Map(rows.map((r) => [r.boardId, { total: r.total, completed: r.completed }]));
    },
    async update(id: string, values: Partial<typeof decisionSessions.$inferInsert>): Promise<void> {
      await db.update(decisionSessions).set(values).where(eq(decisionSessions.id, id));
    },
    async listUnfinished(): Promise<SessionRow[]> {
      return db
        .select()
        .from(decisionSessions)
        .where(inArray(decisionSessions.status, [...RUNNING_STATUSES]));
    },

    findManyById(ids: string[]): Promise<SessionRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(decisionSessions).where(inArray(decisionSessions.id, ids));
    },
    async loadCheckpoints(sessionId: string): Promise<Checkpoint[]> {
      const rows = await db
        .select()
        .from(sessionCheckpoints)
        .where(eq(sessionCheckpoints.sessionId, sessionId));
      return rows.map((r) => ({
        phase: r.phase as Checkpoint['phase'],
        round: r.round,
        seatId: r.seatId === '' ? null : r.seatId,
        status: r.status,
        output: r.output,
        usage: r.usage,
        error: r.error,
      }));
    },
    /** Idempotent: the primary key (session, phase, round, seat) makes a duplicate impossible. */
    async saveCheckpoint(sessionId: string, checkpoint: Checkpoint): Promise<void> {
      const values = {
        sessionId,
        phase: checkpoint.phase,
        round: checkpoint.round,
        seatId: checkpoint.seatId ?? '',
        status: checkpoint.status,
        output: checkpoint.output ?? null,
        usage: checkpoint.usage,
        error: checkpoint.error,
      };
      // A completed step is final; a failed one may be replaced by a later success.
      await db
        .insert(sessionCheckpoints)
        .values(values)
        .onConflictDoUpdate({
          target: [
            sessionCheckpoints.sessionId,
            sessionCheckpoints.phase,
            sessionCheckpoints.round,
            sessionCheckpoints.seatId,
          ],
          set: { status: values.status, output: values.output, usage: values.usage, error: values.error },
          setWhere: sql`${sessionCheckpoints.status} = 'failed'`,
        });
    },

    /**
     * Appends an event with the next sequence number — allocated by the database, so even two
     * runs of one session (a job retried while its first run still winds down) cannot collide —
     * and, when given, moves the session's phase, round and progress, in the same statement.
     */
    async appendEvent(
      sessionId: string,
      event: NewSessionEvent,
      progress?: { phase: string | null; round: number | null; progress: number },
    ): Promise<void> {
      const append = appendEventStatement(sessionId, event);
      if (!progress) {
        await retryOnSeqClash(() => db.execute(append));
        return;
      }
      await retryOnSeqClash(() =>
        db.execute(sql`
        with appended as (${append} returning seq)
        update ${decisionSessions}
        set phase = ${progress.phase}::text, round = ${progress.round}::int, progress = ${progress.progress}::int
        where id = ${sessionId}::uuid`),
      );
    },
    async latestSeq(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ seq: max(sessionEvents.seq) })
        .from(sessionEvents)
        .where(eq(sessionEvents.sessionId, sessionId));
      return row?.seq ?? 0;
    },
    eventsAfter(sessionId: string, afterSeq: number, limit = 500): Promise<SessionEventRow[]> {
      return db
        .select()
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), gt(sessionEvents.seq, afterSeq)))
        .orderBy(asc(sessionEvents.seq))
        .limit(limit);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
