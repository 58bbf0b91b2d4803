// Premise checks whose input was written in a way the reader missed: a runway in years with a word
// between number and unit, a customer contract's monthly figure, a per-head cost behind a saving, a
// seller's asking price, 'giving away N%', a cut restated as people. Three rewordings and a near miss each.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const premise = (r: DecisionReading, meaning: string) => r.premise_checks.find((p) => p.meaning === meaning);
const number = (r: DecisionReading, meaning: string) => r.numbers.find((n) => n.meaning === meaning);

describe('a runway in years with a word between number and unit is today’s runway', () => {
  it.each([
    ['We have two full years of runway. Cash is $2.4M and we burn $200k a month.', 24],
    ['Cash is €900k and net burn €75k a month: a good three years of cash.', 36],
    ['With £600k in the bank and burn at £50k per month we have fourteen clear months of runway.', 14],
    ['We have runway of about one and a half years; cash is ₹3 crore and we burn ₹25 lakh a month.', 18],
  ])('%s', (context, stated) => {
    const r = read('Should we open a second office?', context);
    expect(number(r, 'runway_months')?.value).toBe(stated);
    expect(premise(r, 'runway_months')?.text).toMatch(/the board decides on 12 months/);
  });

  it('a span of work with a word of judgement is no runway', () => {
    const r = read('Should we open a second office?', 'The build is two full years of work. Cash is $2.4M.');
    expect(number(r, 'runway_months')).toBeUndefined();
  });
});

describe('a customer contract given as a total and a month is revenue we receive', () => {
  it.each([
    [
      'Should we sign the contract with Acme Retail?',
      'Acme would sign a 3-year contract worth $720k in total, $20k a month. Our ARR is $1.5M. The CEO says this doubles the business.',
      /\$20k a month × 12 a year on \$1\.5M of ARR is 16% more/,
    ],
    [
      'Should we take on Globex as a customer?',
      'Globex would pay us $360k in total over 18 months ($20k per month). We make $800k a year in revenue. This multiplies the business.',
      /multiply the business \(\+100%\).*30% more/,
    ],
    [
      'Should we accept the deal with the hospital group?',
      'The hospital group offers a contract worth €600k total over 24 months. Our annual revenue is €1M. This would triple our revenue.',
      /€600k over 24 months = €300k a year on €1M of annual revenue is 30% more/,
    ],
  ])('%s', (topic, context, text) => {
    const r = read(topic, context);
    expect(r.numbers.some((n) => n.meaning === 'monthly_cost')).toBe(false);
    expect(premise(r, 'revenue_growth_pct')?.text).toMatch(text);
  });

  it('a vendor’s contract stays a cost', () => {
    const r = read(
      'Should we renew with our cloud vendor?',
      'The AWS contract is worth $500k in total, $20k a month. Our ARR is $1.5M.',
    );
    expect(r.numbers.find((n) => n.value === 20_000)?.meaning).toBe('monthly_cost');
  });
});

describe('a saving is checked against the per-head cost it drops', () => {
  it.each([
    [
      'Dropping the wellness stipend saves $1.2M a year. It costs $450 per employee per month across 80 staff.',
      /\$432k a year at most/,
    ],
    [
      'Cancelling the gym membership (€60 per head per month, 150 employees) would save €300k a year.',
      /€108k a year at most/,
    ],
    [
      'The lunch allowance is £200 a month per person for our 45 people; ending it saves £20k a month.',
      /£9,000 a month at most/,
    ],
  ])('%s', (context, text) => {
    expect(premise(read('Should we cut this perk?', context), 'saving')?.text).toMatch(text);
  });

  it('a saving within the per-head cost is no wrong premise', () => {
    const r = read(
      'Should we cut this perk?',
      'The lunch allowance is £200 a month per person for our 45 people; ending it saves £100k a year.',
    );
    expect(premise(r, 'saving')).toBeUndefined();
  });
});

