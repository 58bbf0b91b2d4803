// What a founder reads in the synthesis ends at a sentence or clause, never mid-phrase; a figure
// stated in words is not given a second article; a CFO against a wrong runway says what it means.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';
import { notAsStated, wholeClauses } from './whole-clauses.ts';

const DANGLING_END = /\b(?:a|an|the|and|or|of|to|for|with|in|on|by|than|that)[…]?$/i;

describe('shortened reasons end at a boundary', () => {
  it.each([
    'The hire adds $23k a month to a burn of $75k, which cuts runway from twelve months to nine, and the board has not seen the revenue the role must bring in the first year.',
    'Moving the warehouse to Rotterdam saves €40k a year; the lease break costs €120k and the fit-out takes six months, so the move pays back in three years at best and only if volumes hold.',
    'A loan of ₹2 crore at 14% costs ₹28 lakh a year in interest, payable whatever sales do, against an operating profit of ₹60 lakh that fell by a third last year because of the lost distributor.',
  ])('%s', (text) => {
    const short = wholeClauses(text, 120);
    expect(short.length).toBeLessThanOrEqual(121);
    expect(short).toMatch(/[.!?]$/);
    expect(short.replace(/[.!?]$/, '')).not.toMatch(DANGLING_END);
    expect(text.startsWith(short.replace(/\.$/, ''))).toBe(true);
  });

  it('keeps a text with no boundary whole rather than cut it', () => {
    const text = `Runway ${'and margin '.repeat(30)}end`;
    expect(wholeClauses(text, 60)).toBe(text);
  });
});

describe('a stated figure named once, with one article', () => {
  it.each([
    ['a year and a half', 'not a year and a half, as stated'],
    ['a fifth of the company', 'not a fifth of the company, as stated'],
    ['18 months', 'not the 18 months stated'],
    ['$600k', 'not the $600k stated'],
  ])('%s', (stated, words) => {
    expect(notAsStated(stated)).toBe(words);
    expect(notAsStated(stated)).not.toMatch(/\bthe (?:a|an|the)\b/);
  });
});

describe('the synthesis on long decisions', () => {
  it.each([
    [
      'Should we hire a Head of Sales for $240k a year? We have a year and a half of runway.',
      'We have $1.1M in the bank and burn $90k a month. Two enterprise pilots are running in Germany and the founders still close every deal themselves, which has kept growth at 4% a month for a year.',
    ],
    [
      'Should we open a second warehouse in Lyon for €900k, or keep shipping from Paris and pay the courier premium of €15k a month?',
      'Cash is €2.4M, burn €160k a month, and 40% of orders now go to the south of France. The lease is nine years with a break at year five, and the fit-out would take the operations team most of the spring.',
    ],
    [
      'Should we take a ₹3 crore loan at 15% to build the new plant, which we expect to double the business?',
      'Revenue is ₹12 crore a year with an operating profit of ₹1.5 crore. We hold ₹80 lakh in cash and the bank wants a personal guarantee from both founders and the factory as collateral.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const s = r.synthesis;
    for (const sentence of s.synthesis.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      expect(sentence).toMatch(/[.!?)]$/);
      expect(sentence).not.toMatch(/…/);
    }
    for (const reason of s.synthesis.split(/; (?=the )/))
      expect(reason.replace(/[.!?]+$/, '')).not.toMatch(DANGLING_END);
    expect(s.synthesis).not.toMatch(/\bthe (?:a|an|the) /i);
    expect(s.minority_report).not.toMatch(DANGLING_END);
  });
});

describe('a CFO against a wrong runway says what the computed figure means', () => {
  it.each([
    [
      'Should we hire a VP of Sales for $220k a year? We have a year and a half of runway.',
      'We have $900k in the bank and burn $75k a month.',
    ],
    [
      'Can we afford a CTO on £180,000 a year? Runway is 24 months.',
      'Cash in the bank is £1.2M and we burn £85,000 a month.',
    ],
    [
      'Should we bring on a Head of Operations at €150k? We have two years of runway.',
      'Our cash is €1M and monthly burn is €70k.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const cfo = r.positions.find((p) => p.seat.key === 'CFO')?.position;
    const point = cfo?.key_points.find((p) => /contradict the premise/.test(p)) ?? '';
    expect(point).toMatch(
      /(?:would leave [\d.]+ months of runway,|has less time to pay for itself than planned, with runway) (?:below|still above) the year a raise usually needs\./,
    );
    const action = r.synthesis.action_items.find(
      (a) => a.owner_role === 'CFO' && /the year a raise usually needs/.test(a.action),
    );
    expect(action?.action).toMatch(/on the computed \d+(?:\.\d)? months/);
  });
});
