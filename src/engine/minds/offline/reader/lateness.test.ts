// How late something already is ('invoices are 45 days overdue', 'payroll is 10 days late') is
// not how long the cash lasts: read as runway, a payroll crisis became a comfortable runway. A
// runway stated in days ('cash lasts 90 days') is still read. Rewordings across sizes and places.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const runwayOf = (r: DecisionReading) => r.numbers.find((n) => n.meaning === 'runway_months');

describe('a figure of lateness is never the runway', () => {
  it.each([
    [
      'Should we take a $200k bridge loan from our bank?',
      'We have run out of money: payroll is 10 days late.',
    ],
    [
      'Should we factor our receivables with a Leeds lender?',
      'Our runway is gone because our two largest invoices are 45 days overdue.',
    ],
    [
      'Should we stop shipping to our Munich distributor?',
      'We will run out of cash soon: the customer is 60 days past due on €120k.',
    ],
    [
      'Should we ask our investors for a €150k bridge?',
      'Cash runs out at this rate: Acme has been late by three weeks and salaries were due 10 days ago.',
    ],
    [
      'Should we borrow against our equipment?',
      'We run out of cash unless the retailer pays: it is 3 months in arrears.',
    ],
  ])('%s', (topic, context) => {
    expect(runwayOf(read(topic, context))).toBeUndefined();
  });
});

describe('a runway stated in days is still read as runway', () => {
  it.each([
    ['Should we hire two engineers in Porto?', 'Our cash lasts 90 days at the current burn.', 3],
    ['Should we take a $200k bridge loan from our bank?', 'We run out of money in 45 days.', 1.5],
    [
      'Should we cut the marketing budget?',
      'We have 60 days of runway left, and invoices are 30 days overdue.',
      2,
    ],
  ])('%s', (topic, context, months) => {
    expect(runwayOf(read(topic, context))?.value).toBeCloseTo(months, 1);
  });
});
