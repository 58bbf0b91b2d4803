// Sums a board checks a stated figure against: growth from the figures before and after ('from
// $1M to $1.5M' is 50%, whatever the text calls it), the gross margin from revenue and the cost
// of goods, and revenue from customers × price. Each is shown with its inputs; the premise checks
// compare it with the figure the text states.
import type { ReadingCalculation } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { pct } from './format.ts';
import { unitEconomicsCalcs } from './unit-economics.ts';

const GROWING: readonly string[] = ['arr', 'mrr', 'annual_revenue', 'customers', 'users', 'headcount'];

/** The cost of goods for a year, when the text gives it (a month's is counted twelve times). */
export function yearlyCogsOf(x: CalcContext): { value: number; text: string } | null {
  const cogs = x.numbers.find(
    (n) => /cost of goods sold/.test(n.label) && n.whose === 'ours' && n.role === 'actual',
  );
  if (!cogs) return null;
  const monthly = cogs.meaning === 'monthly_cost';
  return { value: monthly ? cogs.value * 12 : cogs.value, text: monthly ? `${cogs.text} × 12` : cogs.text };
}

export function checkedSums(x: CalcContext, out: ReadingCalculation[]): void {
  lifetimeValueCalc(x, out);
  unitEconomicsCalcs(x, out);
  for (const meaning of GROWING) {
    const before = x.numbers.find((n) => n.meaning === meaning && n.role === 'past' && n.whose === 'ours');
    const now = x.actual(meaning as never);
    if (!before || !now || before.value <= 0) continue;
    const growth = (100 * (now.value - before.value)) / before.value;
    out.push({
      id:
        meaning === 'customers' || meaning === 'users' || meaning === 'headcount'
          ? `${meaning}_growth`
          : 'growth_from_to',
      label: `Growth from ${before.text} to ${now.text}`,
      value: Math.round(growth * 10) / 10,
      result: `${growth >= 0 ? '' : '−'}${pct(Math.abs(growth))}`,
      inputs: `(${now.text} − ${before.text}) ÷ ${before.text}`,
    });
    break;
  }
  const revenue = annualRevenueOf(x);
  const cogs = yearlyCogsOf(x);
  if (revenue && cogs && revenue.value > 0) {
    const margin = (100 * (revenue.value - cogs.value)) / revenue.value;
    out.push({
      id: 'gross_margin',
      label: 'Gross margin from revenue and the cost of goods',
      value: Math.round(margin * 10) / 10,
      result: pct(margin),
      inputs: `(${x.money(revenue.value)} ${revenue.word} − ${x.money(cogs.value)} cost of goods) ÷ ${x.money(revenue.value)}`,
    });
  }
}

/**
 * Lifetime value from what a customer pays and how long one stays: price ÷ monthly churn, times
 * the gross margin when the text gives one (a customer's revenue is not all profit).
 */
export function lifetimeValueCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const price = x.actual('price');
  const churn = x.actual('churn_monthly_pct');
  if (!price || !churn || churn.value <= 0 || !/month/.test(`${price.clause} ${price.text}`.toLowerCase()))
    return;
  const margin = x.actual('gross_margin_pct');
  const value = (price.value / (churn.value / 100)) * (margin ? margin.value / 100 : 1);
  out.push({
    id: 'ltv',
    label: 'Lifetime value from price and churn',
    value: Math.round(value),
    result: x.money(value),
    inputs: `${x.money(price.value)} a month ÷ ${pct(churn.value)} monthly churn${margin ? ` × ${pct(margin.value)} gross margin` : ''}`,
  });
}
