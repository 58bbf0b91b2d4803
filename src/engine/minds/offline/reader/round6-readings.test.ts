// Misreads found by probing the offline board, each tried in three rewordings: the reader must
// hold for the meaning, not for one phrase.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { peoplePaid } from './hire-count.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const fig = (r: DecisionReading, meaning: string) =>
  r.numbers.find((n) => n.meaning === meaning && n.role === 'actual' && n.whose === 'ours');

describe('each hire’s pay, counted in words', () => {
  it.each([
    ['Should we hire a couple of engineers, $150k each?', 2, 150_000],
    ['We want to bring on a few developers at $140k apiece', 3, 140_000],
    ['Should we add half a dozen sales reps, $90k each, this quarter?', 6, 90_000],
    ['Hire two more designers — $120k each — for the app?', 2, 120_000],
  ])('%s → %i × salary', (topic, people, salary) => {
    const r = read(topic, 'We have $2M in the bank and burn $120k a month.');
    expect(fig(r, 'salary')?.value).toBe(salary);
    expect(r.calculations.find((c) => c.id === 'annual_burn_of_hire')?.inputs).toContain(`${people} ×`);
  });

  it.each([
    'We pay 3 contractors $40k per quarter',
    'Two agencies bill $12 per user a month',
    'Four partners send $30k per customer each year',
  ])('per quarter / per user is no one’s pay: %s', (clause) => {
    expect(peoplePaid(clause)).toBe(1);
  });
});

describe('a hire with a purpose is a hire', () => {
  it.each([
    'Should we add 3 developers to ship the roadmap?',
    'Add a few engineers to ship the new release faster?',
    'Should we take on two more developers to deliver the Q3 roadmap?',
  ])('%s', (topic) => {
    expect(read(topic, 'We have $2M in the bank and burn $120k a month.').kind).toBe('hire_executive');
  });

  it('a decision to launch stays a launch', () => {
    expect(read('Should we launch the mobile app?', 'We want to launch it in May.').kind).toBe(
      'launch_product',
    );
  });
});

describe('a price each customer pays is a price; revenue is the product', () => {
  it.each([
    ['We have 40 customers paying $500 a month each.', 'mrr', 20_000],
    ['Our 40 clients each pay $500 a month.', 'mrr', 20_000],
    ['120 subscribers on $1,200 a year each.', 'arr', 144_000],
  ])('%s', (context, meaning, total) => {
    const r = read('Should we raise prices?', context);
    expect(r.numbers.find((n) => n.meaning === 'price')?.value).toBeGreaterThan(0);
    expect(fig(r, meaning)?.value).toBe(total);
    expect(r.numbers.some((n) => n.meaning === 'monthly_cost')).toBe(false);
  });

  it('a total stays a total', () => {
    const r = read('Shut down the legacy product', '900 customers paying $40k MRR in total.');
    expect(fig(r, 'mrr')?.value).toBe(40_000);
  });

  it('flags a stated MRR the customers and price contradict', () => {
    const r = read('Should we raise prices?', 'We have 300 subscribers on $49 a month. MRR is $25k.');
    expect(r.premise_checks.some((p) => p.meaning === 'mrr')).toBe(true);
  });
});

describe('growth: the past is not today, and a stated rate is checked', () => {
  it.each([
    'Revenue grew from $1M to $1.5M last year, 80% growth.',
    'Last year our revenue rose from $1M to $1.5M — growth of 80%.',
    'We went from $1M to $1.5M in revenue this year, up 80%.',
  ])('%s', (context) => {
    const r = read('Should we hire a VP of Sales at $200k?', context);
    expect(fig(r, 'annual_revenue')?.value).toBe(1_500_000);
    expect(r.numbers.find((n) => n.value === 1_000_000)?.role).toBe('past');
    const check = r.premise_checks.find((p) => p.meaning === 'revenue_growth_pct');
    expect(check?.computed).toBe(50);
    expect(check?.text).toContain('decides on 50%');
  });

  it('a plan to grow keeps today’s figure as today', () => {
    const r = read('Should we hire a VP of Sales at $200k?', 'We want to grow revenue from $1M to $2M.');
    expect(fig(r, 'annual_revenue')?.value).toBe(1_000_000);
    expect(r.numbers.find((n) => n.value === 2_000_000)?.role).toBe('target');
  });
});

describe('cost of goods is a year’s cost, and a stated margin is checked', () => {
  it.each([
    'Revenue is $3M and cost of goods $1.2M; gross margin 75%.',
    'We did $3M in revenue last year with COGS of $1.2M, a 75% gross margin.',
    'Sales $3M, cost of sales $1.2M, so a gross margin of about 75%.',
  ])('%s', (context) => {
    const r = read('Should we take a $500k bank loan?', context);
    const cogs = r.numbers.find((n) => /cost of goods/.test(n.label));
    expect(cogs?.meaning).toBe('annual_cost');
    expect(r.calculations.find((c) => c.id === 'gross_margin')?.value).toBe(60);
    expect(r.premise_checks.some((p) => p.meaning === 'gross_margin_pct')).toBe(true);
  });
});

