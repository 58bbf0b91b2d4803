// Seats speak in their own words about this decision: a proposal shown to cross a legal line is
// refused once per seat, each seat with its own reason and the decision's own words, never the
// same sentence from several seats or across decisions; the CTO finds what a people matter asks
// of the systems instead of abstaining with a stock line. Three wordings each.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

const BREACHES: [string, string][] = [
  [
    'Should we delay this month’s payroll by two weeks until the Acme invoice is paid?',
    'We have 22 staff in Manchester; payroll is £95k and cash £40k.',
  ],
  [
    'Should we advertise our solar notes as guaranteed 11% returns to retail savers?',
    'We want €1.5M from 2,000 small investors in Spain through Facebook ads.',
  ],
  [
    'Should we move the analyst who reported the revenue fraud to a junior role?',
    'She went to the audit committee last month; 140 staff in Chicago.',
  ],
];

describe('a line crossed is refused once per seat, in that seat’s own words', () => {
  it('no two seats and no two decisions share a refusal sentence', async () => {
    const seen = new Map<string, number>();
    for (const [topic, context] of BREACHES) {
      const result = await deliberate(topic, context);
      const refusals = result.votes.map((v) => v.vote.rationale).filter((r) => /legal line/.test(r));
      expect(refusals.length).toBeGreaterThanOrEqual(3);
      expect(new Set(refusals).size).toBe(refusals.length);
      for (const r of refusals) seen.set(r, (seen.get(r) ?? 0) + 1);
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('the CTO on a people matter names what it asks of the systems', () => {
  it.each([
    [
      'How should we handle the harassment complaint against our sales director?',
      'Two reps complained about messages he sent on Slack; 60 staff in Austin.',
    ],
    [
      'A bullying complaint has been made against our head of ops',
      'Three people on her team complained to HR; 45 staff in Dublin.',
    ],
    [
      'Should we investigate expense fraud by our London office manager?',
      'Finance found £18k of personal spending on the company card.',
    ],
  ])('%s', async (topic, context) => {
    const result = await deliberate(topic, context);
    const cto = result.votes.find((v) => v.seat.key === 'CTO');
    expect(cto?.vote.vote).not.toBe('abstain');
    const text = JSON.stringify(result);
    expect(text).toMatch(/mailboxes, chat channels and access logs on hold/);
  });
});

// A refusal names the act that crosses the line; a fragment of the decision pasted into the
// sentence ('while it would “guaranteed 11% returns”') does not parse whatever its grammar.
describe('a refusal of a crossed line reads as a sentence whatever the decision’s wording', () => {
  it.each([
    [
      'Can we pay the team two weeks late this month, just while the Lagos client settles?',
      'Payroll is ₦40M for 30 staff; cash is ₦12M.',
      'pay the team two weeks late',
    ],
    [
      'Launch the “Guaranteed 9% Every Year” campaign for our property bonds to retail savers across Ireland via Instagram',
      'We need €800k and think the headline converts.',
      'guaranteed 9%',
    ],
    [
      'Should we tell our 5,000 Canadian shoppers nothing about last week’s breach of their card data, which the vendor says was probably not exploited, and hope it blows over?',
      'Regulators have not contacted us; 40 staff in Toronto.',
      'tell our 5,000 canadian shoppers nothing',
    ],
  ])('%s', async (topic, context, raw) => {
    const result = await deliberate(topic, context);
    const refusals = result.votes.map((v) => v.vote.rationale).filter((r) => /legal line/.test(r));
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    for (const r of refusals) {
      expect(r.toLowerCase()).not.toContain(raw);
      expect(r).not.toMatch(/would “|while it would|“[^”]*”/);
      expect(r).toMatch(/^[^a-z].*[.]$/s);
    }
  });
});
