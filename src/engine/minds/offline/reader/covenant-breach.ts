// A covenant already breached: the revenue or EBITDA a lender's covenant requires, against the
// figure the text gives for today or the last period. Below the floor, the lender can call the
// loan now; the board says so before anything else is weighed.
import type { PremiseCheck, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';
import type { NumberMeaning } from './meanings.ts';

/** The figures a covenant sets a floor on, each with the stated figures that meet it. */
const FLOORED: readonly { floor: NumberMeaning; actual: readonly NumberMeaning[]; word: string }[] = [
  { floor: 'annual_revenue', actual: ['annual_revenue', 'arr'], word: 'revenue' },
  { floor: 'arr', actual: ['arr', 'annual_revenue'], word: 'ARR' },
  { floor: 'mrr', actual: ['mrr'], word: 'MRR' },
  { floor: 'operating_profit', actual: ['operating_profit'], word: 'EBITDA' },
];

/** A lender's condition: a floor set by a covenant, a loan or a facility, not a goal of our own. */
const LENDERS_TERMS = /\b(?:covenants?|lender|loan|facility|bank|debt|credit line|line of credit)\b/i;

export function covenantBreachesOf(x: CalcContext, text: string): PremiseCheck[] {
  const out: PremiseCheck[] = [];
  if (!LENDERS_TERMS.test(text)) return out;
  for (const f of FLOORED) {
    const floor = x.inRole(f.floor, 'floor');
    const actual = f.actual.map((m) => x.actual(m)).find((n): n is ReadingNumber => n !== null);
    if (!floor || !actual || floor.value <= 0 || actual.value >= floor.value) continue;
    if (!LENDERS_TERMS.test(floor.clause) && !/\b(?:requires?|must)\b/i.test(floor.clause)) continue;
    const short = (100 * (floor.value - actual.value)) / floor.value;
    out.push({
      meaning: 'covenant_breach',
      label: `the covenant’s minimum ${f.word}`,
      stated: floor.value,
      stated_text: floor.text,
      computed: actual.value,
      computed_text: actual.text,
      difference_pct: Math.round(short),
      text: `${f.word[0]?.toUpperCase()}${f.word.slice(1)} is ${actual.text}, ${pct(short)} below the ${floor.text} the covenant requires: the covenant is already breached, and the lender can call or reprice the loan now.`,
    });
  }
  return out;
}
