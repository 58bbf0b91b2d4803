// Human board members: the decisions awaiting the seats they hold, a session as the portal
// shows it (with the answers AI seats gave to their questions), a draft kept on the server,
// the perspectives so far, submitting their own, and their past contributions.
import { perspectiveSummary, stripBullet } from '../../../contracts/human-perspective.ts';
import type { OPTION_LETTERS } from '../../../contracts/options.ts';
import {
  type HumanPerspectiveBody,
  type PerspectiveDraft,
  perspectiveDraftSchema,
} from '../../../contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import { humanBallotOf } from '../live/human-ballot.ts';
import { createSeatWindows } from '../live/seat-windows.ts';
import type { SessionAccess, SessionAtTable, SessionRow } from '../sessions/access.ts';
import { createSessionRecords } from '../sessions/session-records.ts';
import { answersFor } from './answers.ts';
import { createHumanRepository } from './repository.ts';

const NOT_YOUR_SEAT = 'Only the board member holding a human seat can submit a perspective';

export function createHumanService(db: Db, bus: SessionEventBus, access: SessionAccess) {
  const humans = createHumanRepository(db);
  const sessions = createSessionRecords(db);
  const live = createSeatWindows(db);

  const isWaiting = (row: SessionRow) =>
    (row.status === 'starting' || row.status === 'in_progress') &&
    row.humanDeadline !== null &&
    row.humanDeadline.getTime() > Date.now();

  function ownSeat(at: SessionAtTable) {
    if (!at.seat) throw forbidden(NOT_YOUR_SEAT);
    return at.seat;
  }

  return {
    async pending(actor: Actor) {
      const held = await humans.seatsHeldBy(actor.user.id);
      const seatIds = new Set(held.map((h) => h.positionId));
      const answered = new Set((await humans.contributionsOf(actor.user.id)).map((c) => c.sessionId));
      const rows = await humans.sessionsOfBoards([...new Set(held.map((h) => h.boardId))]);
      return rows.flatMap((row) => {
        const seat = (row.boardSnapshot as { id: string; kind: string; title: string }[]).find(
          (s) => s.kind === 'Human' && seatIds.has(s.id),
        );
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

    async seats(actor: Actor) {
      const held = await humans.seatsHeldBy(actor.user.id);
      return held.map((h) => ({
        position_id: h.positionId,
        title: h.title,
        board_id: h.boardId,
        board_name: h.boardName,
      }));
    },

    async contributions(actor: Actor) {
      const rows = await humans.contributionsOf(actor.user.id);
      const outcomes = new Map(
        (await sessions.findManyById(rows.map((r) => r.sessionId))).map((s) => [s.id, s]),
      );
      return rows.flatMap((p) => {
        const session = outcomes.get(p.sessionId);
        if (!session) return [];
        return [
          {
            id: p.id,
            session_id: p.sessionId,
            date: p.submittedAt.toISOString(),
            topic: session.decisionTopic,
            stance: p.stance,
            summary: perspectiveSummary(p.perspective),
            text: p.perspective,
            outcome: session.outcome,
          },
        ];
      });
    },

    async session(actor: Actor, id: string) {
      const at = await access.load(actor, id);
      const { row, seat } = at;
      const mine = seat
        ? (await humans.listForSession(row.id)).find((p) => p.positionId === seat.id)
        : undefined;
      return {
        id: row.id,
        name: row.decisionTopic,
        decision_topic: row.decisionTopic,
        decision_context: row.decisionContext,
        status: row.status,
        deadline: row.humanDeadline?.toISOString() ?? null,
        position_id: seat?.id ?? null,
        position_title: seat?.title ?? null,
        board_id: at.board.id,
        board_name: at.board.name,
        ai_seats: at.seats.filter((s) => s.kind === 'AI').map((s) => ({ id: s.id, title: s.title })),
        submitted: mine
          ? {
              stance: mine.stance,
              perspective: mine.perspective,
              key_points: mine.keyPoints,
              confidence: mine.confidence,
              submitted_at: mine.submittedAt.toISOString(),
              ranking: mine.ranking ?? null,
              veto: mine.veto ?? null,
            }
          : null,
        options: row.options ?? [],
        answers: seat
          ? answersFor(
              await sessions.loadCheckpoints(row.id),
              seat.title,
              (seatId) => at.seats.find((s) => s.id === seatId)?.title ?? 'Board member',
            )
          : [],
        outcome: row.outcome,
      };
    },

    /** The perspectives given so far: AI initial positions from the checkpoints, and humans'. */
    async perspectives(actor: Actor, id: string) {
      const { row, seats: snapshot } = await access.load(actor, id);
      const seats = new Map(snapshot.map((s) => [s.id, s]));
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
            summary: perspectiveSummary(output.perspective),
            text: output.perspective,
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
          summary: perspectiveSummary(p.perspective),
          text: p.perspective,
          key_points: p.keyPoints,
          is_human: true,
        };
      });
      return [...ai, ...human].sort((a, b) => a.position - b.position);
    },

    async draft(actor: Actor, id: string) {
      const at = await access.load(actor, id);
      const seat = ownSeat(at);
      const row = await humans.draft(at.row.id, seat.id);
      // Read back through the schema: a draft saved by an older version gets today's defaults.
      const draft = row ? perspectiveDraftSchema.safeParse(row.draft) : null;
      return row && draft?.success ? { ...draft.data, updated_at: row.updatedAt.toISOString() } : null;
    },

    async saveDraft(actor: Actor, id: string, draft: PerspectiveDraft) {
      const at = await access.load(actor, id);
      const seat = ownSeat(at);
      if (!isWaiting(at.row)) throw new AppError(409, 'This session is no longer waiting for perspectives');
      const saved = await humans.saveDraft({
        sessionId: at.row.id,
        seatId: seat.id,
        userId: actor.user.id,
        draft,
      });
      return { ...draft, updated_at: saved.updatedAt.toISOString() };
    },

    async submit(
      actor: Actor,
      id: string,
      body: HumanPerspectiveBody & {
        key_points: string[];
        questions_to: { seat_id: string; question: string }[];
        ranking?: { option: (typeof OPTION_LETTERS)[number]; reason: string }[];
        veto?: { option: (typeof OPTION_LETTERS)[number]; duty: string; reason: string } | null;
      },
    ) {
      const at = await access.load(actor, id);
      const seat = ownSeat(at);
      const { row } = at;
      if (!isWaiting(row)) throw new AppError(409, 'This session is no longer waiting for perspectives');
      const aiSeats = new Set(at.seats.filter((s) => s.kind === 'AI').map((s) => s.id));
      const unknown = body.questions_to.find((q) => !aiSeats.has(q.seat_id));
      if (unknown) throw unprocessable('Questions can be put only to the AI members of this session');
      const ballot = humanBallotOf(row.options, body);
      const saved = await humans.insert({
        sessionId: row.id,
        positionId: seat.id,
        userId: actor.user.id,
        stance: body.stance,
        perspective: body.perspective,
        keyPoints: body.key_points.map(stripBullet).filter(Boolean),
        confidence: body.confidence,
        questions: body.questions?.trim() || null,
        questionsTo: body.questions_to.map((q) => ({ seatId: q.seat_id, question: q.question })),
        ranking: ballot.ranking?.length ? ballot.ranking : null,
        veto: ballot.veto ?? null,
      });
      if (!saved) throw new AppError(409, 'You have already submitted your perspective for this session');
      await live.appendEvent(row.id, {
        type: 'human_acted',
        phase: 'initial_positions',
        round: 0,
        seatId: seat.id,
        payload: { step: 'perspective', title: seat.title },
      });
      bus.notify(row.id);
      return { success: true, message: 'Your perspective has been submitted successfully!' };
    },
  };
}
export type HumanService = ReturnType<typeof createHumanService>;
