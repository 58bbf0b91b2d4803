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

/** Topics and how the board says them back. */
const SPOKEN_BACK: readonly [string, string][] = [
  [
    'Kiln replacement: route one, route two, or carry on?',
    'on kiln replacement: route one, route two, or carry on',
  ],
  [
    'The landlord refuses the extension - move out or go to court?',
    'whether to move out or go to court, now that the landlord refuses the extension',
  ],
  [
    'A customer posted that our sauce made her ill. What should we do first?',
    'what to do now that a customer posted that your sauce made her ill, first',
  ],
  ['Approve the warehouse move for March?', 'whether to go ahead with the warehouse move for March'],
];

describe('a topic restated in plain words', () => {
  it.each(SPOKEN_BACK)('says %s back as a decision', (topic, spoken) => {
    expect(plainStep(topic)).toBe(spoken);
  });

  it('finds no step after a dash that only asks a question', () => {
    expect(plainStep('Hiring plan - what to cut first?')).not.toMatch(/now that/);
  });
});
