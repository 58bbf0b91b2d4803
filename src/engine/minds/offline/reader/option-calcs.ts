// Options put on one footing: a choice between quotes written on different periods ('$11k a
// month', '$170k a year', '$60k up front') is compared by what each costs over the same horizon,
// because a monthly and a yearly figure side by side mislead the eye.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { list, months } from './format.ts';

const OPTION_NAME =
  /\b(?:option|plan|vendor|supplier|provider|quote|bid|offer|route|scenario)\s+([a-e1-5]|one|two|three|four|five)\b|\(([a-e1-5]|i{1,3}|iv|v)\)|^\s*([a-e1-5])[).:]\s/gi;
const HORIZON_YEARS = /\b(?:over|for|next|across)\s+(?:the\s+next\s+)?(\d|two|three|four|five)\s+years?\b/i;
const WORD_YEARS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };

/** The option a figure belongs to: the last option name written before it in its clause. */
function optionNameOf(n: ReadingNumber): string | null {
  const at = n.clause.indexOf(n.text.split(' ')[0] ?? n.text);
  const before = at >= 0 ? n.clause.slice(0, at) : n.clause;
  let name: string | null = null;
  for (const m of before.matchAll(OPTION_NAME)) name = (m[1] ?? m[2] ?? m[3] ?? '').toUpperCase();
  return name;
}

interface OptionCost {
  name: string;
  monthly: number;
  oneOff: number;
  periods: Set<'month' | 'year'>;
}

function optionCostsOf(numbers: readonly ReadingNumber[]): OptionCost[] {
  const byName = new Map<string, OptionCost>();
  for (const n of numbers) {
    if (n.role !== 'option' || n.whose !== 'ours') continue;
    if (!['monthly_cost', 'annual_cost', 'cost', 'price'].includes(n.meaning)) continue;
    const name = optionNameOf(n);
    if (!name) continue;
    const o = byName.get(name) ?? { name, monthly: 0, oneOff: 0, periods: new Set() };
    if (n.meaning === 'monthly_cost' || (n.meaning === 'price' && /month/.test(n.label))) {
      o.monthly += n.value;
      o.periods.add('month');
    } else if (n.meaning === 'annual_cost') {
      o.monthly += n.value / 12;
      o.periods.add('year');
    } else o.oneOff += n.value;
    byName.set(name, o);
  }
  return [...byName.values()].filter((o) => o.monthly > 0);
}

/** The horizon the text names ('over three years'), else the term, else three years. */
function horizonOf(x: CalcContext, text: string): number {
  const m = HORIZON_YEARS.exec(text);
  if (m?.[1]) return 12 * (Number(m[1]) || WORD_YEARS[m[1].toLowerCase()] || 3);
  return x.proposed('term_months')?.value ?? 36;
}

export function optionCalcs(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const options = optionCostsOf(x.numbers);
  if (options.length < 2) return;
  const horizon = horizonOf(x, text);
  const totals = options.map((o) => ({ ...o, total: o.monthly * horizon + o.oneOff }));
  const cheapest = totals.reduce((a, b) => (b.total < a.total ? b : a));
  const mixed = new Set(options.flatMap((o) => [...o.periods])).size > 1;
  out.push({
    id: 'options_compared',
    label: `The options over ${months(horizon)}${mixed ? ' (quoted on different periods, here on one footing)' : ''}`,
    value: cheapest.total,
    result: `${list(totals.map((o) => `${o.name} ${x.money(o.total)}`))}; cheapest: ${cheapest.name}`,
    inputs: list(
      totals.map(
        (o) =>
          `${o.name}: ${x.money(o.monthly)} a month × ${horizon}${o.oneOff ? ` + ${x.money(o.oneOff)} up front` : ''}`,
      ),
    ),
  });
}
