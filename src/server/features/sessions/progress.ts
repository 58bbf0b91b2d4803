// The progress figure (0–100) a session reports, from its events: each phase owns a band and
// fills it as seats complete their step. Spec §4 caps starting at 20 and running at 80 for the
// polled display; the figure here is the real one the server knows.
import type { EngineEvent, Phase } from '../../../engine/types.ts';

const BANDS: Record<Phase, [number, number]> = {
  initial_positions: [5, 30],
  discussion: [30, 50],
  consensus: [50, 75],
  final_vote: [75, 90],
  synthesis: [90, 99],
};

export interface ProgressState {
  phase: Phase | null;
  round: number | null;
  progress: number;
  completedInStep: number;
}

export function initialProgress(): ProgressState {
  return { phase: null, round: null, progress: 2, completedInStep: 0 };
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
      progress: Math.max(state.progress, bandStart(event.phase, event.round, maxRounds)),
      completedInStep: 0,
    };
  }
  if ((event.type === 'seat_completed' || event.type === 'seat_failed') && state.phase) {
    const completed = state.completedInStep + 1;
    const [start, end] = roundBand(state.phase, state.round, maxRounds);
    const share = state.phase === 'synthesis' ? 1 : Math.min(1, completed / Math.max(1, seats));
    return {
      ...state,
      completedInStep: completed,
      progress: Math.max(state.progress, Math.round(start + (end - start) * share)),
    };
  }
  if (event.type === 'round_skipped' && state.phase === 'consensus') {
    const [, end] = BANDS.consensus;
    return { ...state, progress: Math.max(state.progress, end) };
  }
  return state;
}

function bandStart(phase: Phase, round: number | null, maxRounds: number): number {
  return Math.round(roundBand(phase, round, maxRounds)[0]);
}

function roundBand(phase: Phase, round: number | null, maxRounds: number): [number, number] {
  const [start, end] = BANDS[phase];
  if (phase !== 'consensus' || !round) return [start, end];
  const width = (end - start) / Math.max(1, maxRounds);
  return [start + width * (round - 1), start + width * round];
}
