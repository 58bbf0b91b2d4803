// The progress figure from events: each phase owns a band of the bar and fills it as its seats
// finish (as the server's figure does, but ending below 95: the bar shows 95 at completion, then
// 100 with the results — spec §4).

const BANDS: Readonly<Record<string, [number, number]>> = {
  initial_positions: [5, 30],
  discussion: [30, 50],
  consensus: [50, 75],
  final_vote: [75, 90],
  synthesis: [90, 94],
};
const MAX_ROUNDS = 3;

export const COMPLETED_PROGRESS = 95;
/** A skipped round means the consensus phase is over. */
export const SKIPPED_ROUND_PROGRESS = BANDS.consensus![1];

function band(phase: string | null, round: number | null): [number, number] {
  const [start, end] = (phase && BANDS[phase]) || [0, 0];
  if (phase !== 'consensus' || !round) return [start, end];
  const width = (end - start) / MAX_ROUNDS;
  return [start + width * (round - 1), start + width * round];
}

export function phaseStartProgress(phase: string | null, round: number | null): number {
  return Math.round(band(phase, round)[0]);
}

/** The figure once `done` of the step's `seats` have finished (the chair's synthesis is one step). */
export function stepProgress(
  phase: string | null,
  round: number | null,
  done: number,
  seats: number,
): number {
  const [start, end] = band(phase, round);
  const share = phase === 'synthesis' ? 1 : Math.min(1, done / Math.max(1, seats));
  return Math.round(start + (end - start) * share);
}
