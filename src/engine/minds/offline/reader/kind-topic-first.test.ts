// The topic's own verb and object decide the kind; a kind named only by the story around it is
// framed, not run. Each rule in wordings of our own, with a near miss that must not fire: a price
// moved in any currency, pay bargaining with a union, opening in a named city, who owns or runs
// the company next, and a funding round named only as the setting of another question.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));

describe('a plan moved from one price to another is a price change in any currency', () => {
  it.each([
    ['Lift the Pro plan from ₩49,000 to ₩59,000 a month?', 'Seoul SaaS for dental clinics, 800 customers.'],
    ['Move our Basic tier from kr 99 to kr 129', 'Swedish budgeting app, 12,000 paying users.'],
    ['Raise the Team plan from CHF 40 to CHF 48 per seat', 'Zurich collaboration tool, 300 accounts.'],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('pricing_change');
  });

  it('a plan that only moves a team is no price change', () => {
    expect(read('Raise the plan for moving the team from Osaka', 'We are 30 people.').kind).not.toBe(
      'pricing_change',
    );
  });
});

describe('pay bargaining with a union is a people matter', () => {
  it.each([
    ["Pay talks with the drivers' union: accept 6% or walk away?", 'Bus operator, 500 staff.'],
    [
      'What do we offer at the next bargaining session?',
      'The union opened at 10% and we offered 4%. A strike before the holidays would cost us the school contracts.',
    ],
    [
      'Settle the wage claim or risk a walkout?',
      'Warehouse operator, 220 pickers, most of them in the union.',
    ],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('people_matter');
  });

  it('striking a deal with a distributor is no labour dispute', () => {
    expect(
      read('Strike a deal with the Lyon distributor?', 'They want 30% margin and exclusivity.').kind,
    ).not.toBe('people_matter');
  });
});

describe('opening in a named city is a market entry', () => {
  it.each([
    ['Should our bakeries open in Salt Lake City?', 'Six bakeries in Denver, all profitable; budget $900k.'],
    ['Do we open in Porto next spring?', 'Two coffee roasteries in Lisbon, EUR 3M sales.'],
    ['Expanding into Leeds: yes or no?', 'Our gyms in Manchester are full; a site is available.'],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('expand_market');
  });

  it.each([
    ['Should the shop open in December?', 'We fit out the new unit in November.'],
    ['Open in Beta to our waitlist?', 'The app is feature-complete for the pilot.'],
  ])('a month or a release stage is no place: %s', (topic, context) => {
    expect(read(topic, context).kind).not.toBe('expand_market');
  });
});

describe('who owns or runs the company next is no executive hire', () => {
  it.each([
    [
      'Who takes over the bakery when my mother retires?',
      'Options: my brother, who runs the ovens, takes over; or we bring in an outside manager and keep the shares.',
    ],
    [
      'Succession at our print shop',
      'Dad is 68 and wants to stop next year. We could bring in a professional manager or sell to the staff.',
    ],
    [
      'Bring in a strategic partner as a 25% shareholder?',
      'A logistics group offers to buy a quarter of the company at a valuation of $20M.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).not.toBe('hire_executive');
  });

  it('a named executive role in the topic stays a hire', () => {
    const r = read(
      'Hire an outside CEO to take over from the founder?',
      'The founder wants to step back; a candidate from a larger competitor asks $240k base.',
    );
    expect(r.kind).toBe('hire_executive');
  });
});

describe('a funding round named only as the setting of another question is framed', () => {
  it.each([
    [
      'Should we keep all our cash in one bank?',
      'We closed our Series A last spring and hold $9M at a single bank.',
    ],
    [
      'Convert into a benefit corporation?',
      'Our seed investors are fine with it; the Series A is planned for next year.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.verdict).toBe('needs_information');
  });

  it('a topic that asks for money still runs the raise', () => {
    const r = read(
      'Take a $1.5M bridge from our angels?',
      'The Series A is slipping; we have $600k and burn $150k a month. The note converts at a 20% discount.',
    );
    expect(r.kind).toBe('raise_funding');
    expect(r.verdict).toBe('deliberate');
  });
});
