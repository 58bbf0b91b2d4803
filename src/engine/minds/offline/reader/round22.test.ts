// Round 22: a kind the board is unsure of does not colour the figures; what a business sells is
// revenue; a count of one trade is no headcount; a round dated to the past is money raised; a
// cut of volumes is no lay-off; and the topic's own kind outweighs rounds and loans told around it.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';
import { foldLetters } from './text.ts';

const read = (topic: string, context: string, budget?: string) =>
  readDecision({ ...plainDecision(topic, context), constraints: { budget: budget ?? null } });
const meaningOf = (topic: string, context: string, value: number, budget?: string) =>
  read(topic, context, budget).numbers.find((n) => Math.abs(n.value - value) < 1)?.meaning ?? null;

describe('a kind the board is unsure of does not make a budget the sum raised or borrowed', () => {
  it.each([
    [
      'Should we move ₦1.5bn of our naira cash into dollars now?',
      'We are Series A. Cash is ₦2.4 billion.',
      '₦1.5 billion',
    ],
    [
      'Renew the product liability cover at €10m or €20m?',
      'Our Series B closed last year. Cash is €11m.',
      '€48,000 premium',
    ],
  ])('%s', (topic, context, budget) => {
    const reading = read(topic, context, budget);
    const sum = reading.numbers.find((n) => n.clause.startsWith('Budget:'));
    expect(reading.verdict).toBe('needs_information');
    expect(sum?.meaning).toBe('budget');
  });

  it('a sure loan still reads its budget as the sum borrowed', () => {
    const reading = read(
      'Should we take a bank loan for the new oven line?',
      'The bank offers a 5-year loan at 9%. Revenue is $2.1M a year, cash $300k.',
      '$400k',
    );
    expect(reading.kind).toBe('take_loan');
    expect(reading.numbers.find((n) => n.clause.startsWith('Budget:'))?.meaning).toBe('loan_amount');
  });

  it('a bad-debt rate is no interest rate, and its sentence no lending', () => {
    const numbers = read(
      'Should we give contractors 60-day credit?',
      'We sell about ₱1.9 million a month. With a 1% bad-debt rate we would grow toward ₱3.2 million.',
    ).numbers;
    expect(numbers.some((n) => n.meaning === 'interest_rate_pct')).toBe(false);
    expect(numbers.some((n) => n.meaning === 'loan_amount')).toBe(false);
  });
});

describe('what a business sells, bills or brings in is its revenue', () => {
  it.each([
    ['We sell about ₱1.9 million a month.', 1_900_000, 'mrr'],
    ['The shop does $42,000 a month in the summer.', 42_000, 'mrr'],
    ['The SDK brings 3.4 billion đồng a year in licences today.', 3_400_000_000, 'annual_revenue'],
    ['Each franchise store would sell about ₹1.2 crore a year.', 12_000_000, 'annual_revenue'],
  ])('%s', (context, value, meaning) => {
    expect(meaningOf('Should we change how we sell?', context, value)).toBe(meaning);
  });

  it('a sum that restates a share is left unread, not made a bill', () => {
    expect(
      meaningOf(
        'Should our café stop taking cash?',
        'Cash is now only 18% of transactions, about £68,000 a year.',
        68_000,
      ),
    ).toBeNull();
  });
});

describe('a count of one trade or team is no headcount when the whole staff is given', () => {
  it.each([
    ['We have 110 staff, and 4 engineers are paid in USD.', 4],
    ['We are 140 staff. Our finance team is 3 people.', 3],
    ['85 staff. He says 2 engineers would be needed to maintain it.', 2],
  ])('%s', (context, part) => {
    const heads = read('Should we hedge the dollar costs?', context).numbers.filter(
      (n) => n.meaning === 'headcount',
    );
    expect(heads.map((n) => n.value)).not.toContain(part);
    expect(heads.length).toBeGreaterThan(0);
  });

  it('hours worked by staff are no people', () => {
    expect(
      meaningOf(
        'Stop taking cash?',
        'Counting floats takes about 2.5 staff hours a day at £12.21 an hour.',
        2.5,
      ),
    ).toBeNull();
  });

  it('a team of one trade is still counted when nothing else is', () => {
    expect(meaningOf('Should we move to a four-day week?', 'We are 6 engineers in Tallinn.', 6)).toBe(
      'headcount',
    );
  });
});

describe('a round dated to the past is money raised, not money to raise', () => {
  it.each([
    'Series B (raised ₹85 crore in 2024).',
    'Series A (US$ 9M raised in 2023).',
    'We raised €4 million two years ago.',
  ])('%s', (sentence) => {
    const past = read('Should we bring PCB assembly in-house?', `${sentence} Cash is €3M.`).numbers.find(
      (n) => n.meaning === 'raise_amount',
    );
    expect(past?.role).toBe('past');
  });
});

describe('a cut of something else is no cut of staff', () => {
  it.each([
    'The winery can cut intake by 20% in any vintage.',
    "Our verifier's audit cut projected credits by about 20%.",
    'Should we cut paid marketing by 20%?',
  ])('%s', (context) => {
    expect(meaningOf('Should we sign?', context, 20)).not.toBe('headcount_cut_pct');
  });

  it.each([
    'We will cut 20% of staff.',
    'Cut the team by 20% before winter.',
    'We plan to cut ~20% of roles.',
  ])('%s', (context) => {
    expect(meaningOf('Should we restructure?', context, 20)).toBe('headcount_cut_pct');
  });
});

