// Round 21: what a framed answer states must be right. A count said with the people it prices is
// the one multiplied; a rupee sum in lakh written 'L' is lakh; a year's deficit is no month's burn;
// tuition, dues and fares are prices; a saving a year pays a cost back net of its upkeep, against
// the payback the text claims; and a line with no situation is refused as too short to judge.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const figure = (topic: string, context: string, value: number) =>
  read(topic, context).numbers.find((n) => Math.abs(n.value - value) < 1) ?? null;
const calc = (topic: string, context: string, id: string) =>
  read(topic, context).calculations.find((c) => c.id === id) ?? null;

describe('people priced each are counted where they are named', () => {
  it.each([
    [
      'Should we hire Dan?',
      "Consultancy, 86 staff. He'd need three engineers under him at about $150,000 each.",
    ],
    ['Open the Leeds team?', 'We employ 120 people. The team would be 4 analysts at £60,000 each.'],
  ])('%s', (topic, context) => {
    const team = read(topic, context).numbers.find((n) => /at a rate per/.test(n.label));
    expect(team?.meaning).toBe('annual_cost');
    expect(team?.text).toMatch(/× (?:3|4|5) =/);
  });

  it('a count of the same noun elsewhere in the text wins over the whole staff', () => {
    const testers = read(
      'Outsource QA?',
      'We are 86 staff. Our in-house testers cost £4,500 a month each and we have 10 testers.',
    ).numbers.find((n) => /per tester/.test(n.text));
    expect(testers?.value).toBe(45_000);
  });
});

describe('a rupee sum written with L is in lakh', () => {
  it.each([
    ["Vendor sheet: 'annual savings ₹70.5 L'.", 7_050_000],
    ['The O&M contract is Rs 4.2 L per year.', 420_000],
    ['We would save INR 12 L a year on diesel.', 1_200_000],
  ])('%s', (context, value) => {
    expect(figure('Approve the ₹2.85 Cr solar order?', context, value)).not.toBeNull();
  });

  it('a litre is no lakh', () => {
    expect(
      figure('Buy the tanks?', 'Each 20 L tank costs Rs 900 and we need 300 of them.', 2_000_000),
    ).toBeNull();
  });
});

describe("a year's deficit is read a month at a time", () => {
  it.each([
    'Last year we ran an operating deficit of ₱11.4 million.',
    'In 2024 we ran a deficit of ₱11.4 million on operations.',
    'Our annual deficit is ₱11.4 million.',
  ])('%s', (context) => {
    const burn = read('Should we raise tuition by 12%?', `${context} We have 3,900 students.`).numbers.find(
      (n) => n.meaning === 'monthly_burn',
    );
    expect(burn?.value).toBe(950_000);
  });
});

describe('what a school, a club or an operator charges is its price', () => {
  it.each([
    'Should we raise tuition by 12% next year?',
    'Should we increase our membership dues by 8%?',
    'Should we put up our fares by 10%?',
    'Should we increase our hourly rate from $95 to $120?',
  ])('%s', (topic) => {
    expect(read(topic, 'We have 300 customers and have not changed it for three years.').kind).toBe(
      'pricing_change',
    );
  });

  it('students paying a yearly tuition give the revenue the change moves', () => {
    const topic = 'Should we raise tuition by 12% next year?';
    const context = 'A private college with 3,900 students; average tuition is ₱52,000 a year.';
    expect(calc(topic, context, 'revenue_from_payers')?.value).toBe(202_800_000);
    expect(calc(topic, context, 'revenue_change')?.value).toBeCloseTo(24_336_000, -3);
  });
});

describe('a saving a year pays a cost back, net of its upkeep, against the payback claimed', () => {
  const topic =
    'The plant head says the rooftop solar pays back in under 3 years: approve the ₹2.85 Cr order?';
  it.each([
    "Vendor sheet: 'annual savings ₹70.5 L'. O&M ₹4.2 L per year.",
    'It saves ₹70.5 L a year; maintenance is ₹4.2 L a year.',
    'Yearly savings of ₹70.5 L, with O&M of ₹4.2 L per year.',
  ])('%s', (context) => {
    const r = read(topic, context);
    const payback = r.calculations.find((c) => c.id === 'payback_of_cost');
    expect(payback?.value).toBeCloseTo(28_500_000 / ((7_050_000 - 420_000) / 12), 1);
    expect(r.premise_checks.some((p) => p.meaning === 'payback_months')).toBe(true);
  });

  it('a payback within the claim is no premise to correct', () => {
    const r = read(
      'Approve the ₹2.85 Cr solar order? It pays back in under 5 years.',
      'It saves ₹90 L a year.',
    );
    expect(r.premise_checks.some((p) => p.meaning === 'payback_months')).toBe(false);
  });

  it('an order we approve is our cost, not a customer order', () => {
    expect(figure(topic, 'It saves ₹70.5 L a year.', 28_500_000)?.meaning).toBe('cost');
  });
});

describe('a line with no situation is too short to judge', () => {
  it.each([
    ['Thoughts on growth?', 'We are doing okay. What should we do next?'],
    ['Any advice on where to take things?', 'Things are going fine and the team is keen on it.'],
  ])('%s', (topic, context) => {
    expect(read(topic, context).cannot_judge?.reason).toMatch(/too_short|no_decision/);
  });

  it('a terse decision with its figures is judged', () => {
    const r = read('kill the free plan?', '200k free users, $30k/mo hosting, 2% convert to paid.');
    expect(r.cannot_judge).toBeNull();
  });
});
