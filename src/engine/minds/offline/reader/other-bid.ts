// Another would-be buyer's price, told as a multiple: 'a PE-backed integrator has verbally said
// around 9x EBITDA'. It is no claim about the offer on the table (a premise to correct) but a
// second bid, worth setting beside it in money: 9 × $13.6M = $122.4M, $17.6M below the $140M offered.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';

/** 'Only 5x EBITDA', '0.8 times revenue': a price multiple the text claims, and what it is of. */
export const MULTIPLE_SAID =
  /\b(\d+(?:\.\d+)?)\s?(?:x|×|times)\s+(?:(?:the|their|its|our|last year['’]?s|trailing|adjusted|reported|annual|yearly|forward)\s+)*(ebitda|ebit|earnings|profits?|net income|revenues?|sales|turnover|arr)\b/i;

/** Another would-be buyer, who has named a price of its own. */
export const OTHER_BIDDER =
  /\b(?:another|other|second|rival|competing|alternative) (?:buyer|bidder|offer|acquirer|suitor|fund|party)\b|\b(?:pe(?:-backed)?|private equity|integrator|strategic|sponsor|fund|buyer|bidder|acquirer|competitor)\b[^.]{0,60}\b(?:said|says|indicated|mentioned|floated|suggested|verbally|would pay|talk\w* of|offered)\b/i;

/** The sentence a position of the text falls in. */
export function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at) + 1, 0);
  const end = text.indexOf('. ', at);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The other bid in money, set against the price on the table. */
export function otherBidCalcs(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const price = x.numbers.find((n) => n.meaning === 'offer_price' || n.meaning === 'purchase_price');
  if (!price) return;
  for (const said of text.matchAll(new RegExp(MULTIPLE_SAID.source, 'gi'))) {
    if (!OTHER_BIDDER.test(sentenceAround(text, said.index))) continue;
    const ofProfit = /^(?:ebitda|ebit|earnings|profits?|net income)$/i.test(said[2] ?? '');
    const ours = out.find((c) =>
      ofProfit ? c.id === 'earnings_multiple' : c.id === 'price_multiple' || c.id === 'offer_multiple',
    );
    const multiple = Number(said[1]);
    if (!ours?.value || !(multiple > 0)) continue;
    const base = price.value / ours.value;
    const value = multiple * base;
    const gap = value - price.value;
    out.push({
      id: 'other_bid_value',
      label: 'The other buyer’s multiple in money',
      value,
      result: `${x.money(value)}, ${x.money(Math.abs(gap))} ${gap < 0 ? 'below' : 'above'} the ${price.text} on the table (unwritten until it is in a signed letter)`,
      inputs: `${said[1]}× ${x.money(base)} ${ofProfit ? 'profit' : 'revenue'}`,
    });
    return;
  }
}
