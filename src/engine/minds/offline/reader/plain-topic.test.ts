// The company as the board names it back: whole, even when its description holds a decimal.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { companyOf } from './plain-topic.ts';

describe('the company named back from the text', () => {
  it.each([
    [
      'We are a 40-person coffee roaster in Portland with $6.5M revenue. We want to certify.',
      '$6.5M revenue',
    ],
    ['We are a design studio billing €1.2m a year; the lease ends in May.', '€1.2m a year'],
  ])('%s', (context, kept) => {
    expect(companyOf(plainDecision('Should we do it?', context))).toContain(kept);
  });

  it('still stops at the end of the sentence', () => {
    expect(companyOf(plainDecision('Should we do it?', 'We are a bakery in Leeds. Sales are 4.5% up.'))).toBe(
      'a bakery in Leeds',
    );
  });
});
