// The live deliberation as state: seat cards, phase, round, progress, skipped rounds and the
// ending, reduced from the session's recorded events (live, resumed or replayed) or, when only
// polling works, from status answers. Pure: the same events always give the same state.
import {
  CONSENSUS_END_PROGRESS,
  phaseStartProgress,
  STARTED_PROGRESS,
  stepProgress,
} from '../../../../contracts/progress-bands.ts';
import type { SessionEvent, SessionStatusResponse } from '../../../../contracts/sessions.ts';
import { COMPLETED_PROGRESS } from '../../../shared/session-stream/polling.ts';
import { applyStatus } from './live-status.ts';

/** The server's figure (the same bands), kept below the bar's completion until the session completes. */
const running = (figure: number) => Math.min(figure, COMPLETED_PROGRESS - 1);

export type SeatStatus = 'pending' | 'active' | 'complete' | 'failed' | 'waiting' | 'missing';
export type RunStatus = 'starting' | 'in_progress' | 'completed' | 'failed';
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

/** Spec §8: a board whose seat list is missing shows these. */
export const PLACEHOLDER_SEATS: readonly SeatSeed[] = [
  { id: 'placeholder-ceo', title: 'CEO', is_human: false },
  { id: 'placeholder-cfo', title: 'CFO', is_human: false },
  { id: 'placeholder-cto', title: 'CTO', is_human: false },
];

export interface LiveState {
  seats: SeatView[];
  /** The seats are the placeholders: the first real seat event replaces them. */
  placeholders: boolean;
  status: RunStatus;
  phase: string | null;
  round: number | null;
  progress: number;
  skipped: { round: number; reason: string }[];
  chair: ChairStatus;
  engine: string | null;
  model: string | null;
  outcome: string | null;
  recommendation: string | null;
  /** Why the session failed (session_failed's reason or the status error). */
  failure: string | null;
  lastSeq: number;
  /** Seats taking the current step and how many have finished it (for the progress figure). */
  stepSeats: number;
  stepDone: number;
}

export type LiveAction =
  | { type: 'event'; event: SessionEvent }
  | { type: 'status'; status: SessionStatusResponse }
  | { type: 'reset'; seats: readonly SeatSeed[] };

export function initialLiveState(seeds: readonly SeatSeed[]): LiveState {
  const placeholders = seeds.length === 0;
  const list = placeholders ? PLACEHOLDER_SEATS : seeds;
  return {
    seats: list.map(seedView),
    placeholders,
    status: 'starting',
    phase: null,
    round: null,
    progress: 0,
    skipped: [],
    chair: 'pending',
    engine: null,
    model: null,
    outcome: null,
    recommendation: null,
    failure: null,
    lastSeq: 0,
    stepSeats: 0,
    stepDone: 0,
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
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function applyEvent(state: LiveState, event: SessionEvent): LiveState {
  if (event.seq <= state.lastSeq) return state; // a replayed frame after a reconnect
  const next: LiveState = { ...state, lastSeq: event.seq };
  const p = event.payload;
  switch (event.type) {
    case 'session_started':
      return {
        ...next,
        status: 'in_progress',
        engine: text(p.engine),
        model: text(p.model),
        progress: Math.max(next.progress, STARTED_PROGRESS),
      };
    case 'phase_started':
      return {
        ...next,
        status: 'in_progress',
        phase: event.phase,
        round: event.round,
        stepSeats: count(p.seats) ?? next.seats.length,
        stepDone: 0,
        progress: Math.max(next.progress, running(phaseStartProgress(event.phase, event.round))),
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
      const advanced = stepAdvanced(next, event.phase, event.round);
      if (!event.seat_id) return { ...advanced, chair: failed ? 'failed' : 'complete' };
      return updateSeat(advanced, event, (seat) => ({
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
      return updateSeat(stepAdvanced(next, event.phase, event.round), event, (seat) => ({
        ...seat,
        kind: 'Human',
        status: 'complete',
        completedStep: stepOf(event),
        stance: text(p.stance) ?? seat.stance,
      }));
    case 'human_missing':
      return updateSeat(stepAdvanced(next, event.phase, event.round), event, (seat) => ({
        ...seat,
        kind: 'Human',
        status: 'missing',
      }));
    case 'round_skipped':
      return {
        ...next,
        skipped: [...next.skipped, { round: event.round ?? 0, reason: text(p.reason) ?? 'Round skipped' }],
        progress: Math.max(next.progress, CONSENSUS_END_PROGRESS),
      };
    case 'session_completed':
      return {
        ...next,
        status: 'completed',
        outcome: text(p.outcome),
        recommendation: text(p.recommendation),
        progress: Math.max(next.progress, COMPLETED_PROGRESS),
      };
    case 'session_failed':
      return { ...next, status: 'failed', failure: text(p.reason) ?? 'Board deliberation failed' };
    default:
      return next;
  }
}

const stepOf = (event: SessionEvent) => `${event.phase}:${event.round ?? 0}`;

function stepAdvanced(state: LiveState, phase: string | null, round: number | null): LiveState {
  const done = state.stepDone + 1;
  const progress = running(stepProgress(phase, round, done, state.stepSeats));
  return { ...state, stepDone: done, progress: Math.max(state.progress, progress) };
}

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
