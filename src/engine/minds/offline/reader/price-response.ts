// What a price change is worth after the customers it loses, when the text says how customers
// answered a rise before: 'when we raised tuition in 2019 we lost about 4% of enrolment for each 10%
// of increase'. Break-even churn says how many may leave; this says how many the history expects to.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

/** 'lost about 4% of enrolment for each 10% of increase', 'we lose 3% of members per 10% rise'. */
const LOSS_PER_RISE =
  /\blos[te]s?\s+(?:about |around |roughly |some |~)?(\d+(?:\.\d+)?)\s?%\s+of\s+(?:our\s+|the\s+)?(?:\w+\s+)?(?:enrol(?:l)?ments?|customers|clients|students|pupils|members|subscribers|users|volume|sales|demand|patients|guests)\s+(?:for|with|per)\s+(?:each|every)\s+(\d+(?:\.\d+)?)\s?%\s+(?:of\s+)?(?:price\s+|fee\s+|tuition\s+)?(?:increase|rise|hike)/i;

export function priceResponseCalc(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const said = LOSS_PER_RISE.exec(text);
  const change = x.numbers.find((n) => n.meaning === 'price_change_pct' && n.whose === 'ours');
  const revenue = out.find((c) => c.id === 'revenue_from_payers')?.value ?? revenueOf(x);
  if (!said?.[1] || !said[2] || !change || change.value <= 0 || !revenue) return;
  const lossPct = (Number(said[1]) / Number(said[2])) * change.value;
  if (!(lossPct > 0 && lossPct < 100)) return;
  const after = revenue * (1 + change.value / 100) * (1 - lossPct / 100) - revenue;
  out.push({
    id: 'revenue_change_after_loss',
    label: 'Revenue change after the customers history says it loses',
    value: after,
    result: `${after >= 0 ? '+' : '−'}${x.money(Math.abs(after))} a year, losing about ${pct(lossPct)} of customers`,
    inputs: `${x.money(revenue)} × (1 + ${pct(change.value)}) × (1 − ${pct(lossPct)}) − ${x.money(revenue)}; ${said[1]}% lost for each ${said[2]}% of increase`,
  });
}

function revenueOf(x: CalcContext): number | null {
  const of = (m: string) =>
    x.numbers.find((n) => n.meaning === m && n.whose === 'ours' && n.role === 'actual');
  return of('arr')?.value ?? ((of('mrr')?.value ?? 0) * 12 || of('annual_revenue')?.value) ?? null;
}
