// A spend that leaves cash at or within a quarter's burn of a lender's minimum is held like a
// spend the runway cannot carry: the chair names the covenant and the fix (financing the asset or
// a waiver), and the sums an equipment purchase or an order turns on reach the synthesis.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

const context = (cash: string) =>
  `Furniture maker, 120 staff, revenue €22m. Cash is ${cash}; we burn about €150k a month while the new range ramps up. Our bank loan requires minimum cash of €2m at every month end. The second CNC line costs €1.2m installed, paid from cash.`;

describe('a spend against a lender’s minimum cash', () => {
  it('is held when the burn breaks the covenant within weeks', async () => {
    const r = await deliberate('Approve €1.2m for a second CNC line?', context('€3.3m'));
    expect(r.synthesis.recommendation).toMatch(/covenant is breached in about \d+ weeks?/);
    expect(r.synthesis.recommendation).toMatch(/waiver|lease or an asset loan/);
    expect(r.synthesis.recommendation).not.toMatch(
      /^The board recommends you proceed with the purchase, with the conditions below/,
    );
  });

  it('near miss: ample headroom is weighed, not held', async () => {
    const r = await deliberate('Approve €1.2m for a second CNC line?', context('€9m'));
    expect(r.synthesis.recommendation).not.toMatch(/covenant is breached/);
  });
});

describe('the sums an equipment purchase and an order turn on reach the synthesis', () => {
  it('an equipment purchase: its cost against cash and its payback', async () => {
    const r = await deliberate(
      'Approve a £480k spiral freezer?',
      'Seafood processor, 95 staff, revenue £14m, cash £3.1m, no debt. The freezer would let us take orders worth £2.5m a year at 18% gross margin.',
    );
    expect(r.synthesis.synthesis).toMatch(/The sums: .*months to earn back the cost, 12\.8 months/i);
  });

  it('an order: its gross profit and what the advance covers', async () => {
    const r = await deliberate(
      'Accept a €2.4m order for 8,000 pumps from a new importer in Lagos, 40% paid up front?',
      'We make irrigation pumps in Valencia, 85 staff, revenue €9m, gross margin 30%, cash €1.1m.',
    );
    expect(r.synthesis.synthesis).toMatch(/gross profit the order brings at our margin, €720k/i);
    expect(r.synthesis.synthesis).toMatch(/what the advance covers/i);
  });
});
