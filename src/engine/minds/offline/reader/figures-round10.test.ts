// Round 10: figures as people write them in many countries (decimal commas, foreign scale words,
// thousands grouped by spaces, a currency after the figure, ranges, 'pc'), the meanings real users
// give them (a fee paid every year, cash as liquidity, burn as spend over revenue, a workforce
// 'we employ', a runway in words) and totals the text works out wrongly (a per-head price times
// the heads, a saving that is a month taken for a year). Each in three rewordings or more.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { spellFiguresPlainly } from './figure-spellings.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const figure = (r: DecisionReading, meaning: string, role = 'actual') =>
  r.numbers.find((n) => n.meaning === meaning && n.role === role && n.whose === 'ours');
const premise = (r: DecisionReading, meaning: string) => r.premise_checks.find((p) => p.meaning === meaning);

describe('figures spelled the way their country writes them', () => {
  it.each([
    ['We have €1,2 Mio. in the bank.', 'cash', 1.2e6, '€'],
    ['Die Bank hält für uns: cash of CHF 2,5 Mio.', 'cash', 2.5e6, 'CHF '],
    ['We hold 3,4 mln zł in cash.', 'cash', 3.4e6, 'PLN '],
    ['Our cash is R$ 2,5 milhões.', 'cash', 2.5e6, 'R$'],
    ['The loan would be 1,5 Mrd. ¥.', 'loan_amount', 1.5e9, '¥'],
    ['We have 900 000 zł in the bank.', 'cash', 9e5, 'PLN '],
    ['Cash in the bank: 1 200 000 €.', 'cash', 1.2e6, '€'],
    ['We have €120.000 left in the account.', 'cash', 1.2e5, '€'],
    ['We have KES 20m in cash.', 'cash', 2e7, 'KSh '],
    ['Cash on hand is KSh 45 million.', 'cash', 4.5e7, 'KSh '],
  ])('%s', (context, meaning, value, unit) => {
    const n = figure(read('Should we take the bank loan?', context), meaning);
    expect(n?.value).toBe(value);
    expect(n?.unit).toBe(unit);
  });

  it.each([
    ['Agency fee of $80–90k.', 85e3],
    ['The agency would cost €1.2-1.6m.', 1.4e6],
    ['The agency quoted £40k – 50k for the work.', 45e3],
  ])('a range is read at its middle: %s', (context, value) => {
    const costs = read('Should we hire the agency?', context).numbers.filter((n) => n.meaning === 'cost');
    expect(costs.map((n) => n.value)).toEqual([value]);
  });

  it.each([
    ['We have $2M in the bank and burn $100k a month, so 18–24 months of runway.', 21],
    ['Cash of £900k and a £60k monthly burn give us 12-18 months of runway.', 15],
    ['Our runway is 9–12 months on €400k cash and €40k burn a month.', 10.5],
  ])('a runway range is read at its middle: %s', (context, months) => {
    expect(figure(read('Should we hire a VP of Sales?', context), 'runway_months')?.value).toBe(months);
  });

  it.each([
    ['The bank offers a £2m loan at 9.5pc interest.', 9.5],
    ['A lender offers a $1m loan at 12 pc a year.', 12],
    ['The loan is €500k at 7 per cent interest.', 7],
  ])('a percentage in words: %s', (context, rate) => {
    expect(figure(read('Should we take the loan?', context), 'interest_rate_pct')?.value).toBe(rate);
  });

  it.each([
    'We have 3-5 people in mind for the role.',
    'The plan covers 2024–2026.',
    'Our team meets 2-3 times a week.',
  ])('a span that is no sum stays as written: %s', (context) => {
    expect(spellFiguresPlainly(context)).toBe(context);
  });
});

describe('a fee paid every year or month is a running cost', () => {
  it.each([
    ['Our annual audit fee rose from €180k to €260k.', 'annual_cost', 260e3, 180e3],
    ['The monthly retainer went up from A$12k to A$18k.', 'monthly_cost', 18e3, 12e3],
    ['Our yearly licence increased from ₹40 lakh to ₹55 lakh.', 'annual_cost', 55e5, 40e5],
  ])('%s', (context, meaning, today, before) => {
    const r = read('Should we switch the provider?', context);
    expect(figure(r, meaning)?.value).toBe(today);
    expect(figure(r, meaning, 'past')?.value).toBe(before);
    expect(r.numbers.some((n) => n.meaning === 'cost')).toBe(false);
  });

  it.each([
    ['Our yearly audit fee is £90k. A smaller firm quoted £55k.', 'annual_cost', 55e3],
    ['The annual licence is $120k; a rival vendor quoted $80k.', 'annual_cost', 80e3],
    ['We pay a monthly retainer of R90k. Another agency quoted R60k.', 'monthly_cost', 60e3],
  ])('a quote for the same service is an option on its period: %s', (context, meaning, value) => {
    const r = read('Should we switch suppliers?', context);
    expect(figure(r, meaning, 'option')?.value).toBe(value);
  });

  it('a one-off switching cost beside a yearly fee stays one-off', () => {
    const r = read(
      'Should we switch auditors?',
      'The annual fee is €200k; the new firm quoted a one-off transition fee of €30k.',
    );
    expect(figure(r, 'cost')?.value).toBe(30e3);
  });
});

