// The company as the board names it back: whole, even when its description holds a decimal.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { companyOf, plainStep } from './plain-topic.ts';

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

describe('a topic restated in plain words', () => {
  it('reads a subject and its options, a situation then a step, and an approval asked', () => {
    expect(plainStep('Kiln replacement: route one, route two, or carry on?')).toBe(
      'on kiln replacement: route one, route two, or carry on',
    );
    expect(plainStep('The landlord refuses the extension - move out or go to court?')).toBe(
      'whether to move out or go to court, now that the landlord refuses the extension',
    );
    expect(plainStep('A customer posted that our sauce made her ill. What should we do first?')).toBe(
      'what to do now that a customer posted that your sauce made her ill, first',
    );
    expect(plainStep('Approve the warehouse move for March?')).toBe(
      'whether to go ahead with the warehouse move for March',
    );
    // Near miss: a plan and a question after a dash names no step to take.
    expect(plainStep('Hiring plan - what to cut first?')).not.toMatch(/now that/);
  });
});
