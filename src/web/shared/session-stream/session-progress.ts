// How far a followed session has come, the same on every screen that follows one: its status,
// phase and round, the bar's figure (the progress bands the server uses too) and how many seats
// have finished the current step. Reduced from its events (live, resumed or replayed) or, when
// only polling works, from status answers. Pure: the same events always give the same progress.
import {
  CONSENSUS_END_PROGRESS,
  phaseStartProgress,
  STARTED_PROGRESS,
  stepProgress,
} from '../../../contracts/progress-bands.ts';
import type { SessionEvent, SessionStatusResponse } from '../../../contracts/sessions.ts';
import { COMPLETED_PROGRESS, PROGRESS_MESSAGES, polledProgress } from './polling.ts';

export type RunStatus = 'starting' | 'in_progress' | 'completed' | 'failed';

export interface SessionProgress {
  status: RunStatus;
  phase: string | null;
  round: number | null;
  /** The bar's figure, 0–100; it never goes back. */
  progress: number;
  /** Seats taking the current step and how many have finished it. */
  stepSeats: number;
  stepDone: number;
  /** Why the session failed (session_failed's reason or the status error). */
  failure: string | null;
  /** The board's outcome, once session_completed has said it ('proceed', 'needs_information' …). */
  outcome: string | null;
  /** The last event taken: a frame seen again after a reconnect changes nothing. */
  lastSeq: number;
}

/** The failure when the server gave no reason. */
export const UNKNOWN_FAILURE = 'Board deliberation failed';

export const INITIAL_SESSION_PROGRESS: SessionProgress = {
  status: 'starting',
  phase: null,
  round: null,
  progress: 0,
  stepSeats: 0,
  stepDone: 0,
  failure: null,
  outcome: null,
  lastSeq: 0,
};

/** The figure while the session runs stays below the bar's completion. */
const running = (figure: number) => Math.min(figure, COMPLETED_PROGRESS - 1);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Takes one event; a screen's own state extends SessionProgress and keeps its other fields. */
export function progressFromEvent<S extends SessionProgress>(state: S, event: SessionEvent): S {
  if (event.seq <= state.lastSeq) return state;
  const next: S = { ...state, lastSeq: event.seq };
  switch (event.type) {
    case 'session_started':
      return { ...next, status: 'in_progress', progress: Math.max(next.progress, STARTED_PROGRESS) };
    case 'phase_started': {
      const seats = event.payload.seats;
      return {
        ...next,
        status: 'in_progress',
        phase: event.phase,
        round: event.round,
        stepSeats: typeof seats === 'number' ? seats : 0,
        stepDone: 0,
        progress: Math.max(next.progress, running(phaseStartProgress(event.phase, event.round))),
      };
    }
    case 'seat_completed':
    case 'seat_failed':
    case 'human_received':
    case 'human_missing':
      return stepAdvanced(next, event.phase, event.round);
    case 'round_skipped':
      return { ...next, progress: Math.max(next.progress, CONSENSUS_END_PROGRESS) };
    case 'session_completed':
      return {
        ...next,
        status: 'completed',
        progress: Math.max(next.progress, COMPLETED_PROGRESS),
        outcome: text(event.payload.outcome),
      };
    case 'session_failed':
      return { ...next, status: 'failed', failure: text(event.payload.reason) ?? UNKNOWN_FAILURE };
    default:
      return next;
  }
}

function stepAdvanced<S extends SessionProgress>(state: S, phase: string | null, round: number | null): S {
  const done = state.stepDone + 1;
  const progress = running(stepProgress(phase, round, done, state.stepSeats));
  return { ...state, stepDone: done, progress: Math.max(state.progress, progress) };
}

/** Takes one polled status answer (no event stream): only the overall figures move. */
export function progressFromStatus<S extends SessionProgress>(state: S, status: SessionStatusResponse): S {
  const next: S = {
    ...state,
    status: status.status,
    phase: status.phase ?? state.phase,
    round: status.round ?? state.round,
    progress: polledProgress(state.progress, status),
  };
  return status.status === 'failed' ? { ...next, failure: status.error ?? UNKNOWN_FAILURE } : next;
}

/** The line under the bar: members joining, then deliberating, then complete. */
export function progressMessage(status: RunStatus): string {
  if (status === 'completed') return PROGRESS_MESSAGES.complete;
  return status === 'starting' ? PROGRESS_MESSAGES.starting : PROGRESS_MESSAGES.inProgress;
}
