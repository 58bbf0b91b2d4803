// Whose thing a decision is about and who is on the other side: a supplier is not a customer, a
// tool we use is not a product we sell, data moved abroad is not a market entered. Each case in
// three wordings; a text that says both is framed, not guessed.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { runItems } from '../../../testing/judgement-corpus/boilerplate.ts';
import type { JudgementItem } from '../../../testing/judgement-corpus/items.ts';
import { readDecision } from './read-decision.ts';
import { counterpartyOf, whoseThing } from './whose-thing.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));

describe('a supplier we buy from is not a customer', () => {
  it.each([
    [
      'Should we switch our payroll supplier from Paychex to Gusto?',
      'Gusto quoted $900 a month against $1,400 today. Our contract with Paychex ends in March.',
    ],
    [
      'Should we change suppliers for our packaging?',
      'The current supplier charges $4 a unit; a new one offers $3.20 on a 2-year agreement.',
    ],
    [
      'Should we sign a supply agreement with a new manufacturer?',
      'They would make our widgets at $12 each, 20% below our current manufacturer.',
    ],
  ])('%s', async (topic, context) => {
    const reading = read(topic, context);
    expect(reading.kind).toBe('customer_contract');
    expect(counterpartyOf(`${topic} ${context}`)).toBe('supplier');
    const questions = reading.missing.map((m) => m.question).join(' ');
    expect(questions).not.toMatch(/share of revenue|this one customer|hurting other customers/);
    const [run] = await runItems([
      { id: topic, decision: { topic, context, type: 'strategic', constraints: {} }, board: 'growth-board' },
    ] as unknown as JudgementItem[]);
    const said = JSON.stringify(run?.result.positions ?? []);
    expect(said).toMatch(/supplier/);
    expect(said).not.toMatch(/reference that opens the next deals|of revenue once signed/);
  });

  it('a customer contract stays a customer’s', () => {
    const reading = read(
      'Should we sign the enterprise contract with Acme?',
      'Acme would pay us $200k a year for 3 years; our ARR is $1M.',
    );
    expect(reading.kind).toBe('customer_contract');
    expect(counterpartyOf('Acme would pay us $200k a year')).toBe('customer');
  });
});

describe('retiring a product we sell is not an infrastructure migration', () => {
  it.each([
    [
      'Should we sunset our on-premise edition?',
      '40 customers still pay $2k a year each for it; supporting the servers costs $90k.',
    ],
    [
      'Should we retire the self-hosted version of our product?',
      'It has 25 paying customers and needs two engineers.',
    ],
    [
      'Should we end-of-life our legacy platform that customers still pay for?',
      'The legacy platform earns $300k a year; moving customers to the new one takes 6 months.',
    ],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('shut_down_product');
  });
});

describe('a tool we use reaching its end of life is a tool to replace, not our product shut down', () => {
  it.each([
    [
      'Our help desk tool reaches end of life in June. What should we do?',
      'Zendesk Classic is being retired; we have 12 agents using it.',
    ],
    ['Our ticketing software is being discontinued by the vendor. What now?', 'We have 10 agents on it.'],
    [
      'The provider is retiring the payroll system we use. Should we move to Gusto?',
      'Gusto costs $600 a month.',
    ],
  ])('%s', (topic, context) => {
    const reading = read(topic, context);
    expect(reading.kind).toBe('infrastructure');
    expect(reading.missing.map((m) => m.question).join(' ')).not.toMatch(
      /customers use it|revenue does it bring/,
    );
  });

  it('says whose thing it is only when the text does', () => {
    expect(whoseThing('The vendor is discontinuing the CRM we use')).toBe('used');
    expect(whoseThing('Our Lite plan has 300 paying customers')).toBe('sold');
    // Both at once: the scores stand and the margin decides.
    expect(whoseThing('Our product runs on the CRM we use; 300 paying customers')).toBeNull();
  });
});

describe('moving data to another country is not entering a market', () => {
  it.each([
    [
      'Should we move our customer data to the EU?',
      'German clients want it hosted in Frankfurt; it costs $1k a month more.',
    ],
    ['Should we relocate our user records to Canada?', 'A hospital client requires Canadian residency.'],
    ['Should we transfer our database to servers in Germany?', 'Hosting in Frankfurt is $3k a month.'],
  ])('%s', (topic, context) => {
    const reading = read(topic, context);
    expect(reading.kind).not.toBe('expand_market');
    expect(reading.runner_up?.kind ?? null).not.toBe('expand_market');
    expect(['data_privacy', 'infrastructure']).toContain(reading.kind);
  });

  it('moving the business to another country still is', () => {
    expect(read('Should we expand into Germany?', 'We have 40 customers in the UK.').kind).toBe(
      'expand_market',
    );
  });
});

describe('when the text does not say whose thing it is, the board frames instead of guessing', () => {
  it.each([
    ['Should we retire the self-hosted version?', ''],
    ['Should we retire the self-hosted version?', 'Our customers use it and we use it internally too.'],
    ['Do we phase out the legacy platform?', ''],
  ])('%s %s', (topic, context) => {
    const reading = read(topic, context);
    expect(reading.verdict).toBe('needs_information');
    expect([reading.kind, reading.runner_up?.kind].sort()).toEqual(['infrastructure', 'shut_down_product']);
  });
});

describe('the same distinctions in other words', () => {
  it.each([
    ['Should we move our records abroad?', 'A client in Germany wants them hosted there.', 'data_privacy'],
    [
      'Do we keep our user data in the UK or move it to Ireland?',
      'EU clients ask for EU hosting.',
      'data_privacy',
    ],
    [
      'Should we drop our logistics vendor for a cheaper one?',
      'They charge $9 per parcel; a rival quotes $7.',
      'customer_contract',
    ],
    [
      'Is it time to replace our cleaning contractor?',
      'They cost $3k a month and missed 4 visits.',
      'customer_contract',
    ],
    ['Should we stop buying from our current flour supplier?', 'Prices went up 15%.', 'customer_contract'],
    [
      'Should we kill the mobile app we sell to schools?',
      '80 schools pay $1k a year; upkeep is $120k.',
      'shut_down_product',
    ],
    [
      'Our chat tool is being shut down by its maker. Switch to Slack or Teams?',
      'We have 30 staff.',
      'infrastructure',
    ],
    [
      'The CRM we rely on is being deprecated. What do we do?',
      'Its maker ends support in December.',
      'infrastructure',
    ],
  ])('%s', (topic, context, kind) => {
    expect(read(topic, context).kind).toBe(kind);
  });

  it('a market entry that also moves data is still a market entry', () => {
    expect(
      read('Should we open an office in Berlin and move our data there too?', 'We would hire 5 people.').kind,
    ).toBe('expand_market');
  });
});
