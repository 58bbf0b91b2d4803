// Round 8: premises stated in other words (runway in words, net of revenue; a cut said as 'reduce
// the team by'; a stake in words; 'double the business'), the sums a CFO does (payback of a one-off
// cost, a cheaper quote, debt service against a covenant) and figures whose noun or clause was lost
// (a horizon read as a deadline, a supplier's lower price read as ours, 'fifty-fifty' as 100).
// Each in three rewordings, with near misses.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { asksForGiven, withoutGiven } from './figure-check.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const premise = (r: DecisionReading, meaning: string) => r.premise_checks.find((p) => p.meaning === meaning);
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);
const meaningsOf = (r: DecisionReading) => r.numbers.map((n) => n.meaning);

describe('runway stated in words is checked against cash over the net burn', () => {
  it.each([
    [
      'Should we open a second office in Lyon?',
      'We have roughly two years of runway. Cash in the bank: €1.2M; we spend €110k per month and bring in €30k of revenue per month.',
      15,
    ],
    [
      'Should we sponsor the trade fair?',
      'The bank balance is £400k and our burn rate is £40k/month, which gives us a comfortable year and a half of runway.',
      10,
    ],
    [
      'Should we hire a CFO?',
      'We spend $90k a month and our revenue is $40k a month; cash is $1.5M, which our CEO calls three years of runway.',
      30,
    ],
  ])('%s', (topic, context, computed) => {
    const r = read(topic, context);
    expect(calc(r, 'runway')?.value).toBeCloseTo(computed, 1);
    expect(premise(r, 'runway_months')?.text).toMatch(/the board decides on/);
  });

  it('revenue said per month after its noun is monthly revenue, not a year of it', () => {
    const r = read('Should we expand?', 'We bring in $12k in sales each month and have $300k in the bank.');
    expect(r.numbers.find((n) => n.value === 12_000)?.meaning).toBe('mrr');
  });

  it('a burn said to be net stays the burn', () => {
    const r = read(
      'Should we hire?',
      'We burn $90k a month net while revenue is $40k a month; cash is $1.5M.',
    );
    expect(calc(r, 'runway')?.value).toBeCloseTo(1_500_000 / 90_000, 1);
  });
});

describe('a cut worded as a reduction or a letting go is the cut, checked against its share', () => {
  const cuts = [
    {
      topic: 'Should we reduce the team?',
      context: "We'd reduce the team by 12 people, which is 10% of our headcount of 80.",
      cut: 12,
      share: 15,
    },
    {
      topic: 'Should we restructure?',
      context: 'We will make 30 roles redundant, about 15% of a workforce of 140.',
      cut: 30,
      share: 21.4,
    },
    {
      topic: 'Should we shrink the company?',
      context: 'We would shrink our workforce by 50 employees, 20% of our 400 people.',
      cut: 50,
      share: 12.5,
    },
  ];
  it.each(cuts)('$context', ({ topic, context, cut, share }) => {
    const reading = read(topic, context);
    expect(reading.numbers.find((n) => n.meaning === 'headcount_cut')?.value).toBe(cut);
    expect(premise(reading, 'headcount_cut_pct')?.computed).toBeCloseTo(share, 1);
  });

  it('letting some of the staff go counts them as leaving, the whole as the headcount', () => {
    const r = read('Should we downsize support?', 'Letting 25 of our 200 staff go.');
    expect(r.numbers.find((n) => n.meaning === 'headcount_cut')?.value).toBe(25);
    expect(r.numbers.find((n) => n.meaning === 'headcount')?.value).toBe(200);
  });
});

describe('a stake given in words is the stake, checked against the round', () => {
  it.each([
    ['We raise $5M at $15M pre, giving away about a fifth of the company.', 20],
    ['They would invest $2M at a $6M pre-money and the CEO says we only give up a fifth of our company.', 20],
    ['Angels put in €1M at a €2M pre-money, so we would sell a quarter of the business.', 25],
  ])('%s', (context, stated) => {
    const r = read('Should we take the round?', context);
    expect(r.numbers.find((n) => n.meaning === 'equity_pct')?.value).toBe(stated);
    expect(premise(r, 'equity_pct')).toBeDefined();
  });
});

