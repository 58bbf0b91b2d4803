// The progress figure (0–100) a session reports, from its events, by the bands the live screens
// use too (contracts/progress-bands.ts). The polled display caps it on the client; the figure
// here is the real one the server knows.
import {
  CONSENSUS_END_PROGRESS,
  phaseStartProgress,
  STARTED_PROGRESS,
  stepProgress,
} from '../../../contracts/progress-bands.ts';
import type { EngineEvent, Phase } from '../../../engine/types.ts';

export interface ProgressState {
  phase: Phase | null;
  round: number | null;
  progress: number;
  completedInStep: number;
}

export function initialProgress(): ProgressState {
  return { phase: null, round: null, progress: STARTED_PROGRESS, completedInStep: 0 };
}

/** Advances the progress state by one event; `seats` is the number of seats taking the step. */
export function advanceProgress(
  state: ProgressState,
  event: EngineEvent,
  seats: number,
  maxRounds: number,
): ProgressState {
  if (event.type === 'session_completed') return { ...state, progress: 100 };
  if (event.type === 'phase_started' && event.phase) {
    return {
      phase: event.phase,
      round: event.round,
      progress: Math.max(state.progress, phaseStartProgress(event.phase, event.round, maxRounds)),
      completedInStep: 0,
    };
  }
  if ((event.type === 'seat_completed' || event.type === 'seat_failed') && state.phase) {
    const completed = state.completedInStep + 1;
    const figure = stepProgress(state.phase, state.round, completed, seats, maxRounds);
    return { ...state, completedInStep: completed, progress: Math.max(state.progress, figure) };
  }
  if (event.type === 'round_skipped' && state.phase === 'consensus') {
    return { ...state, progress: Math.max(state.progress, CONSENSUS_END_PROGRESS) };
  }
  return state;
}
