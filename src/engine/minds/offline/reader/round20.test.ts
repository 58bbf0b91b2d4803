// Round 20: figures keep to what they are. A rate per store or per van is multiplied by the count,
// a month's EBITDA is read as its year, a fee or a reference rate's tenor is no interest rate, a
// sum no board would say is left out, and a duty's cue must stand beside what makes it the step's.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { isPlausibleResult } from './calc-shapes.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const figure = (topic: string, context: string, value: number) =>
  read(topic, context).numbers.find((n) => Math.abs(n.value - value) < 1) ?? null;
const calc = (topic: string, context: string, id: string) =>
  read(topic, context).calculations.find((c) => c.id === id) ?? null;
const raises = (topic: string, context: string, id: string) =>
  read(topic, context).duties.some((d) => d.id === id);

describe('a rate per thing is multiplied by how many there are', () => {
  it.each([
    [
      'Sign the kiosk deal?',
      'We would place kiosks in 40 stores. We pay $1,200 a month rent per store.',
      48_000,
    ],
    ['Renew the fleet cover?', 'We run 25 vans. The insurer quotes £900 annual premium per van.', 22_500],
  ])('%s', (topic, context, total) => {
    expect(figure(topic, context, total)?.label).toMatch(/at a rate per (?:store|van)/);
  });

  it.each([
    [
      'Roll out the charging points?',
      'We plan 60 chargers across our depots. Each charger costs €14,000 installed.',
      840_000,
    ],
    [
      'Install the lockers?',
      'Each locker would cost about $3,500; we want 120 lockers in the first year.',
      420_000,
    ],
  ])('one thing’s price said before the figure, times the count: %s', (topic, context, total) => {
    expect(figure(topic, context, total)?.meaning).toBe('cost');
  });

  it('leaves a price alone when nothing in the text counts the things', () => {
    const r = read('Install the lockers?', 'Each locker would cost about $3,500.');
    expect(r.numbers.find((n) => n.value === 3_500)).toBeTruthy();
  });

  it('sets the largest of several costs against the cash, not the first named', () => {
    const share = calc(
      'Buy the second press?',
      'The service plan costs €4,000; the press itself costs €380,000. Cash €1.2M.',
      'cost_share',
    );
    expect(share?.result).toMatch(/€380k/);
  });
});

describe('a month’s profit is read as its year', () => {
  it.each(['Our EBITDA is about PLN 180,000 a month.', 'We make monthly EBITDA of PLN 180k.'])(
    '%s',
    (context) => {
      const r = read('Should we take the PLN 9M loan at 8.5% over 7 years?', context);
      expect(r.numbers.find((n) => n.meaning === 'operating_profit')?.value).toBe(2_160_000);
    },
  );

  it('keeps a year’s EBITDA as it is, and a monthly rent beside it as rent', () => {
    const r = read(
      'Should we take the bank loan?',
      'EBITDA of PLN 2.1M last year; PLN 180k a month in rent.',
    );
    expect(r.numbers.find((n) => n.meaning === 'operating_profit')?.value).toBe(2_100_000);
  });

  it('reads a co-operative’s surplus as its profit, not its revenue', () => {
    const r = read(
      'Should the co-op take the trade finance facility?',
      'The co-op had a surplus of KES 14M on KES 310M of sales. The bank offers a KES 60M facility at 13%.',
    );
    expect(r.numbers.find((n) => n.value === 14_000_000)?.meaning).toBe('operating_profit');
  });
});

describe('a loan’s other figures are not more interest or more loan', () => {
  const topic = 'Should we take the €2.5M term loan?';
  it.each([
    ['The loan is 5 years at 6.1% with a 1% arrangement fee.', 1],
    ['Venture debt at 11% with warrant coverage of 8%.', 8],
  ])('a fee or a warrant is no interest rate: %s', (context, value) => {
    expect(figure(topic, context, value)?.meaning).not.toBe('interest_rate_pct');
  });

  it('keeps the rate itself', () => {
    expect(figure(topic, 'The loan is 5 years at 6.1% with a 1% arrangement fee.', 6.1)?.meaning).toBe(
      'interest_rate_pct',
    );
  });

  it.each([
    'Santander offers €8M at 3M Euribor plus a margin of 2.10%.',
    'Santander offers €8M at 6-month Euribor + 2.1%.',
  ])('the tenor of a reference rate is no sum, and the margin is named: %s', (context) => {
    const r = read('Take the Santander loan?', context);
    expect(r.numbers.some((n) => n.value === 3_000_000 || n.value === 6_000_000)).toBe(false);
    expect(r.numbers.find((n) => n.value === 2.1)?.label).toMatch(/margin/);
  });

  it('a year of existing debt service is what the company pays, not the new loan', () => {
    expect(figure(topic, 'We already service €380k a year of existing debt.', 380_000)?.meaning).toBe(
      'existing_debt_service',
    );
  });

  it('a budget for the season’s purchases is their cost, not a second loan', () => {
    const r = read(
      'Take the trade finance facility?',
      'The bank offers a KES 60M facility at 13%; our budget for the season’s purchases is KES 95M.',
    );
    expect(r.numbers.find((n) => n.value === 95_000_000)?.meaning).toBe('cost');
    expect(r.numbers.find((n) => n.value === 60_000_000)?.meaning).toBe('loan_amount');
  });
});

describe('a stray percent is no price rise that customers could leave over', () => {
  it('does not compute the customers you can lose from a warrant', () => {
    expect(
      calc(
        'Take the venture debt?',
        'Warrant coverage of 8%, interest 11%, $4M over 36 months.',
        'break_even_churn',
      ),
    ).toBeNull();
  });

  it('still does for a price rise', () => {
    expect(
      calc('Raise our subscription price by 8%?', '1,200 customers at $49 a month.', 'break_even_churn'),
    ).not.toBeNull();
  });
});

