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

describe('a network priced per home or per subscriber is no one-off cost', () => {
  it.each([
    'Option A: capex about $300.000 per home passed = $2.940.000.000, network opex about $2.500 per active sub a month.',
    'Building costs about $300,000 per household connected; running it costs $2,500 per subscriber a month.',
  ])('%s', (context) => {
    const r = read('Build our own fibre or resell?', context);
    expect(r.numbers.some((n) => n.value === 300_000)).toBe(false);
    expect(r.numbers.some((n) => n.value === 2_500)).toBe(false);
  });
});

describe('a cut in what people are paid is neither lay-offs nor interest', () => {
  it.each([
    'Should we cut all our B2B contractor rates by 15% from 1 May instead of letting people go?',
    'Should we reduce salaries by 15% for six months?',
    'Do we lower our freelancer day rates by 15%?',
  ])('%s', (topic) => {
    const fifteen = read(topic, 'We are 34 people and monthly costs are 1 120 000 zł.').numbers.find(
      (n) => n.value === 15,
    );
    expect(fifteen?.meaning).toBe('discount_pct');
    expect(fifteen?.label).toBe('cut in pay or rates');
  });

  it('the contractors’ invoices are what we pay, on the period of the costs they are part of', () => {
    const r = read(
      'Cut the B2B rates by 15%?',
      'Monthly costs are about 1 120 000 zł, of which the B2B invoices are 780 000 zł.',
    );
    const invoices = r.numbers.find((n) => n.value === 780_000);
    expect(invoices?.meaning).toBe('monthly_cost');
  });

  it('developers on B2B contracts raise their status, and the rate cut the change of terms', () => {
    const ids = read(
      'Should we cut all our B2B contractor rates by 15%?',
      '27 of our developers are on B2B contracts and invoice us monthly; 7 are employees.',
    ).duties.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['worker_classification', 'employment_terms_change']));
  });
});

describe('a price rise is weighed against the customers history says it loses', () => {
  it.each([
    'When we raised tuition in 2019 we lost about 4% of enrolment for each 10% of increase.',
    'Last time we lost 4% of students for every 10% increase.',
  ])('%s', (history) => {
    const r = read(
      'Should we raise tuition by 12% next year?',
      `A college with 3,900 students; average tuition is ₱52,000 a year. ${history}`,
    );
    expect(r.calculations.find((c) => c.id === 'revenue_change_after_loss')?.value).toBeCloseTo(
      13_433_472,
      -3,
    );
    expect(r.numbers.some((n) => n.meaning === 'accounts_share_pct')).toBe(false);
  });

  it('how new money must be split is no price change', () => {
    const r = read(
      'Should we raise tuition by 12%?',
      'We have 3,900 students at ₱52,000 a year. By law 70% of the incremental tuition must go to salaries.',
    );
    expect(r.numbers.some((n) => n.value === 70)).toBe(false);
  });
});

describe('what is owed, raised or offered already is read as such', () => {
  it.each([
    'We raised a $4M seed in 2023 and a $12M Series A last March.',
    'After raising $4M in 2023, we closed a $12M Series A two years ago.',
  ])('a past round is no money to raise: %s', (history) => {
    const r = read('Should we build a second production line?', `${history} The line costs $2.5M.`);
    expect(r.numbers.some((n) => n.meaning === 'raise_amount' && n.role !== 'past')).toBe(false);
  });

  it('selling land: the offer is its price, our loan is debt we owe, and no lease is signed', () => {
    const r = read(
      'Should we sell the land next to our factory?',
      'A developer offers R 18 million for the 4 hectares. Our bank loan of R 25 million has a covenant of net debt to EBITDA below 3x.',
    );
    expect(r.kind).toBe('real_estate');
    expect(r.numbers.find((n) => n.value === 18_000_000)?.meaning).toBe('offer_price');
    expect(r.numbers.find((n) => n.value === 25_000_000)?.meaning).toBe('existing_debt');
    expect(r.duties.map((d) => d.id)).not.toContain('lease_commitment');
  });

  it('a restructuring of debt is no lay-off', () => {
    expect(
      read(
        "Should we accept the creditors' restructuring plan?",
        'Our bondholders propose a 20% haircut on the $10M notes in exchange for 15% of the equity.',
      ).kind,
    ).not.toBe('layoffs');
  });

  it('the founders’ stake is priced at the offer', () => {
    const r = read(
      'Should we accept the acquisition offer?',
      'MegaCorp has offered $40M for the company, 70% in cash at closing. Founders own 62%.',
    );
    expect(r.calculations.find((c) => c.id === 'stake_proceeds')?.value).toBe(24_800_000);
  });
});

describe('an installer’s quote and the savings listed after it pay each other back', () => {
  it.each([
    'The installer quotes $220k. It would save us about $65k a year in electricity and $10k a year in maintenance.',
    'The contractor quoted $220k for the refit, which saves $65k a year on power and another $10k a year on upkeep.',
  ])('%s', (context) => {
    const payback = calc('Should we switch our warehouses to LED lighting?', context, 'payback_of_cost');
    expect(payback?.value).toBeCloseTo(220_000 / (75_000 / 12), 1);
  });
});

