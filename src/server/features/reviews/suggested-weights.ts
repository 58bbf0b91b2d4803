// Weights suggested from track records (ADR 61). Only seats whose current mind or member has a
// score (5 scored reviews or more) move, and only among themselves: their weights together stay
// what they were, so seats without a record keep theirs exactly. A seat better than a coin toss
// (Brier under 0.25) gains in proportion to how much better, a worse one loses; the change is at
// most half the seat's weight either way. Nothing is applied here: the owner accepts or not.
import type { TrackRecord } from '../../../contracts/reviews.ts';

export interface WeightedSeat {
  id: string;
  title: string;
  weight: number;
}

export interface WeightSuggestion {
  seat_id: string;
  seat_title: string;
  current: number;
  suggested: number;
  reason: string;
}

const COIN_TOSS_BRIER = 0.25;
const MIN_WEIGHT = 0.01;
const MAX_WEIGHT = 0.5;
/** Weights are suggested to a tenth of a percent. */
const round = (w: number) => Math.round(w * 1000) / 1000;
const percent = (w: number) => `${(w * 100).toFixed(1).replace(/\.0$/, '')}%`;

export function suggestWeights(
  seats: readonly WeightedSeat[],
  records: readonly TrackRecord[],
): { suggestions: WeightSuggestion[]; note: string | null } {
  const scored = seats.flatMap((seat) => {
    const record = records.find((r) => r.current && r.seat_id === seat.id && r.brier !== null);
    return record ? [{ seat, record, brier: record.brier as number }] : [];
  });
  if (scored.length < 2) {
    return {
      suggestions: [],
      note: 'No suggestion yet: at least two seats need a track record with 5 scored reviews each.',
    };
  }
  const total = scored.reduce((sum, s) => sum + s.seat.weight, 0);
  const raw = scored.map((s) => {
    const skill = Math.max(-1, Math.min(1, 1 - s.brier / COIN_TOSS_BRIER));
    return s.seat.weight * (1 + skill / 2);
  });
  const rawTotal = raw.reduce((sum, w) => sum + w, 0);
  const next = raw.map((w) => round(Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, (w * total) / rawTotal))));
  // Rounding (or a bound) may leave the group's total a little off: the largest seat takes it up.
  const gap = round(total - next.reduce((sum, w) => sum + w, 0));
  const largest = next.indexOf(Math.max(...next));
  next[largest] = round((next[largest] as number) + gap);
  if ((next[largest] as number) > MAX_WEIGHT || (next[largest] as number) < MIN_WEIGHT) {
    return {
      suggestions: [],
      note: 'No suggestion: the records would push a seat past the limits of 1% to 50%.',
    };
  }
  const suggestions = scored.flatMap((s, i) => {
    const suggested = next[i] as number;
    if (Math.abs(suggested - s.seat.weight) < 0.001) return [];
    const { record } = s;
    const compared =
      s.brier < COIN_TOSS_BRIER ? 'better than' : s.brier > COIN_TOSS_BRIER ? 'worse than' : 'no better than';
    return [
      {
        seat_id: s.seat.id,
        seat_title: s.seat.title,
        current: s.seat.weight,
        suggested,
        reason:
          `Its votes pointed the way the outcome went ${record.pointed_right} of ${record.scored} times ` +
          `(Brier score ${s.brier.toFixed(2)}, ${compared} a coin toss at 0.25): ` +
          `${percent(s.seat.weight)} → ${percent(suggested)}.`,
      },
    ];
  });
  return {
    suggestions,
    note: suggestions.length ? null : 'The track records suggest no change to the weights.',
  };
}