describe('a sum no board would say is left out', () => {
  it.each(['4,851,064 months', '26679841.9% of revenue', '456 months of runway'])('%s', (result) =>
    expect(isPlausibleResult(result)).toBe(false),
  );

  it.each(['18.5 months', '36.4% of cash', '4.5 years', '281.8% of cash'])('keeps %s', (result) =>
    expect(isPlausibleResult(result)).toBe(true),
  );
});

describe('a duty is the step’s when its cue stands beside what makes it so', () => {
  it.each([
    [
      'Drop own-damage cover on our vans and self-insure?',
      'Our 260 leased vans cost €1,240 a year each to cover. Claims averaged €318k a year.',
    ],
    [
      'Suspend drilling at the mine until they pay what they owe us?',
      'We are a drilling contractor with 14 rigs and 410 employees. The mine owes us ZMW 48M, 147 days late. Other monthly costs, including the lease on 5 rigs, are ZMW 3.4M.',
    ],
  ])('a lease the company already holds is background: %s', (topic, context) => {
    expect(raises(topic, context, 'lease_commitment')).toBe(false);
  });

  it.each([
    ['Should we sign the 10-year lease on the Leeds warehouse?', 'Rent £240k a year, no break clause.'],
    ['Close our 9 dark stores?', 'Each store is on a lease with two years left; rent is EGP 90k a month.'],
    [
      'Should we take both new sites?',
      'We need more space for the growing e-commerce business. The landlords want 15-year terms for both warehouses at £300k a year each.',
    ],
  ])('a lease the step signs, ends or weighs is raised: %s', (topic, context) => {
    expect(raises(topic, context, 'lease_commitment')).toBe(true);
  });

  it.each([
    [
      'Buy the warehouse from our supplier?',
      'We wholesale cement to contractors and retailers. 74 staff, turnover GH¢ 96M.',
    ],
    [
      'Run an ESOP liquidity round?',
      'Our marketplace serves contractors in 14 cities. Employees hold 6% of the shares.',
    ],
  ])('contractors who are customers raise no question of status: %s', (topic, context) => {
    expect(raises(topic, context, 'worker_classification')).toBe(false);
  });

  it.each([
    [
      'Open a Vancouver office?',
      'One researcher, a contractor who works 40 hours a week only for us, would move.',
    ],
    ['Keep our freelancers?', 'Our 30 freelancers work full-time on our shifts, with our laptops.'],
    [
      'Let 9 people go after losing our biggest client?',
      'Warsaw software house: 40 people on employment contracts plus 15 developers on B2B contracts.',
    ],
    [
      'What do we do about IR35 for our developers?',
      'Four of our developers invoice through their own companies. We are a UK software firm with 40 staff.',
    ],
  ])('contractors who work as staff are raised: %s', (topic, context) => {
    expect(raises(topic, context, 'worker_classification')).toBe(true);
  });

  it('a clinical word in the company’s description and a verb paragraphs away are no use of health data', () => {
    expect(
      raises(
        'Buy CBCT scanners and an in-house milling lab?',
        'We are a dental group with clinical teams in four cities. Revenue €12M. The scanners cost €480k. The lab would need two technicians. Payback is four years. We would run it from our Graz site.',
        'personal_data_processing',
      ),
    ).toBe(false);
  });

  it('patient records used by the step are', () => {
    expect(
      raises(
        'Share our patient records with the insurer?',
        'The insurer wants to analyse the health data of our 20,000 patients.',
        'personal_data_processing',
      ),
    ).toBe(true);
  });
});

describe('the ask’s verb names the kind, whatever words of money the story holds', () => {
  const kindOf = (topic: string, context: string) => read(topic, context).kind;
  const story =
    'We are a family firm with 120 staff. Our bank debt is €4M and the lender is relaxed about it.';

  it.each([
    ['Sell our Lisbon freight brokerage at 8x EBITDA?', 'be_acquired'],
    ['Sell Quinta do Vale to Grupo Norte Vinhos, or keep it in the family?', 'be_acquired'],
    ['Accept the €30M offer for our packaging plant?', 'be_acquired'],
    ['Buy a regional ISP for €9M?', 'acquire_company'],
    ['Buy two CNC machines and a robot arm?', 'equipment_purchase'],
    ['Approve €600k extra trade marketing for the autumn season?', 'budget_approval'],
    ['Take €1.2M of revenue-based financing to fund the launch?', 'take_loan'],
  ])('%s → %s', (topic, kind) => {
    expect(kindOf(topic, story)).toBe(kind);
  });

  it.each([
    ['Sell more units through Amazon?', 'be_acquired'],
    ['Buy Van Dijk Logistiek for €5M?', 'equipment_purchase'],
    ['Approve £2.5m venture debt from our lender?', 'budget_approval'],
    ['Buy the €1.84M for our scanners now or take a forward?', 'equipment_purchase'],
  ])('near miss: %s is no %s', (topic, kind) => {
    expect(kindOf(topic, story)).not.toBe(kind);
  });
});

describe('currencies written the local way keep their own sign', () => {
  it.each([
    ['Tk 12 crore', '৳'],
    ['ZMW 48 million', 'ZMW '],
    ['GH₵3m', '₵'],
    ['zł 4M', 'PLN '],
    ['Kč 15 mil.', 'CZK '],
    ['Birr 12 million', 'Br '],
    ['₲ 500 millones', '₲'],
  ])('%s', (sum, sign) => {
    const r = read(
      `Should we pay ${sum} for the new ERP system?`,
      `We are a manufacturer with 900 staff and would pay ${sum} this year.`,
    );
    expect(r.numbers.find((n) => n.meaning === 'cost')?.unit).toBe(sign);
  });
});
