// A monthly plan swapped for an annual one: 'kill the R$49 monthly plan and sell only an annual plan
// at R$399'. The annual price is worth 8.1 months of the monthly one (a 32% discount on twelve), and
// at 11% monthly churn a subscriber stays about 9.1 months: the annual plan collects less than the
// average monthly subscriber pays over their life unless it keeps them longer.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { wordsBeside } from './figure-words.ts';
import { months, pct } from './format.ts';

const MONTHLY = /\b(?:monthly|a month|per month|\/\s?(?:month|mo)|mensal)\b/i;
const YEARLY = /\b(?:annual(?:ly)?|yearly|a year|per year|\/\s?(?:year|yr)|anual)\b/i;

/** The words right beside a figure, with the figure: the 25 characters before it and the 25 after. */
function beside(n: ReadingNumber): string {
  const words = wordsBeside(n, 25, 25);
  return words ? `${words.before}${n.text}${words.after}` : '';
}

export function planSwitchCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const prices = x.numbers.filter((n) => n.meaning === 'price' && n.whose === 'ours' && n.role !== 'past');
  const monthly = prices.find((n) => MONTHLY.test(beside(n)) && !YEARLY.test(beside(n)));
  const yearly = prices.find(
    (n) => n !== monthly && YEARLY.test(beside(n)) && n.value > (monthly?.value ?? 0) * 2,
  );
  if (!monthly || !yearly || yearly.value >= monthly.value * 12) return;
  const worth = yearly.value / monthly.value;
  const discount = 100 * (1 - yearly.value / (monthly.value * 12));
  const churn = x.actual('churn_monthly_pct');
  const life = churn && churn.value > 0 ? 100 / churn.value : null;
  const lifetime =
    churn && life
      ? `; at ${pct(churn.value)} monthly churn a subscriber stays about ${months(life)}, paying ${x.money(monthly.value * life)}: ${life > worth ? 'the annual plan collects less unless it keeps them longer or wins new ones' : 'the annual plan collects more from each who takes it'}`
      : '';
  out.push({
    id: 'annual_vs_monthly',
    label: 'The annual price against the monthly one',
    value: worth,
    result: `${yearly.text} a year is ${months(worth)} of the ${monthly.text} monthly price (${pct(discount)} off twelve months)${lifetime}`,
    inputs: `${yearly.text} ÷ ${monthly.text}${churn && life ? `; 1 ÷ ${pct(churn.value)} churn` : ''}`,
  });
}
