// Seat weights: the Auto-Balance rule and the weight checks, used by both the create-board
// form (percent) and the server (fractions on the wire).
export const MIN_SEATS = 2;
export const MAX_SEATS = 10;
export const MIN_WEIGHT_PERCENT = 1;
export const MAX_WEIGHT_PERCENT = 50;
export const MIN_WEIGHT_ON_SELECT = 5;
/** Percent tolerance of the form (spec: 0.1); the wire's is 0.001 as a fraction — the same. */
export const WEIGHT_SUM_TOLERANCE_PERCENT = 0.1;

export const SEAT_COUNT_MESSAGES = {
  tooFew: 'Select at least 2 board members',
  tooMany: 'Maximum 10 board members allowed',
} as const;

export function weightSumMessage(sumPercent: number): string {
  return `Weights must sum to 100% (currently ${formatPercent(sumPercent)}%)`;
}

function formatPercent(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * Scales default weights (percent) proportionally to a total of 100, in whole percents, and puts
 * the rounding remainder on the first seat. A seat is never given more than the
 * 50% input maximum: any excess flows to the others in proportion (only possible for tiny boards).
 */
export function autoBalance(defaults: readonly number[]): number[] {
  if (defaults.length === 0) return [];
  const total = defaults.reduce((sum, w) => sum + Math.max(w, 0), 0);
  const base = total > 0 ? defaults.map((w) => Math.max(w, 0)) : defaults.map(() => 1);
  const baseTotal = total > 0 ? total : base.length;
  const capped = capAndRedistribute(
    base.map((w) => (w * 100) / baseTotal),
    MAX_WEIGHT_PERCENT,
  );
  const rounded = capped.map((w) => Math.max(MIN_WEIGHT_PERCENT, Math.round(w)));
  const remainder = 100 - rounded.reduce((sum, w) => sum + w, 0);
  rounded[0] = (rounded[0] ?? 0) + remainder;
  if (rounded[0]! > MAX_WEIGHT_PERCENT) {
    // Only reachable when the first seat is capped: hand the surplus to the next seats with room.
    let surplus = rounded[0]! - MAX_WEIGHT_PERCENT;
    rounded[0] = MAX_WEIGHT_PERCENT;
    for (let i = 1; i < rounded.length && surplus > 0; i++) {
      const room = MAX_WEIGHT_PERCENT - rounded[i]!;
      const moved = Math.min(room, surplus);
      rounded[i]! += moved;
      surplus -= moved;
    }
  }
  return rounded;
}

function capAndRedistribute(weights: number[], cap: number): number[] {
  const result = [...weights];
  for (let pass = 0; pass < result.length; pass++) {
    const excess = result.reduce((sum, w) => sum + Math.max(0, w - cap), 0);
    if (excess <= 1e-9) break;
    const openTotal = result.reduce((sum, w) => (w < cap ? sum + w : sum), 0);
    for (let i = 0; i < result.length; i++) {
      if (result[i]! >= cap) result[i] = cap;
      else if (openTotal > 0) result[i]! += (excess * result[i]!) / openTotal;
    }
  }
  return result;
}

export interface SeatWeightProblem {
  message: string;
}

/** Checks a board's seat count and weights given in percent; returns the first problem or null. */
export function checkSeatWeights(weightsPercent: readonly number[]): SeatWeightProblem | null {
  if (weightsPercent.length < MIN_SEATS) return { message: SEAT_COUNT_MESSAGES.tooFew };
  if (weightsPercent.length > MAX_SEATS) return { message: SEAT_COUNT_MESSAGES.tooMany };
  for (const w of weightsPercent) {
    if (!Number.isFinite(w) || w < MIN_WEIGHT_PERCENT || w > MAX_WEIGHT_PERCENT) {
      return { message: `Each weight must be between ${MIN_WEIGHT_PERCENT}% and ${MAX_WEIGHT_PERCENT}%` };
    }
  }
  const sum = weightsPercent.reduce((total, w) => total + w, 0);
  if (Math.abs(sum - 100) > WEIGHT_SUM_TOLERANCE_PERCENT) return { message: weightSumMessage(sum) };
  return null;
}
