// A company bought has its own profit, a leverage covenant is a ceiling on debt over EBITDA, and a
// cut is worth the roles it removes. Each in two wordings of our own, with a near miss.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const figure = (r: DecisionReading, value: number) => r.numbers.find((n) => Math.abs(n.value - value) < 1);
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);

describe('the company bought holds its own profit', () => {
  it.each([
    'Baltica Freight has revenue of €22m and EBITDA of €1.6m.',
    'Baltica Freight: €22m revenue, €1.6m EBITDA, 95 staff.',
    'The target does €22m revenue, €1.6m EBITDA.',
  ])('%s', (context) => {
    const r = read('Should we buy Baltica Freight for €14m?', `We have €5m cash. ${context}`);
    expect(figure(r, 1_600_000)).toMatchObject({ meaning: 'operating_profit', whose: 'counterparty' });
    expect(figure(r, 22_000_000)).toMatchObject({ whose: 'counterparty', role: 'actual' });
    expect(calc(r, 'earnings_multiple')?.value).toBeCloseTo(14 / 1.6, 1);
  });

  it('our own EBITDA named after its figure stays ours, and a revenue it is earned on is revenue', () => {
    const r = read(
      'Should we buy Baltica Freight for €14m?',
      'We made €3.9m EBITDA last year on €41m revenue.',
    );
    expect(figure(r, 3_900_000)).toMatchObject({ meaning: 'operating_profit', whose: 'ours' });
    expect(figure(r, 41_000_000)?.meaning).toBe('annual_revenue');
  });

  it('a revenue goal is still a target', () => {
    const r = read('Should we buy Baltica Freight for €14m?', 'Our target is €80m revenue by 2029.');
    expect(figure(r, 80_000_000)?.role).toBe('target');
  });

  it('EBITDA opening a clause is a measure, not a company', () => {
    const r = read('Take the loan?', 'We can borrow €5M over 5 years at 6%; EBITDA runs at €2.2M.');
    expect(figure(r, 2_200_000)).toMatchObject({ meaning: 'operating_profit', whose: 'ours' });
  });
});

describe('debt after the step against a leverage covenant', () => {
  it.each([
    'Our facility has a covenant of net debt to EBITDA below 3.0x.',
    'The bank tests leverage: net debt may not exceed 3x EBITDA.',
  ])('an acquisition raises net debt by its whole price: %s', (covenant) => {
    const r = read(
      'Should we buy Baltica Freight for €14m?',
      `Revenue €41m, EBITDA €3.9m, net debt €6m. Baltica has EBITDA of €1.6m. Our bank would lend €10m. ${covenant} Cash €5m.`,
    );
    expect(figure(r, 3)).toMatchObject({ meaning: 'leverage_limit', role: 'ceiling' });
    const after = calc(r, 'leverage_after');
    expect(after?.value).toBeCloseTo(20 / 5.5, 1);
    expect(after?.result).toMatch(/breaches/);
    // The loan pays most of the price: the cash the deal takes is the rest.
    expect(calc(r, 'price_share_of_cash')?.value).toBeCloseTo(80, 0);
  });

  it('a loan within the limit says how far EBITDA can fall', () => {
    const r = read(
      'Should we take the term loan?',
      'A bank would lend us £2m. EBITDA is £1.5m and we owe £1m already. Leverage covenant: at most 3.5x.',
    );
    const after = calc(r, 'leverage_after');
    expect(after?.value).toBeCloseTo(2, 1);
    expect(after?.result).toMatch(/can fall 43%/);
  });

  it('a coverage ratio is not a leverage limit', () => {
    const r = read(
      'Should we take the term loan?',
      'A bank would lend us £2m. EBITDA is £1.5m. DSCR must stay above 1.25x.',
    );
    expect(r.numbers.some((n) => n.meaning === 'leverage_limit')).toBe(false);
    expect(calc(r, 'leverage_after')).toBeUndefined();
  });
});

describe('what a cut saves', () => {
  it.each([
    ['Should we lay off 12 of our 60 staff?', 'Average fully loaded cost per employee is $85k a year.'],
    ['Do we let 12 people go?', 'We employ 60; each employee costs about $85k a year all in.'],
  ])('%s', (topic, cost) => {
    const r = read(
      topic,
      `${cost} We have $1.2m in the bank and burn $180k a month. Severance would total $170k.`,
    );
    expect(calc(r, 'monthly_saving')?.value).toBeCloseTo(85_000, -2);
    expect(calc(r, 'runway_after_cut')?.value).toBeCloseTo((1_200_000 - 170_000) / 95_000, 1);
    expect(calc(r, 'severance_payback')?.value).toBeCloseTo(2, 1);
  });

  it('a cut with no cost per role given leaves the saving unworked', () => {
    const r = read(
      'Should we lay off 12 of our 60 staff?',
      'We have $1.2m in the bank and burn $180k a month.',
    );
    expect(calc(r, 'monthly_saving')).toBeUndefined();
  });
});

