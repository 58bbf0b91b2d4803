// A loan or a payout that the board's own sums show breaking a lender's covenant is never a plain
// split or a plain yes: the headline says not on these terms, with the sum and what to change.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

describe('a covenant the step breaks decides the headline', () => {
  it('says not on these terms when coverage falls below the covenant from the first test', async () => {
    const r = await deliberate(
      'Should we take the PLN 9M bank loan to build the new clinic?',
      'We run four dental clinics in Poznań, 85 staff. Revenue PLN 24M, EBITDA about PLN 150,000 a month. Cash PLN 3.1M. The bank offers PLN 9M over 7 years at 8.5%; the covenant requires DSCR of at least 1.3.',
    );
    const headline = r.synthesis.recommendation;
    expect(headline).not.toMatch(/^The board is split: /);
    expect(headline).toMatch(/covenant/);
    expect(headline).toMatch(/not (?:sign )?on these terms|not as proposed|against .* as proposed/);
    expect(headline).toMatch(/1\.05×/);
  });

  it('leaves the headline alone when coverage clears the covenant', async () => {
    const r = await deliberate(
      'Should we take the PLN 3M bank loan to build the new clinic?',
      'We run four dental clinics in Poznań, 85 staff. Revenue PLN 24M, EBITDA about PLN 400,000 a month. Cash PLN 3.1M. The bank offers PLN 3M over 7 years at 8.5%; the covenant requires DSCR of at least 1.3.',
    );
    expect(r.synthesis.recommendation).not.toMatch(/breaks the lender's covenant|keep the lender's covenant/);
  });

  it('has the money and governance seats weigh a clear breach, and leaves a marginal one to the CFO', async () => {
    const clear = await deliberate(
      'Should we take the PLN 9M bank loan to build the new clinic?',
      'We run four dental clinics in Poznań, 85 staff. Revenue PLN 24M, EBITDA about PLN 150,000 a month. Cash PLN 3.1M. The bank offers PLN 9M over 7 years at 8.5%; the covenant requires DSCR of at least 1.3.',
    );
    const said = (r: typeof clear, title: RegExp) => {
      const p = r.positions.find((x) => title.test(x.seat.title))?.position;
      return p ? `${p.perspective} ${p.key_points.join(' ')}` : '';
    };
    expect(said(clear, /Investor/)).toMatch(/covenant breaks at the first test/);
    const marginal = await deliberate(
      'Finance 12 e-buses with a €4.0M bank loan?',
      'We run city buses in Graz, 140 staff. EBITDA €2.0M a year, existing net debt €2.12M, cash €0.9M. The bank requires net debt/EBITDA below 3.0x.',
    );
    expect(said(marginal, /Investor/)).not.toMatch(/covenant breaks at the first test/);
  });
});
