// Human board members: the decisions awaiting the seats they hold, a session as the portal shows
// it, the perspectives so far, and submitting their own. Who holds a seat is read from the board
// as it is now — a seat taken away stops its former holder at once, whatever the session's snapshot says.
import type { HumanPerspectiveBody } from '../../../contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUuid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { seesBoard } from '../boards/access.ts';
import { createBoardRepository } from '../boards/repository.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';
import type { SessionEventBus } from '../sessions/event-bus.ts';
import { createSessionRepository, type SessionRow } from '../sessions/repository.ts';
import { createHumanRepository } from './repository.ts';

const SUMMARY_LENGTH = 100;
const SESSION_NOT_FOUND = 'Session not found';

export function createHumanService(db: Db, bus: SessionEventBus) {
  const humans = createHumanRepository(db);
  const sessions = createSessionRepository(db);
  const boards = createBoardRepository(db);

  /** The human seat of this session the actor holds on the board today, if any. */
  function seatOf(row: SessionRow, heldSeatIds: ReadonlySet<string>): SnapshotSeat | null {
    return (
      (row.boardSnapshot as SnapshotSeat[]).find((s) => s.kind === 'Human' && heldSeatIds.has(s.id)) ?? null
    );
  }

  async function heldSeats(actor: Actor): Promise<Set<string>> {
    return new Set((await humans.seatsHeldBy(actor.user.id)).map((s) => s.positionId));
  }

  /** Visible to whoever may follow the board's sessions (members, seat holders, super-admins). */
  async function loadVisible(actor: Actor, id: string) {
    const row = isUuid(id) ? await sessions.findById(id) : undefined;
    const board = row ? await boards.findById(row.boardId) : undefined;
    if (!row || !board || !seesBoard(actor, 'read_sessions', board)) throw notFound(SESSION_NOT_FOUND);
    return { row, seat: seatOf(row, await heldSeats(actor)) };
  }

  const isWaiting = (row: SessionRow) =>
    (row.status === 'starting' || row.status === 'in_progress') &&
    row.humanDeadline !== null &&
    row.humanDeadline.getTime() > Date.now();

  return {
    async pending(actor: Actor) {
      const held = await humans.seatsHeldBy(actor.user.id);
      const seatIds = new Set(held.map((h) => h.positionId));
      const answered = new Set((await humans.contributionsOf(actor.user.id)).map((c) => c.sessionId));
      const rows = await humans.sessionsOfBoards([...new Set(held.map((h) => h.boardId))]);
      return rows.flatMap((row) => {
        const seat = seatOf(row, seatIds);
        if (!seat || !isWaiting(row) || answered.has(row.id)) return [];
        const board = held.find((h) => h.boardId === row.boardId);
        return [
          {
            id: row.id,
            session_id: row.id,
            board_id: row.boardId,
            board_name: board?.boardName ?? '',
            position_id: seat.id,
            position_title: seat.title,
            topic: row.decisionTopic,
            context: row.decisionContext,
            deadline: row.humanDeadline?.toISOString() ?? null,
          },
        ];
      });
    },

    async session(actor: Actor, id: string) {
      const { row, seat } = await loadVisible(actor, id);
      return {
        id: row.id,
        name: row.decisionTopic,
        decision_topic: row.decisionTopic,
        decision_context: row.decisionContext,
        status: row.status,
        deadline: row.humanDeadline?.toISOString() ?? null,
        position_id: seat?.id ?? null,
        position_title: seat?.title ?? null,
      };
    },

    /** The perspectives given so far: AI initial positions from the checkpoints, and humans'. */
    async perspectives(actor: Actor, id: string) {
      const { row } = await loadVisible(actor, id);
      const seats = new Map((row.boardSnapshot as SnapshotSeat[]).map((s) => [s.id, s]));
      const checkpoints = await sessions.loadCheckpoints(row.id);
      // Human seats' checkpoints hold their answers, listed below from the perspectives table.
      const ai = checkpoints.flatMap((c) => {
        const seat = c.seatId ? seats.get(c.seatId) : undefined;
        if (c.phase !== 'initial_positions' || c.status !== 'completed' || seat?.kind !== 'AI') return [];
        const output = c.output as { stance: string; perspective: string; key_points: string[] };
        return [
          {
            position: seat.positionNumber,
            position_title: seat.title,
            stance: output.stance,
            summary: output.perspective.slice(0, SUMMARY_LENGTH),
            key_points: output.key_points,
            is_human: false,
          },
        ];
      });
      const human = (await humans.listForSession(row.id)).map((p) => {
        const seat = p.positionId ? seats.get(p.positionId) : undefined;
        return {
          position: seat?.positionNumber ?? 0,
          position_title: seat?.title ?? 'Board member',
          stance: p.stance,
          summary: p.perspective.slice(0, SUMMARY_LENGTH),
          key_points: p.keyPoints,
          is_human: true,
        };
      });
      return [...ai, ...human].sort((a, b) => a.position - b.position);
    },

    async submit(actor: Actor, id: string, body: HumanPerspectiveBody & { key_points: string[] }) {
      const { row, seat } = await loadVisible(actor, id);
      if (!seat)
        throw new AppError(403, 'Only the board member holding a human seat can submit a perspective');
      if (!isWaiting(row)) throw new AppError(409, 'This session is no longer waiting for perspectives');
      const keyPoints = body.key_points.map((p) => p.replace(/^\s*[-*•]\s*/, '').trim()).filter(Boolean);
      const saved = await humans.insert({
        sessionId: row.id,
        positionId: seat.id,
        userId: actor.user.id,
        stance: body.stance,
        perspective: body.perspective,
        keyPoints,
        confidence: body.confidence,
        questions: body.questions?.trim() || null,
      });
      if (!saved) throw new AppError(409, 'You have already submitted your perspective for this session');
      bus.notify(row.id);
      return { success: true, message: 'Your perspective has been submitted' };
    },
  };
}
export type HumanService = ReturnType<typeof createHumanService>;
