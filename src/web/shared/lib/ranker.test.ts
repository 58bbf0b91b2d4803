// The live room's ranker starts from the ranking the seat gave in the portal, so a director who
// ranked before the meeting votes without ranking again; options it did not rank follow in order.
import { describe, expect, it } from 'vitest';
import { initialRanker, rankerBody } from './ranker.ts';

const options = [
  { id: 'A', label: 'Vendor A at $40k a year' },
  { id: 'B', label: 'Vendor B at $55k a year with an SLA' },
  { id: 'C', label: 'Build in-house' },
] as Parameters<typeof initialRanker>[0];

describe('the ranker', () => {
  it('starts from the options in order without an earlier ranking', () => {
    expect(initialRanker(options)).toEqual({ order: ['A', 'B', 'C'], reasons: {}, veto: null, duty: '' });
    expect(initialRanker(options, null).order).toEqual(['A', 'B', 'C']);
    expect(initialRanker(options, { ranking: [], veto: null }).order).toEqual(['A', 'B', 'C']);
  });

  it('starts from the portal ranking, its reasons and veto, and casts them back unchanged', () => {
    const given = {
      ranking: [
        { option: 'B', reason: 'The SLA carries the risk.' },
        { option: 'A', reason: '' },
        { option: 'C', reason: 'No engineers to spare.' },
      ],
      veto: { option: 'C', duty: 'Continuity of service', reason: '' },
    };
    const value = initialRanker(options, given);
    expect(value).toEqual({
      order: ['B', 'A', 'C'],
      reasons: { B: 'The SLA carries the risk.', C: 'No engineers to spare.' },
      veto: 'C',
      duty: 'Continuity of service',
    });
    expect(rankerBody(value)).toEqual({
      ranking: [
        { option: 'B', reason: 'The SLA carries the risk.' },
        { option: 'A', reason: '' },
        { option: 'C', reason: 'No engineers to spare.' },
      ],
      veto: { option: 'C', duty: 'Continuity of service', reason: '' },
    });
  });

  it('drops letters the decision lacks and appends the options left unranked', () => {
    const value = initialRanker(options, {
      ranking: [{ option: 'C' }, { option: 'E' }, { option: 'C' }],
      veto: { option: 'E', duty: 'Safety' },
    });
    expect(value.order).toEqual(['C', 'A', 'B']);
    expect(value.veto).toBeNull();
    expect(value.duty).toBe('');
  });
});
