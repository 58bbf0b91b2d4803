// Options put on one footing: a choice between quotes written on different periods ('$11k a
// month', '$170k a year', '$60k up front') is compared by what each costs over the same horizon,
// because a monthly and a yearly figure side by side mislead the eye.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { list, months } from './format.ts';
import { PLACE_NAMES_SOURCE } from './places.ts';

const OPTION_NAME =
  /\b(?:option|plan|vendor|supplier|provider|quote|bid|offer|route|scenario)\s+([a-e1-5]|one|two|three|four|five)\b|\(([a-e1-5]|i{1,3}|iv|v)\)|^\s*([a-e1-5])[).:]\s/gi;
const HORIZON_YEARS = /\b(?:over|for|next|across)\s+(?:the\s+next\s+)?(\d|two|three|four|five)\s+years?\b/i;
const WORD_YEARS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };

/** The option a figure belongs to: the last option name written before it in its clause. */
function optionNameOf(n: ReadingNumber, vendors: readonly string[]): string | null {
  const before = beforeFigure(n);
  let name: string | null = null;
  for (const m of before.matchAll(OPTION_NAME)) name = (m[1] ?? m[2] ?? m[3] ?? '').toUpperCase();
  if (name) return name;
  // 'We pay Gusto $12 per employee; Rippling quotes $18': the supplier named nearest before it.
  let at = -1;
  for (const v of vendors) {
    const i = before.lastIndexOf(v);
    if (i > at) {
      at = i;
      name = v;
    }
  }
  return name;
}

function beforeFigure(n: ReadingNumber): string {
  const at = n.clause.indexOf(n.text.split(' ')[0] ?? n.text);
  return at >= 0 ? n.clause.slice(0, at) : n.clause;
}

const NOT_A_NAME =
  /^(?:Should|Would|Could|We|Our|Us|The|This|That|These|Those|It|Its|They|Their|If|And|But|Or|For|With|In|On|At|By|To|From|As|Is|Are|Option|Plan|Vendor|Supplier|Provider|Quote|Budget|Timeline|Context|Company|Constraints?|CEO|CFO|CTO|COO|CMO|VP|Q[1-4]|FY|ARR|MRR|EBITDA|SaaS|API|AI|HR|IT|EU|UK|US|USA|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Yes|No|Also|Both|Each|Either|Neither|Today|Now|Then|Next|Last|Currently|Rather)$/;
const PLACE = new RegExp(`^(?:${PLACE_NAMES_SOURCE})$`);

/** Names of suppliers or products the text weighs: capitalised, not a common word or a place, said twice or in the question. */
function vendorNamesOf(text: string): string[] {
  const question = text.split(/(?<=[.?!])\s/)[0] ?? '';
  const seen = new Map<string, number>();
  for (const m of text.matchAll(/\b[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*\b/g))
    seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
  return [...seen]
    .filter(
      ([name, times]) =>
        !NOT_A_NAME.test(name) && !PLACE.test(name) && (times >= 2 || question.includes(name)),
    )
    .map(([name]) => name);
}

interface OptionCost {
  name: string;
  monthly: number;
  oneOff: number;
  periods: Set<'month' | 'year'>;
}

/** A cost an option removes ('Rippling would also replace our device tool that costs $900 a month'). */
const REMOVES =
  /\b(?:replac\w*|retir\w*|cancel\w*|drop\w*|no longer (?:need|pay)\w*|instead of|sav(?:e|es|ing)|get rid of|do away with)\b/i;

function optionCostsOf(numbers: readonly ReadingNumber[], vendors: readonly string[]): OptionCost[] {
  const byName = new Map<string, OptionCost>();
  for (const n of numbers) {
    if (n.whose !== 'ours') continue;
    if (!['monthly_cost', 'annual_cost', 'cost', 'price', 'saving'].includes(n.meaning)) continue;
    const name = optionNameOf(n, vendors);
    // Letters and numbers name options only as options; a supplier's name names its figures in any role.
    if (!name || (n.role !== 'option' && !vendors.includes(name))) continue;
    const sign = n.meaning === 'saving' || REMOVES.test(beforeFigure(n)) ? -1 : 1;
    const o = byName.get(name) ?? { name, monthly: 0, oneOff: 0, periods: new Set() };
    const monthlyLabel = /month/.test(n.label);
    if (n.meaning === 'monthly_cost' || ((n.meaning === 'price' || n.meaning === 'saving') && monthlyLabel)) {
      o.monthly += sign * n.value;
      o.periods.add('month');
    } else if (n.meaning === 'annual_cost' || (n.meaning === 'saving' && /annual|year/.test(n.label))) {
      o.monthly += (sign * n.value) / 12;
      o.periods.add('year');
    } else o.oneOff += sign * n.value;
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
  const options = optionCostsOf(x.numbers, vendorNamesOf(text));
  if (options.length < 2) return;
  const horizon = horizonOf(x, text);
  const totals = options.map((o) => ({ ...o, total: o.monthly * horizon + o.oneOff }));
  const cheapest = totals.reduce((a, b) => (b.total < a.total ? b : a));
  // Mixed only when no period is common to every option ('$11k a month' against '$170k a year').
  const mixed = !(['month', 'year'] as const).some((p) => options.every((o) => o.periods.has(p)));
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
