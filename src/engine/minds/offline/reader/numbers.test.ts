import { describe, expect, it } from 'vitest';
import type { KindId } from '../kinds/kind-ids.ts';
import { numbersOf } from './numbers.ts';
import { normalizeNumberWords } from './text.ts';

const readValues = (text: string) => numbersOf(text, { kind: null }).map((n) => n.value);
const read = (text: string, kind: KindId | null = null, parties: RegExp[] = []) =>
  numbersOf(normalizeNumberWords(text), { kind, parties }).map(
    (n) => `${n.text}=${n.meaning}/${n.whose}/${n.role}`,
  );

describe('the number reader', () => {
  it('reads a salary as a salary, never as revenue, beside an MRR and its target', () => {
    expect(
      read(
        'Should we hire a VP of Sales at $220k base? MRR is $35k and the target is $100k MRR.',
        'hire_executive',
      ),
    ).toEqual(['$220k=salary/ours/actual', '$35k=mrr/ours/actual', '$100k=mrr/ours/target']);
  });

  it('reads people counted in thousands as people, a unit cost as a cost, and a person’s pay as pay', () => {
    expect(read('We have 80k followers and $150k in the bank.')).toEqual([
      '80k=users/ours/actual',
      '$150k=cash/ours/actual',
    ]);
    expect(read('The box sells for $120; cost to make $45.')).toContain('$45=cost/ours/actual');
    expect(read('She earns $165k today.')).toEqual(['$165k=salary/ours/actual']);
  });

  it('reads a sum by the subject of its sentence when nothing nearer names it', () => {
    expect(
      read('Severance would be two weeks per year of service, about $240k in total.', 'layoffs'),
    ).toContain('$240k=severance/ours/actual');
  });

  it('reads part of the cash moved as the option, and each figure of an A-or-B choice as an option', () => {
    expect(read('Should we move $2M of our cash into T-bills? We hold $5M.')).toEqual([
      '$2M=cash/ours/option',
      '$5M=cash/ours/actual',
    ]);
    expect(read('Adopt Salesforce at $90k a year or HubSpot at $40k a year?')).toEqual([
      '$90k=annual_cost/ours/option',
      '$40k=annual_cost/ours/option',
    ]);
  });

  it('reads a covenant floor as a floor, not as cash in the bank', () => {
    expect(read('The covenant requires at least $3M of cash. We have $4.2M today.', 'take_loan')).toEqual([
      '$3M=cash/ours/floor',
      '$4.2M=cash/ours/actual',
    ]);
  });

  it('reads a share of accounts as a share of customers, not a price change, and a competitor’s price as theirs', () => {
    expect(
      read(
        'We would raise prices by 20% for 15% of accounts on legacy plans. A competitor charges $29 a month.',
        'pricing_change',
      ),
    ).toEqual([
      '20%=price_change_pct/ours/actual',
      '15%=accounts_share_pct/ours/actual',
      '$29=price/competitor/actual',
    ]);
  });

  it('reads a burn we could reach as an option, not a second burn', () => {
    expect(read('We could cut burn to $50k a month. Today we burn $120k per month.', 'cost_cutting')).toEqual(
      ['$50k=monthly_burn/ours/option', '$120k=monthly_burn/ours/actual'],
    );
  });

  it('reads the other party’s figures as theirs when the text names them', () => {
    expect(read('Acme has $5M ARR and 40 employees.', 'acquire_company', [/\bAcme\b/])).toEqual([
      '$5M=arr/counterparty/actual',
      '40=headcount/counterparty/actual',
    ]);
    expect(read('Their revenue is $8M a year.', 'acquire_company')).toEqual([
      '$8M=annual_revenue/counterparty/actual',
    ]);
  });

  it('reads figures written in words, terse founder shorthand and European thousands', () => {
    expect(
      read(
        'We have two million dollars and burn eighty thousand a month; we want 24 months of runway.',
        'raise_funding',
      ),
    ).toEqual([
      '2 million dollars=cash/ours/actual',
      '80 thousand=monthly_burn/ours/actual',
      '24 months=runway_months/ours/target',
    ]);
    expect(read('~$80k/mo burn, ARR 3M, 9 months runway.', 'raise_funding')).toEqual([
      '$80k=monthly_burn/ours/actual',
      '3M=arr/ours/actual',
      '9 months=runway_months/ours/actual',
    ]);
    expect(
      read(
        'Investors offer a 2x participating liquidation preference on a €5.000.000 round.',
        'raise_funding',
      ),
    ).toEqual(['2x=liquidation_preference_multiple/ours/actual', '€5,000,000=raise_amount/ours/actual']);
  });

  it('leaves out years, quarters and money named as profit', () => {
    expect(read('In Q3 2025 we made $2M profit.', null)).toEqual([]);
  });

  it('reads an unvested share as unvested, and a headcount in brackets as the whole', () => {
    expect(read('70% of his shares are unvested.', 'founder_equity')).toEqual([
      '70%=unvested_pct/ours/actual',
    ]);
    expect(read('Lay off 30% of staff (120 employees).', 'layoffs')).toEqual([
      '30%=headcount_cut_pct/ours/actual',
      '120=headcount/ours/actual',
    ]);
  });

  it('reads the currencies and magnitudes founders write, and the part and the whole of a cut', () => {
    expect(read('Revenue is ₹2 crore a year and we burn ₹15 lakh a month.', null)).toEqual([
      '₹2 crore=annual_revenue/ours/actual',
      '₹15 lakh=monthly_burn/ours/actual',
    ]);
    expect(read('We burn about 80 grand a month; 18mo of runway.', null)).toEqual([
      '80 grand=monthly_burn/ours/actual',
      '18mo=runway_months/ours/actual',
    ]);
    expect(read('We would cut 15 of 60 roles.', 'layoffs')).toEqual([
      '15=headcount_cut/ours/actual',
      '60=headcount/ours/actual',
    ]);
    // A yearly rate is a percentage, not 480 months.
    expect(read('Revenue is up 40% year on year.', null)).toEqual(['40%=revenue_growth_pct/ours/actual']);
  });

  it('reads enumerated alternatives as options, and no margin but the gross one as gross margin', () => {
    expect(read('Vendor A quotes $8k a month; Vendor B quotes $12k a month.', null)).toEqual([
      '$8k=monthly_cost/ours/option',
      '$12k=monthly_cost/ours/option',
    ]);
    expect(read('Our net margin is 12% and gross margin 70%.', null)).toEqual([
      '12%=net_margin_pct/ours/actual',
      '70%=gross_margin_pct/ours/actual',
    ]);
    expect(read('Our EBITDA margin is 9%.', null)).toEqual([]);
    expect(read('We lose $4k a day on the line.', null)).toEqual([]);
    // 'mil' is a thousand in Portuguese and Spanish sums, a million in English slang.
    expect(readValues('We have R$ 300 mil in the bank.')).toEqual([300_000]);
    expect(readValues('We have $3 mil in the bank.')).toEqual([3_000_000]);
    // Units are affected by a fault or a report, not by being stuck at customs.
    expect(read('Our shipment of 3,000 units is stuck at customs.')).toEqual([]);
    expect(read('We found a defect in 3,000 units of the heater.')).toEqual([
      '3,000=units_affected/ours/actual',
    ]);
  });
});
