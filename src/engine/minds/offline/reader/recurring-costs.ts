// A fee the company pays every year or month, named so before its figure: 'the annual audit fee
// rose from €180k to €260k', 'our yearly licence of $40k', 'a monthly retainer of £8k'. It is a
// running cost, not a one-off, and after a rise already made the first figure is the past fee.
import type { FigureRole, ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { MEANING_LABELS, type NumberMeaning } from './meanings.ts';
import { COMPETITOR, PER_MONTH, PER_YEAR } from './number-cues.ts';

const FEE_NAMED =
  /\b(annual|annually|yearly|per-year|monthly|quarterly)\s+(?:[\w-]+\s+){0,2}?(?:fees?|costs?|bills?|charges?|licen[cs]es?|subscriptions?|retainers?|premiums?|contracts?|spend|invoices?)\b/g;
/** 'Rose from €180k to': the first figure of a rise may stand between the fee and the second. */
const FROM_FIGURE_TO = /\bfrom\s+\S*\d[\d.,]*\s?[a-z]{0,8}\s+to\s*/;

/** The period a fee named before its figure recurs on, when the figure was read as a one-off cost. */
export function recurringCostOf(meaning: NumberMeaning | null, before: string): NumberMeaning | null {
  if (meaning !== 'cost' && meaning !== null) return null;
  const named = [...before.matchAll(FEE_NAMED)].at(-1);
  if (!named?.[1]) return null;
  const between = before.slice(named.index + named[0].length);
  if (between.length > 50 || /\d/.test(between.replace(FROM_FIGURE_TO, ''))) return null;
  if (named[1] === 'monthly') return 'monthly_cost';
  // A quarter's fee is left as a cost rather than misread as a year's.
  return named[1] === 'quarterly' ? null : 'annual_cost';
}

const RUNNING_COSTS: ReadonlySet<string> = new Set<NumberMeaning>(['annual_cost', 'monthly_cost']);

/** 'Rose from €180k to €260k': the running cost before a rise already made is the past one. */
export function pastRunningCost(meaning: NumberMeaning, fromTo: FigureRole | null): FigureRole | null {
  return RUNNING_COSTS.has(meaning) && fromTo === 'past' ? 'past' : null;
}

const QUOTED = /\b(?:quot\w*|bids?|tender\w*|pitch\w*|offer\w*|would charge|proposals?)\b/i;
const ONE_OFF =
  /\b(?:one-off|once|up ?front|set-?up|implementation|migration|transition|switching|exit|fit-?out|onboarding|install\w*|capex|purchase|build\w*|construct\w*|refit|retrofit)\b/i;

/**
 * 'The annual fee rose to €260k; a regional firm quoted €95k': a quote for the same service, given
 * without a period, is on the period of the one running fee the text names, and it is an option.
 */
export function quotesOnTheirPeriod(numbers: readonly ReadingNumber[]): ReadingNumber[] {
  const running = numbers.filter(
    (n) => n.whose === 'ours' && n.role !== 'past' && RUNNING_COSTS.has(n.meaning),
  );
  const periods = new Set(running.map((n) => n.meaning as NumberMeaning));
  const [meaning] = [...periods];
  if (periods.size !== 1 || !meaning) return [...numbers];
  return numbers.map((n) =>
    n.meaning === 'cost' &&
    n.whose === 'ours' &&
    n.role === 'actual' &&
    n.label === MEANING_LABELS.cost &&
    QUOTED.test(n.clause) &&
    !ONE_OFF.test(n.clause)
      ? { ...n, meaning, role: 'option', label: `option considered: ${MEANING_LABELS[meaning]}` }
      : n,
  );
}

/** 'The vendor charges', 'the new one would charge', 'they quoted': another party's price to us. */
export const THEY_CHARGE =
  /\b(?:vendor|supplier|agency|provider|contractor|firm|partner|consultancy|outsourcer|one|they|it)\s+(?:\w+\s+)?(?:charges?|quotes?|quoted|bills?|asks?(?: for)?|wants?)\s*(?:us\s+)?(?:about |around |roughly )?$/;

/**
 * 'The new courier would charge £650 a month': a price another party charges us is what we would
 * pay, on its period, unless the decision is our own pricing or the party is a competitor.
 */
export function billedToUs(
  meaning: NumberMeaning | null,
  before: string,
  after: string,
  kind: KindId | null,
): NumberMeaning | null {
  if (meaning !== 'price' || kind === 'pricing_change') return null;
  if (!THEY_CHARGE.test(before.slice(-50)) || COMPETITOR.test(before)) return null;
  return PER_MONTH.test(after) ? 'monthly_cost' : PER_YEAR.test(after) ? 'annual_cost' : 'cost';
}
