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
