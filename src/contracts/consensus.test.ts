import { describe, expect, it } from 'vitest';
import { consensusLabel, decidedShare } from './consensus.ts';

const weighted = (approve: number, against: number, abstain: number) => ({
  weighted: { approve, against, abstain },
});

describe('consensus label', () => {
  it('uses strict thresholds at 0.8, 0.6 and 0.4', () => {
    expect(consensusLabel(0.81)).toBe('Strong Agreement');
    expect(consensusLabel(0.8)).toBe('Moderate Agreement');
    expect(consensusLabel(0.61)).toBe('Moderate Agreement');
    expect(consensusLabel(0.6)).toBe('Mixed Views');
    expect(consensusLabel(0.41)).toBe('Mixed Views');
    expect(consensusLabel(0.4)).toBe('Significant Disagreement');
    expect(consensusLabel(0)).toBe('Significant Disagreement');
  });

  it('says Mostly Undecided, not Significant Disagreement, when abstentions keep the level low', () => {
    expect(consensusLabel(0.3, 0.4)).toBe('Mostly Undecided');
    expect(consensusLabel(0.37, 0.55)).toBe('Mostly Undecided');
    expect(consensusLabel(0.3, decidedShare(weighted(0.2, 0, 0.8)))).toBe('Mostly Undecided');
    expect(consensusLabel(0.3, 1)).toBe('Significant Disagreement');
  });

  it('says Agreement, Some Undecided when the seats that took a side agree', () => {
    expect(consensusLabel(0.55, 0.65)).toBe('Agreement, Some Undecided');
    expect(consensusLabel(0.9, 0.95)).toBe('Strong Agreement');
  });

  it('counts exactly half the weight taking a side as enough, despite floating point', () => {
    expect(consensusLabel(0.5, decidedShare(weighted(0.1 + 0.2, 0, 0.3)))).not.toBe('Mostly Undecided');
  });
});

describe('decided share', () => {
  it('is the share of the voting weight that voted for or against', () => {
    expect(decidedShare(weighted(0.5, 0.25, 0.25))).toBeCloseTo(0.75);
    expect(decidedShare(weighted(0, 0, 0.6))).toBe(0);
  });

  it('is 1 when nobody voted: no evidence of abstention', () => {
    expect(decidedShare(weighted(0, 0, 0))).toBe(1);
  });
});
