// A business that lets places by the month (desks, rooms, beds, pitches) earns on the places
// filled, not on the places built: 420 desks at 90% and PLN 1,150 bring PLN 434.7k a month, less
// PLN 190k of site costs; at the 68% the company's own sites average it is PLN 138k, and the
// fit-out pays back in 45 months, not the 18 a memo claims. A board does these sums first.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { LET_UNITS } from './figure-phrase.ts';
import { count, months, pct } from './format.ts';
import { isUnitCost } from './numbers.ts';

/** The unit a price is per: 'revenue per occupied desk'. */
const PER_PLACE = new RegExp(
  String.raw`\bper\s+(?:occupied |let |rented |filled |sold |booked )?(${LET_UNITS})\b`,
  'i',
);
const A_MONTH = /\b(?:a|per|each|every) month\b|\bmonthly\b/i;

/** An occupancy the text gives, and whether it is the plan's or today's. */
interface Occupancy {
  value: number;
  planned: boolean;
}
const OCCUPANCY =
  /(\d{1,3}(?:\.\d+)?)\s?%\s+(?:average\s+)?occupancy|occupancy\s+(?:of\s+|at\s+|is\s+|was\s+|rate\s+of\s+)?(?:about\s+|around\s+|roughly\s+|~)?(\d{1,3}(?:\.\d+)?)\s?%/gi;
const PLANNED_BEFORE =
  /\b(?:model\w*|plan\w*|assum\w*|memo|target\w*|forecast\w*|budget\w*|projected|expects?|deck)\b[^.]{0,80}$/i;

function occupanciesOf(text: string): Occupancy[] {
  const out: Occupancy[] = [];
  for (const m of text.matchAll(OCCUPANCY)) {
    const value = Number(m[1] ?? m[2]);
    if (!(value > 0 && value <= 100) || out.some((o) => o.value === value)) continue;
    out.push({ value, planned: PLANNED_BEFORE.test(text.slice(Math.max(0, m.index - 120), m.index)) });
  }
  return out.slice(0, 3);
}

/** How many places there are: '420 desks', '64 rooms'. */
function placesOf(text: string, unit: string): { count: number; word: string } | null {
  const stem = unit.toLowerCase().replace(/(?:es|s)$/, '');
  const m = new RegExp(String.raw`\b(\d[\d,]*)\s+(?:[\w-]+\s+)?(${stem}(?:e?s)?)\b`, 'i').exec(text);
  const n = Number((m?.[1] ?? '').replaceAll(',', ''));
  return n > 1 && m?.[2] ? { count: n, word: m[2].toLowerCase() } : null;
}

export function occupancyCalcs(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const ours = (n: ReadingNumber) => n.whose === 'ours' && n.role !== 'past';
  const price = x.numbers.find((n) => ours(n) && n.meaning === 'price' && PER_PLACE.test(n.clause));
  const unit = price ? PER_PLACE.exec(price.clause)?.[1] : undefined;
  if (!price || !unit || !A_MONTH.test(price.clause)) return;
  const found = placesOf(text, unit);
  if (!found) return;
  const places = found.count;
  const many = `${count(places)} ${found.word}`;
  const costs = x.numbers.filter((n) => ours(n) && n.meaning === 'monthly_cost');
  const fixed = costs.find((n) => /\b(?:fixed|site|running|operating)\b/i.test(n.clause)) ?? costs[0];
  const full = places * price.value;
  if (fixed && fixed.value < full)
    out.push({
      id: 'break_even_occupancy',
      label: 'Occupancy that covers the fixed costs',
      value: (100 * fixed.value) / full,
      result: pct((100 * fixed.value) / full),
      inputs: `${fixed.text} a month ÷ (${many} × ${price.text})`,
    });
  if (!fixed) return;
  const upFront = x.numbers.find(
    (n) => ours(n) && n.meaning === 'cost' && !isUnitCost(n) && n.value > fixed.value,
  );
  const occupancies = occupanciesOf(text);
  for (const o of occupancies) {
    const margin = (full * o.value) / 100 - fixed.value;
    const payback = upFront && margin > 0 ? upFront.value / margin : null;
    out.push({
      id: o.planned ? 'contribution_at_planned_occupancy' : 'contribution_at_occupancy',
      label: `What the ${found.word} earn a month at ${pct(o.value)} occupancy${o.planned ? ' (the plan’s)' : ''}`,
      value: margin,
      result:
        margin <= 0
          ? `${x.money(margin)} a month: the fixed costs are not covered`
          : `${x.money(margin)} a month${payback ? `; the ${upFront?.text} pays back in ${months(payback)}` : ''}`,
      inputs: `${many} × ${pct(o.value)} × ${price.text} − ${fixed.text}`,
    });
  }
  // The plan's payback, for the board to set against the one the text claims.
  const plan = occupancies.find((o) => o.planned) ?? occupancies[0];
  const planMargin = plan ? (full * plan.value) / 100 - fixed.value : 0;
  if (plan && upFront && planMargin > 0 && !out.some((c) => c.id === 'payback_of_cost'))
    out.push({
      id: 'payback_of_cost',
      label: 'Months to earn back the cost',
      value: upFront.value / planMargin,
      result: `${months(upFront.value / planMargin)} at ${pct(plan.value)} occupancy`,
      inputs: `${upFront.text} ÷ ${x.money(planMargin)} a month`,
    });
}
