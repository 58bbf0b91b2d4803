// What added capacity earns: 'we bake 900 loaves a day … a second oven would let us bake 1,600 a
// day' with a margin a unit named ('sells for $6 and costs $2.10') gives the margin the extra
// output adds a month, if it sells, and the months the one-off cost takes to earn back from it.
import type { ReadingCalculation } from '../../../reading.ts';
import { monthsOf } from './calc-shapes.ts';
import type { CalcContext } from './calculations.ts';
import { GOODS } from './goods-units.ts';
import { isUnitCost } from './numbers.ts';
import { sentencesOf } from './text.ts';
import { MARGIN_AT_NEW_PRICE, unitMarginAt } from './unit-margin.ts';

const PER_PERIOD = new RegExp(
  String.raw`(?<![\d.,$€£₹])(\d{1,3}(?:,\d{3})+|\d+)\s+(?:(?:${GOODS})\s+)?(?:a|per|each|every)\s+(day|week|month)\b`,
  'gi',
);
/** The later figure is what the step makes possible. */
const WOULD =
  /\b(?:would|could|will|let us|lets us|allow\w* us|enable\w* us|capacity|up to|increase\w* (?:it |output )?to|take us to)\b/i;
const DAYS: Readonly<Record<string, number>> = { day: 30, week: 52 / 12, month: 1 };

export function capacityCalcs(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const margin = out.find((c) => c.id === 'unit_margin');
  // When the price moves, the units needed at the new margin are the sum (unit-margin.ts): output
  // added at today's margin would count a margin the step gives up.
  if (!margin || margin.label === MARGIN_AT_NEW_PRICE) return;
  const unitMargin = unitMarginValue(x);
  if (!unitMargin || unitMargin <= 0) return;
  const found: { count: number; period: string; later: boolean }[] = [];
  for (const sentence of sentencesOf(text))
    for (const m of sentence.matchAll(PER_PERIOD))
      found.push({
        count: Number((m[1] ?? '').replace(/,/g, '')),
        period: (m[2] ?? '').toLowerCase(),
        later: WOULD.test(sentence.slice(0, m.index)),
      });
  const today = found.find((f) => !f.later);
  const after = found.find((f) => f.later && today && f.period === today.period && f.count > today.count);
  if (!today || !after) return;
  const added = (after.count - today.count) * (DAYS[today.period] ?? 1);
  const monthly = added * unitMargin;
  out.push({
    id: 'capacity_margin',
    label: 'Margin the added output brings a month, if it sells',
    value: monthly,
    result: `${x.money(monthly)} a month (${Math.round(added).toLocaleString('en-US')} more a month × ${x.money(unitMargin)} a unit)`,
    inputs: `(${after.count.toLocaleString('en-US')} − ${today.count.toLocaleString('en-US')}) a ${today.period}${today.period === 'month' ? '' : ` × ${Math.round((DAYS[today.period] ?? 1) * 10) / 10}`} × ${x.money(unitMargin)} margin a unit`,
  });
  const oneOff = x.numbers.find(
    (n) =>
      (n.meaning === 'cost' || n.meaning === 'purchase_price') &&
      !isUnitCost(n) &&
      n.whose === 'ours' &&
      n.value > unitMargin * 10,
  );
  if (oneOff && monthly > 0)
    out.push(
      monthsOf(
        'capacity_payback',
        `Months for the added output to earn back the ${oneOff.label.replace(/^one-off /, '')}`,
        oneOff.value,
        monthly,
        `${x.money(oneOff.value)} ÷ ${x.money(monthly)} a month, if every extra unit sells`,
      ),
    );
}

function unitMarginValue(x: CalcContext): number | null {
  const price = x.numbers.find((n) => n.meaning === 'price' && n.whose === 'ours' && n.role !== 'past');
  return price ? unitMarginAt(x, price.value) : null;
}
