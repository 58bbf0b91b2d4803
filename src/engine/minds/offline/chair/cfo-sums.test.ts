// The sums a CFO does reach the CFO's own points: debt service against the covenant on a loan,
// the months a one-off cost takes to earn back, what a cheaper quote named in the text saves, and
// a growth claimed in words checked in the synthesis. Three rewordings each.
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';
import type { DeliberationResult } from '../../../types.ts';

const cfoPoints = (r: DeliberationResult) =>
  r.positions.find((p) => p.seat.key === 'CFO')?.position.key_points.join(' ') ?? '';

describe('the CFO sets a loan’s repayments against operating profit and the covenant', () => {
  it.each([
    [
      'Should we take the bank loan?',
      "We'd borrow $1M at 9% over 5 years. The covenant requires a debt service coverage ratio of at least 1.25x. Our EBITDA is $300k a year and cash is $400k.",
    ],
    [
      'Should we take the equipment loan?',
      'A €600k loan at 7% over 4 years; the bank wants DSCR above 1.3. Operating profit last year was €180k.',
    ],
    [
      'Should we refinance with the bank?',
      'A £2M loan at 6% over 7 years, with a minimum debt service coverage of 1.2. Cash flow from operations is £310k a year.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    expect(cfoPoints(r)).toMatch(
      /Debt service coverage would be [\d.]+×, below the [\d.]+× the covenant requires/,
    );
  });
});

describe('the CFO says how long a one-off cost takes to earn back', () => {
  it.each([
    [
      'Should we automate the packing line?',
      'The robots cost $180k up front and would save us $12k a month in labour.',
      '15 months',
    ],
    [
      'Should we install solar panels?',
      'Installation is €95k one-off; the panels cut our energy bill by €2,500 a month.',
      '38 months',
    ],
    [
      'Should we switch to the new CRM?',
      'Migration costs £40k once, and the new licence saves £30k a year against the old one.',
      '16 months',
    ],
  ])('%s', async (topic, context, months) => {
    expect(cfoPoints(await deliberate(topic, context))).toContain(`Months to earn back the cost: ${months}`);
  });
});

describe('a growth claimed in words is corrected where the founder reads', () => {
  it.each([
    [
      'Should we sign the distribution deal with NordRetail?',
      'The deal brings in about $400k of extra revenue a year. Our revenue is $2.5M a year and we have $900k in the bank. The founder says this deal will double the business.',
      '16%',
    ],
    [
      'Should we open the Madrid store?',
      'The store would add €300k in sales per year on top of our €1.8M turnover; it would double our revenue. We have €700k in cash.',
      '16.7%',
    ],
    [
      'Should we sign the hospital group?',
      'The contract is worth $250k a year to us. ARR today is $1.2M and cash is $2M. Sales says it will triple revenue.',
      '20.8%',
    ],
  ])('%s', async (topic, context, computed) => {
    const r = await deliberate(topic, context);
    expect(cfoPoints(r)).toMatch(/you say it would (?:double|triple)/i);
    // A deliberated answer weighs it 'at 16%'; a framed one (no kind) says the board decides on it.
    expect(r.synthesis?.synthesis ?? '').toMatch(
      new RegExp(`(?:at|decides on) ${computed.replace('.', '\\.')}`),
    );
  });
});

describe('the CFO states what a cut saves and the runway it leaves, and one view of its urgency', () => {
  it.each([
    [
      'Should we lay off 12 of our 60 staff?',
      'Average fully loaded cost per employee is $85k a year. We have $1.2m in the bank and burn $180k a month.',
    ],
    [
      'Do we let 12 people go?',
      'We employ 60; each employee costs about $85k a year all in. Cash is $1.2m and the burn $180k a month.',
    ],
  ])('%s', async (topic, context) => {
    const points = cfoPoints(await deliberate(topic, context));
    expect(points).toMatch(/The cut saves \$85k a month/);
    expect(points).toMatch(/runway from 6\.7 months to 12\.6 months/);
    // Six to twelve months of runway is urgent; the same seat does not also call the cut mere prudence.
    expect(points).not.toMatch(/prudence rather than survival/);
  });

  it('a leverage covenant the deal would breach is the CFO’s to raise', async () => {
    const r = await deliberate(
      'Should we buy Baltica Freight for €14m?',
      'Revenue €41m, EBITDA €3.9m, net debt €6m. Baltica has EBITDA of €1.6m. Our bank would lend €10m. Our facility has a covenant of net debt to EBITDA below 3.0x. Cash €5m.',
    );
    expect(cfoPoints(r)).toMatch(
      /Net debt after the deal as a multiple of EBITDA: 3\.64×, above the 3× the covenant allows/,
    );
    expect(r.synthesis.synthesis).toMatch(/The sums: price as a multiple of yearly profit, 8\.8×/);
  });
});

describe('an order of goods on long terms is weighed on the cash it ties up, in a producer’s words', () => {
  it.each([
    'Lima, 60 staff. Supermercados Peruanos wants 40,000 units a month at S/ 12 each, paid at 90 days. Our unit cost is S/ 8.50. We have S/ 900k cash and monthly fixed costs of S/ 280k.',
    'Lima, 60 staff. The chain would take 40,000 units per month for S/ 12 a unit, on 90-day terms. Unit cost: S/ 8.50. Cash S/ 900k; fixed costs S/ 280k a month.',
  ])('%s', async (context) => {
    const r = await deliberate('Should we sign the supermarket contract?', context);
    const cfo = r.positions.find((p) => p.seat.key === 'CFO');
    expect(cfo?.position.key_points.join(' ')).toMatch(
      /goods paid for before the buyer pays \(113% of the PEN 900k cash\)/,
    );
    expect(cfo?.position.questions.join(' ')).not.toMatch(/What is the contract worth/);
    const all = r.positions
      .flatMap((p) => [...p.position.key_points, ...p.position.recommendations])
      .join(' ');
    expect(all).not.toMatch(/custom work|security review/);
  });
});

describe('a producer bought or sold gets a producer’s systems line', () => {
  it.each([
    [
      'Should we sell the company to the management team?',
      'We make furniture in Porto; 75 staff, revenue €11m. The managers offer €7m.',
    ],
    [
      'Should we buy Kessler Bakeries for €3m?',
      'Kessler runs two bakeries with a wholesale round to 40 supermarkets; revenue €5m.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    const cto = r.positions.find((p) => p.seat.key === 'CTO');
    expect(cto?.position.key_points.join(' ')).not.toMatch(/\bcode\b|open-source/);
  });
});
