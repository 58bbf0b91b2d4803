import { describe, expect, it } from 'vitest';
import type { TrackRecord } from '../../../contracts/reviews.ts';
import { suggestWeights } from './suggested-weights.ts';

const seats = [
  { id: 'cfo', title: 'CFO', weight: 0.3 },
  { id: 'cto', title: 'CTO', weight: 0.3 },
  { id: 'ceo', title: 'CEO', weight: 0.4 },
];

const record = (seat_id: string, brier: number | null, pointed_right = 4, scored = 5): TrackRecord => ({
  key: seat_id,
  seat_id,
  seat_title: seat_id.toUpperCase(),
  kind: 'ai',
  persona_name: null,
  model: 'offline',
  member_name: null,
  current: true,
  reviews: scored,
  scored,
  pointed_right,
  hit_rate: brier === null ? null : pointed_right / scored,
  brier,
  risks_raised: 0,
  risks_happened: 0,
  risk_rate: null,
  summary: '',
});

describe('weights suggested from track records', () => {
  it('suggests nothing while fewer than two seats have a score', () => {
    const result = suggestWeights(seats, [record('cfo', 0.1), record('cto', null, 2, 3)]);
    expect(result.suggestions).toEqual([]);
    expect(result.note).toMatch(/5 scored reviews/);
  });

  it('moves weight toward the seat that was right more often, keeping the scored seats’ total', () => {
    const { suggestions, note } = suggestWeights(seats, [
      record('cfo', 0.05, 5, 5),
      record('cto', 0.4, 1, 5),
    ]);
    expect(note).toBeNull();
    const cfo = suggestions.find((s) => s.seat_id === 'cfo');
    const cto = suggestions.find((s) => s.seat_id === 'cto');
    expect(cfo?.suggested).toBeGreaterThan(0.3);
    expect(cto?.suggested).toBeLessThan(0.3);
    expect((cfo?.suggested ?? 0) + (cto?.suggested ?? 0)).toBeCloseTo(0.6, 9);
    expect(suggestions.some((s) => s.seat_id === 'ceo')).toBe(false);
    expect(cfo?.reason).toBe(
      `Its votes pointed the way the outcome went 5 of 5 times (Brier score 0.05, better than a coin toss at 0.25): 30% → ${(cfo?.suggested ?? 0) * 100}%.`,
    );
    expect(cto?.reason).toMatch(/1 of 5 times \(Brier score 0\.40, worse than a coin toss/);
  });

  it('suggests no change when the scored seats were equally right', () => {
    const { suggestions, note } = suggestWeights(seats, [record('cfo', 0.1), record('cto', 0.1)]);
    expect(suggestions).toEqual([]);
    expect(note).toBe('The track records suggest no change to the weights.');
  });

  it('ignores earlier minds of a seat', () => {
    const earlier = { ...record('cto', 0.01), current: false };
    expect(suggestWeights(seats, [record('cfo', 0.05), earlier]).suggestions).toEqual([]);
  });
});
