// 'Asks for figures already given': no seat line, question, vote or synthesis may ask for a
// figure the reading holds, however the decision words it. Each case is worded three ways; the
// whole corpus is held to the same rule by judgement.test.ts (figure flags include these asks).
import { describe, expect, it } from 'vitest';
import { boardSentences, decisionItem } from '../../test-support/board-sentences.ts';
import { runItems } from '../../testing/judgement-corpus/boilerplate.ts';
import { asksForGiven } from './reader/figure-check.ts';

describe('no seat asks for a figure the decision gives', () => {
  it.each([
    [
      'Should we hire a couple of engineers, $150k each, to ship the roadmap?',
      '40 customers paying $500 a month each. We have $2M in the bank and burn $120k a month.',
    ],
    [
      'Should we add 3 developers at $140k apiece?',
      'Our 40 clients each pay $500 a month; cash is $2M and we burn $120k a month.',
    ],
    [
      'Do we bring on a few engineers, $130k each?',
      'We have $2M in the bank, burn $120k a month, and 60 subscribers on $300 a month.',
    ],
  ])('%s', async (topic, context) => {
    const [run] = await runItems([decisionItem(topic, context)]);
    const reading = run?.result.reading;
    expect(reading?.stated).toEqual(expect.arrayContaining(['revenue', 'salary', 'cash', 'monthly burn']));
    const asks = boardSentences(run?.result).filter((s) => reading && asksForGiven(s, reading).length > 0);
    expect(asks).toEqual([]);
  });

  it('a question for a figure the text lacks is still asked', () => {
    const reading = { stated: ['cash'] } as never;
    expect(asksForGiven('What is revenue today (ARR or MRR)?', reading)).toEqual([]);
    expect(asksForGiven('How much cash is in the bank?', reading)).toEqual(['cash']);
  });
});
