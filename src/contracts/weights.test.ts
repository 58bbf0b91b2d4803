import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES, POSITION_BY_KEY } from './positions.ts';
import { autoBalance, checkSeatWeights, weightSumMessage } from './weights.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('autoBalance', () => {
  it('scales the startup template defaults 15+12+12+10+8+8 to exactly 100, remainder on the first seat', () => {
    const balanced = autoBalance([15, 12, 12, 10, 8, 8]);
    expect(sum(balanced)).toBe(100);
    // 100/65 scaling rounds to 23,18,18,15,12,12 (98); the remaining 2 go to the first seat.
    expect(balanced).toEqual([25, 18, 18, 15, 12, 12]);
  });

  it('balances every built-in template to 100 within the input limits', () => {
    for (const template of BUILTIN_TEMPLATES) {
      const balanced = autoBalance(template.positions.map((key) => POSITION_BY_KEY[key].defaultWeight));
      expect(sum(balanced)).toBe(100);
      expect(checkSeatWeights(balanced)).toBeNull();
    }
  });

  it('keeps proportions: equal defaults get equal shares apart from the remainder', () => {
    expect(autoBalance([10, 10, 10])).toEqual([34, 33, 33]);
    expect(autoBalance([8, 8, 8, 8])).toEqual([25, 25, 25, 25]);
  });

  it('never gives one seat more than the 50% input maximum', () => {
    const balanced = autoBalance([15, 7]);
    expect(sum(balanced)).toBe(100);
    expect(Math.max(...balanced)).toBeLessThanOrEqual(50);
  });

  it('balances all ten seats', () => {
    const balanced = autoBalance(Object.values(POSITION_BY_KEY).map((p) => p.defaultWeight));
    expect(sum(balanced)).toBe(100);
    expect(balanced).toEqual([15, 12, 12, 10, 10, 10, 8, 8, 8, 7]);
  });
});

describe('checkSeatWeights', () => {
  it('uses the spec messages for seat counts', () => {
    expect(checkSeatWeights([100])?.message).toBe('Select at least 2 board members');
    expect(checkSeatWeights(Array(11).fill(100 / 11))?.message).toBe('Maximum 10 board members allowed');
  });

  it('reports the current total when weights do not sum to 100', () => {
    expect(checkSeatWeights([30, 30, 30])?.message).toBe('Weights must sum to 100% (currently 90%)');
    expect(weightSumMessage(99.87)).toBe('Weights must sum to 100% (currently 99.9%)');
  });

  it('accepts totals within the 0.1 tolerance and refuses weights outside 1–50', () => {
    expect(checkSeatWeights([50, 49.95])).toBeNull();
    expect(checkSeatWeights([50, 49.8])).not.toBeNull();
    expect(checkSeatWeights([60, 40])?.message).toMatch(/between 1% and 50%/);
    expect(checkSeatWeights([0.5, 49.5, 50])?.message).toMatch(/between 1% and 50%/);
  });
});
