import { describe, expect, it } from 'vitest';
import { countVotes, describeSegments, headcountSegments, weightedSegments } from './vote-chart.ts';

const breakdown = {
  headcount: { approve: 3, against: 1, abstain: 1 },
  weighted: { approve: 0.55, against: 0.2, abstain: 0.1 },
  absent: { count: 1, weight: 0.15 },
};

describe('vote chart', () => {
  it('splits the headcount bar over all seats, absent included', () => {
    const segments = headcountSegments(breakdown);
    expect(segments.map((s) => [s.key, s.percent, s.value])).toEqual([
      ['approve', 50, '3 seats'],
      ['against', 16.7, '1 seat'],
      ['abstain', 16.7, '1 seat'],
      ['absent', 16.7, '1 seat'],
    ]);
    expect(describeSegments(segments)).toBe('Approve 3 seats, Against 1 seat, Abstain 1 seat, Absent 1 seat');
  });

  it('shows weighted shares of the whole board, leaving out an empty absent part', () => {
    const segments = weightedSegments({ ...breakdown, absent: { count: 0, weight: 0 } });
    expect(segments.map((s) => [s.key, s.percent, s.value])).toEqual([
      ['approve', 55, '55%'],
      ['against', 20, '20%'],
      ['abstain', 10, '10%'],
    ]);
  });

  it('counts listed votes', () => {
    expect(countVotes([{ vote: 'approve' }, { vote: 'against' }, { vote: 'approve' }])).toEqual({
      approve: 2,
      against: 1,
      abstain: 0,
    });
  });
});
