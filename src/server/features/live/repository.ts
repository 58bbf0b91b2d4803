// SQL for human seats at the table and the live room: windows, revisions, votes,
// interjections (events of the log, written with their cooldown in one statement) and reactions.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReactionKind } from '../../../contracts/live.ts';
import type { Db } from '../../db/client.ts';
import {
  boardPositions,
  humanPerspectives,
  humanRevisions,
  humanVotes,
  sessionEvents,
  sessionReactions,
  sessionWindows,
  users,
} from '../../db/schema/index.ts';
import { appendEventStatement, type NewSessionEvent, retryOnSeqClash } from '../sessions/event-log.ts';

export type WindowRow = typeof sessionWindows.$inferSelect;
export type RevisionRow = typeof humanRevisions.$inferSelect;
export type VoteRow = typeof humanVotes.$inferSelect;

export function createLiveRepository(db: Db) {
  /** Appends one event and returns its sequence number (null when `onlyIf` is false). */
  async function appendEvent(
    sessionId: string,
    event: NewSessionEvent,
    onlyIf?: SQL,
  ): Promise<number | null> {
    const statement = sql`${appendEventStatement(sessionId, event, onlyIf)} returning seq`;
    const result = (await db.execute(statement)) as unknown as { rows: { seq: number }[] };
    return result.rows[0]?.seq ?? null;
  }

  /** One window of the session, as stored. */
  async function windowOf(
    sessionId: string,
    step: WindowRow['step'],
    round: number,
  ): Promise<WindowRow | null> {
    const [row] = await db
      .select()
      .from(sessionWindows)
      .where(
        and(
          eq(sessionWindows.sessionId, sessionId),
          eq(sessionWindows.step, step),
          eq(sessionWindows.round, round),
        ),
      );
    return row ?? null;
  }

  return {
    appendEvent: (sessionId: string, event: Parameters<typeof appendEvent>[1]) =>
      retryOnSeqClash(() => appendEvent(sessionId, event)),

    /** Opens a window once; later calls (a resumed run) get the stored one. */
    async openWindow(values: {
      sessionId: string;
      step: WindowRow['step'];
      round: number;
      seatIds: string[];
      seconds: number;
    }) {
      await db
        .insert(sessionWindows)
        .values({
          sessionId: values.sessionId,
          step: values.step,
          round: values.round,
          seatIds: values.seatIds,
          closesAt: new Date(Date.now() + values.seconds * 1000),
        })
        .onConflictDoNothing();
      const row = await windowOf(values.sessionId, values.step, values.round);
      if (!row) throw new Error('window not stored');
      return row;
    },
    window: windowOf,

    /** The session's latest window (consensus rounds, then the vote). */
    async latestWindow(sessionId: string): Promise<WindowRow | null> {
      const [row] = await db
        .select()
        .from(sessionWindows)
        .where(eq(sessionWindows.sessionId, sessionId))
        .orderBy(sql`${sessionWindows.opensAt} desc`, sql`${sessionWindows.round} desc`)
        .limit(1);
      return row ?? null;
    },

    /** Ends an open window now (the owner went on without the seats still to act). */
    async closeWindow(key: Pick<WindowRow, 'sessionId' | 'step' | 'round'>): Promise<boolean> {
      const rows = await db
        .update(sessionWindows)
        .set({ closesAt: sql`now()` })
        .where(
          and(
            eq(sessionWindows.sessionId, key.sessionId),
            eq(sessionWindows.step, key.step),
            eq(sessionWindows.round, key.round),
            sql`${sessionWindows.closesAt} > now()`,
          ),
        )
        .returning({ round: sessionWindows.round });
      return rows.length === 1;
    },

    revisions(sessionId: string, round: number): Promise<RevisionRow[]> {
      return db
        .select()
        .from(humanRevisions)
        .where(and(eq(humanRevisions.sessionId, sessionId), eq(humanRevisions.round, round)));
    },
    async insertRevision(values: typeof humanRevisions.$inferInsert): Promise<boolean> {
      const rows = await db.insert(humanRevisions).values(values).onConflictDoNothing().returning();
      return rows.length > 0;
    },
    /** The ranking of the options a seat gave with its perspective in the portal, if any. */
    async portalBallot(sessionId: string, seatId: string) {
      const [row] = await db
        .select({ ranking: humanPerspectives.ranking, veto: humanPerspectives.veto })
        .from(humanPerspectives)
        .where(and(eq(humanPerspectives.sessionId, sessionId), eq(humanPerspectives.positionId, seatId)));
      return row?.ranking?.length ? { ranking: row.ranking, veto: row.veto ?? null } : null;
    },

    votes(sessionId: string): Promise<VoteRow[]> {
      return db.select().from(humanVotes).where(eq(humanVotes.sessionId, sessionId));
    },
    async insertVote(values: typeof humanVotes.$inferInsert): Promise<boolean> {
      const rows = await db.insert(humanVotes).values(values).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    /** Who holds each human seat of a board today. */
    seatHolders(boardId: string) {
      return db
        .select({
          positionId: boardPositions.id,
          userId: users.id,
          name: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.email}, 'A board member')`,
        })
        .from(boardPositions)
        .innerJoin(users, eq(users.id, boardPositions.assignedUserId))
        .where(and(eq(boardPositions.boardId, boardId), eq(boardPositions.type, 'Human')));
    },

    /** The session's interjections, oldest first. */
    interjections(sessionId: string) {
      return db
        .select({ seq: sessionEvents.seq, payload: sessionEvents.payload, at: sessionEvents.at })
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'interjection')))
        .orderBy(asc(sessionEvents.seq));
    },
    /** When this user last interjected in the session. */
    async lastInterjectionAt(sessionId: string, userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${sessionEvents.at})` })
        .from(sessionEvents)
        .where(
          and(
            eq(sessionEvents.sessionId, sessionId),
            eq(sessionEvents.type, 'interjection'),
            sql`${sessionEvents.payload}->>'user_id' = ${userId}`,
          ),
        );
      return row?.at ? new Date(row.at) : null;
    },
    /**
     * Appends an interjection unless the user made one in this session within the cooldown —
     * checked in the same statement, so two quick sends cannot both pass.
     */
    appendInterjection(
      sessionId: string,
      payload: { user_id: string; author: string; text: string },
      cooldownSeconds: number,
    ) {
      const recent = sql`not exists (
        select 1 from ${sessionEvents}
        where session_id = ${sessionId}::uuid and type = 'interjection'
          and payload->>'user_id' = ${payload.user_id}
          and at > now() - make_interval(secs => ${cooldownSeconds}))`;
      return retryOnSeqClash(() => appendEvent(sessionId, { type: 'interjection', payload }, recent));
    },

    /** The user's latest presence in the session's log (null: never announced). */
    async lastPresence(sessionId: string, userId: string): Promise<boolean | null> {
      const [row] = await db
        .select({ payload: sessionEvents.payload })
        .from(sessionEvents)
        .where(
          and(
            eq(sessionEvents.sessionId, sessionId),
            eq(sessionEvents.type, 'presence'),
            sql`${sessionEvents.payload}->>'user_id' = ${userId}`,
          ),
        )
        .orderBy(sql`${sessionEvents.seq} desc`)
        .limit(1);
      return row ? row.payload.present === true : null;
    },

    /** Whether the session's log has this event (a message one may react to). */
    async hasEvent(sessionId: string, seq: number): Promise<boolean> {
      const [row] = await db
        .select({ seq: sessionEvents.seq })
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.seq, seq)));
      return row !== undefined;
    },
    /** Turns the user's reaction on, or off when it was on; returns its state and the new count. */
    async toggleReaction(key: { sessionId: string; eventSeq: number; userId: string; kind: ReactionKind }) {
      /** This kind of reaction to this message, by anyone. */
      const onMessage = and(
        eq(sessionReactions.sessionId, key.sessionId),
        eq(sessionReactions.eventSeq, key.eventSeq),
        eq(sessionReactions.kind, key.kind),
      );
      const inserted = await db.insert(sessionReactions).values(key).onConflictDoNothing().returning();
      const active = inserted.length > 0;
      if (!active)
        await db.delete(sessionReactions).where(and(onMessage, eq(sessionReactions.userId, key.userId)));
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessionReactions)
        .where(onMessage);
      return { active, count: row?.count ?? 0 };
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
