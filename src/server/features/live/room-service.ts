// The live deliberation room: the session as its people see it while it runs (status, seats,
// the open window of human seats, who has acted), and what they do there — interjections with a
// cooldown the server enforces, reactions, and human seats revising and voting in their windows.
// Every action is an event of the session's log, so a late joiner or a reload sees it all.
import type { VoteBody } from '../../../contracts/live.ts';
import {
  INTERJECTION_COOLDOWN_SECONDS,
  type ReactionKind,
  type Room,
  type RoomStatus,
} from '../../../contracts/live.ts';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import type { SessionAccess, SessionAtTable } from '../sessions/access.ts';
import { humanBallotOf } from './human-ballot.ts';
import { createLiveRepository, type WindowRow } from './repository.ts';

const SESSION_ENDED = 'This session has ended';

const isRunning = (status: string) => status === 'starting' || status === 'in_progress';
/** How the room names a person: the full name, else the e-mail. */
const shownName = (actor: Actor) => actor.user.fullName?.trim() || actor.user.email || 'A board member';
const isOpen = (window: WindowRow | null, now = Date.now()) => !!window && window.closesAt.getTime() > now;

export function createRoomService(db: Db, bus: SessionEventBus, access: SessionAccess) {
  const live = createLiveRepository(db);

  async function loadToTakePart(actor: Actor, id: string): Promise<SessionAtTable> {
    const at = await access.load(actor, id);
    if (!canOnBoard(actor, 'take_part', at.board))
      throw forbidden('Only the members of this board can take part in its sessions');
    return at;
  }

  async function actedIn(sessionId: string, window: WindowRow): Promise<string[]> {
    const rows =
      window.step === 'final_vote'
        ? await live.votes(sessionId)
        : await live.revisions(sessionId, window.round);
    return rows.map((r) => r.seatId).filter((id) => window.seatIds.includes(id));
  }

  /** Appends what a human seat did (who, never how) and wakes the session's waits and streams. */
  async function announce(at: SessionAtTable, step: 'consensus' | 'final_vote', round: number) {
    const seat = at.seat;
    if (!seat) return;
    await live.appendEvent(at.row.id, {
      type: 'human_acted',
      phase: step,
      round,
      seatId: seat.id,
      payload: { step, title: seat.title },
    });
    bus.notify(at.row.id);
  }

  async function openWindowFor(at: SessionAtTable, step: WindowRow['step']): Promise<WindowRow> {
    if (!isRunning(at.row.status)) throw new AppError(409, SESSION_ENDED);
    const window = await live.latestWindow(at.row.id);
    const seat = at.seat;
    if (!seat) throw notFound('No open window for your seat'); // unreachable: callers check the seat
    if (!window || window.step !== step || !isOpen(window) || !window.seatIds.includes(seat.id)) {
      throw new AppError(
        409,
        step === 'final_vote'
          ? 'Voting is not open for your seat'
          : 'No consensus round is open for your seat',
      );
    }
    return window;
  }

  return {
    async room(actor: Actor, id: string): Promise<Room> {
      const at = await access.load(actor, id);
      const { row, seat } = at;
      const window = isRunning(row.status) ? await live.latestWindow(row.id) : null;
      const open = isOpen(window) ? window : null;
      const status: RoomStatus =
        row.status === 'completed' || row.status === 'failed'
          ? row.status
          : row.status === 'starting'
            ? 'starting'
            : open?.step === 'final_vote'
              ? 'voting'
              : 'active';
      const holders = new Map(
        (await live.seatHolders(row.boardId)).map((h) => [h.positionId, h.name] as const),
      );
      const votes = seat ? await live.votes(row.id) : [];
      const myVote = votes.find((v) => v.seatId === seat?.id);
      const myRanking =
        !seat || !row.options?.length
          ? null
          : myVote?.ranking?.length
            ? { ranking: myVote.ranking, veto: myVote.veto ?? null }
            : await live.portalBallot(row.id, seat.id);
      const revisions = seat && open?.step === 'consensus' ? await live.revisions(row.id, open.round) : [];
      const last = await live.lastInterjectionAt(row.id, actor.user.id);
      const readyAt = last ? last.getTime() + INTERJECTION_COOLDOWN_SECONDS * 1000 : 0;
      const result = row.result as unknown as DeliberationResult | null;
      return {
        id: row.id,
        name: row.decisionTopic,
        decision_context: row.decisionContext,
        board_id: at.board.id,
        board_name: at.board.name,
        status,
        seats: at.seats.map((s) => ({
          id: s.id,
          title: s.title,
          kind: s.kind,
          weight: s.weight,
          holder_name: s.kind === 'Human' ? (holders.get(s.id) ?? null) : null,
          is_mine: s.id === seat?.id,
        })),
        my_seat_id: seat?.id ?? null,
        can_take_part: canOnBoard(actor, 'take_part', at.board),
        interjection_ready_at: readyAt > Date.now() ? new Date(readyAt).toISOString() : null,
        perspective_deadline: row.humanDeadline?.toISOString() ?? null,
        window: open
          ? {
              step: open.step,
              round: open.round,
              closes_at: open.closesAt.toISOString(),
              seat_ids: open.seatIds,
              acted_seat_ids: await actedIn(row.id, open),
            }
          : null,
        my_vote: (myVote?.vote ?? null) as Room['my_vote'],
        my_ranking: myRanking as Room['my_ranking'],
        my_revision: (revisions.find((r) => r.seatId === seat?.id)?.stance ?? null) as Room['my_revision'],
        created_at: row.createdAt.toISOString(),
        started_at: row.startedAt?.toISOString() ?? null,
        completed_at: row.completedAt?.toISOString() ?? null,
        outcome: row.outcome,
        vote_breakdown: row.status === 'completed' && result ? result.scores.vote_breakdown : null,
        options: row.options ?? [],
        option_winner: row.status === 'completed' ? (result?.options?.winner ?? null) : null,
      };
    },

    async interject(actor: Actor, id: string, text: string) {
      const at = await loadToTakePart(actor, id);
      if (!isRunning(at.row.status)) throw new AppError(409, SESSION_ENDED);
      const author = shownName(actor);
      const seq = await live.appendInterjection(
        at.row.id,
        { user_id: actor.user.id, author, text },
        INTERJECTION_COOLDOWN_SECONDS,
      );
      if (seq === null) {
        const last = await live.lastInterjectionAt(at.row.id, actor.user.id);
        const wait = last
          ? Math.max(
              1,
              Math.ceil((last.getTime() + INTERJECTION_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000),
            )
          : INTERJECTION_COOLDOWN_SECONDS;
        throw new AppError(429, `Wait ${wait} seconds before interjecting again`, {
          'retry-after': String(wait),
        });
      }
      bus.notify(at.row.id);
      return { seq, author, text };
    },

    /** Announces joining or leaving the room, once per change, while the session runs. */
    async presence(actor: Actor, id: string, present: boolean): Promise<void> {
      const at = await loadToTakePart(actor, id);
      if (!isRunning(at.row.status)) return;
      if (((await live.lastPresence(at.row.id, actor.user.id)) ?? false) === present) return;
      const name = shownName(actor);
      await live.appendEvent(at.row.id, {
        type: 'presence',
        payload: { user_id: actor.user.id, name, present },
      });
      bus.notify(at.row.id);
    },

    async react(actor: Actor, id: string, eventSeq: number, kind: ReactionKind) {
      const at = await loadToTakePart(actor, id);
      if (!(await live.hasEvent(at.row.id, eventSeq))) throw notFound('Message not found');
      const { active, count } = await live.toggleReaction({
        sessionId: at.row.id,
        eventSeq,
        userId: actor.user.id,
        kind,
      });
      await live.appendEvent(at.row.id, {
        type: 'reaction',
        payload: { target_seq: eventSeq, kind, user_id: actor.user.id, active, count },
      });
      bus.notify(at.row.id);
      return { event_seq: eventSeq, kind, active, count };
    },

    async revise(actor: Actor, id: string, body: { stance: string; confidence: number; reasoning: string }) {
      const at = await access.load(actor, id);
      if (!at.seat) throw forbidden('Only the holder of a human seat can revise its stance');
      const window = await openWindowFor(at, 'consensus');
      const saved = await live.insertRevision({
        sessionId: at.row.id,
        seatId: at.seat.id,
        round: window.round,
        userId: actor.user.id,
        stance: body.stance,
        confidence: body.confidence,
        reasoning: body.reasoning,
      });
      if (!saved) throw new AppError(409, 'You have already given your stance in this round');
      await announce(at, 'consensus', window.round);
      return { success: true, message: `Your stance for round ${window.round} is recorded` };
    },

    async vote(actor: Actor, id: string, body: VoteBody) {
      const at = await access.load(actor, id);
      if (!at.seat) throw forbidden('Only the holder of a human seat can vote');
      const ballot = humanBallotOf(at.row.options, body);
      await openWindowFor(at, 'final_vote');
      const saved = await live.insertVote({
        sessionId: at.row.id,
        seatId: at.seat.id,
        userId: actor.user.id,
        vote: body.vote as 'approve' | 'against' | 'abstain',
        rationale: body.rationale || 'Voted in the live room.',
        confidence: body.confidence,
        ...ballot,
      });
      if (!saved) throw new AppError(409, 'Your vote is already cast');
      await announce(at, 'final_vote', 0);
      return { success: true, message: 'Your vote is recorded' };
    },
  };
}
export type RoomService = ReturnType<typeof createRoomService>;
