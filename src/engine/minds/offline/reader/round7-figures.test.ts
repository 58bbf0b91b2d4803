// Round 7: figures given the wrong role (a payment read as revenue, a retention bonus as the price,
// the money raised as the valuation, the people a change reaches as the company's size), the sums a
// CFO leads with, and wrong premises said in plain words. Each in three rewordings, with near misses.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const fig = (r: DecisionReading, meaning: string) =>
  r.numbers.find((n) => n.meaning === meaning && n.whose === 'ours');
const values = (r: DecisionReading, meaning: string) =>
  r.numbers.filter((n) => n.meaning === meaning).map((n) => n.value);

describe('money we would pay out is a cost, never revenue', () => {
  it.each([
    [
      'Should we sign the three-year deal with the packaging supplier?',
      'We would pay the supplier $400k in total over the term.',
      400_000,
    ],
    ['Should we outsource manufacturing?', "We'd pay the factory $1.1M over two years.", 1_100_000],
    ['Should we renew the agency?', 'Payments to the agency would be $250k over the contract.', 250_000],
  ])('%s', (topic, context, value) => {
    const r = read(topic, `${context} Revenue is $4M a year and we have $1.5M in the bank.`);
    expect(values(r, 'annual_revenue')).toEqual([4_000_000]);
    expect(r.numbers.find((n) => n.value === value)?.meaning).toMatch(/cost/);
  });

  it('a customer paying us is still a payment coming in', () => {
    const r = read('Should we sign the deal?', 'The client would pay us $400k a year for three years.');
    expect(fig(r, 'contract_value')?.value).toBe(400_000);
  });
});

describe('in an acquisition, the price is the price and a retention bonus a cost', () => {
  it.each([
    [
      "We'd pay $3M for the company, plus $400k in retention bonuses for the two founders.",
      3_000_000,
      400_000,
    ],
    ['They ask $2.5M. To keep the team we would add a $300k retention package.', 2_500_000, 300_000],
    ['The asking price is $4M, and the founders would get a retention bonus of $500k.', 4_000_000, 500_000],
  ])('%s', (context, price, bonus) => {
    const r = read('Should we acquire DataNest?', `${context} We have $6M in the bank.`);
    expect(fig(r, 'purchase_price')?.value).toBe(price);
    expect(values(r, 'purchase_price')).not.toContain(bonus);
  });
});

describe('in a round, the money raised and the valuation keep their places', () => {
  it.each([
    ['The fund would invest $2M, valuing us at $8M.', 2_000_000, 'valuation', 8_000_000],
    ['Raise $1.5M at $10M pre.', 1_500_000, 'valuation', 10_000_000],
    ['Angels would put in $600k at $6M post-money.', 600_000, 'post_money_valuation', 6_000_000],
  ])('%s', (context, raised, meaning, valuation) => {
    const r = read('Should we accept the term sheet?', `${context} Cash is $300k and we burn $50k a month.`);
    expect(values(r, 'raise_amount')).toEqual([raised]);
    expect(fig(r, meaning)?.value).toBe(valuation);
  });
});

describe('the people a change reaches are not the headcount', () => {
  it.each([
    [
      'Should we move the warehouse team to Leeds?',
      'The move affects 25 people out of our 140 staff.',
      25,
      140,
    ],
    [
      'Should we relocate support to Lisbon?',
      '18 employees would have to relocate. We are 90 people in total.',
      18,
      90,
    ],
    [
      'Should we switch to a four-day week?',
      'The change would touch 60 staff in operations; the company has 220 employees.',
      60,
      220,
    ],
  ])('%s', (topic, context, affected, headcount) => {
    const r = read(topic, context);
    expect(fig(r, 'people_affected')?.value).toBe(affected);
    expect(values(r, 'headcount')).toEqual([headcount]);
    expect(r.calculations.find((c) => c.id === 'people_reached')?.result).toContain(`of ${headcount}`);
  });

  it('in a layoff, the people affected are the roles cut', () => {
    const r = read('Should we lay off part of the team?', 'The layoff affects 30 people of our 120 staff.');
    expect(fig(r, 'headcount_cut')?.value).toBe(30);
    expect(fig(r, 'headcount')?.value).toBe(120);
  });

  it('a company of 40 people is its headcount', () => {
    const r = read('Should we run the pilot?', 'We have 40 employees and would run it with 10 people.');
    expect(values(r, 'headcount')).toEqual([40]);
    expect(fig(r, 'people_affected')).toBeUndefined();
  });
});