describe('a growth claimed in words is checked against what the move adds', () => {
  it.each([
    [
      'Should we sign the distribution deal with NordRetail?',
      'The deal brings in about $400k of extra revenue a year. Our revenue is $2.5M a year. The founder says this deal will double the business.',
      16,
    ],
    [
      'Should we open the Madrid store?',
      'The store would add €300k in sales per year on top of our €1.8M turnover; it would double our revenue.',
      16.7,
    ],
    [
      'Should we sign the hospital group?',
      'The contract is worth $250k a year to us. ARR today is $1.2M. Sales says it will triple revenue.',
      20.8,
    ],
  ])('%s', (topic, context, growth) => {
    const check = premise(read(topic, context), 'revenue_growth_pct');
    expect(check?.computed).toBeCloseTo(growth, 1);
    expect(check?.text).toMatch(/the board decides on/);
  });

  it('a claim the figures bear out is not flagged', () => {
    const r = read(
      'Should we sign the hospital group?',
      'The contract is worth $1.3M a year to us. ARR today is $1.2M. Sales says it will double our revenue.',
    );
    expect(premise(r, 'revenue_growth_pct')).toBeUndefined();
  });
});

describe('a one-off cost is set against what it earns back each month', () => {
  const paybacks = [
    {
      topic: 'Should we automate the packing line?',
      context: 'The robots cost $180k up front and would save us $12k a month in labour.',
      months: 15,
    },
    {
      topic: 'Should we install solar panels?',
      context: 'Installation is €95k one-off; the panels cut our energy bill by €2,500 a month.',
      months: 38,
    },
    {
      topic: 'Should we switch to the new CRM?',
      context: 'Migration costs £40k once, and the new licence saves £30k a year against the old one.',
      months: 16,
    },
  ];
  it.each(paybacks)('$context', ({ topic, context, months }) => {
    expect(calc(read(topic, context), 'payback_of_cost')?.value).toBeCloseTo(months, 0);
  });

  it('from revenue it adds, the inputs say it is before that revenue’s costs', () => {
    const r = read(
      'Should we sign the reseller deal?',
      'It brings $240k of new revenue a year and needs a one-off $60k integration.',
    );
    expect(calc(r, 'payback_of_cost')?.inputs).toMatch(/before its costs/);
  });
});

describe('a cheaper quote from someone else is a discount on what we pay, not our price change', () => {
  // What each quote saves a year, by the sentence that names it.
  const savedByQuote: Record<string, number> = {
    'The new courier is 15% cheaper than DHL, which costs us $8k a month.': 14_400,
    'Azure quoted 20% less than the $240k a year we pay AWS.': 48_000,
    'A rival cleaning firm is 10% lower than our current one at €5,000 a month.': 6_000,
  };
  it.each(Object.keys(savedByQuote))('%s', (context) => {
    const r = read('Should we switch supplier?', context);
    expect(meaningsOf(r)).not.toContain('price_change_pct');
    expect(calc(r, 'alternative_saving')?.value).toBeCloseTo(savedByQuote[context] ?? 0, 0);
  });
});

describe('a span costs are counted over is a horizon, not a deadline', () => {
  it.each([
    'Over the next 3 years, building costs $400k and buying costs $150k a year.',
    'Across the coming two years the new CRM costs $9k a month.',
    'During the first 18 months the pilot costs $20k a month.',
  ])('%s', (context) => {
    const r = read('Should we go ahead?', context);
    expect(meaningsOf(r)).not.toContain('deadline_months');
    expect(r.numbers.find((n) => n.meaning === 'term_months')?.label).toBe('horizon');
  });
});

