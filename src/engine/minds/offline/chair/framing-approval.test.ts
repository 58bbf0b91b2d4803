// A framed decision's governance seat asks who must approve a step only when the step touches
// shares, the board or the articles; a place named in the text is no reason to ask.
import { describe, expect, it } from 'vitest';
import { deliberateOffline } from '../../../test-support/offline-deliberation.ts';

const asksApproval = async (topic: string, context: string) =>
  /Who must approve/.test(JSON.stringify(await deliberateOffline(topic, context)));

describe('who must approve, in a framed decision', () => {
  it.each([
    [
      'Should we pursue B Corp certification this year?',
      'We are a 40-person coffee roaster in Portland with $6.5M revenue. It would take 300 staff hours and $25k.',
    ],
    [
      'Should we sponsor the Lyon marathon?',
      'A local event company in Lyon asks €18k for the sponsorship; we sell running shoes in France.',
    ],
  ])('not asked for a step that touches no shares or articles: %s', async (topic, context) => {
    expect(await asksApproval(topic, context)).toBe(false);
  });
});
