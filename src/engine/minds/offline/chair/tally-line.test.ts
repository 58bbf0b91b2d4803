// The vote tally that opens the executive summary is written from the decision: what was voted on
// in the decision's own words, and the count as a director would say it, so two decisions of a
// kind do not open with the same line.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

describe('the tally names the decision in its own words', () => {
  it.each([
    ['Should we raise a $2M seed round at a $10M cap?', 'We have $400k cash, burn $60k a month, $40k MRR.'],
    [
      'Should we raise a seed round from Nordic Angels this quarter?',
      'We hold €300k and spend €50k a month.',
    ],
    [
      'Should we close a ₹8 crore Series A with Blume at ₹60 crore pre-money?',
      'Cash ₹2 crore, burn ₹40 lakh a month.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const summary = r.synthesis.executive_summary;
    expect(summary).not.toMatch(/seat\(s\)/);
    expect(summary).toMatch(/^On [^,]+ \(“[^”]+”\), /);
    expect(summary).toMatch(/consensus /);
  });

  it('says "all" for a unanimous board without the weight share', async () => {
    const r = await deliberate(
      'Should we let Priya go? Her numbers are fine but since she told the labour inspectorate about unpaid overtime she has been difficult.',
      'We are a 40-person logistics firm in Poland.',
    );
    expect(r.synthesis.executive_summary).toMatch(/all \d+ seats voted against:/);
  });

  it('two wordings of one raise do not open with the same line', async () => {
    const a = await deliberate(
      'Should we raise a $2M seed round at a $10M cap?',
      'Cash $400k, burn $60k a month.',
    );
    const b = await deliberate(
      'Do we take $2M from angels on a SAFE with a $10M cap?',
      'Cash $400k, burn $60k a month.',
    );
    const opening = (s: string) => s.split(':')[0];
    expect(opening(a.synthesis.executive_summary)).not.toBe(opening(b.synthesis.executive_summary));
  });
});
