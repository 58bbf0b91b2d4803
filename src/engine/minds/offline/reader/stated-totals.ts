// Totals the user works out in the text that its own figures contradict: a per-head price times
// the heads ('$30 per user a month for our 200 staff, so $60k a year in total' is $72k), and a
// saving against the two running costs it is the gap between ('saves R2.5m a month' when the
// current provider costs R4m a year and the new one R1.5m a year: R2.5m a year, a month taken for
// a year). The board says so and decides on the figures.
import type { PremiseCheck, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { sentencesOf } from './text.ts';

const TOLERANCE = 1.1;
const RATE = / at a rate per /;
const RUNNING = new Set(['monthly_cost', 'annual_cost']);

/** Words that say a figure is the sum of what came before it in the sentence. */
const TOTAL_WORDS =
  /\b(?:in total|total(?:ling|ing)?|all in|all-in|altogether|overall|in all|so|that['’]s|that is|which is|i\.\s?e\.|comes? to|coming to|adds? up to|works? out (?:at|to)|per year for everyone|for everyone)\b/i;

const perYear = (n: ReadingNumber) => (n.meaning === 'monthly_cost' ? n.value * 12 : n.value);
const twelvefold = (ratio: number) => Math.abs(ratio - 12) <= 1.2 || Math.abs(ratio - 1 / 12) <= 0.01;

function beyond(stated: number, computed: number): boolean {
  return computed > 0 && (stated > computed * TOLERANCE || stated * TOLERANCE < computed);
}

/** The check as the board states it: what was said, what the figures give, and that it decides on the latter. */
function flagged(
  meaning: string,
  label: string,
  stated: ReadingNumber,
  computed: number,
  computedText: string,
  why: string,
): PremiseCheck {
  return {
    meaning,
    label,
    stated: stated.value,
    stated_text: stated.text,
    computed,
    computed_text: computedText,
    difference_pct: Math.round((100 * Math.abs(stated.value - computed)) / computed),
    text: `${why}; the board decides on ${computedText}.`,
  };
}

/** The sentence of the text holding both clauses, the first before the second. */
function sameSentence(text: string, first: string, second: string): boolean {
  return sentencesOf(text).some((s) => {
    const a = s.indexOf(first);
    return a >= 0 && s.indexOf(second, a) >= 0;
  });
}

/** A total stated after a per-head rate in the same sentence, against the rate times the heads. */
function perHeadTotal(x: CalcContext, text: string): PremiseCheck | null {
  const ours = x.numbers.filter((n) => n.whose === 'ours' && n.role !== 'past');
  const rate = ours.find((n) => RUNNING.has(n.meaning) && RATE.test(n.label));
  if (!rate) return null;
  const total = ours.find(
    (n) =>
      n !== rate &&
      RUNNING.has(n.meaning) &&
      !RATE.test(n.label) &&
      TOTAL_WORDS.test(n.clause) &&
      sameSentence(text, rate.clause, n.clause),
  );
  if (!total) return null;
  const yearly = total.meaning === 'annual_cost';
  const computed = yearly ? perYear(rate) : perYear(rate) / 12;
  if (!beyond(total.value, computed)) return null;
  const period = yearly ? 'a year' : 'a month';
  const fold = twelvefold(total.value / computed) ? ', a month taken for a year' : '';
  const onFigures = `${x.money(computed)} ${period}`;
  return flagged(
    total.meaning,
    'the total',
    total,
    computed,
    onFigures,
    `You put the total at ${total.text}; ${rate.text} is ${onFigures}${fold}`,
  );
}

const NOW_WORDS = /\b(?:current(?:ly)?|today|now|existing|old|incumbent|we pay)\b/i;
const NEW_WORDS =
  /\b(?:new|quot\w*|bid|offer\w*|alternative|instead|switch\w*|replac\w*|move to|moving to|cheaper|would (?:cost|charge))\b/i;

/** A saving stated beside exactly two running costs, a current one and a new one: their gap. */
function savingGap(x: CalcContext, text: string): PremiseCheck | null {
  const ours = x.numbers.filter((n) => n.whose === 'ours');
  const savings = ours.filter((n) => n.meaning === 'saving');
  const stated = savings.length === 1 ? savings[0] : undefined;
  if (stated?.role !== 'actual') return null;
  const monthly = /monthly/.test(stated.label);
  if (!monthly && !/annual/.test(stated.label)) return null;
  const costs = ours.filter((n) => RUNNING.has(n.meaning) && n.role !== 'past');
  if (costs.length !== 2) return null;
  if (!NOW_WORDS.test(text) || !NEW_WORDS.test(text)) return null;
  const [a, b] = costs as [ReadingNumber, ReadingNumber];
  const gapYearly = Math.abs(perYear(a) - perYear(b));
  const computed = monthly ? gapYearly / 12 : gapYearly;
  if (!beyond(stated.value, computed)) return null;
  const period = monthly ? 'a month' : 'a year';
  const fold = twelvefold(stated.value / computed)
    ? ' (about twelve times apart: a month taken for a year)'
    : '';
  const onFigures = `${x.money(computed)} ${period}`;
  const why = `You state a saving of ${stated.text}; the two costs given (${a.text} and ${b.text}) differ by ${onFigures}${fold}`;
  return flagged('saving', 'the saving', stated, computed, onFigures, why);
}

export function statedTotalChecksOf(x: CalcContext, text: string): PremiseCheck[] {
  return [perHeadTotal(x, text), savingGap(x, text)].filter((c): c is PremiseCheck => c !== null);
}
