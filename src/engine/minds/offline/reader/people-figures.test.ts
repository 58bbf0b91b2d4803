// Figures about people and pay read with their meaning: people who left are turnover (not a cut,
// not customer churn), and a payroll quoted by the year is a year of it.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { numbersOf } from './numbers.ts';
import { readDecision } from './read-decision.ts';
import { normalizeNumberWords } from './text.ts';

describe('staff turnover', () => {
  const read = (text: string) =>
    numbersOf(normalizeNumberWords(text), { kind: null, parties: [] }).map((n) => `${n.value}=${n.meaning}`);
  it('reads people who left as turnover, not a cut and not customer churn', () => {
    expect(read('Staff churn of 22% last year cost us dearly.')).toContain('22=staff_turnover_pct');
    expect(read('Employee attrition hit 18% this year.')).toContain('18=staff_turnover_pct');
    expect(read('Last year 25% of our engineers left.')).toContain('25=staff_turnover_pct');
    expect(read('Turnover among staff reached 30%.')).toContain('30=staff_turnover_pct');
  });
  it('still reads a cut as a cut and customer churn as churn', () => {
    expect(read('We would lay off 20% of staff.')).toContain('20=headcount_cut_pct');
    expect(read('Customer churn is 3% a month.')).toContain('3=churn_monthly_pct');
  });
});

describe('a payroll quoted by the year', () => {
  const read = (text: string) =>
    numbersOf(normalizeNumberWords(text), { kind: null, parties: [] }).map((n) => `${n.value}=${n.meaning}`);
  it('is an annual cost, however it is worded, and a monthly payroll stays monthly', () => {
    expect(read('Payroll for engineering is $5.2M a year.')).toContain('5200000=annual_cost');
    expect(read('Our wage bill runs to $3M per year.')).toContain('3000000=annual_cost');
    expect(read('Payroll is $2.4M annually.')).toContain('2400000=annual_cost');
    expect(read('Payroll is $200k a month.')).toContain('200000=monthly_cost');
  });
});

describe('an audience is not the workforce', () => {
  it.each([
    ['Move the conference online?', 'Last year 420 people came; the venue cost €310k.'],
    ['Run the festival again?', 'About 2,500 visitors attended over two days and tickets brought in £90k.'],
  ])('%s %s', (topic, context) => {
    const r = readDecision(plainDecision(topic, context));
    expect(r.numbers.some((n) => n.meaning === 'headcount')).toBe(false);
  });

  it('near miss: the people a company is, are its headcount', () => {
    const r = readDecision(
      plainDecision('Open a second office?', 'We are 420 people; it would cost €310k a year.'),
    );
    expect(r.numbers.find((n) => n.meaning === 'headcount')?.value).toBe(420);
  });
});
