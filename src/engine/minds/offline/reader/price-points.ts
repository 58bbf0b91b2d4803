// A product's price points are not money raised. 'Raise the Standard plan from ¥9,800 to ¥12,800 a
// month' uses the word a funding round uses, but the sums are what a customer pays: the thing
// raised is a plan, a tier, a fee or a price, or the sum is priced by a period or a unit, which
// money raised from investors never is.
import type { KindId } from '../kinds/kind-ids.ts';
import { PER_MONTH } from './number-cues.ts';

const PRICED_THING = `(?:plan|tier|price|pricing|fee|subscription|licen[cs]e|package|membership|list price|rate card|bundle|edition)s?`;
const RAISE_VERB = String.raw`(?:rais|increas|lift|hik|mov|bump|push|tak)\w*(?:\s+up)?`;
/** 'Raise the Standard plan from ', 'increase our Pro tier price from ¥9,800 to ', 'lift the fee to '. */
const PRICE_RAISED_BEFORE = new RegExp(
  String.raw`\b${RAISE_VERB}\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?${PRICED_THING}(?:\s+price)?\s+(?:(?:from|to)\s+)?(?:about\s+|around\s+|roughly\s+)?(?:\S*\d\S*\s+(?:a\s+month\s+)?to\s+)?$`,
);
/** '$49 a seat', '¥12,800 per shop a month': a price per unit or per period. */
const PRICED_AFTER =
  /^\s*(?:a|per|\/|each)\s*(?:seat|user|licen[cs]e|shop|store|site|location|restaurant|head|member|customer|account|unit)\b/;

/** True when a sum read as money raised is a price point of a product. */
export function isPricePoint(before: string, after: string, kind: KindId | null): boolean {
  if (PRICE_RAISED_BEFORE.test(before.slice(-80))) return true;
  // 'Raise it to $59 a seat': outside a funding round, a raised sum with a period or a unit is a price.
  return (
    kind !== 'raise_funding' &&
    new RegExp(String.raw`\b${RAISE_VERB}\b[^.;]{0,60}$`).test(before) &&
    (PER_MONTH.test(after) || PRICED_AFTER.test(after))
  );
}
