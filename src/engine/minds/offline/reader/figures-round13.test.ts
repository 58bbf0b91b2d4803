// Round 13: figures taken right before they are summed — the currency each is in, a rate per thing
// times the things, the debt a company already services — and the loan sums a lender does first.
// Each in two rewordings or more, with a near miss that must not fire.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);
const meaningOf = (r: DecisionReading, value: number) =>
  r.numbers.find((n) => Math.abs(n.value - value) < 1)?.meaning;

describe('the debt the company already services counts in the coverage a lender tests', () => {
  it.each([
    'The bank would lend €5M over 5 years at 6%. EBITDA is €2.2M. Our existing debt service is about €0.9M a year.',
    'A lender offers a €5M loan over 5 years at 6%. EBITDA: €2.2M. Current loan repayments come to €75k a month.',
    'The bank would lend €5M over 5 years at 6%. EBITDA is €2.2M. Our other debt service is about €0.9M a year.',
    'We can borrow €5M over 5 years at 6%; EBITDA runs at €2.2M, and we already repay €900k a year on our older loans.',
  ])('the new repayments are added to the old ones: %s', (context) => {
    const r = read('Should we take the bank loan to build a second plant?', context);
    expect(
      r.numbers.some((n) => n.meaning === 'existing_debt_service' && Math.abs(n.value - 900_000) < 1),
    ).toBe(true);
    // €5M at 6% over 60 months is about €1.16M a year; with €0.9M more, €2.2M covers it about 1.07×.
    const coverage = calc(r, 'debt_service_coverage');
    expect(coverage?.value).toBeGreaterThan(1.0);
    expect(coverage?.value).toBeLessThan(1.15);
    expect(coverage?.inputs).toMatch(/existing debt service/);
    expect(r.numbers.filter((n) => n.meaning === 'loan_amount').map((n) => n.value)).toEqual([5_000_000]);
  });

  it('a covenant floor the combined service misses is called a breach', () => {
    const r = read(
      'Take the equipment loan?',
      'The bank offers $3M over 7 years at 8%, covenant DSCR at least 1.3x. EBITDA $1.1M. Existing debt service is about $0.5M a year.',
    );
    expect(calc(r, 'debt_service_coverage')?.result).toMatch(/below the 1\.3× the covenant requires/);
  });

  it('near miss: the new loan’s own repayments and a debt balance are not debt already serviced', () => {
    for (const context of [
      'The bank would lend €5M over 5 years at 6%; the new loan’s repayments would be about €1.2M a year. EBITDA €2.2M.',
      'We owe €4M on the old mortgage. The bank would lend €5M over 5 years at 6%. EBITDA €2.2M.',
    ]) {
      const r = read('Should we take the bank loan?', context);
      expect(r.numbers.some((n) => n.meaning === 'existing_debt_service')).toBe(false);
      expect(calc(r, 'debt_service_coverage')?.inputs ?? '').not.toMatch(/existing/);
    }
  });
});

describe('what the project costs and what we put in are not the loan', () => {
  it.each([
    'A new kiln line (€8m installed) would be financed by the bank: €6.5m over 6 years at 7%.',
    'Budget: €8m all-in for the line; the bank offers €6.5m over 6 years at 7%, €1.5m from own funds.',
  ])('the lender’s sum is the loan amount: %s', (context) => {
    const r = read('Take the bank loan for the kiln line?', context);
    expect(r.numbers.filter((n) => n.meaning === 'loan_amount').map((n) => n.value)).toEqual([6_500_000]);
  });

  it('near miss: a sum listed before the rate and term is still the loan', () => {
    const r = read('Take the loan?', 'The bank offers €6.5m, 6 years, 7%.');
    expect(meaningOf(r, 6_500_000)).toBe('loan_amount');
  });
});

describe('sums never mix currencies, and each is shown in its own', () => {
  it.each([
    ['We are a Danish company. Cash DKK 40m, burn DKK 2.5m a month. The EU grant would be EUR 1.2m.', 'kr '],
    ['Cash is MXN 30M and we burn MXN 2M a month. The US store would need USD 1.5M.', 'MX$'],
  ])('runway is in the company’s own currency: %s', (context, sign) => {
    const r = read('Should we go ahead?', context);
    expect(calc(r, 'runway')?.inputs).toContain(`${sign}`);
    expect(calc(r, 'runway')?.inputs).not.toMatch(/€|USD|US\$/);
  });

  it('a budget in another currency is not set against our cash', () => {
    const r = read(
      'Open our first US location?',
      'Cash on hand MXN 22M, revenue MXN 90 million. First store budget: USD 1.4M including build-out.',
    );
    expect(r.calculations.some((c) => /1\.4M/.test(c.inputs) && /22M/.test(c.inputs))).toBe(false);
  });

  it('a lease in US dollars is summed in dollars over its own term, not the plan’s horizon', () => {
    const r = read(
      'Open a sales office in Denver?',
      'Hire 4 reps over 12 months, year-one budget CAD 1.5M. Office: a 3-year lease at ~US$8k/month.',
    );
    const term = calc(r, 'term_commitment');
    expect(term?.value).toBe(8_000 * 36);
    expect(term?.result).not.toMatch(/C\$/);
  });

  it('near miss: one currency throughout keeps its sums as before', () => {
    const r = read(
      'Raise a bridge?',
      'Cash €400k, burn €80k a month, the lease would cost €5k a month for 24 months.',
    );
    expect(calc(r, 'runway')?.value).toBe(5);
    expect(calc(r, 'term_commitment')?.result).toBe('€120k');
  });
});

describe('a rate quoted for each of several things is multiplied by how many there are', () => {
  it.each([
    'Ops proposes to lease 12 refrigerated trucks at €2,500/month each for 36 months.',
    'We would rent 12 trucks at €2,500 a month each, on a 36-month contract.',
  ])('the fleet is the sum: %s', (context) => {
    const r = read('Lease the trucks?', `Cash €900k, burn €120k a month. ${context}`);
    expect(r.numbers.some((n) => n.meaning === 'monthly_cost' && n.value === 30_000)).toBe(true);
    // A lease of vehicles may be summed as a lease or as a term; either way, the whole fleet.
    expect(r.calculations.some((c) => c.value === 30_000 * 36)).toBe(true);
  });

  it('near miss: customers paying a price each are revenue, never a bill we pay', () => {
    const r = read('Raise prices?', 'Our 40 customers pay €500 a month each.');
    expect(r.numbers.some((n) => n.meaning === 'monthly_cost')).toBe(false);
  });
});

describe('a business that states its operating profit is asked only for the cash, not for a burn', () => {
  const asks = (r: DecisionReading) => r.missing.map((m) => m.question).join(' ');
  it.each([
    'The bank offers €2M over 5 years at 7%. EBITDA is €900k a year and revenue €12M.',
    'On €12M of revenue our operating profit was €900k last year; the bank would lend €2M over 5 years at 7%.',
  ])('no question about making or losing money each month: %s', (context) => {
    const r = read('Should we take the bank loan for the new warehouse?', context);
    expect(asks(r)).not.toMatch(/make or lose|monthly burn/);
  });

  it('near miss: a business with revenue and no word of profit is still asked what it makes or loses', () => {
    const r = read(
      'Should we take the bank loan for the new warehouse?',
      'Revenue is €12M; the bank would lend €2M over 5 years at 7%.',
    );
    expect(asks(r)).toMatch(/make or lose/);
  });
});
