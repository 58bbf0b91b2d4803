// A sum keeps the period it was stated on and is read a month at a time: a payroll paid
// fortnightly is 26 pay runs a year, so $48k a fortnight is $104k a month, not $48k; revenue of
// $300k a quarter is $100k a month, not a year's revenue. The words are read on either side of the
// figure ('$9,000 every two weeks in wages', 'our weekly wage bill is $12k', 'quarterly revenue of
// $300k'); the meaning is then read as if the sum were monthly and the value scaled.
import type { NumberMeaning } from './meanings.ts';

interface Period {
  /** Months in one period: a week is 12/52 of a month. */
  months: number;
  /** How the period is said back: 'a fortnight'. */
  word: string;
}

const WEEK: Period = { months: 12 / 52, word: 'a week' };
const FORTNIGHT: Period = { months: 12 / 26, word: 'a fortnight' };
const QUARTER: Period = { months: 3, word: 'a quarter' };

const PERIOD_AFTER: readonly [RegExp, Period][] = [
  [
    /^[-\s]*(?:a|per|\/|each|every)[-\s]*(?:fortnight|two weeks|2 weeks)\b|^\s*(?:fortnightly|bi-?weekly)\b/,
    FORTNIGHT,
  ],
  [/^[-\s]*(?:a|per|\/|each|every)[-\s]*(?:week|wk)\b|^\s*weekly\b/, WEEK],
  [
    /^[-\s]*(?:a|per|\/|each|every)[-\s]*(?:quarter|three months|3 months)\b|^\s*quarterly\b|^\s*in (?:the|a|that|this|last) quarter\b/,
    QUARTER,
  ],
];

/** 'Fortnightly payroll is', 'our weekly wage bill of', 'quarterly revenue was about': the period named before. */
const PERIOD_BEFORE =
  /\b(fortnightly|bi-?weekly|weekly|quarterly)\s+(?:[a-z'’-]+\s+){1,3}?(?:is|are|was|were|of|at|runs? at|comes? to|totals?|stands? at|:)?\s*(?:about |around |roughly |some |~|approximately |nearly |almost )?$/;

const BEFORE_WORD: Readonly<Record<string, Period>> = {
  fortnightly: FORTNIGHT,
  biweekly: FORTNIGHT,
  'bi-weekly': FORTNIGHT,
  weekly: WEEK,
  quarterly: QUARTER,
};

export interface PeriodRead extends Period {
  /** The words around the figure with the period said as a month, for the meaning to be read. */
  before: string;
  after: string;
}

/** The period a sum is stated on when it is a week, a fortnight or a quarter; null otherwise. */
export function shortPeriodOf(before: string, after: string): PeriodRead | null {
  for (const [re, period] of PERIOD_AFTER) {
    const m = re.exec(after);
    if (m) return { ...period, before, after: ` a month${after.slice(m[0].length)}` };
  }
  const tail = before.slice(-60);
  const m = PERIOD_BEFORE.exec(tail);
  const period = m?.[1] ? BEFORE_WORD[m[1]] : undefined;
  if (!m || !period) return null;
  const at = before.length - tail.length + m.index;
  return {
    ...period,
    before: `${before.slice(0, at)}monthly ${before.slice(at + (m[1] ?? '').length + 1)}`,
    after,
  };
}

const MONTHLY_MEANINGS: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'monthly_burn',
  'monthly_cost',
  'mrr',
]);

/**
 * Whether a meaning read from the sum said as a month is one kept a month at a time (a burn, a
 * cost, MRR, a monthly saving or contract value, a pay quoted a month), so the period converts it.
 * Anything else (a price per week, a one-off) is left unread rather than read on the wrong period.
 */
export function convertsByMonth(
  meaning: NumberMeaning,
  label: string | undefined,
  monthlyRate?: boolean,
): boolean {
  if (MONTHLY_MEANINGS.has(meaning)) return true;
  if (meaning === 'salary') return monthlyRate === true;
  return label === 'monthly saving' || label === 'monthly contract value';
}
