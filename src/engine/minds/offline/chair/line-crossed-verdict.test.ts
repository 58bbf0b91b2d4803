// A proposal that crosses a legal line never ends as a plain split or a yes: waiting on a lab
// result while contaminated food is on sale is answered 'not as proposed', with what to do
// instead. A business bought on the seller's word is no line crossed, but its accounts come first.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

describe('a line crossed decides the headline, whatever the split', () => {
  it.each([
    [
      'Recall the yoghurt now or wait for the second test?',
      'A routine sample from our Bristol dairy came back positive for listeria. Four batches already went out to 30 shops. Sales would rather wait for the second test result before recalling, because the supermarket contract is worth £1.5M a year.',
      /stop sale/i,
    ],
  ])('%s', async (topic, context, instead) => {
    const r = await deliberate(topic, context);
    const headline = r.synthesis.recommendation;
    expect(headline).not.toMatch(/^The board is split: /);
    expect(headline).not.toMatch(/recommends you proceed with(?! .*only once)/);
    expect(headline).toMatch(/not (?:proceed )?as proposed/i);
    expect(headline).toMatch(instead);
  });

  it('puts the accounts first when a business would be bought on the seller’s summary', async () => {
    const r = await deliberate(
      'Buy the print shop across town for $420k?',
      'The owner is retiring and says it clears $110k a year. We have only seen his one-page summary, no accounts. We would pay with $150k cash and a bank loan. Should we go ahead?',
    );
    expect(r.synthesis.recommendation).not.toMatch(/with the conditions below$/);
    expect(r.synthesis.recommendation).toMatch(
      /(?:first|instead): get the last three years’ filed accounts/i,
    );
  });
});