describe('an even split is never a hundred', () => {
  it.each([
    'My co-founder wants a fifty-fifty split; I wrote 70% of the code.',
    'The partner proposes a fifty fifty split of profits.',
    'We would go Fifty-Fifty on the new entity.',
  ])('%s', (context) => {
    const r = read('Should we split it evenly?', context);
    expect(r.numbers.map((n) => n.value)).not.toContain(100);
    expect(r.stated).toContain('ownership split');
  });
});

describe('debt service is set against operating profit and the covenant', () => {
  it.each([
    [
      "We'd borrow $1M at 9% over 5 years. The covenant requires a debt service coverage ratio of at least 1.25x. Our EBITDA is $300k a year.",
      1.2,
      /below the 1\.25×/,
    ],
    [
      'A €600k loan at 7% over 4 years; the bank wants DSCR above 1.3. Operating profit last year was €180k.',
      1.04,
      /below the 1\.3×/,
    ],
    [
      'A £500k facility at 6% over 7 years, with a minimum debt service coverage of 1.2. Cash flow from operations is £310k a year.',
      3.55,
      /above the 1\.2×/,
    ],
  ])('%s', (context, coverage, verdict) => {
    const c = calc(read('Should we take the loan?', context), 'debt_service_coverage');
    expect(c?.value).toBeCloseTo(coverage, 1);
    expect(c?.result).toMatch(verdict);
  });
});

describe('no seat asks for the cash, the price or the lead the text states', () => {
  const round = read(
    'Should we take the seed round?',
    'The round is led by Northwind Ventures: $2M at $8M pre. We have $300k in the bank.',
  );
  it.each([
    'Is there a lead investor, and what are they offering?',
    'Who leads the round?',
    'Do we have a lead yet?',
  ])('%s', (question) => {
    expect(asksForGiven(question, round)).toContain('lead investor');
  });

  it.each(['How much cash is in the bank?', 'What is the cash position?', 'How much money do we have?'])(
    '%s',
    (question) => {
      expect(asksForGiven(question, round)).toContain('cash');
    },
  );

  it.each(['What is the price today?', 'What do customers pay?', 'What are the current prices?'])(
    '%s',
    (question) => {
      const r = read('Should we raise prices?', 'Our plan costs $49 a month for 800 customers.');
      expect(asksForGiven(question, r)).toContain('price');
    },
  );

  it('a round with no lead named still asks for one', () => {
    const r = read('Should we raise a seed round?', 'We want $2M; we have $300k in the bank.');
    expect(withoutGiven('Is there a lead investor, and what are they offering?', r)).not.toBeNull();
  });
});

describe('a count keeps its noun and a payment keeps its direction', () => {
  it.each([
    ['We serve 40 clinics across Portugal.', 'customers', 'clinics'],
    ['About 1,200 riders use the app every week.', 'users', 'riders'],
    ['We supply 75 restaurants in Leeds.', 'customers', 'restaurants'],
  ])('%s', (context, meaning, noun) => {
    const n = read('Should we expand?', context).numbers.find((x) => x.meaning === meaning);
    expect(n?.label).toBe(noun);
  });

  it.each([
    'The city contract brings us $600k a year; delivering it costs $450k a year.',
    'The hospital deal earns us $600k a year, and serving it costs $450k.',
    'Renewal would bring us $600k a year.',
  ])('%s', (context) => {
    const r = read('Should we renew the contract?', context);
    expect(r.numbers.find((n) => n.value === 600_000)?.meaning).toBe('contract_value');
  });

  it.each([
    'Our plan costs $49 a month for 800 customers.',
    'Our Pro tier is $29 a month per seat.',
    'Our basic subscription costs €9 a month.',
  ])('%s', (context) => {
    const r = read('Should we raise prices?', context);
    expect(r.numbers[0]?.meaning).toBe('price');
  });
});

