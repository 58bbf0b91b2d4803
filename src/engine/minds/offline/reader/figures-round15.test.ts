// Money coming in is not a cost, a pay rise is not a stake, and only someone else keeps a partner's
// margin. Each in two rewordings, with a near miss that must not fire.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const meaningOf = (r: DecisionReading, value: number) =>
  r.numbers.find((n) => Math.abs(n.value - value) < 1)?.meaning;

describe('income named elsewhere in the sentence is not a cost', () => {
  it.each([
    ['Our largest retailer accounts for 41% of our income, around $2.3M a year.'],
    ['One customer, a hotel chain, is about 30% of our sales, some $2.3M per year.'],
  ])('%s', (context) => {
    const r = read('Accept the new terms from our biggest account?', `We employ 60 people. ${context}`);
    expect(meaningOf(r, 2_300_000)).toBe('contract_value');
  });

  it('turnover with no one client named is the revenue', () => {
    const r = read('Open a second bakery?', 'Turnover at the first shop is healthy, roughly £640k a year.');
    expect(meaningOf(r, 640_000)).toBe('annual_revenue');
  });

  it.each([
    'We run three dental practices (around £2.1m of fees a year, 19 dentists).',
    'I own a design studio in Leeds (about £2.1m in client fees a year).',
  ])('the fees a business we run takes in are its revenue: %s', (context) => {
    expect(meaningOf(read('Buy the practice next door?', context), 2_100_000)).toBe('annual_revenue');
  });

  it.each([
    'After every cost we net roughly $420k a year.',
    'The business clears about $420k a year once everyone is paid.',
  ])('what the company nets is its profit: %s', (context) => {
    const r = read('Hire a general manager?', `Revenue is $3.9M. ${context}`);
    expect(meaningOf(r, 420_000)).toBe('operating_profit');
  });

  it('near miss: a sentence that also names a cost keeps the cost', () => {
    const r = read('Renew the agency?', 'Sales are up, but the agency fees run to about $90k a year.');
    expect(meaningOf(r, 90_000)).toBe('annual_cost');
  });

  it('near miss: fees we pay are not fees we take in', () => {
    const r = read(
      'Switch accountants?',
      'We run two shops and pay about £30k of fees a year to our accountants.',
    );
    expect(meaningOf(r, 30_000)).not.toBe('annual_revenue');
  });

  it('near miss: what we would net under a plan is not what we net today', () => {
    const r = read('Open the second site?', 'With the new site we would net $250k a year.');
    expect(meaningOf(r, 250_000)).not.toBe('operating_profit');
  });
});

describe('a percent in talk of pay is a pay change, never a stake', () => {
  it.each([
    ['Pay talks: agree 6% or hold at 4%?', 'The warehouse union wants 8%. Our margin is thin.'],
    ['Give the nurses a 6% pay rise or a 4% pay rise?', 'About 120 nurses are on the ward rotas.'],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(meaningOf(r, 6)).toBe('cost_growth_pct');
    expect(meaningOf(r, 4)).toBe('cost_growth_pct');
    expect(r.numbers.some((n) => n.meaning === 'equity_pct')).toBe(false);
  });

  it('near miss: equity offered beside a salary is still a stake', () => {
    const r = read('Hire the CTO?', 'She wants a salary of $190k and 2% equity; the founders hold 80%.');
    expect(meaningOf(r, 2)).toBe('equity_pct');
  });
});

describe("only someone else keeps a partner's margin", () => {
  it.each([
    'Our margin on the wholesale line is about 22%, and energy prices keep climbing.',
    'Margins sit near 22% while suppliers keep raising prices.',
  ])('%s', (context) => {
    expect(meaningOf(read('Drop the wholesale line?', context), 22)).toBe('gross_margin_pct');
  });

  it.each([
    'The marketplace keeps 22% of each sale as its margin.',
    'The distributor wants a 22% margin on every case.',
  ])('a margin another party keeps stays theirs: %s', (context) => {
    expect(meaningOf(read('Sell through them?', context), 22)).toBe('reseller_margin_pct');
  });
});

describe("the company's own total after a client's share is its revenue", () => {
  it('near miss: a total the company does, after a client share, is not that client', () => {
    const r = read(
      'Sell to our biggest customer?',
      'That customer is 40% of our revenue, and we bill roughly $5M a year in total.',
    );
    expect(meaningOf(r, 5_000_000)).toBe('annual_revenue');
  });
});

describe('a sales team is no income', () => {
  it('near miss: the cost of putting sales staff somewhere stays a cost', () => {
    const r = read(
      'Open a sales office in Lyon?',
      'We could place two sales reps and a sales engineer there, roughly €48k a month.',
    );
    expect(meaningOf(r, 48_000)).not.toBe('mrr');
  });
});
