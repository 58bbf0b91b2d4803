// '40 customers paying $500 a month each' is a price, not the company's revenue: what the
// customers bring in is the price times how many pay it (40 × $500 = $20k a month). The reader
// keeps the price as a price and adds the revenue it implies, shown with its sum, so no seat asks
// for revenue the text gives and none takes one customer's bill for the whole.
import { PER_MONTH, PER_YEAR } from './number-cues.ts';

const BUYERS =
  'customers|clients|subscribers|accounts|users|members|tenants|students|patients|households|businesses|companies|schools|clinics|stores|restaurants|brands|merchants|shops|hospitals|practices|agencies|retailers';

const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\s?k)?`;

/** '40 customers paying', '120 clients who each pay', '300 subscribers on': the count right before the figure. */
const PAYING_BEFORE = new RegExp(
  String.raw`${COUNT}\s+(?:[a-z-]+\s+){0,2}(?:${BUYERS})\s+(?:(?:who|that|which)\s+)?(?:each\s+)?(?:pay(?:s|ing)?|on|at|spend(?:s|ing)?|billed at|subscribed at|paying us)\s+(?:us\s+)?(?:each\s+)?(?:about|around|roughly|an average of|on average|~)?\s*$`,
  'i',
);

/** '$500 each', '$1,200 per customer', '$90 a client' right after the figure. */
const PER_BUYER_AFTER = new RegExp(
  String.raw`^\s*(?:(?:a|per|each|every)\s+(?:month|year|annum)\s+)?(?:each|apiece|per (?:${BUYERS.replace(/s\|/g, '|').replace(/s$/, '')})|an? (?:${BUYERS.replace(/s\|/g, '|').replace(/s$/, '')}))\b`,
  'i',
);

/** The company pays these: a vendor's fee per customer is a cost, not our price. */
const WE_PAY =
  /\b(?:leases?|landlord|rent\w*|fit-?out|build-?out|refurb\w*|capex|costs?|fees?|charges? us|bill(?:s|ed)? us|vendor|supplier|provider|we pay|we'd pay|would pay|pays? them|licen[cs]e)\b/i;

const TOTAL_AFTER =
  /^[^.;]*?\b(?:in total|total|altogether|combined|between them|together|overall|in all|mrr|arr|recurring|revenue|turnover)\b/i;

export interface PerCustomerPrice {
  /** How many pay it, when the text counts them ('$250 a month per customer' alone is a price, not revenue). */
  count: number | null;
  period: 'month' | 'year' | null;
  /** Units a buyer orders ('40,000 units a month at S/ 12 each'), not customers who each pay. */
  order?: boolean;
}

/** Goods counted by the unit. */
const GOODS =
  'units|cases|boxes|pallets|bottles|cans|jars|pieces|items|packs|bags|crates|cartons|kg|kilos|tonnes|tons|litres|liters|meals|portions|loaves|garments|pairs|devices';

/** '40,000 units a month at', '1,200 cases per week for': an order's volume and its period, right before the price. */
const ORDER_BEFORE = new RegExp(
  String.raw`${COUNT}\s+(?:[a-z-]+\s+){0,2}(?:${GOODS})\s+(?:a|per|each|every)\s+(month|week|year)\s+(?:at|for|priced at|at a price of)\s+(?:about|around|roughly|~)?\s*$`,
  'i',
);

/** A price a unit of an order ('40,000 units a month at S/ 12 each'): the order's value is volume × price. */
export function orderPriceOf(sentenceBefore: string): PerCustomerPrice | null {
  const m = ORDER_BEFORE.exec(sentenceBefore.slice(-120));
  if (!m?.[1]) return null;
  const units = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  // A week's volume is read a month at a time, as every other sum.
  const period = m[3]?.toLowerCase();
  return {
    count: period === 'week' ? Math.round((units * 52) / 12) : units,
    period: period === 'year' ? 'year' : 'month',
    order: true,
  };
}

function countIn(text: string): number | null {
  const m = new RegExp(String.raw`(?<![$€£₹¥\d.,])${COUNT}\s+(?:[a-z-]+\s+){0,2}(?:${BUYERS})\b`, 'i').exec(
    text,
  );
  if (!m?.[1]) return null;
  const value = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return value >= 2 ? value : null;
}

/**
 * A figure that is what each counted customer pays: `before` and `after` are the lowercase clause
 * text around it, `sentence` and `text` where the count may be.
 */
export function perCustomerPriceOf(
  before: string,
  after: string,
  sentenceBefore: string,
  sentence: string,
  text: string,
): PerCustomerPrice | null {
  // '900 customers paying $40k MRR in total': a total, not each one's price.
  if (TOTAL_AFTER.test(after.slice(0, 40))) return null;
  const paying = PAYING_BEFORE.exec(sentenceBefore.slice(-160));
  let count: number | null = null;
  const perBuyerNamed = /\bper |\ban? /.test(PER_BUYER_AFTER.exec(after)?.[0] ?? '');
  if (paying?.[1]) count = Number(paying[1].replace(/,/g, '')) * (paying[2] ? 1000 : 1);
  else if (PER_BUYER_AFTER.test(after) && !WE_PAY.test(before.slice(-50))) {
    // 'Per customer' says whose; 'each' alone is a customer's only where its sentence counts them.
    count = perBuyerNamed ? (countIn(sentence) ?? countIn(text)) : countIn(sentence);
    if (!count && !perBuyerNamed) return null;
  } else return null;
  if (count !== null && count < 2) count = null;
  const perBuyer = PER_BUYER_AFTER.exec(after);
  const tail = perBuyer ? after.slice(perBuyer[0].length) : after;
  const at = (re: RegExp) => re.test(after) || re.test(tail);
  const period = at(PER_MONTH) ? 'month' : at(PER_YEAR) ? 'year' : null;
  return { count, period };
}
