// Seat lines stay in their lens: the CTO speaks of cloud and tooling spend only when the cut puts
// systems in it; a duty the step triggers is its owner's first condition (ADR 0112).
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';
import type { DeliberationResult } from '../../../types.ts';

const cto = (r: DeliberationResult) =>
  JSON.stringify(r.positions.find((p) => p.seat.key === 'CTO')?.position);

describe('the CTO does not speak of cloud spend on a cut that has no systems in it', () => {
  it.each([
    [
      'Should we cut costs by closing our Leeds shop?',
      'The shop loses £8k a month; rent is £4k a month. We run 6 shops.',
    ],
    [
      'Cost reduction: trim the catering budget',
      'We spend €30k a year on office catering and want to halve it.',
    ],
    [
      'Do we reduce overtime to save money?',
      'Overtime at the plant cost $410,000 last year; we want to cut it by a third.',
    ],
  ])('%s', async (topic, context) => {
    expect(cto(await deliberate(topic, context))).not.toMatch(/cloud|hardware/i);
  });

  it('near miss: a cut that names software spend keeps the CTO’s line', async () => {
    const r = await deliberate(
      'Should we cut costs across the company?',
      'Our AWS bill and SaaS subscriptions come to $40k a month; we want to save 20% overall.',
    );
    expect(r.reading?.kind).toBe('cost_cutting');
    expect(cto(r)).toMatch(/cloud and tooling/i);
  });
});

describe('a duty the step triggers is its owner’s first condition', () => {
  it.each([
    [
      'Sign the 10-year lease for the new office?',
      'Rent is £200k a year and the landlord wants a personal guarantee from the CEO.',
    ],
    [
      'Take the bank loan for the new depot?',
      'The bank lends £800k over 5 years; the founder must sign a personal guarantee. Revenue £6M.',
    ],
    [
      'Do we sign the supplier credit line?',
      'A $500k credit line from our main supplier, personally guaranteed by both founders.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const duty = r.reading?.duties.find((d) => /personal guarantee/i.test(d.title));
    const owner =
      r.positions.find((p) => p.seat.key === duty?.owner) ??
      r.positions.find((p) => p.seat.key === 'INDEPENDENT_GOVERNANCE');
    expect(owner?.position.concerns[0]).toMatch(/personal guarantee/i);
  });
});
