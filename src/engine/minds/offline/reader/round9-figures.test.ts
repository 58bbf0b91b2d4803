// Round 9: a figure's role and owner (the rand as a currency, a few customers picked out of the
// base, complainants who are not the staff, a burn the move acts on), the sums a CFO leads with
// (the lease net of its rent-free months, LTV ÷ CAC and CAC payback, a payroll the cash cannot
// meet, a per-head saving against the burn, debt service against a cover-ratio covenant) and
// figures the board must not ask for (a burn from a business that breaks even or makes a profit).
// Each in three rewordings, in different currencies, with near misses.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { asksForGiven } from './figure-check.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);
const premise = (r: DecisionReading, meaning: string) => r.premise_checks.find((p) => p.meaning === meaning);
const figure = (r: DecisionReading, meaning: string) => r.numbers.find((n) => n.meaning === meaning);
const asksBurn = (r: DecisionReading) => r.missing.some((m) => /burn/i.test(m.question));

describe('the rand is a currency', () => {
  it.each([
    ['Northwind will pay us R6m over the 3-year term. Last year our revenue was R9m.', 9e6, 'R'],
    ['The client pays ZAR 6m over three years; our turnover was ZAR 9m last year.', 9e6, 'R'],
    ['They will pay us R 6 million across 3 years, against revenue of R 9 million last year.', 9e6, 'R'],
  ])(
    'and a contract paid to us over a term is a share of revenue, not a doubling: %s',
    (context, revenue, unit) => {
      const r = read(
        'Should we sign the three-year contract with the retailer?',
        `${context} Management says this contract doubles the business.`,
      );
      const rev = figure(r, 'annual_revenue');
      expect(rev?.value).toBe(revenue);
      expect(rev?.unit).toBe(unit);
      expect(premise(r, 'revenue_growth_pct')?.computed).toBeCloseTo(22.2, 0);
    },
  );

  it('a rating or a version named with an R is no sum', () => {
    const r = read(
      'Should we upgrade the R2 servers?',
      'The upgrade costs $40k and we have $500k in the bank.',
    );
    expect(r.numbers.some((n) => n.unit === 'R')).toBe(false);
  });
});

describe('a lease commits its rent for the term less the rent-free months', () => {
  it.each([
    [
      'The lease is 10 years with no break clause, rent of £18k per month, and 6 months rent-free.',
      18_000 * 114,
    ],
    ['A ten-year lease at €18k a month, with the first 6 months rent-free and no break.', 18_000 * 114],
    ['Rent is 18k a month for 10 years, with a 6-month rent holiday at the start.', 18_000 * 114],
  ])('%s', (context) => {
    const r = read(
      'Should we sign the lease on the new office?',
      `${context} We hold 400k in cash and are roughly break-even.`,
    );
    expect(calc(r, 'lease_commitment')?.value).toBe(18_000 * 114);
    expect(figure(r, 'rent_free_months')?.value).toBe(6);
    expect(asksBurn(r)).toBe(false);
  });

  it('with no rent-free period the whole term is counted', () => {
    const r = read(
      'Should we sign the lease on the new office?',
      'The lease is 5 years at $10k a month. We have $300k cash.',
    );
    expect(calc(r, 'lease_commitment')?.value).toBe(600_000);
  });
});

describe('a business that breaks even or makes a profit is not asked for its burn', () => {
  it.each([
    'We are roughly break-even and hold £250k cash.',
    'The firm is profitable, with €250k in the bank.',
    'Operating cash flow is about R380k a year and we hold R250k cash.',
  ])('%s', (context) => {
    const r = read('Should we take the bank loan of 900k over 5 years at 8%?', context);
    expect(asksBurn(r)).toBe(false);
    expect(asksForGiven('What is the monthly burn?', r)).toContain('monthly burn');
  });

  it('a business that says it is not yet profitable is still asked', () => {
    const r = read(
      'Should we take the bank loan of 900k over 5 years at 8%?',
      'We are not yet profitable and hold £250k cash.',
    );
    expect(asksBurn(r)).toBe(true);
  });
});

