// A one-off spend set against the lender's minimum cash: what the bank sees at its next test. And
// what is left of a loan already taken is a debt owed, not new money.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));

describe('a spend against a minimum-cash covenant', () => {
  it.each([
    [
      'Spend €650k refitting the flagship?',
      'We have €1.5m in the bank. Our bank loan has a minimum liquidity clause of €1.2m, tested each quarter.',
      -350_000,
    ],
    [
      'Buy the second truck for $90k?',
      'Cash is $400k and the credit line requires us to keep at least $250k in the account.',
      60_000,
    ],
  ])('%s', (topic, context, margin) => {
    const calc = read(topic, context).calculations.find((c) => c.id === 'cash_after_vs_floor');
    expect(calc).toBeDefined();
    if (margin < 0) expect(calc?.result).toMatch(/below .* minimum: the spend breaches the covenant/);
    else expect(calc?.result).toMatch(/above the .* minimum/);
  });

  it('near miss: no floor, no covenant sum', () => {
    const r = read('Spend €650k refitting the flagship?', 'We have €1.5m in the bank.');
    expect(r.calculations.some((c) => c.id === 'cash_after_vs_floor')).toBe(false);
  });
});

describe('what is left of a loan is a debt owed', () => {
  it.each([
    'Our loan with the bank (€2.4m outstanding) has a quarterly covenant.',
    'Our term loan ($900k still owed) runs to 2031.',
  ])('%s', (context) => {
    const r = read('Refit the store?', context);
    expect(r.numbers.some((n) => n.meaning === 'existing_debt')).toBe(true);
    expect(r.numbers.some((n) => n.meaning === 'loan_amount')).toBe(false);
  });

  it('near miss: invoices outstanding are no loan of ours', () => {
    const r = read('Factor our invoices?', 'Customers have €400k of invoices outstanding at 90 days.');
    expect(r.numbers.some((n) => n.meaning === 'existing_debt')).toBe(false);
  });
});