describe('savings against the measures listed', () => {
  it.each([
    [
      'The plan saves $600k a year: cancel the analytics tool ($2k a month), drop the second office ($2.5k a month) and end the agency retainer ($500 a month).',
      'ten',
    ],
    [
      'Together these changes save us €540k a month. We would end the cleaning contract at €20k a month, cancel two licences at €14k a month and sublet a room for €20k a month.',
      'ten',
    ],
    [
      'We expect to save $48k a month by cancelling Salesforce ($24k a year), dropping Zoom ($12k a year) and ending the courier deal ($12k a year).',
      'twelve',
    ],
  ])('a saving tenfold or twelvefold its parts is flagged: %s', (context, times) => {
    const r = read(
      'Should we approve the cost-cutting plan?',
      `${context} We have $800k cash and burn $100k a month.`,
    );
    const check = r.premise_checks.find((p) => p.meaning === 'saving');
    expect(check?.text).toMatch(/^You state savings of /);
    expect(check?.text).toContain(`about ${times} times`);
    expect(check?.text).toContain('no cut should rest on the stated figure');
  });

  it('a saving its parts add up to is not flagged', () => {
    const r = read(
      'Should we approve the cost plan?',
      'It saves $30k a month: end the warehouse lease ($18k a month) and cancel the data feed ($12k a month).',
    );
    expect(r.premise_checks.filter((p) => p.meaning === 'saving')).toEqual([]);
  });
});

describe('the sums a CFO leads with', () => {
  it.each([
    'The landlord wants $12k a month on a five-year lease, plus $150k fit-out.',
    'Rent is $12k a month for 5 years and the fit-out costs $150k.',
    'A 60-month lease at $12k a month, with a $150k build-out.',
  ])('the lease commitment counts the fit-out and sets it against cash: %s', (context) => {
    const r = read(
      'Should we sign the office lease?',
      `${context} We have $1.2M in the bank and burn $90k a month.`,
    );
    const lease = r.calculations.find((c) => c.id === 'lease_commitment');
    expect(lease?.value).toBe(870_000);
    expect(lease?.inputs).toContain('of today’s $1.2M cash');
  });

  it.each([
    'It costs $240k one-off.',
    'The machine is a one-off $240k purchase.',
    'The upfront cost is $240k.',
  ])('a one-off cost is said in months of runway: %s', (context) => {
    const r = read(
      'Should we buy the new CNC machine?',
      `${context} We have $600k in the bank and burn $50k a month.`,
    );
    expect(r.calculations.find((c) => c.id === 'cost_share')?.result).toContain(
      'runway from 12 months to 7.2 months',
    );
  });

  it.each([
    ['Our LTV is $9,000. Customers pay $100 a month, gross margin is 70% and monthly churn is 3%.', '$2,333'],
    [
      'Lifetime value is $9,000; ARPU is $100 a month at a 70% gross margin, with 3% monthly churn.',
      '$2,333',
    ],
    ['We pitch an LTV of $12,000: $200 a month per customer, 60% margin, 4% churn a month.', '$3,000'],
  ])('an inflated lifetime value is a premise the board corrects: %s', (context, computed) => {
    const r = read('Should we double marketing spend?', context);
    const check = r.premise_checks.find((p) => p.meaning === 'ltv');
    expect(check?.computed_text).toBe(computed);
    expect(check?.text).toMatch(/^You put the lifetime value at .*; the figures give/);
  });

  it.each([
    'A $500k loan at 9% interest, repaid over 4 years.',
    'The bank would lend us $500k at 9% a year over 48 months.',
    'Borrow $500k for four years at a 9% rate.',
  ])('a loan: a year of interest, and runway once repayments start: %s', (context) => {
    const r = read('Should we take the bank loan?', `${context} We have $300k cash and burn $40k a month.`);
    expect(r.calculations.find((c) => c.id === 'interest_year')?.value).toBe(45_000);
    const runway = r.calculations.find((c) => c.id === 'runway_with_repayments');
    expect(runway?.value).toBeCloseTo(800_000 / (40_000 + 12_442.52), 1);
    expect(runway?.inputs).toContain('repayments a month');
  });
});

describe('a team a candidate led elsewhere is not our headcount', () => {
  it.each([
    'The candidate ran a 20-person sales team at a larger competitor.',
    'She led a team of 20 engineers at a bank before this.',
    'He previously managed a 20-strong sales org at another SaaS company.',
  ])('%s', (context) => {
    const r = read('Should we hire a VP of Sales at $220k base salary?', `We are 15 people. ${context}`);
    expect(values(r, 'headcount')).toEqual([15]);
  });

  it.each([
    'We are a 20-person team based in Austin.',
    'We have 20 people at our Austin office.',
    'Our team of 20 runs the product.',
  ])('our own team still counts: %s', (context) => {
    const r = read('Should we hire a VP of Sales at $220k base salary?', context);
    expect(values(r, 'headcount')).toEqual([20]);
  });
});
