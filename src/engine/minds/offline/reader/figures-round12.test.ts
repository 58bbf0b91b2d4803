// Round 12: whose a figure is and which way its money goes, read from the sentence's shape (a
// prospect's ARR, a supplier's invoice, a share we would donate, our own match for a grant, a
// named company's revenue, an earn-out level, a lease's term), and the sums a board does on sight
// (a multi-year commitment in full, a commit against projected spend, a price over profit,
// severance against the saving, this week's cash gap, a per-unit fix times the units). Each in
// three rewordings or more, with near misses. ADR 0111.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const calc = (r: DecisionReading, id: string) => r.calculations.find((c) => c.id === id);
const at = (r: DecisionReading, value: number) => r.numbers.find((n) => Math.abs(n.value - value) < 1);

describe('a figure carries the owner and direction its sentence gives', () => {
  it.each([
    'A big German prospect (€300k ARR) requires EU-only data access. We have 110 people.',
    'A new client at €300k ARR insists on EU-only data access. We have 110 people.',
    'The lead (~€300k ARR) asks for EU-only data access before signing. We have 110 people.',
  ])('one customer’s ARR is what its deal is worth, not our revenue: %s', (context) => {
    const n = at(read('Should we move data access to the EU?', context), 300000);
    expect(n?.meaning).toBe('contract_value');
    expect(n?.whose).toBe('counterparty');
  });

  it('near miss: our own ARR and our customers’ total stay ours', () => {
    for (const context of [
      'Our ARR is €300k and a prospect wants EU hosting.',
      'Our 40 customers (€300k ARR) are all in Germany.',
    ]) {
      const n = at(read('Should we move data access to the EU?', context), 300000);
      expect(n?.meaning).toBe('arr');
      expect(n?.whose).toBe('ours');
    }
  });

  it.each([
    'We have $420k in the bank, payroll is $380k and a supplier invoice of $150k is due the same week.',
    'Cash is $420k. Payroll this month is $380k; the vendor’s bill of $150k falls due too.',
    'We hold $420k. Payroll of $380k and an invoice from our supplier of $150k are both due Friday.',
  ])('a supplier’s invoice is money we owe, and this week’s gap is worked out: %s', (context) => {
    const r = read('Pay the supplier or payroll first?', context);
    const bill = at(r, 150000);
    expect(bill?.meaning).toBe('cost');
    expect(bill?.label).toMatch(/we owe/);
    expect(calc(r, 'cash_gap_this_week')?.value).toBe(-110000);
  });

  it('near miss: an invoice a customer owes us stays money coming in', () => {
    const r = read(
      'Pay the supplier or payroll first?',
      'Cash is $420k, payroll $380k. A customer invoice of $150k is unpaid.',
    );
    expect(at(r, 150000)?.label).not.toMatch(/we owe/);
    expect(calc(r, 'cash_gap_this_week')).toBeUndefined();
  });

  it.each([
    'A charity wants to co-brand with us: we would donate 1% of revenue (~£45k/yr). 25 people.',
    'We’d give 1% of revenue, about £45k a year, to a literacy charity. 25 people.',
    'The partnership means we pledge 1% of sales (roughly £45k per year). 25 people.',
  ])('a share of revenue given away is money going out: %s', (context) => {
    const n = at(read('Charity partnership', context), 45000);
    expect(n?.meaning).toBe('annual_cost');
    expect(n?.whose).toBe('ours');
  });

  it('near miss: a revenue figure after a share we keep is still revenue', () => {
    const n = at(
      read('Charity partnership', 'Our revenue is £4.5M. 1% of revenue goes to marketing.'),
      4500000,
    );
    expect(n?.meaning).toBe('annual_revenue');
  });

  it.each([
    'The grant is 70% funded, meaning we would have to put in ~£215k of our own. Cash £1.3M.',
    'We must match it with £215k from our own cash. Cash £1.3M.',
    'To co-fund the project we would put in £215k. Cash £1.3M.',
  ])('our own match for a grant is our cost, not money raised: %s', (context) => {
    const n = at(read('Apply for the innovation grant?', context), 215000);
    expect(n?.meaning).toBe('cost');
    expect(n?.whose).toBe('ours');
  });

  it.each([
    'Harbour has S$22M revenue and 9% net margin; the owner is asking S$31M. We want to acquire Harbour.',
    'Acme makes $22M revenue at a 9% net margin; they ask $31M. We would buy Acme outright.',
    'Zephyr reports €22M revenue and a 9% net margin. The price to acquire Zephyr is €31M.',
  ])('a named company’s revenue is theirs, and its price is set over its profit: %s', (context) => {
    const r = read('Should we acquire the company?', context);
    expect(at(r, 22000000)?.whose).toBe('counterparty');
    expect(calc(r, 'earnings_multiple')?.value).toBeCloseTo(31 / 1.98, 1);
  });

  it('near miss: a sentence opening with a common word names no company', () => {
    const r = read(
      'Should we acquire the company?',
      'Revenue has reached $22M. We would pay $31M for a rival.',
    );
    expect(at(r, 22000000)?.whose).toBe('ours');
  });

  it.each([
    ['30% earnout over 2 years tied to ARR hitting $12M. We are at $7.5M ARR now.'],
    ['An earn-out is paid if ARR reaches $12M. Today ARR is $7.5M.'],
    ['Part of the price depends on ARR passing $12M. Our ARR is $7.5M.'],
  ])('a level set as a condition is a target; the offer is set on today’s ARR: %s', (context) => {
    const r = read('Accept the acquisition offer?', `A buyer has offered $40M for the company. ${context}`);
    expect(at(r, 12000000)?.role).toBe('target');
    expect(calc(r, 'offer_multiple')?.inputs ?? '').not.toMatch(/\$12M/);
  });

  it('near miss: an ARR hit already is today’s', () => {
    const r = read('Accept the acquisition offer?', 'A buyer has offered $40M. We hit $12M ARR last month.');
    expect(at(r, 12000000)?.role).toBe('actual');
  });

  it.each([
    'Three leases offered at ~A$420k/yr each, 10-year terms. Fit-out A$1.5M per store. Cash A$3.2M.',
    '3 leases at A$420k a year each, on 10-year terms; fit-out A$1.5M per site. We have A$3.2M cash.',
    'The landlord offers 3 leases at A$420k per year each if we sign for 10 years; a fit-out of A$1.5M per shop. Cash is A$3.2M.',
  ])('a lease’s term is a term, and the commitment is added up: %s', (context) => {
    const r = read('Open three stores in Brisbane?', context);
    expect(r.numbers.find((n) => n.meaning === 'term_months')?.value).toBe(120);
    expect(r.numbers.some((n) => n.meaning === 'runway_months' || n.meaning === 'rent_free_months')).toBe(
      false,
    );
    expect(calc(r, 'total_commitment')?.value).toBe(420000 * 10 * 3 + 4500000);
  });

  it('near miss: a lease with years left is a term, never the runway', () => {
    const r = read(
      'Acquire the warehouse business?',
      'They have a leased facility with 4 years left. We have $3M cash.',
    );
    expect(r.numbers.find((n) => n.value === 48)?.meaning).toBe('term_months');
  });

  it.each([
    'AWS offers a 3-year commit at $1.8M/year for 22% off list. We currently spend ~$1.5M/year, growing 30% YoY.',
    'The vendor quotes a 3-year contract at $1.8M a year with a 22% discount. Today we spend $1.5M a year and it grows 30% a year.',
    'Commit $1.8M per year on a 3-year agreement for 22% off. We spend about $1.5M per year now, up 30% year on year.',
  ])('a yearly spend beside a commit is that spend, and the commit is set against it: %s', (context) => {
    const r = read('Sign the cloud commit?', context);
    expect(r.numbers.some((n) => n.meaning === 'monthly_burn')).toBe(false);
    const vs = calc(r, 'commitment_vs_projected');
    expect(vs?.value).toBeCloseTo(5400000 - 5985000 * 0.78, -3);
  });

  it('near miss: a yearly spend with no other price is the company’s burn', () => {
    const r = read('Cut the marketing team?', 'We spend $1.2M a year and have $900k in the bank.');
    expect(r.numbers.find((n) => n.meaning === 'monthly_burn')?.value).toBe(100000);
  });

  it.each([
    'The Quebec plant loses about CAD 2.1M a year. Plan: close it. Severance budget CAD 1.6M.',
    'The plant loses CAD 2.1M a year; severance would cost CAD 1.6M.',
    'Severance budget CAD 1.6M. The Quebec site loses around CAD 2.1M annually.',
  ])('severance is set against the saving it buys: %s', (context) => {
    const r = read('Close the plant and lay off its staff?', context);
    expect(calc(r, 'severance_payback')?.value).toBeCloseTo(1600000 / 175000, 1);
  });

  it.each([
    '18,000 units sold. Fix costs about $40 per unit. 2 burns reported.',
    'The unit cost of the fix is $40, across 18,000 units sold; 2 burns reported.',
    'We sold 18,000 units; a repair kit costs $40 per unit. 2 burns reported.',
  ])('a per-unit fix is multiplied by the units, never divided: %s', (context) => {
    const r = read('Recall the pressure cookers?', context);
    expect(calc(r, 'recall_total_cost')?.value).toBe(720000);
    expect(calc(r, 'recall_per_unit')).toBeUndefined();
  });
});