describe('debt service is set against a cover-ratio covenant, however it is named', () => {
  it.each([
    'There is a debt service cover ratio covenant of 1.25x tested quarterly.',
    'The bank requires a DSCR of at least 1.25x.',
    'The covenant sets a minimum debt-service coverage of 1.25x.',
  ])('%s', (covenant) => {
    const r = read(
      'Should we take the term loan to replace the main machine?',
      `Revenue is £4.2m a year and operating cash flow about £380k a year. The bank offers a £900k term loan over 5 years at a fixed 8% interest rate. ${covenant} Our two largest customers pay at 90 days.`,
    );
    const cover = calc(r, 'debt_service_coverage');
    expect(cover?.value).toBeCloseTo(1.74, 1);
    expect(cover?.result).toMatch(/above the 1\.25× the covenant requires/);
    expect(figure(r, 'customers')).toBeUndefined();
  });
});

describe('LTV ÷ CAC and CAC payback are computed and a deck’s ratio is checked', () => {
  it.each([
    [
      'The deck claims LTV/CAC of 9x. Customers pay $80 a month, monthly churn is 4%, gross margin is 70% and CAC is $600.',
      9,
      2.3,
      10.7,
    ],
    [
      'The slides show an LTV to CAC ratio of 7x. Our average subscriber pays £25 a month, churn is 5% a month and the customer acquisition cost is £240. Gross margin is 80%.',
      7,
      1.7,
      12,
    ],
    [
      'The growth team says LTV:CAC is 6x. Subscribers pay R300 a month, monthly churn is 3%, and CAC is R3,500.',
      6,
      2.9,
      11.7,
    ],
  ])('%s', (context, claimed, ratio, payback) => {
    const r = read('Should we approve the paid acquisition budget for next quarter?', context);
    expect(calc(r, 'ltv_to_cac')?.value).toBeCloseTo(ratio, 1);
    expect(calc(r, 'cac_payback')?.value).toBeCloseTo(payback, 0);
    expect(premise(r, 'ltv_cac_ratio')?.stated).toBe(claimed);
  });

  it('a stated ratio the figures bear out is no premise to correct', () => {
    const r = read(
      'Should we approve the ads budget?',
      'LTV/CAC is 2.5x. Customers pay $50 a month, churn is 4% a month and CAC is $500.',
    );
    expect(premise(r, 'ltv_cac_ratio')).toBeUndefined();
  });
});

describe('a payroll the cash cannot meet is a shortfall, and the cash stays cash', () => {
  it.each([
    ['We have £60k in the bank and payroll of £210k is due on Friday.', 150_000],
    ['Cash on hand is €45k. The wage bill of €130k falls due next week.', 85_000],
    ['Our payroll is 95k, due in 5 days, and we hold 30k cash.', 65_000],
  ])('%s', (context, short) => {
    const r = read('Should we keep taking customer pre-payments to meet payroll?', context);
    expect(calc(r, 'payroll_shortfall')?.value).toBe(short);
    expect(asksBurn(r)).toBe(false);
  });

  it('a payroll the cash covers leaves no shortfall', () => {
    const r = read(
      'Should we pay the bonus with payroll?',
      'Payroll is $80k a month and we have $900k in the bank.',
    );
    expect(calc(r, 'payroll_shortfall')).toBeUndefined();
  });
});

