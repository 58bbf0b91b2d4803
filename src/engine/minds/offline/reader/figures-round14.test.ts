// Sums a founder names by what they are: a product's price points are not money raised, and a
// company's results listed beside a loan are not more loan. Each in two rewordings, with a near
// miss that must not fire.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const meaningOf = (r: DecisionReading, value: number) =>
  r.numbers.find((n) => Math.abs(n.value - value) < 1)?.meaning;

describe('a plan raised from one price to another is priced, not funded', () => {
  it.each([
    ['Raise the Family membership from $60 to $72 a month', 'A climbing gym with 1,100 members.', [60, 72]],
    ['Raise the Starter plan to £29 a month?', 'We have 900 paying studios.', [29]],
    ['Lift our Team tier from $39 to $45 per seat', 'About 600 accounts, churn 2% a month.', [39, 45]],
  ])('%s', (topic, context, prices) => {
    const r = read(topic, context);
    for (const p of prices) expect(meaningOf(r, p)).toBe('price');
    expect(r.numbers.some((n) => n.meaning === 'raise_amount')).toBe(false);
    expect(r.kind).not.toBe('raise_funding');
  });

  it('a round raised from investors is still money raised', () => {
    const r = read('Raise a $2M seed round from angels?', 'We have 14 months of runway and $40k MRR.');
    expect(meaningOf(r, 2_000_000)).toBe('raise_amount');
    expect(r.kind).toBe('raise_funding');
  });
});

describe('a result named by the noun after it is not a loan term', () => {
  it.each([
    'We can borrow $6M over 7 years at 7.5%. Last year we did $30M revenue and $2.4M EBITDA.',
    'The bank would lend $6M at 7.5% over 7 years; this year we expect $30M in sales and $2.4M of operating profit.',
  ])('%s', (context) => {
    const r = read('Take the term loan for a new line?', context);
    expect(r.numbers.filter((n) => n.meaning === 'loan_amount').map((n) => n.value)).toEqual([6_000_000]);
    expect(meaningOf(r, 2_400_000)).not.toBe('loan_amount');
  });

  it('a sum listed beside a rate and a term is still the amount lent', () => {
    const r = read('Take the equipment loan?', 'The bank offers terms: $1.2M, 10 years, 9.75%.');
    expect(meaningOf(r, 1_200_000)).toBe('loan_amount');
  });
});

describe('a bare margin is the margin the word after its figure names', () => {
  it.each([
    'Our margin on the retail accounts is slim (around 4% net) and rents keep rising.',
    'Margins in the catering arm are about 4% after tax.',
  ])('%s', (context) => {
    const r = read('Should we close the catering arm?', context);
    expect(meaningOf(r, 4)).toBe('net_margin_pct');
  });

  it('a gross margin stated net of fees stays the gross margin', () => {
    const r = read('Should we close the catering arm?', 'Our gross margin is 38% net of card fees.');
    expect(meaningOf(r, 38)).toBe('gross_margin_pct');
  });
});

describe("in a loan, the owners' equity beside it is not lent", () => {
  const loanOf = (budget: string) =>
    readDecision({
      ...plainDecision(
        'Take the $4M term loan for the new warehouse?',
        'The bank offers $4M over 8 years at 7%.',
      ),
      constraints: { budget, timeline: null, other: null, companyInfo: null },
    }).numbers.filter((n) => n.meaning === 'loan_amount');

  it.each(['$4M loan + $1M equity', '$4M debt and $1M of owners equity'])('%s', (budget) => {
    expect(loanOf(budget).map((n) => n.value)).not.toContain(1_000_000);
  });

  it('a budget that is all loan is still the loan', () => {
    expect(loanOf('$4M').map((n) => n.value)).toContain(4_000_000);
  });
});
