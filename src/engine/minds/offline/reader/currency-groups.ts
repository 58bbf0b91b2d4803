// A decision may quote figures in more than one currency: a Swedish company's cash in SEK beside an
// EU grant in EUR, a Mexican chain's pesos beside a US store budget in dollars. A sum never mixes
// them (there is no exchange rate in the text), and no figure is printed with another's sign. The
// company's own books (cash, burn, revenue) set the decision's currency; the figures in each other
// currency are summed among themselves.
import type { MissingFact, ReadingNumber } from '../../../reading.ts';
import { isCurrency } from './format.ts';

/** The meanings that say which currency the company keeps its books in. */
const BOOKS = new Set(['cash', 'monthly_burn', 'annual_revenue', 'mrr', 'arr', 'operating_profit']);

/** The decision's currency: the company's books first, else the currency most figures are in, else the first. */
export function mainCurrency(numbers: readonly ReadingNumber[]): string {
  const money = numbers.filter((n) => isCurrency(n.unit));
  const books = money.find((n) => BOOKS.has(n.meaning) && n.whose === 'ours');
  if (books) return books.unit;
  const tally = new Map<string, number>();
  for (const n of money) tally.set(n.unit, (tally.get(n.unit) ?? 0) + 1);
  let best = money[0]?.unit ?? '$';
  for (const [unit, k] of tally) if (k > (tally.get(best) ?? 0)) best = unit;
  return best;
}

/**
 * The figures split by currency, the decision's own first: each group holds every figure that is
 * not money and the money figures in that one currency. One group when the text uses one currency.
 */
export function currencyGroups(
  numbers: readonly ReadingNumber[],
): { unit: string; numbers: ReadingNumber[] }[] {
  const main = mainCurrency(numbers);
  const units = [
    main,
    ...new Set(numbers.filter((n) => isCurrency(n.unit) && n.unit !== main).map((n) => n.unit)),
  ];
  return units.map((unit) => ({
    unit,
    numbers: numbers.filter((n) => !isCurrency(n.unit) || n.unit === unit),
  }));
}

/** Every group's sums, the decision's currency first; a sum another group also makes is kept once. */
export function sumsByCurrency<C extends { id: string }>(
  numbers: readonly ReadingNumber[],
  sumsOf: (numbers: ReadingNumber[], unit: string) => C[],
): C[] {
  const groups = currencyGroups(numbers);
  if (groups.length === 1) return sumsOf([...numbers], groups[0]?.unit ?? '$');
  const out: C[] = [];
  for (const g of groups)
    for (const c of sumsOf(g.numbers, g.unit)) if (!out.some((o) => o.id === c.id)) out.push(c);
  return out;
}

/**
 * The question a reading asks when the company's cash and its monthly burn are in two currencies
 * (dollars held, salaries paid in shekels): no runway can be worked out without the rate, and
 * guessing one would put a made-up figure at the centre of the advice.
 */
export function exchangeRateGap(numbers: readonly ReadingNumber[]): MissingFact | null {
  const ours = (meaning: string) =>
    numbers.find(
      (n) => n.meaning === meaning && n.whose === 'ours' && n.role === 'actual' && isCurrency(n.unit),
    );
  const cash = ours('cash');
  const burn = ours('monthly_burn');
  if (!cash || !burn || cash.unit === burn.unit) return null;
  return {
    fact: 'the exchange rate between the cash and the burn',
    question: `Cash is held in ${cash.unit.trim()} (${cash.text}) and the monthly burn is in ${burn.unit.trim()} (${burn.text}): at what exchange rate, or what are both in one currency? Runway cannot be worked out without it.`,
    owner: 'CFO',
  };
}
