// One person's share of the revenue: 'she generated COP 1,050M of our COP 3,900M commission
// revenue' is 27% of it, the size of what leaves if she goes (or what is at stake in keeping her).
import type { ReadingCalculation } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { pct } from './format.ts';

export function keyPersonCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const sales = x.numbers.find((n) => n.meaning === 'person_sales' && n.role !== 'past');
  const revenue = annualRevenueOf(x);
  if (!sales || !revenue || revenue.value <= sales.value) return;
  const share = (100 * sales.value) / revenue.value;
  out.push({
    id: 'person_share_of_revenue',
    label: 'The person’s share of revenue',
    value: share,
    result: `${pct(share)} of revenue`,
    inputs: `${sales.text} ÷ ${x.money(revenue.value)} ${revenue.word}`,
  });
}