describe('a small business’s own figures are read as its owner means them', () => {
  const bakery =
    'We bake 900 loaves a day and sell out by 11am. A second deck oven costs $38,000 installed and would let us bake 1,600 a day. A loaf sells for $6 and costs $2.10 in ingredients and packaging.';

  it('a thing’s cost said of it is a unit cost, and added output earns its margin', () => {
    const r = read('Should we buy a second oven for the bakery?', bakery);
    expect(r.numbers.find((n) => n.value === 2.1)?.label).toBe('unit cost');
    expect(r.calculations.find((c) => c.id === 'capacity_margin')?.value).toBeCloseTo(700 * 30 * 3.9, 0);
    expect(r.calculations.find((c) => c.id === 'capacity_payback')?.value).toBeCloseTo(
      38_000 / (700 * 30 * 3.9),
      2,
    );
  });

  it('a markup is no margin', () => {
    const r = read(
      'Should we accept 60-day terms from the supermarket chain?',
      'Our margin on wholesale is 30% markup on cost.',
    );
    expect(r.numbers.some((n) => n.meaning === 'gross_margin_pct')).toBe(false);
    expect(r.kind).toBe('customer_contract');
  });

  it('what the shop takes a month is its revenue', () => {
    const r = read('Should we switch our card payments provider?', 'We take about $60,000 a month on cards.');
    expect(r.numbers.find((n) => n.value === 60_000)?.meaning).toBe('mrr');
  });

  it('a route’s added margin pays back the van net of the driver it needs', () => {
    const payback = calc(
      'Should we take the van loan?',
      'The route would add about £1,500 a week in sales at our 55% gross margin, but needs a driver at £2,100 a month. A second van costs £28,000.',
      'payback_of_cost',
    );
    expect(payback?.value).toBeCloseTo(28_000 / (6_500 * 0.55 - 2_100), 0);
  });

  it.each([
    'Should we sell our grapes to the big winery instead of making our own wine?',
    'Should we sell to supermarkets?',
  ])('selling what we make is no sale of the company: %s', (topic) => {
    expect(
      read(topic, 'We harvest 80 tonnes and employ 12 people; the offer is $1,900 a tonne.').kind,
    ).not.toBe('be_acquired');
  });

  it('an offer for all of the company is a sale, whatever the valuation is called', () => {
    expect(
      read(
        "Should we accept the PE fund's offer to buy 100% of the company at a $60M valuation?",
        'Investors own 40%.',
      ).kind,
    ).toBe('be_acquired');
  });

  it.each([
    'Should we bring production in-house with our own line?',
    'Should we move manufacturing in-house instead of using a contract manufacturer?',
  ])('making things ourselves is no software migration: %s', (topic) => {
    expect(read(topic, 'We sell 40,000 units a year through a contract manufacturer.').kind).not.toBe(
      'infrastructure',
    );
  });

  it('a named step with no figures and a line of text is framed, not voted on', () => {
    const r = read('Should we expand to Germany?', 'We are doing well and the team is excited.');
    expect(r.kind).toBe('expand_market');
    expect(r.verdict).toBe('needs_information');
  });
});

describe('a cost added to the burn, and a runway claimed for after it', () => {
  it.each([
    'We have $6M in the bank and burn $260k a month. The US programme would add $220k a month to our burn. Our CFO says we would still have 18 months of runway.',
    'Cash is $6M, net burn $260k/month. The US office would cost an extra $220k per month. The CFO thinks runway stays above 18 months.',
  ])('%s', (context) => {
    const r = read('Should we launch the US programme?', context);
    expect(r.numbers.some((n) => n.meaning === 'monthly_burn' && n.value === 220_000)).toBe(false);
    const check = r.premise_checks.find((p) => p.meaning === 'runway_months');
    expect(check?.computed).toBeCloseTo(6_000_000 / 480_000, 1);
  });

  it('a runway claimed to stay above a floor the move keeps is no premise to correct', () => {
    const r = read(
      'Should we open a US office?',
      'Cash is $9M, net burn $260k/month. The US office would cost an extra $100k per month. The CFO thinks runway stays above 18 months.',
    );
    expect(r.premise_checks.some((p) => p.meaning === 'runway_months')).toBe(false);
  });
});

describe('a grant covering a share of a stated project', () => {
  it('our share of the project is set against cash, and the whole project is not', () => {
    const r = read(
      'Should we accept the €3M EU grant for our pilot plant?',
      'The grant covers 70% of the €4.3M project; we must co-fund the rest. We have €1.6M in the bank and burn €120k a month.',
    );
    expect(r.calculations.find((c) => c.id === 'grant_own_funding')?.value).toBeCloseTo(1_290_000, -3);
    expect(r.calculations.some((c) => c.id === 'cost_share')).toBe(false);
  });
});

describe('a sum in English written with its own country’s scale word', () => {
  it.each([
    ['We have ₺12 milyon in the bank.', 12_000_000],
    ['We burn ₺1,5 milyon a month.', 1_500_000],
    ['Revenue is Rp 2 miliar a year.', 2_000_000_000],
    ['The plant costs € 9,5 miljoen.', 9_500_000],
  ])('%s', (context, value) => {
    expect(figure('Should we build the new plant?', context, value)).not.toBeNull();
  });
});
