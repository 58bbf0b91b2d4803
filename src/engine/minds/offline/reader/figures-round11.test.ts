// Round 11: a figure keeps its period and basis (a fortnightly payroll, quarterly revenue, a
// post-money cap), whose and which role it is (people a contract ties up, revenue a plan counts on
// later, money already in on earlier SAFEs), and the sums a board makes from them (SAFEs stacked,
// the margin at a new price, runway after a new running cost, a grant's overhead cap and our own
// share, a budget against its first year's revenue) and the premise of a plan that runs out of cash
// before its revenue comes. Each in three rewordings, with near misses.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);
const figure = (r: DecisionReading, meaning: string) => r.numbers.find((n) => n.meaning === meaning);

describe('a sum keeps its period and is read a month at a time', () => {
  it.each([
    ['Our payroll is $48k fortnightly. Cash is $900k.', 104000],
    ['Our fortnightly payroll is $48k. Cash is $900k.', 104000],
    ['Payroll runs at $48k every two weeks. Cash is $900k.', 104000],
    ['Payroll is $48k bi-weekly. Cash is $900k.', 104000],
  ])('a fortnightly payroll is 26 pay runs a year: %s', (context, monthly) => {
    const r = read('Should we hire two more engineers?', context);
    const payroll = figure(r, 'monthly_cost');
    expect(payroll?.value).toBe(monthly);
    expect(payroll?.text).toMatch(/a fortnight \(\$104k a month\)/);
  });

  it.each([
    ['Revenue is $300k a quarter. Cash $500k. Burn $40k a month.', 'mrr', 100000],
    ['Quarterly revenue was £300k. Cash £500k.', 'mrr', 100000],
    ['The rent would be €30k per quarter. Cash €500k. Burn €40k a month.', 'monthly_cost', 10000],
    ['We spend $2,500 a week on contractors. Cash is $200k.', 'monthly_cost', 10833],
  ])('a quarter or a week is converted, not read as a year or a month: %s', (context, meaning, value) => {
    const r = read('Should we open a second office?', context);
    expect(figure(r, meaning)?.value).toBe(value);
    expect(r.numbers.some((n) => n.meaning === 'annual_revenue')).toBe(false);
  });

  it('near misses: a sum a day is left unread, a monthly or yearly sum unchanged', () => {
    const r = read('Should we hire a designer?', 'Contractors cost $400 a day. Payroll is $80k a month.');
    expect(r.numbers.some((n) => n.value === 400)).toBe(false);
    expect(figure(r, 'monthly_cost')?.value).toBe(80000);
    const yearly = read('Should we renew the lease?', 'The rent is £120k a year. Cash is £1M.');
    expect(yearly.numbers.find((n) => n.value === 120000)?.meaning).toBe('annual_cost');
  });
});

describe('SAFEs and notes: the sum, the cap and its basis, and the money already in', () => {
  it.each([
    [
      'Should we sign the SAFE?',
      'An angel offers $300k on a SAFE with a post-money valuation cap of $6M.',
      5,
    ],
    ['Should we accept a £300k SAFE at a £6M post-money cap?', '', 5],
    ['Should we take the SAFE?', 'The investor puts in €300k, capped at €6M post-money.', 5],
  ])(
    'a post-money cap stays post-money, and the dilution divides by it: %s %s',
    (topic, context, dilution) => {
      const r = read(topic, context);
      expect(figure(r, 'raise_amount')?.value).toBe(300000);
      const cap = r.numbers.find((n) => n.value === 6000000);
      expect(cap?.label).toMatch(/post-money valuation cap/);
      expect(calc(r, 'dilution')?.value).toBeCloseTo(dilution, 1);
      expect(calc(r, 'dilution')?.inputs).toMatch(/post-money/);
    },
  );

  it.each([
    [
      'Should we accept a $500k SAFE at a $5M post-money valuation cap?',
      'We already have two SAFEs outstanding: $250k at a $4M post-money cap and $300k at a $6M post-money cap.',
      21.25,
    ],
    [
      'Should we take the angel’s £200k SAFE at a £4M post-money cap?',
      'We raised two SAFEs last year: £150k capped at £3M post and £100k capped at £2M post-money.',
      15,
    ],
    [
      'Should we sign a new €400k SAFE with an €8M post-money cap?',
      'Earlier SAFEs total two: €100k at a €2M post-money cap and €250k at a €5M post-money cap.',
      15,
    ],
  ])('several SAFEs stack, the earlier ones as past money: %s', (topic, context, total) => {
    const r = read(topic, context);
    const stack = calc(r, 'safe_stack');
    expect(stack?.value).toBeCloseTo(total, 1);
    expect(stack?.result).toMatch(/already sold/);
    expect(r.numbers.filter((n) => n.meaning === 'raise_amount' && n.role === 'past')).toHaveLength(2);
    // The raise on the table is the new money, not an earlier SAFE.
    expect(r.numbers.find((n) => n.meaning === 'raise_amount' && n.role === 'actual')?.clause).toMatch(
      /should we/i,
    );
  });

  it('a cap with no basis is read pre-money and the post-money figure is shown beside it', () => {
    const r = read('Should we take the angel’s $400k SAFE with an $8M valuation cap?');
    expect(calc(r, 'dilution')?.inputs).toMatch(/basis is not stated: at a post-money cap it is 5%/);
  });

  it('near miss: a priced round and an earlier round are no stack of SAFEs', () => {
    const r = read(
      'Should we raise $2M at a $10M pre-money valuation?',
      'Last year we raised $1M at a $4M pre-money valuation.',
    );
    expect(calc(r, 'safe_stack')).toBeUndefined();
    expect(calc(r, 'dilution')?.value).toBeCloseTo(16.7, 1);
  });
});

