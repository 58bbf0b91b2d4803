import { describe, expect, it } from 'vitest';
import { type ResolutionRule, resolutionOutcome, resolutionRuleOf } from './resolutions.ts';

const tally = (approve: number, object: number, abstain: number, pending: number) => ({
  approve,
  object,
  abstain,
  pending,
  directors: approve + object + abstain + pending,
});
const majority: ResolutionRule = { threshold: 'simple_majority', base: 'votes_cast' };
const unanimity: ResolutionRule = { threshold: 'unanimity', base: 'all_directors' };

describe('a written resolution’s outcome', () => {
  it('stays open while a vote still to come could change the result', () => {
    expect(resolutionOutcome(majority, tally(1, 0, 0, 1))).toBe('pending');
    expect(resolutionOutcome(majority, tally(1, 1, 0, 1))).toBe('pending');
  });

  it('is decided early once no vote to come can change it', () => {
    expect(resolutionOutcome(majority, tally(2, 0, 0, 1))).toBe('passed');
    expect(resolutionOutcome(majority, tally(0, 2, 0, 1))).toBe('failed');
    expect(resolutionOutcome(unanimity, tally(3, 1, 0, 5))).toBe('failed');
    expect(resolutionOutcome(unanimity, tally(2, 0, 1, 2))).toBe('failed');
  });

  it('counts abstentions out of the votes cast, but against unanimity of every director', () => {
    expect(resolutionOutcome(majority, tally(1, 0, 2, 0))).toBe('passed');
    expect(resolutionOutcome(majority, tally(0, 0, 3, 0))).toBe('failed');
    expect(resolutionOutcome(unanimity, tally(3, 0, 0, 0))).toBe('passed');
  });

  it('at the closing time decides on the votes as they stand', () => {
    expect(resolutionOutcome(majority, tally(1, 0, 0, 2), true)).toBe('passed');
    expect(resolutionOutcome(unanimity, tally(2, 0, 0, 1), true)).toBe('failed');
    expect(resolutionOutcome(majority, tally(0, 0, 0, 3), true)).toBe('failed');
  });

  it('two thirds of all directors needs two of three approvals', () => {
    const rule: ResolutionRule = { threshold: 'two_thirds', base: 'all_directors' };
    expect(resolutionOutcome(rule, tally(2, 0, 0, 1))).toBe('passed');
    expect(resolutionOutcome(rule, tally(1, 1, 0, 1))).toBe('pending');
    expect(resolutionOutcome(rule, tally(1, 2, 0, 0))).toBe('failed');
  });

  it('takes the board’s threshold and base, or a majority of the votes cast when it has none', () => {
    expect(resolutionRuleOf('board', null)).toEqual(majority);
    expect(resolutionRuleOf('board', { threshold: 'two_thirds', base: 'all_seats' })).toEqual({
      threshold: 'two_thirds',
      base: 'all_directors',
    });
    expect(resolutionRuleOf('unanimity', { threshold: 'simple_majority', base: 'votes_cast' })).toEqual(
      unanimity,
    );
  });
});