describe('cash, burn and headcount in the words founders use', () => {
  it.each([
    ['We have a liquidity of CHF 4.2m.', 4.2e6],
    ['Cash at bank stands at £640k.', 640e3],
    ['Our war chest is $3.1M.', 3.1e6],
  ])('cash: %s', (context, value) => {
    expect(figure(read('Should we open a second office?', context), 'cash')?.value).toBe(value);
  });

  it.each([
    ['Spend exceeds revenue by R450k a month.', 450e3],
    ['We run a negative cash flow of €80k a month.', 80e3],
    ['Our costs outstrip our income by $120k a month.', 120e3],
  ])('burn: %s', (context, value) => {
    const r = read('Should we open a second office?', context);
    expect(figure(r, 'monthly_burn')?.value).toBe(value);
    expect(r.numbers.some((n) => n.meaning === 'mrr')).toBe(false);
  });

  it.each([
    ['We employ 140 across two bakeries.', 140],
    ['The company employs about 1,200 in Kenya.', 1200],
    ['Team size: 35, all in Lisbon.', 35],
  ])('headcount: %s', (context, value) => {
    expect(figure(read('Should we open a second office?', context), 'headcount')?.value).toBe(value);
  });

  it('the other party’s workforce is theirs, and people we would employ are no headcount', () => {
    const theirs = read('Should we buy the distributor?', 'They employ 400 across Kenya; we employ 35.');
    expect(theirs.numbers.find((n) => n.meaning === 'headcount' && n.whose === 'counterparty')?.value).toBe(
      400,
    );
    expect(figure(theirs, 'headcount')?.value).toBe(35);
    const plan = read('Should we open a plant?', 'The plant would employ 60.');
    expect(plan.numbers.some((n) => n.meaning === 'headcount' && n.role === 'actual')).toBe(false);
  });
});

describe('whose figure it is', () => {
  it.each([
    ['Should we buy Acme?', 'Acme’s revenue is €8m; we have €3m in cash.', 'annual_revenue', 8e6],
    ['Should we partner with Globex?', "Globex's ARR is $5M and our cash is $1.2M.", 'arr', 5e6],
    ['Should we merge with Initech?', "Initech's headcount is 220.", 'headcount', 220],
  ])('a named company’s figure is theirs: %s', (topic, context, meaning, value) => {
    const r = read(topic, context);
    expect(r.numbers.find((n) => n.meaning === meaning && n.whose === 'counterparty')?.value).toBe(value);
    expect(figure(r, meaning)).toBeUndefined();
  });

  it.each([
    ['Should Kiddo raise a seed round?', "Kiddo's ARR is $2M and we burn $90k a month."],
    ['Should we open a second shop?', "Today's cash is $3m and revenue is $2M."],
    ['Should we expand?', "We are Nordwind. Nordwind's revenue is $2M."],
  ])('our own name, or a day, owns nothing: %s', (topic, context) => {
    const r = read(topic, context);
    expect(r.numbers.some((n) => n.whose === 'counterparty')).toBe(false);
  });

  it.each([
    ['A competitor sells the same widget at $12 a unit; our price is $15.', 12],
    ['Our main rival sells its basic plan for €29 a month.', 29],
    ['The market leader charges £40 per seat.', 40],
  ])('a competitor’s price is theirs: %s', (context, value) => {
    const r = read('Should we cut our price?', context);
    expect(r.numbers.find((n) => n.meaning === 'price' && n.whose === 'competitor')?.value).toBe(value);
  });

  it('a currency code a seat lowercases reads as the same sum', () => {
    const r = read(
      'Should we hire?',
      'Running out of cash is the risk: ksh 95m cash ÷ ksh 22m monthly burn.',
    );
    expect(figure(r, 'cash')?.unit).toBe('KSh ');
  });
});

describe('a runway said in words is checked against the figures', () => {
  it.each([
    'We have €900k in the bank and burn €75k a month; our runway is roughly a year.',
    'Cash will last us about a year at the current burn of $60k a month; we hold $300k.',
    'We are good for a year: £250k in the bank, £50k burn a month.',
  ])('%s', (context) => {
    const r = read('Should we hire two engineers?', context);
    expect(figure(r, 'runway_months')?.value).toBe(12);
    const cash = figure(r, 'cash')?.value ?? 0;
    const burn = figure(r, 'monthly_burn')?.value ?? 1;
    const flagged = premise(r, 'runway_months');
    if (Math.abs(cash / burn - 12) / (cash / burn) > 0.1)
      expect(flagged?.computed).toBeCloseTo(cash / burn, 1);
    else expect(flagged).toBeUndefined();
  });
});

