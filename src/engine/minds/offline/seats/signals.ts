// The evidence any seat can weigh, read once from the reading and the text: customers asking for
// it, growth, decline, unit economics, readiness, irreversibility. Each comes with the words of
// the decision that show it, so a seat quotes its evidence instead of reciting a stock line.
import type { KindContext } from '../kinds/kind-kit.ts';
import { clausesOf, sentencesOf } from '../reader/text.ts';

export interface Evidence {
  /** The clause of the decision that shows it, quoted. */
  quote: string;
}

export interface Signals {
  demand: Evidence | null;
  decline: Evidence | null;
  notReady: Evidence | null;
  irreversible: Evidence | null;
  /** Average customer lifetime shorter than 1.5× the CAC payback. */
  brokenUnitEconomics: boolean;
  /** Revenue growth of at least 5% a month or 50% a year. */
  strongGrowth: boolean;
}

const DEMAND =
  /\b((?:customers?|clients?|users?|buyers?|retailers?|distributors?|hospitals?|schools?) (?:have |had |keep )?(?:asked|ask|want\w*|request\w*|are asking|pay(?:ing)? for)|waitlist|wait-?list|pilots?|letters? of intent|\blois?\b|pre-?orders?|signed up|inbound (?:demand|leads|requests)|demand (?:is|from)|sold out|backlog of orders)\b/i;
const DECLINE =
  /\b(declin\w*|shrink\w*|stall\w*|falling|dropp(?:ed|ing)|lost \w+ (?:customers|clients)|not growing|no longer grow\w*|revenue (?:is )?flat|flat revenue)\b/i;
const NOT_READY =
  /\b(bugs?|crash\w*|not (?:yet )?(?:ready|tested|finished)|untested|unstable|incomplete|beta quality)\b/i;
const IRREVERSIBLE =
  /\b(irreversible|cannot be undone|can['’]t be undone|no way back|permanent\w*|one-way door)\b/i;

function quoted(text: string, re: RegExp): Evidence | null {
  for (const sentence of sentencesOf(text))
    for (const clause of clausesOf(sentence)) {
      if (!re.test(clause)) continue;
      const clean = clause.replace(/^(and|but|so|while|whereas)\s+/i, '').replace(/[.!?]+$/, '');
      const short = clean.length > 90 ? `${clean.slice(0, 87).replace(/\s+\S*$/, '')}…` : clean;
      return { quote: `“${short.charAt(0).toLowerCase()}${short.slice(1)}”` };
    }
  return null;
}

const BUILDING = new Set([
  'launch_product',
  'infrastructure',
  'pivot',
  'expand_market',
  'customer_contract',
  'partnership',
]);

const cache = new WeakMap<KindContext, Signals>();

export function signalsOf(x: KindContext): Signals {
  const known = cache.get(x);
  if (known) return known;
  const original = x.source;
  const payback = x.calc('payback_vs_lifetime');
  const paybackMonths = x.actual('payback_months')?.value ?? null;
  const growth = x.actual('revenue_growth_pct');
  const monthly = growth ? /\b(month|mom|a month|per month)\b/i.test(growth.clause) : false;
  const signals: Signals = {
    demand: x.says(DEMAND) ? quoted(original, DEMAND) : null,
    decline: x.says(DECLINE) ? quoted(original, DECLINE) : null,
    // 'Incomplete records' in a legal matter is no product readiness; only building kinds have a product to ship.
    notReady: BUILDING.has(x.reading.kind ?? '') && x.says(NOT_READY) ? quoted(original, NOT_READY) : null,
    irreversible: x.says(IRREVERSIBLE) ? quoted(original, IRREVERSIBLE) : null,
    brokenUnitEconomics:
      payback?.value != null && paybackMonths != null && payback.value < paybackMonths * 1.5,
    strongGrowth: growth ? (monthly ? growth.value >= 5 : growth.value >= 50) : false,
  };
  cache.set(x, signals);
  return signals;
}
