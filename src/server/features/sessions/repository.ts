// SQL for decision sessions, their checkpoints and their event log.
import { and, asc, count, desc, eq, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Checkpoint } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { boards, decisionSessions, sessionCheckpoints, sessionEvents } from '../../db/schema/index.ts';
import type { ProceededWithout } from '../../db/schema/sessions.ts';
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
  pace: decisionSessions.pace,
  options: decisionSessions.options,
  optionRule: decisionSessions.optionRule,
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

/** What one commit of a session's journal writes: checkpoints, events (in order), its progress. */
export interface JournalBatch {
  checkpoints: Checkpoint[];
  /** In order: they get consecutive sequence numbers. */
  events: NewSessionEvent[];
  progress?: { phase: string | null; round: number | null; progress: number };
}

/** A completed step is final; a failed one may be replaced by a later success. */
function upsertCheckpointsStatement(sessionId: string, checkpoints: Checkpoint[]): SQL {
  const rows = checkpoints.map((c) => ({
    phase: c.phase,
    round: c.round,
    seat_id: c.seatId ?? '',
    status: c.status,
    output: c.output ?? null,
    usage: c.usage,
    error: c.error,
  }));
  return sql`
    insert into ${sessionCheckpoints} (session_id, phase, round, seat_id, status, output, usage, error)
    select ${sessionId}::uuid, c.phase, c.round, c.seat_id, c.status, c.output, c.usage, c.error
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as c(phase text, round int, seat_id text, status text, output jsonb, usage jsonb, error text)
    on conflict (session_id, phase, round, seat_id) do update
    set status = excluded.status, output = excluded.output, usage = excluded.usage, error = excluded.error
    where ${sessionCheckpoints.status} = 'failed'`;
}

/**
 * Appends events in order with the session's next sequence numbers, allocated by the database in
 * the insert: even two runs of one session (a retried job while its first run winds down) or the
 * live room's own appends cannot collide (a clash fails on the key, and the batch is retried).
 */
function appendEventsStatement(sessionId: string, events: NewSessionEvent[]): SQL {
  const rows = events.map((e) => ({
    type: e.type,
    phase: e.phase ?? null,
    round: e.round ?? null,
    seat_id: e.seatId ?? null,
    payload: e.payload,
  }));
  return sql`
    insert into ${sessionEvents} (session_id, seq, type, phase, round, seat_id, payload)
    select ${sessionId}::uuid, last.seq + e.n, e.value->>'type', e.value->>'phase',
           (e.value->>'round')::int, e.value->>'seat_id', e.value->'payload'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(value, n),
         (select coalesce(max(seq), 0) as seq from ${sessionEvents} where session_id = ${sessionId}::uuid) as last`;
}

/**
 * One statement for a whole batch (data-modifying CTEs): atomic, so an event is never committed
 * without the checkpoints written with it, and a single round trip however many rows it holds.
 */
function journalBatchStatement(sessionId: string, batch: JournalBatch, everyPart = false): SQL | null {
  const writes: SQL[] = [];
  if (everyPart || batch.checkpoints.length > 0)
    writes.push(upsertCheckpointsStatement(sessionId, batch.checkpoints));
  if (everyPart || batch.events.length > 0) writes.push(appendEventsStatement(sessionId, batch.events));
  if (batch.progress) {
    const { phase, round, progress } = batch.progress;
    writes.push(sql`
      update ${decisionSessions}
      set phase = ${phase}::text, round = ${round}::int, progress = ${progress}::int
      where id = ${sessionId}::uuid`);
  }
  const last = writes.pop();
  if (!last) return null;
  if (writes.length === 0) return last;
  const ctes = sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
    sql`, `,
  );
  return sql`with ${ctes} ${last}`;
}

export function createSessionRepository(db: Db) {
  const repository = {
    async insert(values: typeof decisionSessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(decisionSessions).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(decisionSessions).where(eq(decisionSessions.id, id)).limit(1);
      return row;
    },
    /** The perspective deadline as stored now (it moves when the owner proceeds without a seat). */
    async humanDeadlineOf(id: string): Promise<Date | null> {
      const [row] = await db
        .select({ deadline: decisionSessions.humanDeadline })
        .from(decisionSessions)
        .where(eq(decisionSessions.id, id));
      return row?.deadline ?? null;
    },
    /**
     * Ends the wait for perspectives now and records the seats left out; false when the session
     * was no longer waiting (its deadline had passed, or someone proceeded first).
     */
    async proceedWithout(id: string, left: ProceededWithout[]): Promise<boolean> {
      const rows = await db
        .update(decisionSessions)
        .set({
          humanDeadline: sql`now()`,
          proceededWithout: sql`coalesce(${decisionSessions.proceededWithout}, '[]'::jsonb) || ${JSON.stringify(left)}::jsonb`,
        })
        .where(
          and(
            eq(decisionSessions.id, id),
            inArray(decisionSessions.status, ['starting', 'in_progress']),
            sql`${decisionSessions.humanDeadline} > now()`,
          ),
        )
        .returning({ id: decisionSessions.id });
      return rows.length === 1;
    },
    /** Records seats left out of a consensus round or the vote (their window was closed early). */
    async recordProceeded(id: string, left: ProceededWithout[]): Promise<void> {
      await db
        .update(decisionSessions)
        .set({
          proceededWithout: sql`coalesce(${decisionSessions.proceededWithout}, '[]'::jsonb) || ${JSON.stringify(left)}::jsonb`,
        })
        .where(eq(decisionSessions.id, id));
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
    /** The sessions starting or in progress on these boards. */
    runningOnBoards(boardIds: string[]): Promise<SessionRow[]> {
      if (boardIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(decisionSessions)
        .where(
          and(
            inArray(decisionSessions.boardId, boardIds),
            inArray(decisionSessions.status, [...RUNNING_STATUSES]),
          ),
        );
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
    /** The reading the session's log recorded last (a correction's, else the first), for a resumed run. */
    async latestReading(sessionId: string): Promise<unknown> {
      const [row] = await db
        .select({ payload: sessionEvents.payload })
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'reading')))
        .orderBy(desc(sessionEvents.seq))
        .limit(1);
      return (row?.payload as { reading?: unknown } | undefined)?.reading ?? null;
    },
    /** Writes a journal batch in one statement (again, whole, when a concurrent append took its numbers). */
    async writeJournalBatch(sessionId: string, batch: JournalBatch): Promise<void> {
      const statement = journalBatchStatement(sessionId, batch);
      if (statement) await retryOnSeqClash(() => db.execute(statement));
    },

    /**
     * Runs what a running session and its live stream run, on a session that does not exist (so
     * nothing changes): the first session after a start then finds the database's caches and
     * these code paths warm.
     */
    async warmUp(): Promise<void> {
      const nobody = '00000000-0000-0000-0000-000000000000';
      const progress = { phase: null, round: null, progress: 0 };
      const batch = journalBatchStatement(nobody, { checkpoints: [], events: [], progress }, true);
      if (batch) await db.execute(batch);
      await repository.findById(nobody);
      await repository.loadCheckpoints(nobody);
      await repository.latestSeq(nobody);
      await repository.eventsAfter(nobody, 0);
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
  return repository;
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
