// Figures the text states in words or on a period that hides them: a monthly rate, a monthly pay,
// quotes on different periods, savings the measures do not add up to, a customer's share of
// revenue. The reading works them out and says where the text's own claim is wrong.
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../types.ts';
import { readDecision } from './read-decision.ts';

const decision = (topic: string, context: string): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
const calc = (r: ReturnType<typeof readDecision>, id: string) => r.calculations.find((c) => c.id === id);
const check = (r: ReturnType<typeof readDecision>, meaning: string) =>
  r.premise_checks.find((c) => c.meaning === meaning);

describe('claims checked against the figures', () => {
  it('reads a lender’s monthly rate as interest, a year of it, and the repayments', () => {
    const r = readDecision(
      decision(
        'Should we take the private lender’s loan?',
        'A lender offers us ₹40 lakh at 1.8% a month, repaid over 24 months. Our adviser says this is cheaper than a bank. Revenue is ₹8 crore with a 5% net margin.',
      ),
    );
    expect(r.kind).toBe('take_loan');
    const rate = r.numbers.find((n) => n.meaning === 'interest_rate_pct');
    expect(rate?.value).toBeCloseTo(21.6);
    expect(r.numbers.find((n) => n.meaning === 'loan_amount')?.value).toBe(4_000_000);
    expect(calc(r, 'interest_year')?.value).toBeCloseTo(864_000);
    expect(calc(r, 'interest_year')?.result).toBe('₹8.6 lakh');
    expect(calc(r, 'monthly_repayment')?.value).toBeGreaterThan(4_000_000 / 24);
    expect(calc(r, 'interest_share_of_profit')?.value).toBeCloseTo(21.6);
    expect(check(r, 'interest_rate_pct')?.text).toMatch(/presents the rate as cheap.*21\.6% a year/);
    expect(r.missing.map((m) => m.fact)).not.toContain('the loan amount');
  });

  it('checks a stated total interest against equal repayments', () => {
    const r = readDecision(
      decision(
        'Finance the new oven line through the supplier',
        'The supplier will finance the R$900k line at 2.4% a month over 36 months. Our CFO estimates the total interest at around R$120k.',
      ),
    );
    expect(r.kind).toBe('take_loan');
    const total = calc(r, 'interest_total')?.value ?? 0;
    expect(total).toBeGreaterThan(400_000);
    expect(check(r, 'interest_total')?.computed).toBeCloseTo(total);
  });

  it('reads a hire’s monthly pay as a salary a year and says it was quoted per month', () => {
    const r = readDecision(
      decision(
        'Hire Priya as CTO',
        'Priya would join as CTO at £13k a month plus 1% equity. We burn £140k a month.',
      ),
    );
    expect(r.numbers.find((n) => n.meaning === 'salary')?.value).toBe(156_000);
    expect(check(r, 'salary')?.text).toMatch(/£156k a year/);
  });

  it('puts options quoted on different periods on one footing', () => {
    const r = readDecision(
      decision(
        'Which hosting option should we choose for the next three years?',
        'Option A: managed cloud at $11k a month. Option B: colocation at $7k a month plus $60k of servers up front. Option C: a dedicated provider at $170k a year all-in.',
      ),
    );
    expect(calc(r, 'options_compared')?.result).toBe('A $396k, B $312k and C $510k; cheapest: B');
    expect(check(r, 'option_period')).toBeDefined();
  });

  it('adds up the measures behind a claimed saving, and a timing change saves nothing', () => {
    const r = readDecision(
      decision(
        'Approve the cost plan',
        'The COO says these measures will save well over $900k a year: (a) end two contractor agreements worth $18k a month, (b) sublet half the office saving $150k a year, (c) pay suppliers at 75 days instead of 30.',
      ),
    );
    expect(check(r, 'saving')?.computed).toBe(366_000);
    expect(check(r, 'saving')?.text).toMatch(/saves nothing/);
  });

  it('checks a customer called half our revenue against what they pay', () => {
    const r = readDecision(
      decision(
        'Accept the customer’s demand for a 25% discount',
        'They are nearly half our revenue: they pay us $38k a month and our ARR is $2.2M.',
      ),
    );
    expect(check(r, 'revenue_share_pct')?.computed).toBeCloseTo(20.7, 1);
    const fair = readDecision(
      decision(
        'Accept the customer’s demand for a 25% discount',
        'They pay us $90k a month and our ARR is $2.2M, about half our revenue.',
      ),
    );
    expect(check(fair, 'revenue_share_pct')).toBeUndefined();
  });

  it('refuses a pasted document that asks for no decision, and judges one that does', () => {
    const jd = readDecision(
      decision(
        'Head of Sales — job description',
        'Responsibilities: build a team of 6 account executives. Compensation: $180k base, 0.5% equity.',
      ),
    );
    expect(jd.verdict).toBe('cannot_judge');
    const asked = readDecision(
      decision(
        'Hiring update',
        'Three finalists for VP Sales at $180k base. Should we hire the strongest one now?',
      ),
    );
    expect(asked.verdict).toBe('deliberate');
  });

  it('does not ask for a figure the text states in words it could not place', () => {
    const r = readDecision(
      decision(
        'Should we take the bank loan?',
        'The bank would lend us 500k; interest 7.5 fixed, repaid over 5 years.',
      ),
    );
    expect(r.kind).toBe('take_loan');
    expect(r.missing.map((m) => m.fact)).not.toContain('the interest rate and fees');
    expect(r.missing.map((m) => m.fact)).not.toContain('the repayment schedule');
  });

  it('reads a price change written as two prices, and what it is worth a year', () => {
    const r = readDecision(
      decision(
        'Raise our Pro plan from $49 to $59 a month',
        'We have 2,400 paying customers on Pro and monthly churn is 2.5%.',
      ),
    );
    expect(r.kind).toBe('pricing_change');
    expect(calc(r, 'price_change')?.value).toBeCloseTo(20.4, 1);
    expect(calc(r, 'revenue_change')?.value).toBe(288_000);
    expect(calc(r, 'break_even_churn')?.value).toBeCloseTo(16.9, 1);
  });
});