describe('a per-head saving is recomputed and set against the burn the move acts on', () => {
  it.each([
    [
      'The meal allowance costs €120 per head per month. We have 45 staff. Finance says removing it saves €54k a month, which would solve our burn of €310k a month. We have €2.1m cash.',
      310_000,
    ],
    [
      'The gym benefit costs R450 per employee a month across 120 employees. HR claims dropping it saves R540k a month, which closes most of our monthly burn of R900k. Cash is R6m.',
      900_000,
    ],
    [
      'The commuter allowance is 75 a month per employee and we have 60 employees. The CFO says cutting it saves 45k a month against a burn of 250k a month. We hold 1.5m in cash.',
      250_000,
    ],
  ])('%s', (context, burn) => {
    const r = read('Should we cut the staff benefit to reduce our burn?', context);
    expect(r.numbers.find((n) => n.meaning === 'monthly_burn')?.role).toBe('actual');
    expect(figure(r, 'monthly_burn')?.value).toBe(burn);
    expect(premise(r, 'saving')?.text).toMatch(/of the .* monthly burn \(runway/);
  });
});

describe('people who complained are not the staff', () => {
  it.each([
    'Three colleagues filed a formal complaint against the sales lead. We employ 80 people.',
    'Four employees have complained about the manager. The company has 80 staff.',
    '2 engineers reported the behaviour to HR. We are a team of 80 people.',
  ])('%s', (context) => {
    const r = read('How should we handle the complaint?', context);
    expect(r.numbers.filter((n) => n.meaning === 'headcount').map((n) => n.value)).toEqual([80]);
  });
});

describe('revenue-based financing is costed and set against the equity it saves', () => {
  it.each([
    [
      'An RBF provider offers a $500k advance, repaid at 8% of monthly revenue until we have repaid 1.4x the advance. Alternatively an investor offers a $500k equity top-up at a flat $10m valuation. Our monthly revenue is $150k and growing 5% a month.',
      200_000,
      28,
    ],
    [
      'A revenue financing fund would advance €800k; we pay back 6% of monthly sales, capped at 1.35x. Our angels would instead put in €800k at a €12m pre-money. Monthly revenue is €220k, growing 3% a month.',
      280_000,
      42,
    ],
    [
      'We are offered a R3m revenue-based advance. The lender takes 10% of our monthly turnover until a total of 1.5x is repaid. Monthly turnover is R1.2m and flat. Alternatively we could sell equity at a R40m valuation.',
      1_500_000,
      38,
    ],
  ])('%s', (context, cost, months) => {
    const r = read('Should we take the revenue-based financing or sell equity?', context);
    const rbf = calc(r, 'rbf_cost');
    expect(rbf?.value).toBeCloseTo(cost, 0);
    expect(rbf?.result).toContain(`repaid in about ${months} months`);
    expect(rbf?.result).toMatch(/% a year/);
    expect(calc(r, 'equity_alternative_dilution')?.value).toBeGreaterThan(0);
    expect(calc(r, 'revenue_at_risk')).toBeUndefined();
  });

  it('a liquidation preference multiple is no repayment cap', () => {
    const r = read(
      'Should we accept the term sheet?',
      'They invest $2M at $8M pre-money with a 1x liquidation preference.',
    );
    expect(calc(r, 'rbf_cost')).toBeUndefined();
  });
});

describe('a budget is set against revenue at plan and flat, with cash and the unused overdraft', () => {
  it.each([
    [
      'Revenue this year is €3.0m. The budget plans €3.9m of spend, including €600k of hires ahead of revenue, and a revenue target of €4.2m. We have €350k cash and an unused €250k overdraft.',
      300_000,
      -900_000,
      30,
    ],
    [
      "Planned spending is £2.6m against this year's revenue of £2.2m; the plan needs revenue of £2.8m. It includes £400k on new hiring before the revenue arrives. Cash is £180k and we have an undrawn overdraft facility of £150k.",
      200_000,
      -400_000,
      18.2,
    ],
    [
      'The budget is 5.5m of total spend. Revenue last year was 4.8m; the plan targets revenue of 6m. Cash is 400k plus an unused 300k overdraft.',
      500_000,
      -700_000,
      14.6,
    ],
  ])('%s', (context, atPlan, flat, growth) => {
    const r = read("Should the board approve next year's budget?", context);
    expect(calc(r, 'budget_result_at_plan')?.value).toBe(atPlan);
    expect(calc(r, 'budget_result_flat')?.value).toBe(flat);
    expect(calc(r, 'growth_to_break_even')?.value).toBeCloseTo(growth, 0);
    expect(figure(r, 'credit_facility')).toBeDefined();
    expect(figure(r, 'loan_amount')).toBeUndefined();
    expect(calc(r, 'cost_share')).toBeUndefined();
    expect(asksBurn(r)).toBe(false);
  });
});

describe('where the people are is not asked when the text names the country in its adjective', () => {
  it.each([
    'We are a Portuguese online retailer; attackers encrypted our servers and demand a ransom.',
    'An Austrian GmbH with 60 staff: ransomware encrypted our systems and customer data was copied.',
    'We are a Kenyan fintech. Our servers were encrypted overnight and the attackers claim to hold ID numbers.',
  ])('%s', (context) => {
    const r = read('Should we pay the ransom?', context);
    expect(r.missing.some((m) => m.fact === 'where it happens')).toBe(false);
  });
});

describe('what one person sells is not the company’s revenue', () => {
  it.each([
    [
      'Three colleagues filed a formal harassment complaint against a salesperson who brings in $2m a year. We employ 80 people.',
      2e6,
    ],
    [
      'The accused is our top account executive; she alone generates €1.5m of annual revenue. Revenue overall is €9m.',
      1.5e6,
    ],
    ['The complaint concerns a sales manager who books R4m of sales a year. Company turnover is R30m.', 4e6],
  ])('%s', (context, sales) => {
    const r = read('How should we handle the complaint against our top salesperson?', context);
    expect(figure(r, 'person_sales')?.value).toBe(sales);
    expect(r.numbers.filter((n) => n.meaning === 'annual_revenue').every((n) => n.value !== sales)).toBe(
      true,
    );
  });

  it('a customer who brings in a sum is no person’s sales', () => {
    const r = read(
      'Should we give the customer exclusivity?',
      'Our largest customer brings in $1.2m a year. Revenue is $5m.',
    );
    expect(figure(r, 'person_sales')).toBeUndefined();
  });
});

describe('a business with revenue is asked what it makes or loses, not for a burn', () => {
  it.each([
    'We are a bakery chain with revenue of €3.1m a year. We hold €150k cash.',
    'Turnover is £2.4m and we have £90k in the bank.',
    'Annual sales are R18m; cash on hand is R1.1m.',
  ])('%s', (context) => {
    const r = read('Should we take the bank loan of 400k over 4 years at 7%?', context);
    const q = r.missing.find((m) => m.fact === 'monthly burn')?.question ?? '';
    expect(q).toMatch(/make or lose each month/);
    expect(q).not.toMatch(/what is the monthly burn/);
  });

  it('a start-up with no revenue is still asked for its burn', () => {
    const r = read(
      'Should we take the venture loan of $400k over 3 years at 11%?',
      'We have $900k in the bank.',
    );
    expect(r.missing.find((m) => m.fact === 'monthly burn')?.question).toMatch(/monthly burn/);
  });
});

describe('long customer payment terms are weighed as cash held in receivables', () => {
  it.each([
    [
      'Revenue is £4.2m a year. Our two largest customers pay at 90 days, which strains working capital; we hold £250k cash.',
      1.05e6,
    ],
    ['Sales are €12m a year. Our retail customers are on 60-day payment terms and we hold €700k cash.', 2e6],
    ['Turnover is R40m. The big mining clients pay us after 120 days. Cash is R3m.', 40e6 / 3],
  ])('%s', (context, tied) => {
    const r = read('Should we take the bank loan of 900k over 5 years at 8%?', context);
    expect(calc(r, 'receivables_tied_up')?.value).toBeCloseTo(tied, 0);
  });

  it('a sum due to a supplier within days is no customer payment term', () => {
    const r = read(
      'Should we take the bank loan?',
      'Revenue is $3m. We must settle the supplier invoice within 30 days. Cash is $200k.',
    );
    expect(calc(r, 'receivables_tied_up')).toBeUndefined();
  });
});
