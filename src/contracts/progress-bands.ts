// A session's progress figure (0–100), the same on the server (stored, polled) and in the live
// screens (computed from the events as they arrive): each phase owns a band of the bar and fills it
// as its seats finish; the consensus band is shared out among its rounds.
import { MAX_CONSENSUS_ROUNDS } from './consensus-rounds.ts';

export const PROGRESS_BANDS = {
  initial_positions: [5, 30],
  discussion: [30, 50],
  consensus: [50, 75],
  final_vote: [75, 90],
  synthesis: [90, 99],
} as const satisfies Record<string, readonly [number, number]>;
export type ProgressPhase = keyof typeof PROGRESS_BANDS;

/** A session that has started but has no phase yet. */
export const STARTED_PROGRESS = 2;
/** A skipped round means the consensus phase is over. */
export const CONSENSUS_END_PROGRESS = PROGRESS_BANDS.consensus[1];

/** The band of a phase, or of one consensus round; [0, 0] for no phase or one the bar does not know. */
export function progressBand(
  phase: string | null,
  round: number | null,
  maxRounds: number = MAX_CONSENSUS_ROUNDS,
): readonly [number, number] {
  if (!phase || !Object.hasOwn(PROGRESS_BANDS, phase)) return [0, 0];
  const [start, end] = PROGRESS_BANDS[phase as ProgressPhase];
  if (phase !== 'consensus' || !round) return [start, end];
  const width = (end - start) / Math.max(1, maxRounds);
  return [start + width * (round - 1), start + width * round];
}

/** The figure as a phase (or round) starts. */
export function phaseStartProgress(
  phase: string | null,
  round: number | null,
  maxRounds: number = MAX_CONSENSUS_ROUNDS,
): number {
  return Math.round(progressBand(phase, round, maxRounds)[0]);
}

/** The figure once `done` of the step's `seats` have finished (the chair's synthesis is one step). */
export function stepProgress(
  phase: string | null,
  round: number | null,
  done: number,
  seats: number,
  maxRounds: number = MAX_CONSENSUS_ROUNDS,
): number {
  const [start, end] = progressBand(phase, round, maxRounds);
  const share = phase === 'synthesis' ? 1 : Math.min(1, done / Math.max(1, seats));
  return Math.round(start + (end - start) * share);
}
