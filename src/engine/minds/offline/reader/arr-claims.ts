// ARR is recurring revenue only. Two ways a founder's ARR outruns it: one-off fees counted in
// ('ARR €3,1 mln: subscriptions €2,2 mln plus €0,9 mln of implementation fees'), and a plan said
// as the present ('we are a $10M ARR company' beside 'contracted ARR today $6.4M'). A lender, a
// reset clause or an investor reads the recurring figure, so the board decides on it.
import type { PremiseCheck, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { wordsBeside } from './figure-words.ts';

/** Revenue that does not recur, named right after its figure: '€0,9 mln of implementation fees'. */
const ONE_OFF_AFTER =
  /^\s+(?:of\s+|in\s+)?(?:[\w-]+\s+){0,2}?(?:implementation|onboarding|set-?up|installation|one-?off|one-?time|non-?recurring|professional services|services)\b/i;
/** Today's recurring revenue as the books hold it. */
const TODAYS =
  /\b(?:today|current(?:ly)?|contracted|live|booked|actual|right now|as of (?:today|now|this month))\b/i;
/** The founder's own word for what the company is: 'we are a $10M ARR company'. */
const SAID_TO_BE =
  /\bwe(?:['’]re| are)(?: already| now)? an? (?:[$€£]\s?)?(\d+(?:\.\d+)?)\s?(m|mn|million|k)?\s*(?:arr|in arr|arr (?:company|business|startup))\b/i;

const toValue = (digits: string, scale: string | undefined) =>
  Number(digits) * (/^(?:m|mn|million)$/i.test(scale ?? '') ? 1e6 : /^k$/i.test(scale ?? '') ? 1e3 : 1);

function oneOffCounted(x: CalcContext, arr: ReadingNumber): PremiseCheck | null {
  const fees = x.numbers.find((n) => {
    if (n.unit !== arr.unit || !(n.value > 0) || n.value >= arr.value || n === arr) return false;
    const words = wordsBeside(n, 0, n.clause.length);
    return words !== null && ONE_OFF_AFTER.test(words.after);
  });
  if (!fees || !/\barr\b/i.test(fees.clause + arr.clause)) return null;
  const recurring = arr.value - fees.value;
  return {
    meaning: 'arr',
    label: 'ARR',
    stated: arr.value,
    stated_text: arr.text,
    computed: recurring,
    computed_text: x.money(recurring),
    difference_pct: Math.round((100 * fees.value) / recurring),
    text: `You put ARR at ${arr.text}, but ${fees.text} of it is one-off fees, which do not recur: recurring ARR is ${x.money(recurring)}, and a lender, an investor or a reset clause will count only that; the board decides on ${x.money(recurring)}.`,
  };
}

function planSaidAsToday(x: CalcContext, text: string): PremiseCheck | null {
  const said = SAID_TO_BE.exec(text);
  const today = x.numbers.find((n) => n.meaning === 'arr' && n.role !== 'past' && TODAYS.test(n.clause));
  if (!said?.[1] || !today) return null;
  const claimed = toValue(said[1], said[2]);
  if (claimed <= today.value * 1.1) return null;
  return {
    meaning: 'arr',
    label: 'ARR',
    stated: claimed,
    stated_text: said[0],
    computed: today.value,
    computed_text: today.text,
    difference_pct: Math.round((100 * (claimed - today.value)) / today.value),
    text: `You say “${said[0]}”, but the ARR contracted today is ${today.text}; ${x.money(claimed)} is a plan, and anything priced or promised on it (a valuation, a reset, a covenant) rests on revenue not yet won; the board decides on ${today.text}.`,
  };
}

export function arrClaimsOf(x: CalcContext, text: string): PremiseCheck[] {
  const arr = x.actual('arr');
  return [arr ? oneOffCounted(x, arr) : null, planSaidAsToday(x, text)].filter(
    (c): c is PremiseCheck => c !== null,
  );
}