describe('totals the text works out wrongly', () => {
  it.each([
    [
      'Should we buy the HR tool?',
      '$30 per user per month for our 200 staff, so $60k a year in total.',
      72e3,
    ],
    [
      'Should we roll out Slack?',
      'Slack costs €8 per seat a month; we have 150 employees, about €9,000 a year all in.',
      14_400,
    ],
    [
      'Should we give staff a phone plan?',
      'Phones cost £25 per employee per month for our 80 employees, which is £1,500 a month.',
      2000,
    ],
  ])('a per-head price times the heads: %s', (topic, context, computed) => {
    expect(r10premiseComputed(read(topic, context))).toBeCloseTo(computed, 0);
  });

  it('a total that matches the heads is not flagged', () => {
    const r = read(
      'Should we buy the HR tool?',
      '$30 per user per month for our 200 staff, so $72k a year in total.',
    );
    expect(r10premiseComputed(r)).toBeNull();
  });

  it.each([
    [
      'Should we switch payroll providers?',
      'Switching saves us R2.5m a month. The current provider costs R4m a year and the new one R1.5m a year.',
      2.5e6 / 12,
    ],
    [
      'Should we change suppliers?',
      'The switch saves KSh 600k a month; we pay KSh 1.2m a year today and the new supplier quoted KSh 600k a year.',
      50e3,
    ],
    [
      'Should we change couriers?',
      'The new courier saves us £42k a year: today we pay £1,000 a month, and the new one would charge £650 a month.',
      4200,
    ],
  ])('a saving against the two costs it is the gap between: %s', (topic, context, computed) => {
    expect(premise(read(topic, context), 'saving')?.computed).toBeCloseTo(computed, 0);
  });

  it.each([
    'The move saves $30k a year: we currently pay $5k a month and the new host quoted $2.5k a month.',
    'It would save €9k a month. We pay €150k a year now; the new contractor would charge €42k a year.',
    'Switching saves S$60k a year; the current vendor is S$110k a year and the new one S$50k a year.',
  ])('a saving that is the gap is not flagged: %s', (context) => {
    expect(premise(read('Should we switch vendors?', context), 'saving')).toBeUndefined();
  });

  it('a vendor’s per-head rate against the in-house team it replaces is their gap, not a ceiling', () => {
    const r = read(
      'Should we outsource QA?',
      'Outsourcing saves £300k a year. The vendor charges £2,000 per tester per month for 10 testers; our in-house testers cost £4,500 a month each.',
    );
    expect(r.numbers.filter((n) => n.meaning === 'monthly_cost').map((n) => n.value)).toEqual([20e3, 45e3]);
    expect(premise(r, 'saving')).toBeUndefined();
  });
});

function r10premiseComputed(r: DecisionReading): number | null {
  return r.premise_checks.find((p) => p.label === 'the total')?.computed ?? null;
}

describe('terms listed with no words of their own', () => {
  it.each([
    ['Lender A: $1.2M, 10 years, 9.75%. We have $350k in cash.', 1.2e6, 120, 9.75],
    ['The bank’s offer: €800k over 5 years at 6.5%; we have 40 staff.', 8e5, 60, 6.5],
    ['Terms: £2m, 7 years, 8.25% fixed. Revenue is £5.8m.', 2e6, 84, 8.25],
  ])('a loan offer: %s', (context, amount, months, rate) => {
    const r = read('Should we take the loan?', context);
    expect(figure(r, 'loan_amount')?.value).toBe(amount);
    expect(figure(r, 'term_months')?.value).toBe(months);
    expect(figure(r, 'interest_rate_pct')?.value).toBe(rate);
  });

  it.each([
    ['Should we sign the founders’ agreement?', 'The two founders would own the company 60/40.', [60, 40]],
    [
      'Should we form the joint venture?',
      'A 50/50 joint venture with a Munich partner; our revenue is €20m.',
      [50],
    ],
    ['Should we split equity?', 'Co-founders: 70/30 split of the shares after vesting.', [70, 30]],
  ])('an ownership split: %s', (topic, context, stakes) => {
    const r = read(topic, context);
    expect(r.numbers.filter((n) => n.meaning === 'equity_pct').map((n) => n.value)).toEqual(stakes);
  });

  it('a revenue split is no stake, and a count in a loan sentence is no loan', () => {
    expect(
      read('Should we accept?', 'They propose a 70/30 revenue split on resold licences.').numbers,
    ).toEqual([]);
    const r = read(
      'Should we take the loan?',
      'We borrow $500k over 3 years; we have 25 people and 3 offices.',
    );
    expect(r.numbers.filter((n) => n.meaning === 'loan_amount').map((n) => n.value)).toEqual([5e5]);
  });

  it.each([
    ['Rent would be 35% higher than today. We have 12 in-house engineers.', 35, 12],
    ['Hosting costs +22% this year; our 40 full-time staff depend on it.', 22, 40],
    ['Our insurance premium is 18% up on last year, for 9 part-time workers.', 18, 9],
  ])('a cost rise and a team described by a word: %s', (context, rise, heads) => {
    const r = read('Should we renew the contract?', context);
    expect(figure(r, 'cost_growth_pct')?.value).toBe(rise);
    expect(figure(r, 'headcount')?.value).toBe(heads);
  });
});
