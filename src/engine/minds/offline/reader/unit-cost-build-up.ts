// A cost a unit told as its parts ('cost per turn: labour ₱21,800; fuel and maintenance ₱9,400;
// overhead ₱6,300; plus a 7% concession fee on revenue') is a sum the text leaves to the reader,
// and the one a price per unit must beat: a claimed '₱6,000 margin a turn' can hide a loss on each.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { SIGNS } from './figure-units.ts';
import { GOODS_OR_AREA as GOODS } from './goods-units.ts';
import { singular, stem, unitPricesOf, yearlyVolumes } from './per-unit-costs.ts';

/** 'Our cost model per turn', 'costs per dose', 'unit cost a box'. */
const COST_OF_ONE = new RegExp(
  String.raw`\bcosts?\b[^.]{0,30}?\b(?:per|a|an|each)\s+(?:[A-Z0-9][\w/-]*\s+){0,2}(${GOODS})(?![\p{L}\d])`,
  'iu',
);
/** A sum with its currency sign or code before it: '₱21,800', 'USD 2.10'. */
const PART = new RegExp(
  String.raw`(?:[${SIGNS}]|\b[A-Z]{3}\s?|\bR\$\s?)(\d[\d,]*(?:\.\d+)?)(?!\s?(?:k|m|bn|million|billion|thousand|mn|mln)\b)(?![\d,.]*\d)`,
  'g',
);
/** Words before a sum that make it a price, not a cost. */
const PRICE_BEFORE = /\b(?:sell\w*|sold|charg\w*|price\w*|bill\w*|pay us|revenue|fares?|tickets?|yield)\b/i;
/** 'US$12,400 all-in': the whole cost a unit already, no part of a build-up. */
const WHOLE_AFTER = /^\s*(?:all[- ]in|in total|all told|fully loaded|all included)\b/i;
/** A part charged as a share of the price: '7% of gross handling revenue'. */
const SHARE_OF_PRICE =
  /(\d+(?:\.\d+)?)\s?%\s+(?:of\s+)?(?:the\s+|our\s+)?(?:gross\s+|net\s+)?(?:\w+\s+)?(?:revenue|price|sales|turnover|fees?|billings?)\b/i;

export function unitCostBuildUp(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  for (const sentence of text.split(/(?<=[.!?]['’"”]?)\s+/)) {
    const named = COST_OF_ONE.exec(sentence);
    const unit = named?.[1];
    if (!named || !unit) continue;
    // The parts are the sums listed after the cost is named, not a price said before it.
    const listed = sentence.slice(named.index);
    // A price said in the same breath ('we'd sell at €29') is no part of the cost.
    const parts = [...listed.matchAll(PART)]
      .filter(
        (m) =>
          !PRICE_BEFORE.test(
            listed
              .slice(Math.max(0, m.index - 30), m.index)
              .split(';')
              .pop() ?? '',
          ),
      )
      .map((m) => Number((m[1] ?? '').replaceAll(',', '')));
    if (parts.length < 2 || parts.some((p) => !(p > 0))) continue;
    if ([...listed.matchAll(PART)].some((m) => WHOLE_AFTER.test(listed.slice(m.index + m[0].length))))
      continue;
    const price = unitPricesOf(text).find((p) => stem(p.unit) === stem(unit) && !parts.includes(p.value));
    const share = SHARE_OF_PRICE.exec(listed);
    const sharePct = share && price ? Number(share[1]) : 0;
    const fixed = parts.reduce((a, b) => a + b, 0);
    const cost = fixed + (price ? (price.value * sharePct) / 100 : 0);
    const one = singular(unit);
    const feeText = sharePct
      ? ` + ${sharePct}% of the price (${x.money((price?.value ?? 0) * (sharePct / 100))})`
      : '';
    if (!price) {
      out.push({
        id: 'unit_cost_built',
        label: `Cost of one ${one}, from its parts`,
        value: cost,
        result: `${x.money(cost)} a ${one}`,
        inputs: parts.map((p) => x.money(p)).join(' + '),
      });
      return;
    }
    const margin = price.value - cost;
    const volume = yearlyVolumes(text, unit).find((v) => !v.hoped) ?? yearlyVolumes(text, unit)[0];
    const yearly = volume
      ? `; ${x.money(Math.abs(margin * volume.count))} a year ${margin < 0 ? 'lost' : 'earned'} at ${volume.text}`
      : '';
    out.push({
      id: 'unit_cost_built',
      label: `Margin on one ${one}, against the cost of its parts`,
      value: margin,
      result:
        margin < 0
          ? `a loss of ${x.money(-margin)} on each ${one}: it costs ${x.money(cost)} against a price of ${price.text}${yearly}`
          : `${x.money(margin)} a ${one} (${Math.round((100 * margin) / price.value)}% of the ${price.text} price)${yearly}`,
      inputs: `${price.text} − (${parts.map((p) => x.money(p)).join(' + ')}${feeText})`,
    });
    return;
  }
}
