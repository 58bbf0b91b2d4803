// The ask's verb and its object decide the kind: how a step is paid, or a word of the story
// around it, never outvotes the verb. Wordings of our own, with near misses.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { RULES_ONLY } from './kind-model.ts';
import { readDecision } from './read-decision.ts';

const kindOf = (topic: string, context = '') => readDecision(plainDecision(topic, context)).kind;
// The verbs' rules alone: the word model may still frame a near miss as a kind it reads as a whole.
const rulesKindOf = (topic: string, context = '') =>
  readDecision(plainDecision(topic, context), RULES_ONLY).kind;

describe('the verb and its object name the kind, whatever the terms say', () => {
  it.each([
    // An appointment is a hire.
    {
      ask: 'Make my cousin our operations director?',
      story: 'He ran a bakery chain for eight years.',
      kind: 'hire_executive',
    },
    {
      ask: 'Should we name Tariq as interim chief financial officer?',
      story: 'Our controller left in May.',
      kind: 'hire_executive',
    },
    {
      ask: 'Appoint the founder’s daughter head of product?',
      story: 'She joined two years ago as a designer.',
      kind: 'hire_executive',
    },
    {
      ask: 'Promote Olu to VP of engineering',
      story: 'He leads nine developers; we plan a seed next year.',
      kind: 'hire_executive',
    },
    // A business or a stake bought is an acquisition however it is paid.
    {
      ask: 'Buy the print shop across the street for £350k?',
      story: 'The bank lends us £300k over 8 years.',
      kind: 'acquire_company',
    },
    {
      ask: 'Do we take a 51% stake in our Polish supplier?',
      story: 'We would pay €2M, half as a vendor loan.',
      kind: 'acquire_company',
    },
    {
      ask: 'Should we purchase Kestrel Labs, a 9-person testing firm?',
      story: 'Price $1.8M, $600k earn-out.',
      kind: 'acquire_company',
    },
    // Contract workers' engagements ended are a people matter, never a hire.
    {
      ask: 'Should we terminate the contracts of our 9 freelancers?',
      story: 'Our COO wants to hire 4 staff instead.',
      kind: 'people_matter',
    },
    {
      ask: 'Do not renew the agency nurses on ward 3?',
      story: 'Their agency contract ends in April.',
      kind: 'people_matter',
    },
    // A price charged and money raised follow the verb.
    {
      ask: 'Bill our legacy accounts 15% more from spring?',
      story: 'Costs rose 11%; 300 accounts.',
      kind: 'pricing_change',
    },
    {
      ask: 'Should we raise a $1.5M seed to fund a CTO hire?',
      story: 'Cash $200k, burn $40k a month.',
      kind: 'raise_funding',
    },
    {
      ask: 'Buy back the departing co-founder’s unvested shares?',
      story: 'She holds 20%, half unvested.',
      kind: 'founder_equity',
    },
  ])('$ask', ({ ask, story, kind }) => expect(kindOf(ask, story)).toBe(kind));
});

describe('money returned to owners, a buy-back or a gift takes no borrowed kind', () => {
  it.each([
    [
      'Should we pay our shareholders a $300k dividend?',
      'Investors own 40%; a Series B is planned next year.',
    ],
    ['Declare an interim distribution of €80k to the members?', 'We have a €120k overdraft we barely use.'],
    ['Buy back 3% of our stock and keep it in treasury?', 'We could later grant it from the option pool.'],
    [
      'Accept a donated floor of offices from the university?',
      'The lease on our current premises ends in June.',
    ],
  ])('%s', (topic, context) => {
    const r = readDecision(plainDecision(topic, context));
    expect(r.kind).toBeNull();
    expect(r.verdict).toBe('needs_information');
  });
});

describe('near misses: the same verbs on another object', () => {
  it.each([
    ['Should we make the sales lead responsible for renewals?', 'Churn rose to 4%.', 'hire_executive'],
    ['Should we acquire customers through paid search?', 'CAC today is $300.', 'acquire_company'],
    [
      'Should we terminate our contract with the cleaning supplier?',
      'They missed 5 visits.',
      'people_matter',
    ],
    ['Raise our concerns with the landlord about the leak?', 'The lease runs 3 more years.', 'raise_funding'],
  ])('%s', (topic, context, kind) => expect(rulesKindOf(topic, context)).not.toBe(kind));
});

describe('a named business or a plant bought is an acquisition', () => {
  it.each([
    ['Buying Harbour Lane Bakery (3 shops) for £900k - good price?', 'acquire_company'],
    ['Buy the Tulsa bottling plant for $6m?', 'acquire_company'],
    ['Buy our Lisbon dev partner for €2M to keep the team?', 'acquire_company'],
  ])('%s', (topic, kind) => {
    expect(readDecision(plainDecision(topic, 'We would fund it partly with a bank loan.')).kind).toBe(kind);
  });

  it.each(['Buy Google Ads for the launch?', 'Buy AWS credits up front for three years?'])(
    'near miss: a named seller’s product bought is no acquisition: %s',
    (topic) => {
      expect(readDecision(plainDecision(topic, 'Budget $40k.')).kind).not.toBe('acquire_company');
    },
  );
});
