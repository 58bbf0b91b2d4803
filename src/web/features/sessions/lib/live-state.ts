// The live deliberation as state: seat cards, phase, round, progress, skipped rounds and the
// ending, reduced from the session's recorded events (live, resumed or replayed) or, when only
// polling works, from status answers. Pure: the same events always give the same state.
import {
  type DecisionReadingDto,
  decisionReadingSchema,
  type SessionEvent,
  type SessionStatusResponse,
} from '../../../../contracts/sessions.ts';
import {
  INITIAL_SESSION_PROGRESS,
  progressFromEvent,
  type SessionProgress,
} from '../../../shared/session-stream/session-progress.ts';
import { applyStatus } from './live-status.ts';

export type SeatStatus = 'pending' | 'active' | 'complete' | 'failed' | 'waiting' | 'missing';
export type ChairStatus = 'pending' | 'active' | 'complete' | 'failed';

export interface SeatView {
  id: string;
  title: string;
  kind: 'AI' | 'Human';
  status: SeatStatus;
  /** The step the status is about, as 'phase:round' (e.g. 'consensus:2'). */
  step: string | null;
  /** The last step the seat completed ('phase:round'): its stance or vote on the card is from it. */
  completedStep: string | null;
  phase: string | null;
  round: number | null;
  stance: string | null;
  vote: string | null;
  error: string | null;
}

export interface SeatSeed {
  id: string;
  title: string;
  is_human: boolean;
}

/** A board whose seat list is missing shows these until the events name its seats. */
export const PLACEHOLDER_SEATS: readonly SeatSeed[] = [
  { id: 'placeholder-ceo', title: 'CEO', is_human: false },
  { id: 'placeholder-cfo', title: 'CFO', is_human: false },
  { id: 'placeholder-cto', title: 'CTO', is_human: false },
];

/** The shared progress (status, phase, round, the bar, the current step) and the seat cards. */
export interface LiveState extends SessionProgress {
  seats: SeatView[];
  /** The seats are the placeholders: the first real seat event replaces them. */
  placeholders: boolean;
  skipped: { round: number; reason: string }[];
  chair: ChairStatus;
  engine: string | null;
  model: string | null;
  outcome: string | null;
  recommendation: string | null;
  /** How the board read the decision, as soon as it is made (and again when a member corrects it). */
  reading: DecisionReadingDto | null;
}

export type LiveAction =
  | { type: 'event'; event: SessionEvent }
  | { type: 'status'; status: SessionStatusResponse }
  | { type: 'reset'; seats: readonly SeatSeed[] };

export function initialLiveState(seeds: readonly SeatSeed[]): LiveState {
  const placeholders = seeds.length === 0;
  const list = placeholders ? PLACEHOLDER_SEATS : seeds;
  return {
    ...INITIAL_SESSION_PROGRESS,
    seats: list.map(seedView),
    placeholders,
    skipped: [],
    chair: 'pending',
    engine: null,
    model: null,
    outcome: null,
    recommendation: null,
    reading: null,
  };
}

function seedView(seed: SeatSeed): SeatView {
  return {
    id: seed.id,
    title: seed.title,
    kind: seed.is_human ? 'Human' : 'AI',
    status: 'pending',
    step: null,
    completedStep: null,
    phase: null,
    round: null,
    stance: null,
    vote: null,
    error: null,
  };
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (action.type === 'reset') return initialLiveState(action.seats);
  if (action.type === 'status') return applyStatus(state, action.status);
  return applyEvent(state, action.event);
}

export function applyEvents(state: LiveState, events: readonly SessionEvent[]): LiveState {
  return events.reduce(applyEvent, state);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The shared progress takes the event first; the seat cards, the chair and the ending follow it. */
export function applyEvent(state: LiveState, event: SessionEvent): LiveState {
  if (event.seq <= state.lastSeq) return state; // a replayed frame after a reconnect
  const next = progressFromEvent(state, event);
  const p = event.payload;
  switch (event.type) {
    case 'session_started':
      return { ...next, engine: text(p.engine), model: text(p.model) };
    case 'reading':
      return {
        ...next,
        reading:
          decisionReadingSchema
            .nullable()
            .catch(null)
            .parse(p.reading ?? null) ?? next.reading,
      };
    case 'seat_started':
      if (!event.seat_id) return { ...next, chair: 'active' };
      return updateSeat(next, event, (seat) => ({
        ...seat,
        kind: p.kind === 'Human' ? 'Human' : p.kind === 'AI' ? 'AI' : seat.kind,
        status: 'active',
        error: null,
      }));
    case 'seat_completed':
    case 'seat_failed': {
      const failed = event.type === 'seat_failed';
      if (!event.seat_id) return { ...next, chair: failed ? 'failed' : 'complete' };
      return updateSeat(next, event, (seat) => ({
        ...seat,
        status: failed ? 'failed' : 'complete',
        completedStep: failed ? seat.completedStep : stepOf(event),
        stance: text(p.stance) ?? seat.stance,
        vote: text(p.vote) ?? seat.vote,
        error: failed ? (text(p.error) ?? 'No answer') : null,
      }));
    }
    case 'human_waiting': {
      const seats = Array.isArray(p.seats) ? p.seats : [];
      let result = next;
      for (const entry of seats) {
        const seat = entry as { seatId?: unknown; title?: unknown };
        const seatId = text(seat.seatId);
        if (!seatId) continue;
        const waiting = { ...event, seat_id: seatId };
        const seed = { title: text(seat.title) ?? 'Board member', human: true };
        result = updateSeat(result, waiting, (s) => ({ ...s, kind: 'Human', status: 'waiting' }), seed);
      }
      return result;
    }
    case 'human_received':
      return updateSeat(next, event, (seat) => ({
        ...seat,
        kind: 'Human',
        status: 'complete',
        completedStep: stepOf(event),
        stance: text(p.stance) ?? seat.stance,
      }));
    case 'human_missing':
      return updateSeat(next, event, (seat) => ({ ...seat, kind: 'Human', status: 'missing' }));
    case 'round_skipped':
      return {
        ...next,
        skipped: [...next.skipped, { round: event.round ?? 0, reason: text(p.reason) ?? 'Round skipped' }],
      };
    case 'session_completed':
      return { ...next, outcome: text(p.outcome), recommendation: text(p.recommendation) };
    default:
      return next;
  }
}

const stepOf = (event: SessionEvent) => `${event.phase}:${event.round ?? 0}`;

/** Changes one seat (adding it when the board's list did not have it, replacing placeholders). */
function updateSeat(
  state: LiveState,
  event: SessionEvent,
  change: (seat: SeatView) => SeatView,
  seed?: { title: string; human: boolean },
): LiveState {
  const seatId = event.seat_id;
  if (!seatId) return state;
  let seats = state.seats;
  let placeholders = state.placeholders;
  if (!seats.some((s) => s.id === seatId)) {
    if (placeholders) {
      seats = [];
      placeholders = false;
    }
    const payload = event.payload as { title?: unknown; kind?: unknown };
    const title = seed?.title ?? text(payload.title) ?? 'Board member';
    const human = seed?.human ?? payload.kind === 'Human';
    seats = [...seats, seedView({ id: seatId, title, is_human: human })];
  }
  const where = { step: stepOf(event), phase: event.phase, round: event.round };
  return {
    ...state,
    placeholders,
    seats: seats.map((seat) => (seat.id === seatId ? { ...change(seat), ...where } : seat)),
  };
}