describe('near misses keep their own reading', () => {
  const cases: { topic: string; context: string; meaning: string; read: boolean }[] = [
    {
      topic: 'Should we move the office?',
      context: 'Half of the company works remotely; a third of the company is in Berlin.',
      meaning: 'equity_pct',
      read: false,
    },
    {
      topic: 'Should we cut our prices?',
      context: 'We would set our prices 10% lower than today to win schools.',
      meaning: 'price_change_pct',
      read: true,
    },
    {
      topic: 'Should we lease the lab?',
      context: 'We need the lab within the next 3 years; rent is $20k a month.',
      meaning: 'deadline_months',
      read: true,
    },
    {
      topic: 'Should we take the loan?',
      context: 'We borrow $1M at 9% over 5 years; our EBITDA margin is 12% on $4M revenue.',
      meaning: 'operating_profit',
      read: false,
    },
    {
      topic: 'Should we change tools?',
      context: 'The Slack plan costs us $900 a month.',
      meaning: 'monthly_cost',
      read: true,
    },
  ];
  it.each(cases)('$context', ({ topic, context, meaning, read: expected }) => {
    expect(meaningsOf(read(topic, context)).includes(meaning)).toBe(expected);
  });
});

describe('premises in still other words', () => {
  const flagged: { context: string; topic: string; meaning: string }[] = [
    // Savings whose measures sit in their own sentences, after a colon, or after a comma.
    {
      topic: 'Should we approve the cost plan?',
      context:
        'These measures save us 540k a month. First, we end the warehouse lease at 30k a month. Second, we cut two contractors costing 24k a month.',
      meaning: 'saving',
    },
    {
      topic: 'Should we approve the cost plan?',
      context:
        'Total savings: $540k per month. Measures: close the Leeds office ($30k/month); renegotiate the cloud bill ($24k/month).',
      meaning: 'saving',
    },
    {
      topic: 'Should we approve the cost plan?',
      context:
        "We will save R$540k a month. We'd cancel the second warehouse, R$30k a month, and the consultants, R$24k a month.",
      meaning: 'saving',
    },
    // A share of cash against a price named as the acquisition price, or cash named in a 'which' clause.
    {
      topic: 'Should we acquire Brightline?',
      context: 'Acquisition price: EUR 2.1M, roughly a quarter of our cash reserves of EUR 2.5M.',
      meaning: 'cash_share_pct',
    },
    {
      topic: 'Should we acquire Brightline?',
      context: 'Taking them over costs $2.1M. That is a quarter of our cash, which stands at $2.5M.',
      meaning: 'cash_share_pct',
    },
    {
      topic: 'Should we acquire Brightline?',
      context:
        'The owners want 2.1 million for the business, only a quarter of our cash; we hold 2.5 million.',
      meaning: 'cash_share_pct',
    },
    // Dilution in words.
    {
      topic: 'Should we take the Series A?',
      context: 'We raise $3M at a $9M pre-money valuation, which dilutes us by a fifth.',
      meaning: 'equity_pct',
    },
    {
      topic: 'Should we take the Series A?',
      context: 'The $3M at $9M pre would dilute the founders by one fifth.',
      meaning: 'equity_pct',
    },
    {
      topic: 'Should we take the Series A?',
      context: 'Investors put in $3M on a $9M pre-money, a dilution of twenty per cent.',
      meaning: 'equity_pct',
    },
    // People who leave or lose their jobs in a layoff are the cut.
    {
      topic: 'Should we go ahead with the layoffs?',
      context: '30 people would leave the company, which is 15% of our 140 staff.',
      meaning: 'headcount_cut_pct',
    },
    {
      topic: 'Should we go ahead with the layoffs?',
      context: 'We plan to cut 15% of our 140 employees, so about 30 people will lose their jobs.',
      meaning: 'headcount_cut_pct',
    },
    {
      topic: 'Should we go ahead with the layoffs?',
      context: 'Around 30 employees would be laid off (15% of our 140 staff).',
      meaning: 'headcount_cut_pct',
    },
    // A lifetime value against price and churn said in words.
    {
      topic: 'Should we spend more on ads?',
      context:
        'Each customer is worth 20,000 over their lifetime. Customers pay $150 a month and about 3% of customers cancel every month.',
      meaning: 'ltv',
    },
    {
      topic: 'Should we spend more on ads?',
      context:
        'Our customer lifetime value is roughly $20k; subscriptions are $150/month; we lose 3% of subscribers monthly.',
      meaning: 'ltv',
    },
    {
      topic: 'Should we spend more on ads?',
      context:
        'The deck says LTV = 20,000. Average revenue per account is 150 per month, churn 3% per month.',
      meaning: 'ltv',
    },
    // Runway said as what the cash covers or carries.
    {
      topic: 'Should we hire a head of sales?',
      context: 'The bank balance of $900k covers two years at our $60k monthly burn.',
      meaning: 'runway_months',
    },
    {
      topic: 'Should we hire a head of sales?',
      context: 'Our money carries us for two years; we hold $900k and burn $60k a month.',
      meaning: 'runway_months',
    },
    {
      topic: 'Should we hire a head of sales?',
      context: 'Cash of $900k lasts us two years at a burn of $60k a month.',
      meaning: 'runway_months',
    },
    {
      topic: 'Should we hire?',
      context: 'We are funded for two years. Cash is $900k and we burn $60k a month.',
      meaning: 'runway_months',
    },
    {
      topic: 'Should we hire?',
      context: "We won't need to raise for two years: cash is $900k and we burn $60k a month.",
      meaning: 'runway_months',
    },
    {
      topic: 'Should we hire?',
      context: 'Our cash of $900k should last two years at a $60k monthly burn.',
      meaning: 'runway_months',
    },
    {
      topic: 'Should we open the second site?',
      context: 'The site adds $300k of new revenue a year to our $2M; the team says we would double in size.',
      meaning: 'revenue_growth_pct',
    },
    // Growth claimed against revenue a move is expected or forecast to add.
    {
      topic: 'Should we launch it?',
      context:
        'Revenue is $2.5M a year. The new product line should bring $400k a year in sales; this doubles the business.',
      meaning: 'revenue_growth_pct',
    },
    {
      topic: 'Should we launch it?',
      context:
        'We turn over €2.5M. The Lisbon shop is forecast to do €400k a year. The founder says it will double our size.',
      meaning: 'revenue_growth_pct',
    },
    {
      topic: 'Should we launch it?',
      context:
        'Annual revenue: $2.5M. Expected revenue from the partnership: $400k per year. It would double revenue, says the CEO.',
      meaning: 'revenue_growth_pct',
    },
  ];
  it.each(flagged)('$context', ({ topic, context, meaning }) => {
    expect(premise(read(topic, context), meaning)?.text).toMatch(/decides on/);
  });

  it('people who leave each year of their own accord are no cut', () => {
    const r = read(
      'Should we go ahead with the layoffs?',
      '30 people leave every year on their own; we have 140 staff.',
    );
    expect(meaningsOf(r)).not.toContain('headcount_cut');
  });

  it.each([
    'The contract covers two years and costs $5k a month.',
    'The lease lasts two years at $5k a month.',
    'The warranty is good for two years.',
  ])('a term is not a runway: %s', (context) => {
    expect(meaningsOf(read('Should we sign?', context))).not.toContain('runway_months');
  });
});

describe('a runway claimed for after the move is checked against the runway after it', () => {
  const hire = 'Should we hire a VP of Sales at $150k?';
  const figures = 'Cash is $900k and we burn $60k a month.';
  const claims = [
    'After the hire we would still have two years of runway.',
    'Even with her salary we still keep two years of runway.',
    'The hire would leave us with two years of runway.',
  ];
  it.each(claims)('%s', (claim) =>
    expect(premise(read(hire, `${claim} ${figures}`), 'runway_months')?.text).toMatch(/decides on/),
  );

  it('a runway a plan aims for is a target, not a premise', () => {
    const r = read(
      'Should we cut burn?',
      'Cutting burn, we will have 18 months of runway. Cash is $900k and we burn $60k a month.',
    );
    expect(premise(r, 'runway_months')).toBeUndefined();
  });
});
