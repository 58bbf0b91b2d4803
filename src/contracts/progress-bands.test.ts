import { describe, expect, it } from 'vitest';
import { MAX_CONSENSUS_ROUNDS } from './consensus-rounds.ts';
import {
  CONSENSUS_END_PROGRESS,
  PROGRESS_BANDS,
  phaseStartProgress,
  progressBand,
  STARTED_PROGRESS,
  stepProgress,
} from './progress-bands.ts';

describe('progress bands', () => {
  it('gives the phases adjoining bands, in order, below 100', () => {
    const bands = Object.values(PROGRESS_BANDS);
    expect(STARTED_PROGRESS).toBeLessThan(bands[0]![0]);
    for (let i = 1; i < bands.length; i++) expect(bands[i]![0]).toBe(bands[i - 1]![1]);
    expect(bands.at(-1)![1]).toBeLessThan(100);
  });

  it('fills a phase as its seats finish, in whole numbers', () => {
    expect(phaseStartProgress('initial_positions', 0)).toBe(5);
    expect(stepProgress('initial_positions', 0, 3, 6)).toBe(18);
    expect(stepProgress('initial_positions', 0, 6, 6)).toBe(30);
    expect(stepProgress('discussion', 0, 9, 6)).toBe(50);
    expect(stepProgress('final_vote', 0, 1, 0)).toBe(90);
  });

  it('counts the chair’s synthesis as one step', () => {
    expect(phaseStartProgress('synthesis', 0)).toBe(90);
    expect(stepProgress('synthesis', 0, 1, 6)).toBe(99);
  });

  it(`shares the consensus band among ${MAX_CONSENSUS_ROUNDS} rounds, the last ending with the phase`, () => {
    expect(progressBand('consensus', 1)).toEqual([50, 50 + 25 / 3]);
    expect(phaseStartProgress('consensus', 2)).toBe(58);
    expect(stepProgress('consensus', MAX_CONSENSUS_ROUNDS, 4, 4)).toBe(CONSENSUS_END_PROGRESS);
    expect(progressBand('consensus', 2, 1)).toEqual([75, 100]);
    expect(progressBand('consensus', 1, 0)).toEqual([50, 75]);
  });

  it('has no band for no phase or an unknown one', () => {
    expect(progressBand(null, null)).toEqual([0, 0]);
    expect(progressBand('warm_up', 0)).toEqual([0, 0]);
    expect(progressBand('constructor', 0)).toEqual([0, 0]);
  });
});
