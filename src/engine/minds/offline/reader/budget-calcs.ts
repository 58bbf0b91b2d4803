// A year's budget is not a one-off cost to set against cash: it is spending set against revenue.
// The board works out the result at plan (the revenue target less the spend) and at flat revenue
// (this year's revenue less the spend), what the company can draw on if the flat case comes
// (cash plus any unused overdraft), and the growth the plan needs to break even.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { months, pct } from './format.ts';

const signed = (x: CalcContext, v: number) => `${v >= 0 ? '+' : ''}${x.money(v)}`;

/** The year's planned spend: the budget, else the sum the text spends that is not a hiring line. */
function spendOf(x: CalcContext): ReadingNumber | null {
  return (
    x.proposed('budget') ??
    x.proposed('cost') ??
    x.numbers.find((n) => n.meaning === 'annual_cost' && n.whose === 'ours' && !/hiring/.test(n.label)) ??
    null
  );
}

export function budgetCalcs(x: CalcContext): ReadingCalculation[] {
  const spend = spendOf(x);
  const revenue = annualRevenueOf(x);
  if (!spend || !revenue || revenue.value <= 0) return [];
  const out: ReadingCalculation[] = [];
  const target =
    x.inRole('annual_revenue', 'target') ?? x.inRole('arr', 'target') ?? x.inRole('annual_revenue', 'option');
  if (target)
    out.push({
      id: 'budget_result_at_plan',
      label: 'The year’s result at plan',
      value: target.value - spend.value,
      result: signed(x, target.value - spend.value),
      inputs: `${x.money(target.value)} revenue target − ${x.money(spend.value)} spend`,
    });
  const flat = revenue.value - spend.value;
  const cash = x.actual('cash');
  const facility = x.numbers.find((n) => n.meaning === 'credit_facility' && n.whose === 'ours');
  const reserve = (cash?.value ?? 0) + (facility?.value ?? 0);
  const lasts =
    flat < 0 && reserve > 0
      ? `: ${x.money(reserve)} of ${facility ? 'cash and overdraft' : 'cash'} lasts ${months(reserve / (-flat / 12))} of it`
      : '';
  out.push({
    id: 'budget_result_flat',
    label: 'The year’s result if revenue stays flat',
    value: flat,
    result: `${signed(x, flat)}${lasts}`,
    inputs: `${x.money(revenue.value)} ${revenue.word} − ${x.money(spend.value)} spend${reserve > 0 ? `; ${cash ? `${x.money(cash.value)} cash` : ''}${cash && facility ? ' + ' : ''}${facility ? `${x.money(facility.value)} unused overdraft` : ''}` : ''}`,
  });
  if (spend.value > revenue.value)
    out.push({
      id: 'growth_to_break_even',
      label: 'Revenue growth the plan needs to break even',
      value: (100 * (spend.value - revenue.value)) / revenue.value,
      result: `${pct((100 * (spend.value - revenue.value)) / revenue.value)}${target ? `; the plan assumes ${pct((100 * (target.value - revenue.value)) / revenue.value)}` : ''}`,
      inputs: `${x.money(spend.value)} spend ÷ ${x.money(revenue.value)} ${revenue.word} − 1`,
    });
  return out;
}
