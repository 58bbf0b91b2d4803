// The seats say only what the reading supports: no line presumes founders, investors, a young
// company, a sales role or an unstated purpose the text does not give; a loan's lines carry its own
// figures and its key sums reach the synthesis; a seat whose ground the decision is asks its
// question instead of abstaining. Three or more rewordings each (countries, currencies, orders).
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';
import type { DeliberationResult } from '../../../types.ts';
import { moneyPurpose, stageOf } from '../reader/reading-profile.ts';

/** Everything a founder reads from the seats: positions, turns, votes and the synthesis. */
const said = (r: DeliberationResult) =>
  JSON.stringify([
    r.positions.map((p) => p.position),
    r.discussion.map((d) => d.turn),
    r.votes.map((v) => v.vote),
    r.synthesis,
  ]);
const seatPoints = (r: DeliberationResult, key: string) => {
  const p = r.positions.find((x) => x.seat.key === key)?.position;
  return [...(p?.key_points ?? []), ...(p?.questions ?? []), ...(p?.recommendations ?? [])].join(' ');
};

describe('no line speaks of founders, a young company or a sales leader the text does not name', () => {
  it.each([
    [
      'Should we hire a general manager to run our second factory?',
      'We are a 140-person furniture maker founded in 1987, revenue of £21M. The candidate would cost £150k a year plus bonus.',
    ],
    [
      'Should we appoint a managing director for the Dutch subsidiary?',
      'Family-owned logistics group, 260 employees, revenue €48M. The shortlisted candidate asks €190k a year.',
    ],
    [
      'Do we bring in a plant director for the Ohio site?',
      'Our 95-person foundry has sales of $30M a year; the role pays $210k with a bonus.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    expect(r.reading?.kind).toBe('hire_executive');
    const text = said(r);
    expect(text).not.toMatch(/\bfounders?\b/i);
    expect(text).not.toMatch(/a sales leader|sales motion|repeatable sales engine/i);
    expect(text).not.toMatch(/young compan|this early|next round/i);
  });
});

describe('a young company that names its founders still hears the founders’ lines', () => {
  it.each([
    [
      'Should we hire a VP of Sales?',
      'Our two founders still close every deal; ARR is $1.8M, seed-funded, 14 people. The VP would cost $220k.',
    ],
    [
      'Should we hire a head of sales?',
      'The founders sell today. We are a seed-stage startup with £1.2M of annual revenue and 11 staff; the package is £140k.',
    ],
    [
      'Do we recruit a chief revenue officer now?',
      'Our co-founders run sales themselves; revenue is €2M a year and we closed a seed round in 2024. The CRO would cost €200k.',
    ],
  ])('%s', async (topic, context) => {
    expect(said(await deliberate(topic, context))).toMatch(/\bfounders\b/);
  });
});

describe('a loan whose purpose is stated is never asked what it pays for, and the CEO quotes it', () => {
  it.each([
    [
      'Should we take a €1.5M bank loan to refit our second plant?',
      'Family-owned packaging firm, 95 staff, revenue €11M, operating profit €900k. The bank quotes 6% interest over 7 years.',
      'refit our second plant',
    ],
    [
      'Should we borrow $800k from the credit union for two new delivery trucks and a cold store?',
      'We run a 60-person food wholesaler with $9M in sales; the rate is 8% over 5 years.',
      '2 new delivery trucks and a cold store',
    ],
    [
      'Do we sign the £400k facility so we can buy stock ahead of Christmas?',
      'Gift retailer, 35 staff, turnover £6M. Interest 9% a year, repaid over 2 years.',
      'buy stock ahead of Christmas',
    ],
  ])('%s', async (topic, context, purpose) => {
    const r = await deliberate(topic, context);
    expect(r.reading?.kind).toBe('take_loan');
    expect(said(r)).not.toMatch(/what exactly does the loan pay for/i);
    expect(seatPoints(r, 'CEO')).toContain(purpose);
  });

  it('a purpose left out is asked for with the loan’s own figures', async () => {
    const r = await deliberate(
      'Should we take the $500k loan from our bank?',
      'Rate 9% over 5 years. Revenue is $4M a year.',
    );
    expect(seatPoints(r, 'CEO')).toMatch(/What exactly does the \$500k loan at 9% over 60 months pay for/);
  });
});

describe('a loan’s interest and debt service against its covenant reach the CFO and the synthesis', () => {
  it.each([
    [
      'Should we take a €1.5M bank loan to refit our second plant?',
      'Family-owned packaging firm, 95 staff, revenue €11M, operating profit €900k last year. The bank quotes 6% interest over 7 years and requires debt service coverage of at least 1.3x, tested quarterly.',
      '€90k',
    ],
    [
      'Should we accept the bank’s $2M term loan for the new kiln?',
      'A brick maker with $25M revenue and EBITDA of $1.1M. The loan is at 8% over 6 years with a DSCR covenant of 1.25x.',
      '$160k',
    ],
    [
      'Do we refinance our equipment with a £750k loan?',
      'Operating profit last year was £260k on £5M of sales. The lender offers 7% interest over 4 years and wants debt service coverage above 1.2.',
      '£52.5k',
    ],
  ])('%s', async (topic, context, interest) => {
    const r = await deliberate(topic, context);
    expect(seatPoints(r, 'CFO')).toMatch(/Debt service coverage would be [\d.]+×/);
    expect(r.synthesis.synthesis).toContain(`interest a year, ${interest}`);
    expect(r.synthesis.synthesis).toMatch(
      /debt service coverage \(operating profit ÷ a year of repayments\), [\d.]+×/,
    );
  });
});

describe('a loan’s stock lines are said only with this loan’s figures or parties', () => {
  it.each([
    [
      'Should we take a €1.5M bank loan to refit our second plant?',
      'Family-owned packaging firm, 95 staff, revenue €11M, operating profit €900k. The bank quotes 6% interest over 7 years and requires debt service coverage of at least 1.3x.',
    ],
    [
      'Should we take a £2M term loan to buy a second bottling line?',
      'We are a 140-person drinks maker with £18M revenue and EBITDA of £2.1M. The bank offers 7.5% interest over 5 years, with a covenant that net debt stays below 2.5x EBITDA.',
    ],
    [
      'Do we borrow $600k from the bank for new CNC machines?',
      'Machine shop founded in 1998, 70 staff, $12M revenue; 8% over 5 years, with covenants.',
    ],
  ])('%s', async (topic, context) => {
    const text = said(await deliberate(topic, context));
    expect(text).not.toMatch(/Model the covenant headroom month by month\./);
    expect(text).not.toMatch(/events of default, security and any cross-default/);
    expect(text).not.toMatch(/Lenders to young companies/);
    expect(text).not.toMatch(/director, founder or investor/);
  });

  it.each([
    [
      'Should we take the €900k loan for the new packaging machines?',
      'The bank wants a guarantee from the parent company; 7% over 5 years. Revenue €8M.',
      /guarantee/,
    ],
    [
      'Should we borrow £1M to open a second bakery?',
      'The lender takes a charge over the freehold; 6.5% over 10 years. We already have an overdraft with the same bank.',
      /charge over the freehold.*cross-default|cross-default.*charge over the freehold/,
    ],
    [
      'Do we take the $1.2M loan for a new press line?',
      'Secured against the existing plant; 9% over 7 years, and our existing equipment loan has a cross-default clause.',
      /secured against the existing plant/,
    ],
  ])('names the security and debt the text gives: %s', async (topic, context, named) => {
    const r = await deliberate(topic, context);
    expect(said(r)).toMatch(new RegExp(`Have counsel review [^"]*${named.source}`));
  });
});

describe('a layoff’s burn model carries its figures, or is not said', () => {
  it.each([
    [
      'Should we lay off 12 of our 60 staff?',
      'Burn is $400k a month with $3M in the bank; severance would cost $240k.',
      /Model the burn month by month from \$400k a month, with the \$240k of severance/,
    ],
    [
      'Should we cut 20% of the team to bring burn down to €250k a month?',
      'Monthly burn is €320k and cash €2.4M; 45 people work here.',
      /Model the burn month by month from €320k a month to €250k/,
    ],
    [
      'Do we make 8 roles redundant in the Leeds office?',
      'Monthly burn £180k, cash £1.1M, headcount 40.',
      /Model the burn month by month from £180k a month/,
    ],
  ])('%s', async (topic, context, model) => {
    expect(said(await deliberate(topic, context))).toMatch(model);
  });

  it('with no burn or severance given, the stock model line is dropped', async () => {
    const r = await deliberate(
      'Should we lay off 15 people in our Lyon plant?',
      'Orders have fallen for a year.',
    );
    expect(said(r)).not.toMatch(/Model the burn/);
  });
});

describe('the CEO on infrastructure speaks of what the move frees, in its figure, or not at all', () => {
  it.each([
    [
      'Should we move from AWS to our own servers in a colocation facility?',
      'Our cloud bill is $45k a month; the hardware would cost $300k up front and save about $25k a month.',
      '$25k a month saved',
    ],
    [
      'Should we move our hosting from Heroku to Google Cloud?',
      'The move costs £80k once and saves £6k a month on the hosting bill.',
      '£6k a month saved',
    ],
    [
      'Should we replace our self-hosted CI with a hosted one?',
      'The team of nine spends a day a week on it.',
      null,
    ],
  ])('%s', async (topic, context, saved) => {
    const r = await deliberate(topic, context);
    expect(said(r)).not.toMatch(/A reliable, affordable platform is what lets the product grow/);
    if (saved) expect(seatPoints(r, 'CEO')).toContain(saved);
  });
});

describe('a trading business is asked what it makes or loses, not for a start-up’s burn', () => {
  it.each([
    [
      'Should we hire a general manager for our second hotel?',
      'Revenue is £9M a year; 120 staff. The GM would cost £95k.',
    ],
    ['Should we open a second warehouse in Lyon?', 'Wholesale business with €14M annual revenue, 80 staff.'],
    ['Do we take a $300k loan for new ovens?', 'Bakery chain, $6M revenue a year, 9% over 4 years.'],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const asked = (r.reading?.missing ?? []).map((m) => m.question).join(' ');
    expect(asked).not.toMatch(/monthly burn/);
  });
});

describe('revenue is asked as ARR or MRR only of a subscription business', () => {
  it.each([
    ['Should we hire a head of operations for our bakery chain?', 'We have 14 shops and 120 staff.', false],
    ['Should we appoint a finance director at the foundry?', 'The package would be £120k a year.', false],
    [
      'Do we hire a chief operating officer for our hotel group?',
      'Three hotels on the Algarve, 210 staff.',
      false,
    ],
    [
      'Should we hire a VP of Engineering for our SaaS platform?',
      'Subscriptions grow 6% a month; 30 staff.',
      true,
    ],
  ])('%s', async (topic, context, subscription) => {
    const r = await deliberate(topic, context);
    const asked = (r.reading?.missing ?? []).map((m) => m.question).join(' ');
    expect(asked).toMatch(/revenue/i);
    expect(/ARR or MRR/.test(asked)).toBe(subscription);
  });
});

describe('a seat whose own ground the decision is asks its question instead of abstaining', () => {
  it.each([
    ['Should we take the bank loan?', 'The bank offered us a loan.', 'INVESTOR_REP'],
    [
      'Should we take on debt from our bank this year?',
      'We discussed it at the last meeting.',
      'INVESTOR_REP',
    ],
    ['Should we borrow from the bank?', 'A relationship manager called us.', 'INVESTOR_REP'],
  ])('%s', async (topic, context, key) => {
    const r = await deliberate(topic, context);
    if (r.reading?.verdict !== 'deliberate') return;
    const vote = r.votes.find((v) => v.seat.key === key)?.vote.vote;
    expect(vote).not.toBe('abstain');
  });
});

describe('the profile reads purpose and stage from the text’s shape', () => {
  it.each([
    ['A loan from our bank to buy a second bottling line.', 'buy a second bottling line'],
    ['We would borrow €2M for the new cold store, at 6%.', 'the new cold store'],
    ['The facility is so we can pay suppliers early.', 'pay suppliers early'],
    ['A £1M loan over five years at 7%.', null],
    ['Borrow $500k for 5 years from the bank.', null],
  ])('%s', (text, purpose) => {
    expect(moneyPurpose(text)).toBe(purpose);
  });

  it.each([
    ['a family-owned firm since 1962', 'established'],
    ['we are a seed-stage startup', 'young'],
    ['a seed-funded saas company', 'young'],
    ['a third-generation bakery', 'established'],
    ['we make furniture', null],
  ] as const)('%s', (text, stage) => {
    expect(stageOf(text, [])).toBe(stage);
  });
});
