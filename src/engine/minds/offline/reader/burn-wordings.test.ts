// The company's cash and burn in the ways founders write them: spending with no object is the
// burn (a year of it read a month at a time), spending on something is a cost, and a balance is cash.
import { describe, expect, it } from 'vitest';
import { numbersOf } from './numbers.ts';
import { normalizeNumberWords } from './text.ts';

const read = (text: string) =>
  numbersOf(normalizeNumberWords(text), { kind: null, parties: [] }).map((n) => `${n.value}=${n.meaning}`);

describe('the burn and the cash, however they are written', () => {
  it('reads the company’s spending as its burn', () => {
    expect(read('We have $1.8M in the bank and spend about $120k a month.')).toEqual(
      expect.arrayContaining(['1800000=cash', '120000=monthly_burn']),
    );
    expect(read('The business goes through £90k per month.')).toContain('90000=monthly_burn');
    expect(read('We currently spend $75k monthly.')).toContain('75000=monthly_burn');
  });
  it('reads a year of spending a month at a time', () => {
    expect(read('The company spends $1.44M a year and has $600k in the bank.')).toEqual(
      expect.arrayContaining(['120000=monthly_burn', '600000=cash']),
    );
    expect(read('Operating expenses are $2.4M a year.')).toContain('200000=monthly_burn');
  });
  it('keeps spending on something a cost', () => {
    expect(read('We spend $20k a month on ads.')).not.toContain('20000=monthly_burn');
    expect(read('The company spends $50k a year on travel.')).not.toContain('4167=monthly_burn');
  });
  it('reads a balance as cash, but not a balance sheet', () => {
    expect(read('Our balance is $2.4M; monthly losses are around $200k.')).toEqual(
      expect.arrayContaining(['2400000=cash', '200000=monthly_burn']),
    );
    expect(read('The current balance stands at €700k.')).toContain('700000=cash');
  });
});