describe('figures as they are written in more countries', () => {
  const values = (context: string) =>
    read('Should we raise a bridge round?', context).numbers.map((n) => n.value);
  it.each([
    ['We have VND 25 tỷ in the bank and burn VND 1,8 tỷ a month.', [25e9, 1.8e9]],
    ['Cash is 25 tỷ đồng; monthly burn 1.800 triệu đồng.', [25e9, 1.8e9]],
    ['Cash Rp 12 miliar, burn Rp 900 juta per bulan.', [12e9, 9e8]],
    ['Cash: R$ 2 bi. Revenue R$ 11 bilhões.', [2e9, 11e9]],
    ['We hold 1,5 mil milhões de euros in cash.', [1.5e9]],
    ["Cash CHF 1'200'000, burn CHF 85'000 a month.", [1_200_000, 85_000]],
    ['We have 3,2 M€ in cash and burn 150 k€ per month.', [3_200_000, 150_000]],
  ])('%s', (context, expected) => {
    expect(values(context)).toEqual(expected);
  });

  it('a decimal comma before a percent sign is a decimal', () => {
    const r = read('Should we raise prices?', 'Gross margin is 12,5% and churn 1,8% a month.');
    expect(r.numbers.map((n) => [n.meaning, n.value])).toEqual([
      ['gross_margin_pct', 12.5],
      ['churn_monthly_pct', 1.8],
    ]);
  });

  it('an hourly rate is no one-off cost, and an English thousands comma stays one', () => {
    const r = read('Should we use temps?', 'Temp staff cost £18 an hour. We have £1,250,000 in cash.');
    expect(r.numbers.some((n) => n.value === 18)).toBe(false);
    expect(r.numbers.find((n) => n.meaning === 'cash')?.value).toBe(1_250_000);
  });
});

describe('whose sale, and what a hedge is', () => {
  it.each([
    ['Should we accept Kestrel’s offer to buy the firm?', 'Kestrel offers £9m for 100% of our shares.'],
    [
      'Should the partners sell the practice to a private-equity roll-up?',
      'The fund offers 7x EBITDA of $2.1m.',
    ],
  ])('our firm sold is a sale, not a purchase: %s', (topic, context) => {
    expect(read(topic, context).kind).toBe('be_acquired');
  });

  it('selling a few vans is no sale of the company', () => {
    expect(read('Should we sell our old delivery vans?', 'We have 6 vans worth £40k.').kind).not.toBe(
      'be_acquired',
    );
  });

  it.each([
    ['Should we fix the rate on our loan with an interest-rate swap?', 'The bank offers a 5-year swap.'],
    ['Should we buy forward contracts for 80% of our USD revenue?', 'USD revenue is $12m.'],
    ['Should we hedge next year’s dollar costs?', 'We pay $4m a year to US suppliers.'],
  ])('a hedge is no loan and no purchase: %s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBeNull();
    expect(r.duties.map((d) => d.id)).toContain('derivatives_authority');
  });

  it('a loan of ours named with its size is owed, a margin is no rate, and fixing it has a price', () => {
    const r = read(
      'Should we fix the rate with a swap?',
      'Our €8m term loan floats at Euribor + 2.1%, about 4.6% today. The bank offers a swap fixing it at 4.9%.',
    );
    expect(figure(r, 8_000_000)?.meaning).toBe('existing_debt');
    expect(r.numbers.some((n) => n.meaning === 'loan_amount')).toBe(false);
    expect(calc(r, 'cost_of_fixing')?.value).toBeCloseTo(24_000, -2);
  });

  it('a new loan keeps the all-in rate, not the margin, for its interest', () => {
    const r = read(
      'Should we take the €2m loan?',
      'The bank lends at Euribor + 2% margin, 5.5% all-in today.',
    );
    expect(calc(r, 'interest_year')?.value).toBeCloseTo(110_000, -2);
  });
});

describe('a buyer’s order counted in units', () => {
  it.each([
    'Supermercados Peruanos wants 40,000 units a month at S/ 12 each, paid at 90 days. Our unit cost is S/ 8.50. We have S/ 900k cash.',
    'The chain would take 40,000 units per month for S/ 12 a unit, on 90-day terms. Unit cost: S/ 8.50. Cash S/ 900k.',
  ])('%s', (context) => {
    const r = read('Should we sign the supermarket contract?', context);
    expect(figure(r, 12)).toMatchObject({ meaning: 'price', unit: 'PEN ' });
    expect(figure(r, 480_000)?.meaning).toBe('contract_value');
    expect(calc(r, 'order_margin')?.value).toBeCloseTo(140_000, -3);
    // 90 days of goods at cost, S/ 1.02M, against S/ 900k of cash.
    expect(calc(r, 'order_receivables')?.value).toBeCloseTo(1_020_000, -3);
  });

  it('customers each paying are revenue today, not an order', () => {
    const r = read('Should we raise prices?', 'We have 320 customers paying $450 a month each.');
    expect(r.numbers.find((n) => n.value === 144_000)?.meaning).toBe('mrr');
    expect(calc(r, 'order_margin')).toBeUndefined();
  });
});