describe('a seller’s asking figure is the purchase price against our cash', () => {
  it.each([
    [
      'Should we acquire Widgetco?',
      'The owner is asking £500k, only a quarter of our cash. We hold £900k in the bank.',
    ],
    [
      'Should we buy DataNest?',
      'The founders are asking $1.2M for the company, a fifth of our cash. We have $2M in cash.',
    ],
    [
      'Should we acquire the bakery chain?',
      'Asking price of €800k, about half of our cash; our cash is €1M.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(number(r, 'purchase_price')).toBeDefined();
    expect(premise(r, 'cash_share_pct')?.text).toMatch(/the board decides on/);
  });

  it('a candidate asking a salary is no purchase price', () => {
    const r = read('Should we hire a VP Sales?', 'The candidate is asking $250k. We have $3M in the bank.');
    expect(number(r, 'purchase_price')).toBeUndefined();
  });
});

describe('a stake given away is the stake sold', () => {
  it.each([
    ['In short: we would be "giving away 15%" for $3M at $12M pre-money.', /15%.*20%/],
    ['Summary: £1.5M at £4.5M pre, so we give away 20 percent.', /20 percent.*25%/],
    ['They offer ₹2 crore at a ₹8 crore pre-money valuation; we are giving away 30%.', /30%.*20%/],
  ])('%s', (context, text) => {
    expect(premise(read('Should we take the round?', context), 'equity_pct')?.text).toMatch(text);
  });

  it('discounts given away are no stake', () => {
    const r = read('Should we raise prices?', 'We give away 15% discounts to resellers; revenue is $2M.');
    expect(number(r, 'discount_pct')?.value).toBe(15);
    expect(number(r, 'equity_pct')).toBeUndefined();
  });
});

describe('people restated after a percentage cut are the cut, not the headcount', () => {
  it.each([
    ['We plan to cut 20% of the team, that is, 30 people. We have 120 employees.', 30, 120],
    ['We propose a 25% headcount reduction, i.e. 10 roles, from our 60-person team.', 10, 60],
    ['We would lay off 10% of staff, or 9 jobs, out of 70 employees.', 9, 70],
  ])('%s', (context, cut, headcount) => {
    const r = read('Should we reduce the team?', context);
    expect(number(r, 'headcount_cut')?.value).toBe(cut);
    expect(number(r, 'headcount')?.value).toBe(headcount);
    expect(premise(r, 'headcount_cut_pct')?.text).toMatch(/the board decides on/);
  });

  it('people after a growth figure are not a cut', () => {
    const r = read(
      'Should we restructure?',
      'Revenue grew 20%, that is, 30 people joined. We have 120 employees.',
    );
    expect(number(r, 'headcount_cut')).toBeUndefined();
  });
});

describe('what an average account pays each month feeds the lifetime value', () => {
  it.each([
    'The average account pays us $120 per month; monthly churn is 4%; LTV is $9,000.',
    'On average, an account pays $120 a month; churn is 4% monthly; our LTV is $9,000.',
    'An average customer is paying $120 monthly, churn 4% a month, LTV $9,000.',
    'Each account pays on average $120 a month. Churn: 4% monthly. LTV: $9,000.',
  ])('%s', (context) => {
    const r = read('Should we spend more on ads?', context);
    expect(premise(r, 'ltv')?.text).toMatch(/the board decides on \$3,000/);
  });

  it('what we pay a supplier each month is no price of ours', () => {
    const r = read('Should we switch couriers?', 'We pay the courier $120 a month; churn is 4% monthly.');
    expect(number(r, 'price')).toBeUndefined();
  });
});

describe('a budget model’s average net burn is the monthly burn', () => {
  it.each([
    'Average net burn in the budget model is $150k. Cash is $1.8M; runway 24 months.',
    'Average net burn per the budget is $150k. Cash is $1.8M; runway 24 months.',
    'The average net burn (budget model) is $150k; cash is $1.8M; runway 24 months.',
    'Average net burn, according to the budget model, is $150k; cash is $1.8M; runway 24 months.',
  ])('%s', (context) => {
    const r = read('Should we hire a VP Marketing?', context);
    expect(number(r, 'monthly_burn')?.value).toBe(150_000);
    expect(number(r, 'budget')).toBeUndefined();
    expect(premise(r, 'runway_months')?.text).toMatch(/the board decides on 12 months/);
  });

  it('a budget for the move beside the burn stays a budget', () => {
    const r = read(
      'Should we hire?',
      'Our average net burn is $150k and the budget for the hire is $20k. Cash is $1.8M.',
    );
    expect(number(r, 'budget')?.value).toBe(20_000);
  });
});

describe('a revenue or EBITDA covenant already breached is flagged', () => {
  it.each([
    [
      'Our loan covenant requires annual revenue of at least $5M. Revenue last year was $4.2M. Cash is $800k.',
      /\$4\.2M, 16% below the \$5M/,
    ],
    [
      'The bank covenant sets a minimum EBITDA of €1M a year; our EBITDA for 2025 came in at €700k.',
      /€700k, 30% below the €1M/,
    ],
    [
      'Under the facility we must maintain ARR above £3M; our ARR is £2.6M today.',
      /£2\.6M, 13\.3% below the £3M/,
    ],
    [
      'The covenant requires trailing twelve-month revenue of no less than $10M; we did $8.5M in the last twelve months.',
      /\$8\.5M, 15% below the \$10M/,
    ],
  ])('%s', (context, text) => {
    const r = read('Should we take a working-capital loan?', context);
    expect(premise(r, 'covenant_breach')?.text).toMatch(text);
    expect(premise(r, 'covenant_breach')?.text).toMatch(/already breached/);
  });

  it.each([
    'Our loan covenant requires annual revenue of at least $5M. Revenue last year was $6.1M.',
    'To break even we need revenue of at least $5M; revenue is $4M. The bank offers a $500k loan.',
  ])('no breach: %s', (context) => {
    expect(
      premise(read('Should we take a working-capital loan?', context), 'covenant_breach'),
    ).toBeUndefined();
  });
});
