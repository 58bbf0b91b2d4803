import { describe, expect, it } from 'vitest';
import { placesOf } from '../reader/places.ts';
import { readDecision } from '../reader/read-decision.ts';
import { adviceToTake, textNamesSubject } from './framing-scope.ts';
import { framingSums } from './framing-sums.ts';
import { purchaseSums } from './purchase-sums.ts';

const decision = (topic: string, context: string) =>
  ({
    topic,
    context,
    constraints: { budget: null, timeline: null, other: null, companyInfo: null },
  }) as never;
/** The reading of a topic and its context, as the framing gets it. */
const readingOf = (topic: string, context: string) => readDecision(decision(topic, context));

describe('a framed answer says only what the text supports', () => {
  it('asks a guessed kind’s fact only when the text speaks of its subject', () => {
    const text = 'Our bakery could lease a second oven or keep renting time at the co-op kitchen.';
    expect(textNamesSubject({ fact: 'what the role costs', question: '', owner: 'CFO' }, text)).toBe(false);
    expect(textNamesSubject({ fact: 'the migration plan', question: '', owner: 'CTO' }, text)).toBe(false);
    // Near miss: a text that names a role keeps the question.
    expect(
      textNamesSubject(
        { fact: 'what the role costs', question: '', owner: 'CFO' },
        'The new role reports to me.',
      ),
    ).toBe(true);
  });

  it('names the advice a subject calls for, not an employment lawyer for a headcount', () => {
    expect(adviceToTake('The council says our emissions breach the permit; 90 workers on site.')).toEqual([
      'environmental or regulatory counsel, on what the authority requires and by when',
    ]);
    expect(adviceToTake('The 20 drivers would transfer to the new operator.')[0]).toMatch(
      /^employment counsel/,
    );
  });
});

describe('figures a framed answer must not ask for or misread', () => {
  it('keeps a currency written as a code or a sign other than dollars', () => {
    const r = readingOf(
      'Should we buy a second press for EGP 14m?',
      'Revenue EGP 600m last year, ₩ is not our currency.',
    );
    expect(r.numbers.find((n) => n.value === 14e6)?.unit).toBe('E£');
  });

  it('reads a time limit as the deadline and a stated profit as no burn to ask for', () => {
    const r = readingOf(
      'Replace the filtration line or pay the penalties?',
      'Still profitable, cash £2m. The agency gives us 4 months to submit a remedy plan.',
    );
    expect(r.stated).toEqual(expect.arrayContaining(['deadline', 'monthly burn']));
    // Near miss: how long building takes is no deadline, and a profit hoped for is no profit.
    const near = readingOf(
      'Build the new line?',
      'Cash £2m; we expect to be profitable by 2028. It takes 8 months to build.',
    );
    expect(near.stated).not.toContain('deadline');
    expect(near.stated).not.toContain('monthly burn');
  });

  it('pays back a one-off cost from a yearly saving, and sets the saving against profit', () => {
    const d = decision(
      'Install solar panels on the warehouse?',
      'Profit last year was £400k. The panels cost £90k once and would save £30k a year on power.',
    );
    const sums = framingSums(d, readDecision(d));
    expect(sums.find((s) => s.id === 'payback')?.result).toBe('36 months');
    expect(sums.find((s) => s.id === 'saving_share_of_profit')?.result).toMatch(/^7\.5% of profit/);
  });
});

describe('places', () => {
  it('reads a city two countries share as the one the text is in', () => {
    expect(
      placesOf('Our mill in Dundee would send the work to a plant in Perth.').map((p) => p.name),
    ).toEqual(['the UK']);
    // Near miss: Perth with no other country named stays Australian.
    expect(placesOf('We open a branch in Perth next spring.').map((p) => p.name)).toEqual(['Australia']);
  });
});

describe('what a step costs, and what it avoids', () => {
  it('does not price a step by a cost it avoids, but keeps a cost said after a saving', () => {
    const d = decision(
      'Switch the bakery ovens to a leased set?',
      'Turnover £3m, profit £200k. Leasing saves about £40k a year and avoids a £150k oven purchase.',
    );
    const sums = framingSums(d, readDecision(d));
    expect(sums.some((s) => s.label.startsWith('£150k'))).toBe(false);
    const near = decision(
      'Buy the new mixer?',
      'Turnover £3m, profit £200k. The mixer saves time and costs £30k; it would save £10k a year.',
    );
    expect(framingSums(near, readDecision(near)).find((s) => s.id === 'payback')?.result).toBe('36 months');
  });
});

describe('a purchase priced against the cash', () => {
  it('states the part a lender does not finance and the cash left after it', () => {
    const d = decision(
      'Buy the printing works next door for €2M?',
      'Our cash is €1.5M. The owner is retiring and the bank will finance 60% of the price.',
    );
    const sums = purchaseSums(
      readDecision(d),
      'Our cash is €1.5M. The owner is retiring and the bank will finance 60% of the price.',
    );
    expect(sums.find((s) => s.id === 'own_part_of_price')?.result).toBe('€800k');
    expect(sums.find((s) => s.id === 'cash_after_purchase')?.result).toBe('€700k');
  });

  it('does not set a yearly spend against a one-off price as if they were two quotes', () => {
    const d = decision(
      'Buy the printing works next door for €2M?',
      'We pay outside printers about €400k a year. Our cash is €1.5M.',
    );
    expect(framingSums(d, readDecision(d)).some((s) => s.id === 'comparison')).toBe(false);
  });
});