describe('a hire costed on the on-costs and the fee the text states', () => {
  it.each([
    'Base salary €140k plus a recruiter fee of 20% of first-year salary. Employer social security adds about 30%.',
    'We would pay €140k. The headhunter’s fee is 20%, and employer contributions add 30% on top.',
  ])('%s', (context) => {
    const r = read('Should we hire a head of sales?', `${context} Cash €1.8m, burn €150k a month.`);
    expect(calc(r, 'annual_burn_of_hire')?.value).toBeCloseTo(182_000, -3);
    expect(calc(r, 'first_year_cost_of_hire')?.value).toBeCloseTo(210_000, -3);
  });

  it('with no on-costs stated, a quarter on top stands and no fee is invented', () => {
    const r = read('Should we hire a head of sales?', 'Base salary €140k. Cash €1.8m, burn €150k a month.');
    expect(calc(r, 'annual_burn_of_hire')?.value).toBeCloseTo(175_000, -3);
    expect(calc(r, 'first_year_cost_of_hire')).toBeUndefined();
  });
});

describe('a contract delivered over months and paid on long terms', () => {
  it.each([
    'The tender is worth GHS 14.4m, delivery within 9 months, with payment 120 days after delivery. Cash GHS 3.1m.',
    'The ministry contract is GHS 14.4m over 9 months; they pay 120 days after each delivery. We hold GHS 3.1m in cash.',
  ])('%s', (context) => {
    const r = read('Should we bid for the hospital beds tender?', context);
    expect(figure(r, 4)?.meaning).toBe('payment_terms_months');
    expect(calc(r, 'contract_receivables')?.value).toBeCloseTo(6_400_000, -4);
    expect(calc(r, 'receivables_tied_up')).toBeUndefined();
  });

  it('an agent who can help with the evaluation committee raises bribery', () => {
    const r = read(
      'Should we bid for the hospital beds tender?',
      'A local agent says he can help with the evaluation committee for a 5% success fee.',
    );
    expect(r.duties.map((d) => d.id)).toContain('anti_bribery');
  });
});

describe('a dividend against the balance sheet and the year’s cash', () => {
  it.each([
    'Retained earnings €8.4m, cash €3.6m. Our loan has a covenant requiring an equity ratio of at least 30%; we are at 34% on total assets of €41m. We plan €2.5m capex next year.',
    'We hold €3.6m in cash and €8.4m of retained profits. The bank’s covenant sets an equity ratio no less than 30%, and today it stands at 34%. Our balance sheet total is €41m. Capex planned for next year is €2.5m.',
  ])('%s', (context) => {
    const r = read('Should we pay a €1.2m dividend to the shareholders?', context);
    expect(figure(r, 34)?.meaning).toBe('equity_ratio_pct');
    expect(figure(r, 30)).toMatchObject({ meaning: 'equity_ratio_pct', role: 'floor' });
    expect(figure(r, 8_400_000)?.meaning).toBe('reserves');
    // (34% × €41M − €1.2M) ÷ (€41M − €1.2M) = 32.0%
    expect(calc(r, 'equity_ratio_after')?.value).toBeCloseTo(32, 0);
    expect(calc(r, 'cash_after_payout_and_plans')?.value).toBeCloseTo(-100_000, -3);
  });

  it('a payout larger than the kept profits is unlawful as proposed', () => {
    const r = read('Should we pay a £2m dividend?', 'Retained earnings are £1.5m and cash £4m.');
    expect(calc(r, 'payout_share_of_reserves')?.result).toMatch(/unlawful as proposed/);
  });
});

describe('the thing a step replaces is not the proposal', () => {
  it.each([
    'Current warehouse: 8,000 m² at €62/m² a year, lease ends in 14 months. New one: 15,000 m² at €58/m² a year, 10 years, 6 months rent-free, fit-out €1.1m.',
    'Our existing warehouse costs €496k a year in rent. The new warehouse would be €870k a year on a 10-year lease, 6 months rent-free, fit-out €1.1m.',
  ])('%s', (context) => {
    const r = read('Should we sign a 10-year lease for a bigger warehouse?', context);
    // €870k ÷ 12 × (120 − 6) months + €1.1M fit-out.
    const lease = r.calculations.find((c) => c.id === 'lease_commitment');
    expect(lease?.value).toBeCloseTo((870_000 / 12) * 114 + 1_100_000, -4);
  });
});

