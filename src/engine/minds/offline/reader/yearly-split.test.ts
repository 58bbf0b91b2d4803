// A seat that writes a contract's value a year at a time ('€1.4m over 3 years, about €467k a
// year: about 13% of revenue') restates the reading; it does not contradict it. The check knew a
// sum only whole, by the month or by the year of twelve months, so the yearly split read as a
// revenue that contradicted the company's real one.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { checkStatement } from './figure-check.ts';
import { numbersOf } from './numbers.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const revenueIn = (sentence: string) =>
  numbersOf(sentence, { kind: 'customer_contract', listedTerms: false }).filter(
    (n) => n.meaning === 'annual_revenue' || n.meaning === 'arr',
  );

const YEARLY_SHARES = [
  'The deal is worth $2.4M over 4 years, about $600k a year: roughly 20% of revenue once it starts.',
  'Across three years the agreement brings £750k, some £250k annually or 9 percent of revenue.',
  'Signed, it adds CHF 180k per year or close to 6% of our revenue for two years.',
];

describe('a seat stating a contract’s yearly share does not contradict the reading', () => {
  it.each([
    [
      'Should we sign a 4-year supply deal with a regional hospital group?',
      'The contract is worth $2.4M over 4 years. Our revenue is $3M a year.',
      YEARLY_SHARES[0],
    ],
    [
      'Should we accept the three-year framework agreement from a county council?',
      'The agreement is worth £750k over three years; annual revenue is £2.5M.',
      YEARLY_SHARES[1],
    ],
    [
      'Should we sign the two-year service contract with a Zurich insurer?',
      'The contract is worth CHF 360k over 2 years. Revenue last year was CHF 2.8M.',
      YEARLY_SHARES[2],
    ],
  ])('%s', (topic, context, sentence = '') => {
    const r = read(topic, context);
    expect(r.numbers.some((n) => n.meaning === 'annual_revenue' || n.meaning === 'arr')).toBe(true);
    expect(checkStatement(sentence, r)).toEqual([]);
  });
});

describe('a sum named as revenue is still read as revenue', () => {
  it.each([
    ['Last year we made €3.1M in revenue, up 12% on the year before.', 3.1e6],
    ['We book $900k of revenue a year and 40% of it comes from one client.', 9e5],
    ['Revenue: £4M a year; costs are 70% of that.', 4e6],
  ])('%s', (sentence, value) => {
    expect(revenueIn(sentence).map((n) => n.value)).toContain(value);
  });
});
