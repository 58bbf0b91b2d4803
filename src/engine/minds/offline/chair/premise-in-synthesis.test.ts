// A wrong premise the reader finds must reach what a founder reads first: the CFO's points, the
// headline (a yes only on the computed figure), the executive summary, the synthesis and an action.
import { describe, expect, it } from 'vitest';
import { bannerOf } from '../../../test-support/banner.ts';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

describe('a wrong premise in every place a founder reads', () => {
  it.each([
    [
      'Should we approve the cost-cutting plan?',
      'The plan saves $600k a year: cancel the analytics tool ($2k a month), drop the second office ($2.5k a month) and end the agency retainer ($500 a month). We have $800k cash and burn $100k a month.',
      '$60k a year',
      '$600k',
    ],
    [
      'Should we double our marketing spend?',
      'Our LTV is $9,000: customers pay $100 a month, gross margin is 70% and monthly churn is 3%. CAC is $1,500. We have $2M in the bank and burn $80k a month.',
      '$2,333',
      '$9,000',
    ],
    [
      'Should we approve the savings programme?',
      'We expect to save $48k a month by cancelling Salesforce ($24k a year), dropping Zoom ($12k a year) and ending the courier deal ($12k a year). Cash is $900k and burn $120k a month.',
      '$4,000 a month',
      '$48k',
    ],
  ])('%s', async (topic, context, computed, stated) => {
    const r = await deliberate(topic, context);
    const s = r.synthesis;
    expect(s.executive_summary).toMatch(
      new RegExp(`You (?:state|put) [^.]*${stated.replace(/[$.]/g, '\\$&')}`),
    );
    expect(s.synthesis).toContain(`at ${computed}, not the ${stated} stated`);
    expect(s.action_items.some((a) => a.action.includes(computed) && a.owner_role === 'CFO')).toBe(true);
    const cfo = r.positions.find((p) => p.seat.key === 'CFO')?.position;
    expect(cfo?.key_points.join(' ')).toMatch(/The figures contradict the premise: you (?:state|put) /);
    // No seat argues for the decision from the figure the board found wrong.
    for (const p of r.positions)
      for (const point of p.position.key_points)
        if (!/premise|you (?:state|put) /i.test(point))
          expect(point).not.toMatch(new RegExp(`\\${stated}(?![\\d.,])`));
    if (bannerOf(s.recommendation) === 'proceed')
      expect(s.recommendation).toContain(`only on the figures the board computed`);
  });

  it('a decision with no wrong premise keeps its plain headline', async () => {
    const r = await deliberate(
      'Should we approve the cost plan?',
      'It saves $30k a month: end the warehouse lease ($18k a month) and cancel the data feed ($12k a month). Cash is $900k and burn $120k a month.',
    );
    expect(r.synthesis.recommendation).not.toContain('only on the figures');
    expect(r.synthesis.synthesis).not.toContain('The board weighed');
  });
});
