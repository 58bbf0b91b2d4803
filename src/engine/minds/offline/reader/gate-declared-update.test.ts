// An update whose writer says the board is asked nothing is no decision, even when greetings and
// asides outnumber its results; a text that says so and still asks, offers or waits on something
// is judged. Wordings of our own, with near misses that share their words.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const refusal = (topic: string, context: string) =>
  readDecision(plainDecision(topic, context)).cannot_judge?.reason ?? null;

describe('an update that says it asks nothing', () => {
  it.each([
    [
      'October from Lisbon',
      'Hello everyone, greetings from Lisbon. Revenue closed October at €96k. The team is in good spirits. No action needed from the board this month.',
    ],
    [
      'The second kiln',
      'The second kiln was commissioned on Monday. Our foreman retires in spring and is training his deputy. Just keeping you all in the loop.',
    ],
    [
      'Q2 at the Denver plant',
      'Bookings came in at $1.3M, a little under plan. Two engineers joined the platform team. The auditors start in August. See you at the next meeting.',
    ],
    [
      'The vineyard',
      'Picking finished on Friday. Yields were down a little after the frost, but the grapes look fine. Letting you know, nothing for the board to decide.',
    ],
    [
      'Our clinic in Galway',
      'FYI, patient visits rose 12% on last year and the new dental chair arrived. The landlord repainted the waiting room. Nothing for you to decide.',
    ],
  ])('is no decision: %s', (topic, context) => {
    expect(refusal(topic, context)).toBe('no_decision');
  });

  it.each([
    [
      'Acme renewal',
      'FYI: Acme grew its seats to 400 last year. Their contract ends in March and they want a 20% discount to renew.',
    ],
    [
      'The regulator',
      'Harvest finished last week and yields were down 15%. Just keeping you informed: the regulator has proposed a fine of $40k for the labelling error.',
    ],
    [
      'Bookings and the lease',
      'Bookings came in at $1.3M. Just keeping you in the loop, and: should we sign the two-year lease we were offered?',
    ],
    [
      'Supplier prices',
      'For your information: our supplier has proposed a 9% price rise from January, or a 3-year contract at today’s price.',
    ],
  ])('is judged when something is still pending: %s', (topic, context) => {
    expect(refusal(topic, context)).toBeNull();
  });
});
