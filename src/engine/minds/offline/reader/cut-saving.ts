// What a cut is for: the monthly saving, the burn it leaves and the runway after it, net of the
// severance paid on the way out. A board decides a layoff on these three sums, and a founder who
// gives the cost of a role and the number of roles has given all that is needed to make them.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months } from './format.ts';

/** A cost stated for one person: 'average fully loaded cost per employee $85k', 'each engineer costs'. */
const PER_PERSON =
  /\b(?:per|each|every|an?|the average|average)\s+(?:\w+\s+)?(?:employee|person|head|hire|engineer|worker|role|staffer|member of staff|fte)\b|\bper head\b|\bfully[- ]loaded\b|\baverage (?:salary|pay|wage|cost)\b|\bsalar(?:y|ies) (?:average|of about)\b/i;

/** Yearly cost of one person in the cut, and the words for where it came from. */
function costPerPerson(x: CalcContext): { yearly: number; word: string } | null {
  const salary = x.numbers.find((n) => n.meaning === 'salary' && n.whose === 'ours' && n.role !== 'option');
  if (salary && PER_PERSON.test(salary.clause)) return { yearly: salary.value, word: 'a year each' };
  const perHead = (m: string) =>
    x.numbers.find((n: ReadingNumber) => n.meaning === m && n.whose === 'ours' && PER_PERSON.test(n.clause));
  const yearly = perHead('annual_cost');
  if (yearly) return { yearly: yearly.value, word: 'a year each' };
  const monthly = perHead('monthly_cost');
  if (monthly) return { yearly: monthly.value * 12, word: 'a year each (monthly × 12)' };
  return salary ? { yearly: salary.value, word: 'salary a year each' } : null;
}

export function cutSavingCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  if (x.kind !== 'layoffs' && x.kind !== 'cost_cutting') return;
  // A saving the text states is checked by the premise step; this one is worked from the roles cut.
  const cut = x.proposed('headcount_cut');
  const each = cut ? costPerPerson(x) : null;
  if (!cut || !each) return;
  const saving = (cut.value * each.yearly) / 12;
  if (saving <= 0) return;
  out.push({
    id: 'monthly_saving',
    label: 'Monthly saving from the cut',
    value: saving,
    result: `${x.money(saving)} a month (${x.money(saving * 12)} a year)`,
    inputs: `${cut.value} roles × ${x.money(each.yearly)} ${each.word} ÷ 12`,
  });
  const burn = x.actual('monthly_burn');
  const cash = x.actual('cash');
  if (!burn || !cash || burn.value <= 0) return;
  const left = burn.value - saving;
  const severance = x.proposed('severance');
  const paidOut = severance?.value ?? 0;
  out.push({
    id: 'runway_after_cut',
    label: 'Runway after the cut',
    value: left > 0 ? (cash.value - paidOut) / left : null,
    result:
      left > 0
        ? `from ${months(cash.value / burn.value)} to ${months((cash.value - paidOut) / left)}; burn falls to ${x.money(left)} a month`
        : 'the saving covers the whole burn: the company would break even',
    inputs: `(${x.money(cash.value)} cash${paidOut ? ` − ${x.money(paidOut)} severance` : ''}) ÷ (${x.money(burn.value)} burn − ${x.money(saving)} saving)`,
  });
}