describe('an option pool is framed, and a pool inside the pre-money is priced', () => {
  it.each([
    [
      'Should we create a 10% employee option pool before the Series A?',
      'The lead wants the pool created pre-money at a ₹400 crore pre-money valuation.',
    ],
    [
      'Should we set up an ESOP for our 48 staff?',
      'The pool would be 10%, carved out of a ₹400 crore pre-money valuation.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBeNull();
    expect(calc(r, 'pool_effective_pre_money')?.value).toBeCloseTo(3.6e9, -6);
  });

  it('a round that names a pool stays a raise', () => {
    const r = read(
      'Should we raise a Series A?',
      'The lead offers $8m at $32m pre-money including a 10% option pool.',
    );
    expect(r.kind).toBe('raise_funding');
    expect(calc(r, 'pool_effective_pre_money')?.value).toBeCloseTo(28_800_000, -4);
  });
});

describe('an office paid monthly, and a revenue target years away', () => {
  it('the office is rent, and a year-two target earns nothing back from month one', () => {
    const r = read(
      'Should we open a Jakarta office?',
      'Plan: 8 hires at S$45k each, office S$8k a month, budget S$1.2m for year one. Target S$2m ARR from Indonesia by end of year two. Cash S$14m, burn S$650k a month.',
    );
    expect(figure(r, 8000)).toMatchObject({ meaning: 'monthly_cost', label: 'rent' });
    expect(calc(r, 'payback_of_cost')).toBeUndefined();
    expect(r.duties.map((d) => d.id)).not.toContain('foreign_ownership_limits');
  });

  it('a PT PMA names Indonesia’s foreign-ownership rules', () => {
    const r = read(
      'Should we open a Jakarta office?',
      'We would need a PT PMA entity to hire and invoice locally.',
    );
    expect(r.duties.map((d) => d.id)).toContain('foreign_ownership_limits');
  });
});

describe('a ransom in bitcoin and one person’s pay', () => {
  it('the euro value of the bitcoin demanded is the ransom', () => {
    const r = read('Hackers want 40 BTC. Pay?', 'They encrypted our servers. 40 BTC is about €2.4m.');
    expect(figure(r, 2_400_000)?.meaning).toBe('ransom_amount');
  });

  it('one person’s monthly pay is not set against the burn as a cost of the step', () => {
    const r = read(
      'Should we cut 30 of our 210 staff?',
      'Cash R$ 12 mi, burn R$ 1,9 mi a month. Average salary R$ 9.500 a month.',
    );
    expect(calc(r, 'monthly_cost_share')).toBeUndefined();
    expect(calc(r, 'monthly_saving')?.value).toBeCloseTo(285_000, -3);
  });
});

describe('a joint venture’s money', () => {
  it.each([
    'The plant costs $60m; each side puts in $15m equity and the JV borrows $30m. We would license our design to the JV for a 3% royalty on its sales.',
    'The plant is $60m: both partners invest $15m of equity, and the joint venture would borrow $30m. Our design goes in under licence at a 3% royalty.',
  ])('%s', (context) => {
    const r = read('Should we form a 50/50 joint venture with Grupo Alfa?', context);
    expect(figure(r, 15_000_000)).toMatchObject({ meaning: 'cost', whose: 'ours' });
    expect(figure(r, 30_000_000)).toMatchObject({ meaning: 'loan_amount', whose: 'counterparty' });
    expect(figure(r, 3)?.meaning).toBe('royalty_pct');
  });
});

describe('office rent quoted per square foot, in parts', () => {
  it.each([
    'Our lease ends next August: gross rent C$780,000 a year. The offer: 15,000 sq ft, 10 years, net rent C$48 per sq ft, additional rent (TMI) estimated at C$22 per sq ft. Fit-out quote C$2.1M.',
    'Today we pay C$780,000 a year. New tower: 15,000 sq ft for 10 years at C$48 per sq ft net plus C$22 per sq ft for taxes and maintenance. Fit-out quote C$2.1M.',
  ])('%s', (context) => {
    const r = read('Should we sign the 10-year lease?', context);
    // (C$48 + C$22) × 15,000 a year, over 10 years, plus the fit-out.
    expect(calc(r, 'lease_commitment')?.value).toBeCloseTo(1_050_000 * 10 + 2_100_000, -4);
  });

  it('a rate per square metre stays monthly unless the text says a year', () => {
    const r = read('Should we move?', 'The new warehouse: 15,000 m² at €9/m² per month.');
    expect(r.numbers.find((n) => n.value === 135_000)?.meaning).toBe('monthly_cost');
  });
});
