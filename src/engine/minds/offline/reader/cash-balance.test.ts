// A balance stated as cash stays cash when payroll is named beside it; the payroll is what is due.
import { describe, expect, it } from 'vitest';
import { readDecision } from './read-decision.ts';

function read(context: string) {
  return readDecision({
    topic: 'Payroll is short this month: what do we do?',
    context,
    type: 'strategic',
    constraints: { budget: null, timeline: null, other: null, companyInfo: null },
  });
}

describe('cash held beside a payroll due', () => {
  it.each([
    ['Cash on hand for payroll is $35k; we owe staff $110k on Friday.', '$35k'],
    ['Our bank balance to cover wages is €18,000 and wages of €64,000 are due on the 28th.', '€18,000'],
    ['Payroll is due Monday and we have £22k cash on hand.', '£22k'],
    ['Payroll of $90k is due Friday and we have $20k in the bank.', '$20k'],
  ])('%s', (context, cash) => {
    const r = read(context);
    const held = r.numbers.find((n) => n.text === cash);
    expect(held?.meaning).toBe('cash');
    expect(r.missing.some((m) => /^cash/.test(m.fact))).toBe(false);
  });

  it('keeps a payroll figure that is no balance (near miss)', () => {
    const r = read('Payroll from our account is $80k a month and it goes out on the 30th.');
    expect(r.numbers.find((n) => n.text === '$80k')?.meaning).toBe('monthly_cost');
  });
});
