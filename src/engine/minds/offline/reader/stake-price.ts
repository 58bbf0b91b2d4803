// A price paid for part of a company ('$6m for 25% of our shares', 'buy out her 30% for €4.8m') is
// not the company's value: the whole is the price over the share. Multiples of revenue or profit
// are taken on that whole, or a quarter of the company looks four times cheaper than it is.
import type { ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';

/** The share the clause says the price is for: 'for 25%', '25% for', '30% stake', '49% of the company'. */
const FOR_A_SHARE =
  /\bfor (?:a |an |their |his |her |its |our )?\d+(?:\.\d+)?\s?%|\d+(?:\.\d+)?\s?%\s*(?:stake|share|holding|interest|of (?:the |our |their |his |her )?(?:company|business|shares|equity|firm|group)|for\b)|['’]s \d+(?:\.\d+)?\s?%/i;

export interface StakePrice {
  /** The share bought or sold, in percent (below 100). */
  stake: ReadingNumber;
  /** What the price puts on the whole company. */
  whole: number;
}

export function stakePriceOf(x: CalcContext, price: ReadingNumber): StakePrice | null {
  if (!FOR_A_SHARE.test(price.clause)) return null;
  const stake = x.numbers.find(
    (n) => n.meaning === 'equity_pct' && n.clause === price.clause && n.value > 0 && n.value < 100,
  );
  if (!stake) return null;
  return { stake, whole: price.value / (stake.value / 100) };
}