describe('the margin at a new price over what a unit costs', () => {
  it.each([
    [
      'Should we raise our unit price from $40 to $48?',
      'Unit cost is $30. We sell 2,000 units a month.',
      37.5,
      44.4,
    ],
    ['Should we raise the box price from £40 to £48?', 'Each box costs us £30 a unit to make.', 37.5, 44.4],
    ['Should we increase the price from €40 to €48?', 'The cost per unit is €30.', 37.5, 44.4],
  ])(
    'a rise: margin before and after, and the units that can be lost: %s',
    (topic, context, margin, loss) => {
      const r = read(topic, context);
      expect(calc(r, 'unit_margin')?.value).toBeCloseTo(margin, 1);
      expect(calc(r, 'volume_to_hold_profit')?.value).toBeCloseTo(loss, 1);
      // One unit's cost is no cost against the cash.
      expect(calc(r, 'cost_share')).toBeUndefined();
    },
  );

  it('a cut needs more units to stand still, and a price under the unit cost says so', () => {
    const cut = read('Should we cut the price of the kit from €48 to €40?', 'Each kit costs us €30 a unit.');
    expect(calc(cut, 'volume_to_hold_profit')?.result).toMatch(/80% more units/);
    const under = read('Should we cut the price from $40 to $28?', 'Unit cost is $30.');
    expect(calc(under, 'unit_margin')?.result).toMatch(/at or below what a unit costs/);
  });

  it('near miss: a retention bonus is a cost against cash, not a unit cost', () => {
    const r = read('Should we pay a $30k retention bonus to the CTO?', 'Cash $500k; burn $50k a month.');
    expect(calc(r, 'unit_margin')).toBeUndefined();
    expect(calc(r, 'cost_share')).toBeDefined();
  });
});

describe('runway before and after a new running cost', () => {
  it.each([
    ['Should we sign a 5-year office lease at $15k a month?', 'Cash is $1.1M, net burn $70k a month.', 12.9],
    [
      'Should we move to the new warehouse?',
      'The landlord quotes £240k a year. We have £900k in the bank and burn £50k a month.',
      12.9,
    ],
    [
      'Should we add the new support tool?',
      'It would cost €8k a month. Cash €600k, burn €40k a month.',
      12.5,
    ],
  ])('%s', (topic, context, after) => {
    const r = read(topic, context);
    expect(calc(r, 'runway_after_cost')?.value).toBeCloseTo(after, 1);
    expect(calc(r, 'runway_after_cost')?.result).toMatch(/^from .* to /);
  });

  it('near miss: a bill paid today is already in the burn', () => {
    const r = read(
      'Should we renew the CRM?',
      'We currently pay $4k a month for it. Cash $300k, burn $40k a month.',
    );
    expect(calc(r, 'runway_after_cost')).toBeUndefined();
  });
});

describe('a grant: its overhead cap and our own share of the project', () => {
  it.each([
    [
      'Should we apply for the Horizon grant?',
      'The grant is worth up to €750k; overhead costs may not exceed 20% of the grant. We must co-fund 30% of eligible costs. Cash is €400k.',
      150000,
      321429,
    ],
    [
      'Should we accept the £500k innovation grant?',
      'The grant covers 70% of eligible project costs and allows at most 15% for indirect costs. We have £600k in the bank.',
      75000,
      214286,
    ],
    [
      'Should we take the $1M state grant?',
      'Indirect costs are capped at 10% of the grant and matched funding of 50% is required. Cash is $2M.',
      100000,
      1000000,
    ],
  ])('%s', (topic, context, overhead, own) => {
    const r = read(topic, context);
    expect(figure(r, 'grant_amount')).toBeDefined();
    expect(calc(r, 'grant_overhead_cap')?.value).toBeCloseTo(overhead, -2);
    expect(calc(r, 'grant_own_funding')?.value).toBeCloseTo(own, -2);
  });

  it('near misses: to grant someone a bonus, or a firm called Grant, names no grant', () => {
    const r = read('Should we grant the new CFO a $40k signing bonus?', 'Cash is $800k.');
    expect(figure(r, 'grant_amount')).toBeUndefined();
    const auditor = read('Should we switch auditors?', 'KPMG quoted £140k. Grant Thornton quoted £70k.');
    expect(figure(auditor, 'grant_amount')).toBeUndefined();
  });
});

