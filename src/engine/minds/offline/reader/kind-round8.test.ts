// Kinds a blind judge found misread, each in three or more wordings of our own: a market reached
// through a distributor is a distribution deal; a benefit cut is a cost cut, not a layoff; a cash
// emergency whose topic names no move is framed, not read as a fundraise; a vendor or provider
// we pay is a supplier, whatever the context says about our own customers.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { crisisMoves } from './kind-situations.ts';
import { readDecision } from './read-decision.ts';
import { counterpartyOf } from './whose-thing.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));

describe('a market reached through a distributor is a distribution deal', () => {
  it.each([
    [
      'Appoint a distributor in Brazil or keep selling direct?',
      'A São Paulo distributor offered to carry our range for a 35% margin. 12 staff, $2M revenue.',
    ],
    [
      'Should we enter the German market through an importer?',
      'Hansa Import would buy 5,000 units a year at a 40% discount and handle retail.',
    ],
    [
      'Sign an exclusive dealer for Japan?',
      'Tokyo Trading wants exclusive rights for 3 years, minimum orders of ¥50M a year, to launch in Japan.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('partnership');
    expect(r.verdict).toBe('deliberate');
  });

  it('a market entered with our own subsidiary stays a market entry', () => {
    expect(
      read(
        'Expand into Germany: our own subsidiary or a distributor?',
        'A Munich entity would cost €600k a year.',
      ).kind,
    ).toBe('expand_market');
  });
});

describe('a benefit cut is a cost cut, not a layoff', () => {
  it.each([
    ['Should we cut staff perks to extend runway?', 'Perks cost $22k a month for 60 people in Denver.'],
    [
      'Cut private health cover for employees?',
      'Premiums rose 30% to €210k a year for our 80 staff in Dublin.',
    ],
    [
      'Restructure the benefits package for all employees?',
      'Moving everyone to a cheaper health plan saves £120k a year; 150 staff in Manchester.',
    ],
    [
      'Should we halve the employer pension contribution from 6% to 3%?',
      'We are a 200-person manufacturer in Ohio; it would save $700k a year.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('cost_cutting');
    expect(r.duties.map((d) => d.id)).toContain('employment_terms_change');
    expect(r.duties.map((d) => d.id)).not.toContain('layoff_consultation');
  });

  it('jobs cut alongside a hiring freeze are still layoffs', () => {
    expect(read('Cut 15 roles and freeze hiring?', 'Burn $500k a month, 120 staff in Chicago.').kind).toBe(
      'layoffs',
    );
  });
});

describe('a cash emergency with no move named is framed, not read as a fundraise', () => {
  it.each([
    [
      'We cannot make payroll next month. What do we do?',
      'Cash is $120k, payroll is $210k due on the 30th; a customer owes us $300k in 60 days.',
    ],
    [
      'Our cash runs out in five weeks',
      'We burn €90k a month and have €110k left. Two investors passed last week; options are to cut salaries, borrow from the founders or close.',
    ],
    [
      'Payroll is due Friday and we are $60k short',
      'Our investors might bridge us; a SAFE of $250k is on the table. 14 staff in Toronto.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.verdict).toBe('needs_information');
    expect(r.kind).toBeNull();
    expect(r.framing_reason).toMatch(/cash emergency/);
    expect(r.duties.map((d) => d.id)).toEqual(expect.arrayContaining(['wages_on_time', 'insolvency_duty']));
  });

  it.each([
    [
      'Our investors might bridge us with a SAFE, and a customer owes us $90k.',
      /bridge from the investors/,
      /bringing forward what customers owe/,
    ],
    ['We could borrow from the bank or cut salaries by agreement.', /short-term borrowing/, /cuts agreed/],
    [
      'The founders could put in money, or we close the company.',
      /money from the founders/,
      /orderly sale or wind-down/,
    ],
  ])('its options are the moves the text names, never late wages: %s', (text, a, b) => {
    const moves = crisisMoves(text).join(' ');
    expect(moves).toMatch(a);
    expect(moves).toMatch(b);
    expect(moves).not.toMatch(/pay\w* (?:wages|salaries|staff) late/);
    expect(read('Cash runs out next month', `${text} Cash is $50k, payroll $90k.`).restatement).toMatch(
      /cash emergency/,
    );
  });

  it.each([
    [
      'Take the $250k bridge note our investors offered?',
      'Cash runs out in 6 weeks; burn $70k a month.',
      'raise_funding',
    ],
    [
      'Should we raise a $3M seed at $15M pre-money?',
      'We have $400k in the bank and burn $80k a month.',
      'raise_funding',
    ],
  ])('a topic that names the move keeps its kind: %s', (topic, context, kind) => {
    expect(read(topic, context).kind).toBe(kind);
  });
});

describe('a vendor or provider we pay is a supplier', () => {
  it.each([
    'Should we switch to a new packaging vendor on a 3-year deal? Boxly quotes $0.40 per unit vs $0.55 today.',
    'Sign a 2-year agreement with a logistics provider? Our customers would get next-day delivery; they charge us $6 a parcel.',
    'Renew the cleaning agency contract? They invoice us £3k a month for our 3 sites.',
  ])('%s', (text) => {
    expect(counterpartyOf(text)).toBe('supplier');
  });

  it('a customer who pays us stays a customer', () => {
    expect(
      counterpartyOf('Should we sign the enterprise contract? The client would pay us $400k a year.'),
    ).toBe('customer');
  });
});

describe('a new office or entity named by its city is a market entry', () => {
  it.each([
    ['Open a Berlin office?', 'Cost €400k a year for 5 people; we are a Dutch SaaS with €6M ARR.'],
    [
      'Should we set up a Singapore entity?',
      'Three APAC customers asked for local invoicing; cost S$90k a year.',
    ],
    ['Launch a Toronto store this spring?', 'Our two Seattle stores make $1.2M a year each.'],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('expand_market');
  });

  it('the lease of an office we already have is a property decision', () => {
    expect(read('Our Berlin office lease renews in March', 'Rent rises 20% to €14k a month.').kind).toBe(
      'real_estate',
    );
  });
});