describe('the board decides on the computed rate', () => {
  it('every seat reads the computed growth; the stated one is kept as stated', () => {
    const r = read('Should we hire a VP of Sales at $200k?', 'Revenue grew from $1M to $1.5M, 80% growth.');
    expect(fig(r, 'revenue_growth_pct')?.value).toBe(50);
    expect(r.numbers.find((n) => n.meaning === 'revenue_growth_pct' && n.role === 'stated')?.value).toBe(80);
  });
});

describe('premise checks on sums of stated parts', () => {
  it.each([
    'Our LTV is $20,000. Customers pay $250 a month and monthly churn is 5%.',
    'Customers pay $250 a month, churn is 5% a month, and lifetime value is $20,000.',
    'With $250 a month per customer and 5% monthly churn, our LTV is $20,000.',
  ])('lifetime value against price ÷ churn: %s', (context) => {
    const r = read('Should we double paid ads spend to $40k a month?', context);
    expect(r.premise_checks.find((p) => p.meaning === 'ltv')?.computed).toBe(5000);
  });

  it.each(['That is about 15% dilution.', 'We expect dilution of 15%.', 'The round dilutes us by 15%.'])(
    'dilution stated against the raise and valuation: %s',
    (context) => {
      const r = read('Should we raise $2M at an $8M pre-money valuation?', context);
      expect(r.premise_checks.find((p) => p.meaning === 'equity_pct')?.computed).toBe(20);
    },
  );

  it.each([
    'Runway is 18 months. Cash is $900k; our costs are $120k a month and revenue is $45k a month.',
    'We have $900k in the bank, monthly expenses of $120k and MRR of $45k, so 18 months of runway.',
    'Operating expenses are $120k a month against $45k of monthly revenue; with $900k of cash that is 18 months of runway.',
  ])('runway on the net burn: %s', (context) => {
    const r = read('Should we hire a VP of Marketing at $180k?', context);
    expect(fig(r, 'monthly_burn')?.value).toBe(75_000);
    expect(r.premise_checks.find((p) => p.meaning === 'runway_months')?.computed).toBe(12);
  });
});

describe('claims in words and shares of a stated whole', () => {
  it.each([
    [
      'Should we buy the new ERP for $250k?',
      'It would use only a quarter of our cash. We have $300k in the bank.',
    ],
    ['Should we sign the $250k ERP contract?', 'We have $300k in the bank; this is about 25% of our cash.'],
    ['Should we spend $250k on the ERP?', 'With $300k of cash, it is a fifth of our cash at most.'],
  ])('share of cash: %s', (topic, context) => {
    expect(read(topic, context).premise_checks.some((p) => p.meaning === 'cash_share_pct')).toBe(true);
  });

  it.each([
    'Should we lay off 30 people, 15% of our 140 staff?',
    'Should we cut 30 jobs (15% of 140 employees)?',
    'Should we let 30 people go, 15% of the 140-strong team?',
  ])('share of staff against the counts: %s', (topic) => {
    const check = read(topic, 'We burn $500k a month.').premise_checks.find(
      (p) => p.meaning === 'headcount_cut_pct',
    );
    expect(Math.round(check?.computed ?? 0)).toBe(21);
  });

  it('a lifetime value written without a sign is still money', () => {
    const r = read(
      'Should we double paid ads?',
      'Our LTV of 20,000 justifies it. ARPU is $150 a month and monthly churn is 3%.',
    );
    expect(r.premise_checks.find((p) => p.meaning === 'ltv')?.computed).toBe(5000);
  });
});

describe('each hire’s pay when the count is in the topic', () => {
  it.each([
    ['Should we add 3 developers to ship the roadmap?', 'Developers cost $140k each.'],
    ['Should we hire 3 engineers?', 'They would be paid $140k each. We have $1.8M in the bank.'],
    ['Do we bring on 3 more developers this quarter?', 'The market rate is $140k apiece.'],
  ])('%s', (topic, context) => {
    const r = read(topic, `${context} 40 customers pay $1,000 a month each.`);
    expect(fig(r, 'salary')?.value).toBe(140_000);
    expect(r.calculations.find((c) => c.id === 'annual_burn_of_hire')?.inputs).toContain('3 ×');
    expect(r.numbers.find((n) => n.meaning === 'price')?.value).toBe(1000);
  });
});

describe('a monthly saving against the measures listed', () => {
  it.each([
    'These measures save $540k a month: (a) end the office lease at $30k a month, (b) cancel tools worth $24k a month.',
    'The plan saves $540k a month by (a) ending the lease at $30k a month and (b) cancelling tools worth $24k a month.',
    'We would save $540k a month: (a) cancel the lease at $30k a month; (b) drop tools worth $24k a month.',
  ])('%s', (context) => {
    const check = read('Should we approve the cost plan?', context).premise_checks.find(
      (p) => p.meaning === 'saving',
    );
    expect(check?.computed).toBe(54_000);
  });
});
