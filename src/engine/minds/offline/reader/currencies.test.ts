// Every currency keeps its own sign, so that no sum mixes two of them, and a cash balance in one
// currency is never divided by a burn in another. Codes that are also words ('PHP 8', 'TRY') are
// read as money only before a sum of money.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { decisionPlaces } from './decision-places.ts';
import { NUMBER, unitOf } from './figure-units.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const signsIn = (text: string) =>
  [...text.matchAll(NUMBER)].filter((m) => m.groups?.num).map((m) => unitOf(m.groups?.cur, m.groups?.code));

describe('a figure is read in the currency it is written in', () => {
  it.each([
    ['Payroll is ILS 1.4M a month.', '₪'],
    ['We hold NIS 9m in deposits.', '₪'],
    ['The building costs 12m shekels.', '₪'],
    ['Cash ₪3.2m.', '₪'],
    ['Fuel costs rose to TRY 450,000 a month.', '₺'],
    ['The distributor pays PHP 2.5m up front.', '₱'],
    ['Revenue was COP 1.2bn last year.', 'COP '],
    ['A KRW 3bn grant.', '₩'],
    ['Sales of 40 million yuan.', 'CN¥'],
    ['Capex of Rp 5bn.', 'Rp '],
    ['The landlord wants kr 300k a year.', 'kr '],
    ['Margins of 80,000 pesos a truck.', 'pesos '],
  ])('%s → %s', (text, sign) => {
    expect(signsIn(text)).toContain(sign);
  });

  it.each([
    'We must move the site to PHP 8 before support ends.',
    'We will try 3 designs.',
    'There were 3 MAD reports this month.',
  ])('near miss: a code that is a word is no currency here: %s', (text) => {
    expect(signsIn(text).every((s) => s === '')).toBe(true);
  });
});

describe('cash and burn in two currencies give no runway, and the rate is asked for', () => {
  it.each([
    'Cash in the bank is $6.2M held in dollars; our burn is ILS 1.4M a month, mostly salaries.',
    'We keep USD 4m in the bank. Monthly burn: 9m shekels.',
    'Cash €2.1M; we burn TRY 25m a month on the Istanbul plant.',
  ])('%s', (context) => {
    const r = read('Should we hire a head of sales in London?', context);
    expect(r.calculations.find((c) => c.id === 'runway')).toBeUndefined();
    expect(r.missing.some((m) => m.owner === 'CFO' && /exchange rate/.test(m.question))).toBe(true);
  });

  it('near miss: both in shekels give a runway in shekels', () => {
    const r = read('Should we hire a head of sales?', 'Cash is ILS 14M and we burn ILS 1.4M a month.');
    expect(r.calculations.find((c) => c.id === 'runway')?.value).toBeCloseTo(10, 0);
    expect(r.missing.some((m) => /exchange rate/.test(m.question))).toBe(false);
  });
});

describe('a context that opens with a place and a headcount names the company’s home', () => {
  it.each([
    ['Open a sales office in Berlin?', 'Tel Aviv, 40 staff. The Berlin office would cost €45k a month.'],
    [
      'Open a sales office in Berlin?',
      'Tel Aviv; about 40 people. The Berlin office would cost €45k a month.',
    ],
  ])('%s', (topic, context) => {
    const places = decisionPlaces(plainDecision(topic, context));
    expect(places.where.map((p) => p.name)).toEqual(['Germany']);
    expect(places.home.map((p) => p.name)).toEqual(['Israel']);
  });

  it('near miss: a place that opens the context without a headcount is where the decision happens', () => {
    const places = decisionPlaces(
      plainDecision('Open a sales office?', 'Berlin. The office would cost €45k a month.'),
    );
    expect(places.where.map((p) => p.name)).toEqual(['Germany']);
  });
});

describe('a point between thousands before a Spanish, Portuguese or German scale word', () => {
  it.each([
    ['Revenue was COP 3.900 millones last year.', 3_900_000_000],
    ['Revenue was R$ 1.250 milhões last year.', 1_250_000_000],
    ['Revenue was EUR 1.200 Mio. last year.', 1_200_000_000],
  ])('%s', (context, value) => {
    const r = read('Should we expand?', context);
    expect(r.numbers.some((n) => Math.abs(n.value - value) < 1)).toBe(true);
  });

  it('near miss: an English decimal before "million" stays a decimal', () => {
    const r = read('Should we expand?', 'Revenue was $1.125 million last year.');
    expect(r.numbers.some((n) => Math.abs(n.value - 1_125_000) < 1)).toBe(true);
  });

  it('a code that is also a word reads as money before an upper-case scale', () => {
    expect(signsIn('At COP 3.9B a year.')).toContain('COP ');
  });
});

describe('a candidate’s former employer’s revenue is their record, not ours', () => {
  it.each([
    'She was CFO of a Bogotá fintech that grew to COP 120,000 million revenue under her.',
    'He was head of finance at a logistics group whose revenue he grew to $400M.',
  ])('%s', (sentence) => {
    const r = read('Hire a CFO?', `Our revenue is $3M a year. ${sentence}`);
    const ours = r.numbers.filter((n) => n.meaning === 'annual_revenue' && n.whose === 'ours');
    expect(ours.map((n) => n.value)).toEqual([3_000_000]);
  });
});
