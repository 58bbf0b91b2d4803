// What SAFEs and convertible notes convert into, stacked. A post-money SAFE buys its amount ÷ its
// post-money cap of the company, and several post-money SAFEs add up: the founders absorb each one
// in full. A pre-money cap is read as amount ÷ (cap + amount), a floor: pre-money SAFEs also dilute
// one another. Each instrument is paired with the cap stated after it; money already in on earlier
// SAFEs (role 'past') is stacked with the new one, so the board sees what the founders keep.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { money, pct } from './format.ts';

interface Instrument {
  amount: ReadingNumber;
  cap: ReadingNumber;
  share: number;
  post: boolean;
}

const CAPS = new Set(['valuation', 'post_money_valuation']);

/** A post-money valuation, or a cap the text says is post-money ('post-money valuation cap'). */
export const isPostMoney = (n: ReadingNumber): boolean =>
  n.meaning === 'post_money_valuation' || /\bpost-money\b/.test(n.label);

/** Each amount raised with the cap that follows it in the text, outstanding ones included. */
function instrumentsOf(numbers: readonly ReadingNumber[]): Instrument[] {
  const out: Instrument[] = [];
  numbers.forEach((n, i) => {
    if (n.meaning !== 'raise_amount' || n.whose !== 'ours' || n.role === 'floor') return;
    const next = numbers[i + 1];
    const isPast = (f: ReadingNumber) => f.role === 'past';
    if (!next || !CAPS.has(next.meaning) || next.whose !== 'ours' || isPast(next) !== isPast(n)) return;
    // A priced round's valuation is no cap: only instruments the text says are capped stack here.
    if (!/\bcap\b/.test(next.label)) return;
    const post = isPostMoney(next);
    const base = post ? next.value : next.value + n.value;
    if (base <= 0) return;
    out.push({ amount: n, cap: next, share: (100 * n.value) / base, post });
  });
  return out;
}

const described = (i: Instrument): string =>
  `${money(i.amount.value, i.amount.unit || '$')} ÷ ${
    i.post
      ? `${money(i.cap.value, i.cap.unit || '$')} post-money`
      : `(${money(i.cap.value, i.cap.unit || '$')} pre-money + ${money(i.amount.value, i.amount.unit || '$')})`
  } = ${pct(i.share)}${i.amount.role === 'past' ? ' (earlier)' : ''}`;

/**
 * The share of the company all the SAFEs and notes convert into, when the text gives two or more,
 * and what the founders and earlier holders keep of the rest.
 */
export function stackedConvertiblesCalc(numbers: readonly ReadingNumber[]): ReadingCalculation | null {
  const all = instrumentsOf(numbers);
  if (all.length < 2) return null;
  const total = all.reduce((sum, i) => sum + i.share, 0);
  const earlier = all.filter((i) => i.amount.role === 'past').reduce((sum, i) => sum + i.share, 0);
  const anyPre = all.some((i) => !i.post);
  return {
    id: 'safe_stack',
    label: `What the ${all.length} SAFEs or notes convert into, together`,
    value: total,
    result:
      `${anyPre ? 'at least ' : ''}${pct(total)} of the company before the next priced round` +
      (earlier > 0 && earlier < total
        ? ` (${pct(total - earlier)} new on top of ${pct(earlier)} already sold)`
        : '') +
      `; today’s holders keep ${pct(100 - total)}`,
    inputs: all.map(described).join('; '),
  };
}
