// Human board members: the decisions awaiting their seat, a session as the portal shows it, the
// AI members' perspectives so far, and submitting their own perspective (spec §2 portal).
import type { HumanPerspectiveBody } from '../../../contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUuid, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/repository.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';
import type { SessionEventBus } from '../sessions/event-bus.ts';
import { createSessionRepository, type SessionRow } from '../sessions/repository.ts';
import { createHumanRepository } from './repository.ts';

const SUMMARY_LENGTH = 100;

export function createHumanService(db: Db, bus: SessionEventBus) {
  const humans = createHumanRepository(db);
  const sessions = createSessionRepository(db);

  const seatOf = (row: SessionRow, user: UserRow) =>
    (row.boardSnapshot as SnapshotSeat[]).find((s) => s.kind === 'Human' && s.assignedUserId === user.id) ??
    null;

  /** The owner sees any session; a board member only sessions where they hold a human seat. */
  async function loadVisible(user: UserRow, id: string) {
    const row = isUuid(id) ? await sessions.findById(id) : undefined;
    if (!row) throw notFound('Session not found');
    const seat = seatOf(row, user);
    if (row.ownerId !== user.id && !seat) throw notFound('Session not found');
    return { row, seat };
  }

  return {
    async pending(user: UserRow) {
      const held = await humans.seatsHeldBy(user.id);
      const boardIds = [...new Set(held.map((h) => h.boardId))];
      const answered = new Set((await humans.contributionsOf(user.id)).map((c) => c.sessionId));
      const rows = await humans.sessionsOfBoards(boardIds);
      return rows.flatMap((row) => {
        const seat = seatOf(row, user);
        const open = row.status === 'starting' || row.status === 'in_progress';
        const waiting = row.humanDeadline && row.humanDeadline.getTime() > Date.now();
        if (!seat || !open || !waiting || answered.has(row.id)) return [];
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

    async session(user: UserRow, id: string) {
      const { row, seat } = await loadVisible(user, id);
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
    async perspectives(user: UserRow, id: string) {
      const { row } = await loadVisible(user, id);
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
        const seat = seats.get(p.positionId);
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

    async submit(user: UserRow, id: string, body: HumanPerspectiveBody & { key_points: string[] }) {
      const { row, seat } = await loadVisible(user, id);
      if (!seat)
        throw new AppError(403, 'Only the board member holding a human seat can submit a perspective');
      const open = row.status === 'starting' || row.status === 'in_progress';
      if (!open || !row.humanDeadline || row.humanDeadline.getTime() <= Date.now()) {
        throw new AppError(409, 'This session is no longer waiting for perspectives');
      }
      const keyPoints = body.key_points.map((p) => p.replace(/^\s*[-*•]\s*/, '').trim()).filter(Boolean);
      const saved = await humans.insert({
        sessionId: row.id,
        positionId: seat.id,
        userId: user.id,
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
