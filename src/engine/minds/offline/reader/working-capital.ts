// Long customer payment terms hold sales back as receivables: at 90 days a quarter of a year's
// sales on those terms is owed, not banked. The text rarely says how much of revenue is on them,
// so the board gives the ceiling (all sales) and the cash tied up per tenth of sales.
import type { ReadingCalculation } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { months } from './format.ts';

export function workingCapitalCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const terms = x.numbers.find((n) => n.meaning === 'payment_terms_months' && n.whose === 'ours');
  const revenue = annualRevenueOf(x);
  if (!terms || !revenue || terms.value < 1 || revenue.value <= 0) return;
  const tied = (revenue.value * terms.value) / 12;
  const cash = x.actual('cash');
  out.push({
    id: 'receivables_tied_up',
    label: 'Cash held in receivables by the payment terms',
    value: tied,
    result: `up to ${x.money(tied)} if all sales were on these terms${cash && cash.value > 0 ? ` (${Math.round((10 * tied) / cash.value) / 10}× the ${x.money(cash.value)} cash)` : ''}; ${x.money(tied / 10)} for each tenth of sales on them`,
    inputs: `${x.money(revenue.value)} ${revenue.word} × ${months(terms.value)} ÷ 12`,
  });
}