describe('a plan that runs out of cash before the revenue it counts on', () => {
  it.each([
    [
      'We have $100k in the bank and burn $80k a month. The plan counts on new revenue of $50k a month starting in month 4.',
      220000,
    ],
    [
      'Cash is £250k and we lose £60k a month. The plan assumes the retail deal brings in £90k a month from month 6.',
      110000,
    ],
    ['Our cash is €300k, burn €100k a month; we expect €120k a month of new sales from month 5.', 200000],
  ])('%s', (context, gap) => {
    const r = read('Should we approve the turnaround plan?', context);
    const check = r.premise_checks.find((p) => p.meaning === 'cash_before_revenue');
    expect(check?.text).toMatch(/cash runs out before the revenue arrives/);
    expect(check?.text).toContain(new Intl.NumberFormat('en-US').format(gap / 1000));
    // Revenue that starts later is the plan's, not today's.
    expect(
      r.numbers.some((n) => (n.meaning === 'mrr' || n.meaning === 'annual_revenue') && n.role === 'actual'),
    ).toBe(false);
  });

  it('near miss: cash that lasts past the start of the revenue raises nothing', () => {
    const r = read(
      'Should we approve the plan?',
      'Cash is €900k and burn €60k a month. We expect €70k a month of new sales from month 6.',
    );
    expect(r.premise_checks.some((p) => p.meaning === 'cash_before_revenue')).toBe(false);
  });
});

describe('people a commitment takes from the team are not the headcount', () => {
  it.each([
    ['The contract would need 4 dedicated engineers. We have 25 employees.', 4, 25],
    ['We would assign 3 engineers full-time to it. We are 18 people.', 3, 18],
    ['Two developers would be seconded to the client. The team is 12 people.', 2, 12],
  ])('%s', (context, committed, headcount) => {
    const r = read('Should we sign the contract with the hospital group?', context);
    expect(figure(r, 'people_affected')?.value).toBe(committed);
    expect(r.numbers.find((n) => n.meaning === 'headcount' && n.role === 'actual')?.value).toBe(headcount);
  });

  it('near miss: the team we have is the headcount', () => {
    const r = read('Should we hire 4 engineers?', 'We have 30 engineers.');
    expect(r.numbers.find((n) => n.meaning === 'headcount')?.value).toBe(30);
    expect(figure(r, 'people_affected')).toBeUndefined();
  });
});

describe('a budget against the revenue it is meant to bring', () => {
  it.each([
    ['The budget is $600k. The product is forecast to make $400k in its first year.', 66.7],
    ['The launch budget is €250k. We expect €30k a month of new sales in the first year.', 144],
    ['We would spend a budget of £500k; projected revenue in year one is £200k.', 40],
  ])('%s', (context, share) => {
    const r = read('Should we approve the launch budget?', context);
    expect(calc(r, 'spend_against_first_year')?.value).toBeCloseTo(share, 0);
  });

  it('near miss: revenue today is no first-year return', () => {
    const r = read(
      'Should we fund the trade-show programme?',
      'It needs a budget of £120k. Revenue is £2.4M a year.',
    );
    expect(calc(r, 'spend_against_first_year')).toBeUndefined();
    expect(calc(r, 'budget_share_of_revenue')?.value).toBeCloseTo(5, 1);
  });
});

describe('a contract’s value is the customer’s money to us, set against our revenue', () => {
  it.each([
    [
      'Should we bid for the council contract?',
      'The contract’s annual value is £2M. Our turnover is £5M.',
      40,
    ],
    [
      'Should we sign with Northwind?',
      'The deal has an annual value of $1.2M and runs three years. We make $4M a year.',
      30,
    ],
    ['Should we take the Globex deal?', 'Globex would buy $600k of product annually. ARR is $3M.', 20],
    ['Should we take on the Medline account?', 'Medline would pay us €40k a month. Our ARR is €2.4M.', 20],
  ])('%s', (topic, context, added) => {
    const r = read(topic, context);
    expect(figure(r, 'contract_value')).toBeDefined();
    expect(calc(r, 'contract_share_of_revenue')?.result).toContain(`adds ${added}%`);
  });

  it('near misses: what we buy is a price we pay, and a supplier’s contract adds no revenue', () => {
    const buy = read(
      'Should we buy the stock?',
      'We would buy $600k of inventory from the supplier. Cash is $1M.',
    );
    expect(figure(buy, 'purchase_price')?.value).toBe(600000);
    const supplier = read(
      'Should we renew the AWS contract?',
      'The contract is worth $400k a year to the vendor. Our revenue is $5M.',
    );
    expect(calc(supplier, 'contract_share_of_revenue')).toBeUndefined();
  });

  it('near miss: a partner contributing a share of revenue names no grant', () => {
    const r = read(
      'Partner with Shopify as a featured app',
      'Shopify takes 20% of revenue from app store sales, and we would contribute 10% of revenue to co-marketing.',
    );
    expect(r.numbers.some((n) => n.meaning === 'cofunding_pct')).toBe(false);
  });
});