describe("the topic's own kind outweighs rounds and loans told around it", () => {
  it.each([
    [
      'Should we buy our Curitiba competitor for R$ 20 milhões, partly in shares?',
      'We closed our Series B last year; the Series B investors hold preferred shares with a 1x preference. Post-money was R$ 400 milhões.',
      'acquire_company',
    ],
    [
      'A strategic buyer offers €150M for 100% of us. Should we accept?',
      'Our seed investors, our Series A lead and our Series B investor all hold preferences.',
      'be_acquired',
    ],
    [
      'Can we sell 3 ha of our vineyard to the neighbour for €500,000 to pay down the bank loan?',
      'The loan is €700,000 at 6%. The bank wants the loan reduced this year.',
      'real_estate',
    ],
  ])('%s', (topic, context, kind) => {
    expect(read(topic, context).kind).toBe(kind);
  });

  it('an ask whose verb names the round keeps the round', () => {
    expect(
      read('Should we raise a $1.5M seed to fund a CTO hire?', 'Cash $200k, burn $40k a month.').kind,
    ).toBe('raise_funding');
  });

  it('an offer for an owner’s practice is an offer for the company', () => {
    expect(
      read(
        'A consolidator offered 8x EBITDA for my dental practice. Should I sign the LOI?',
        'EBITDA is $900k.',
      ).kind,
    ).toBe('be_acquired');
  });
});

describe('accents do not hide a word cue', () => {
  it('folds letters one for one', () => {
    expect(foldLetters('Goiânia, Zürich, Łódź, Ørsted')).toBe('Goiania, Zurich, Lodz, Orsted');
    expect(foldLetters('São Paulo').length).toBe('São Paulo'.length);
  });
});

describe('the step is spoken back in good grammar', () => {
  it('keeps the subject before its verb', () => {
    expect(read('Should our café stop taking cash?', 'We have 9 staff.').restatement).toMatch(
      /whether your café should stop taking cash/,
    );
  });
});

describe('a sale read with its preferences', () => {
  const sale = () =>
    read(
      'A strategic buyer offers €120M for 100% of us. Should we accept?',
      "ARR €30 mln. The buyer's offer of €120 mln is cash-free, debt-free. We founders own 60%. Series A fund 15% (invested €10 mln, 1x non-participating preference). Series B fund 25% (invested €40 mln, 1.5x participating preference). Our memo says: 'Founders get 60% of €120 mln = €72 mln.' The buyer offers the founders retention packages of €2 mln each.",
    );

  it('keeps the sentence an abbreviation ends, and reads no cash in a cash-free price', () => {
    const numbers = sale().numbers;
    expect(numbers.find((n) => n.value === 30_000_000)?.clause).toBe('ARR €30 million.');
    expect(numbers.some((n) => n.meaning === 'cash')).toBe(false);
  });

  it('reads money investors put in as raised before, and a worked-out sum as no offer', () => {
    const numbers = sale().numbers;
    expect(numbers.filter((n) => n.meaning === 'raise_amount').map((n) => n.role)).toEqual(['past', 'past']);
    expect(numbers.some((n) => n.value === 72_000_000)).toBe(false);
    expect(numbers.find((n) => n.value === 2_000_000)?.meaning).toBe('cost');
  });

  it("works out the founders' proceeds once the preferences are paid", () => {
    const waterfall = sale().calculations.find((c) => c.id === 'preference_waterfall');
    // B takes 1.5 × €40M = €60M first; A's 15% of what is left (€60M + €10M) is less than its €10M,
    // so A takes €10M; €50M is shared by founders and B (85%): 60/85 × €50M.
    expect(waterfall?.value).toBe(Math.round((50_000_000 * 60) / 85));
    expect(waterfall?.result).toMatch(/not €72M/);
  });

  it('money raised before names no raise now', () => {
    expect(
      read(
        'Should we let a large company absorb our team for $6M?',
        'Investors put in $5M with a one-times preference. We are 14 people.',
      ).kind,
    ).not.toBe('raise_funding');
  });

  it('money investors are ready to put in is still to raise', () => {
    const money = read(
      'Should we take the angels’ money?',
      'Three angels are ready to put in $1.5M on a $6M post-money SAFE.',
    ).numbers.find((n) => n.value === 1_500_000);
    expect(money?.role).not.toBe('past');
  });
});

describe('running costs and savings said the way owners say them', () => {
  it.each([
    ['Faturamento around R$ 380,000 per month.', 380_000, 'mrr'],
    [
      'Direct figures: ingredients are 46% of food sales; kitchen gas and waste collection Rp 4,5 juta a month.',
      4_500_000,
      'monthly_cost',
    ],
    ['Servicing would be about $900 a month cheaper.', 900, 'saving'],
  ])('%s', (context, value, meaning) => {
    expect(meaningOf('Should we change the kitchen?', context, value)).toBe(meaning);
  });

  it("one car's saving is not summed into a payback on its own", () => {
    const reading = read(
      'Should we replace 6 of our cars with EVs?',
      'Each EV costs $36,000. Brakes should be about $120 a month cheaper per car.',
    );
    expect(reading.calculations.some((c) => /payback/.test(c.id))).toBe(false);
  });

  it('pay each a month is a month of pay', () => {
    const pay = read(
      'Should we stop serving food?',
      'The kitchen has 3 cooks at about $1,400 each a month.',
    ).numbers.find((n) => n.meaning === 'salary');
    expect(pay?.value).toBe(16_800);
  });
});
