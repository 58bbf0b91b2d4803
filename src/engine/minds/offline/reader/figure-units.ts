// How a figure is written: its currency (a sign or code before or after it), its digits and its
// scale ('k', 'million', 'lakh', 'crore'). The number reader finds figures with NUMBER and gives
// each the sign its currency is shown with.
import currencies from './currencies.json' with { type: 'json' };

export const MAGNITUDE: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  grand: 1e3,
  thou: 1e3,
  mil: 1e6,
  mio: 1e6,
  bil: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  // A sum written in English with the scale word of its own country: '₺45 milyon', 'Rp 2 miliar'.
  milyon: 1e6,
  milyar: 1e9,
  juta: 1e6,
  miliar: 1e9,
  miljoen: 1e6,
  miljard: 1e9,
  miljon: 1e6,
  miljoner: 1e6,
  mln: 1e6,
  mld: 1e9,
  // 'annual savings ₹70.5 L': after a rupee sum only, a capital L is lakh (NUMBER reads it there alone).
  l: 1e5,
};

/**
 * A currency the reader knows (currencies.json lists them, one a line): how it is written (codes,
 * signs, words) and the sign the board prints it with. Each keeps its own sign, so that sums never
 * mix two currencies: a shekel burn read as dollars divides a dollar balance into a runway that does
 * not exist.
 */
interface Currency {
  sign: string;
  /** ISO codes (and common local abbreviations) written before or after a figure, in capitals. */
  codes?: string;
  /** Codes that are also words or acronyms ('PHP 8', 'MAD'): read only before a sum of money, never after one. */
  wordlikeCodes?: string;
  /** Words written after a figure ('12m shekels'), as a regular-expression alternation. */
  words?: string;
}
const CURRENCIES: readonly Currency[] = currencies;

const alternation = (pick: (c: Currency) => string | undefined) =>
  CURRENCIES.map(pick)
    .filter((x): x is string => Boolean(x))
    .join('|');
/** Codes written before or after a figure ('KES 20m', '900,000 PLN'). */
const UPPER_CODES = alternation((c) => c.codes);
// Lowercase too: seats lowercase a sentence they quote ('ksh 95m cash'), and it must read the same.
const CODES = `${UPPER_CODES}|${[...new Set(UPPER_CODES.toLowerCase().split('|'))].join('|')}`;
const WORDLIKE_CODES = alternation((c) => c.wordlikeCodes);
const WORDS = alternation((c) => c.words);
/** A sum of money after a code: 3+ digits, a grouped number or a scale ('PHP 450,000', 'TRY 2m'). */
const MONEY_AFTER = String.raw`\s?(?:\d{3}|\d{1,3}[, .]\d{3}|\d+(?:\.\d+)?\s?(?:k|K|m|M|mn|MM|bn|Bn|B|million|billion|thousand)\b)`;
/** Currency signs written before a sum; other readers of money (per-unit sums) use the same list. */
export const SIGNS = '$€£₹¥₦₪₩₺₱₫฿₴₽₵৳₲₡₸₾';

// A figure: an optional currency, digits (1,200,000 or European 1.200.000), a magnitude, then %,
// a currency code or sign after the figure ('900,000 zł', '500 €'), a duration or a multiple.
export const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<cur>US\$|A\$|AU\$|C\$|CA\$|S\$|NZ\$|N\$|R\$|HK\$|NT\$|MX\$|CN¥|E£|GH₵|GH¢|S\/(?=\s?\d)|[${SIGNS}]|(?:Rs\.?|Rp|kr|${CODES})(?=\s?\d)|(?:${WORDLIKE_CODES}|R)(?=${MONEY_AFTER}))?\s?(?<num>\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)(?:\s?(?<mag>k|K|m|M|mm|MM|mn|bn|B|million|billion|thousand|grand|thou|mil|mio|bil|lakhs?|lacs?|crores?|cr|Cr|milyon|milyar|juta|miliar|miljoen|miljard|miljon|miljoner|mln|mld|(?<=(?:₹|Rs\.?|INR)\s?[\d.,]+\s?)L)\b)?(?:\s?(?<pct>%|percent\b|per cent\b|pct\b))?(?:\s?(?<code>(?:${CODES}|${WORDS})(?![\p{L}\d])|[€£¥₹₪₩₺₱₫฿₴₽₵৳₲₡₸₾](?!\s?\d)))?(?:(?<!%|percent|per cent|pct)[- ]?(?<dur>days?|weeks?|wks?|months?|mos?|years?|yrs?|quarters?)\b)?(?<mult>\s?[x×](?![a-z]))?(?:-(?<person>person|people|strong)\b)?`,
  'gu',
);

/** Signs written before a figure that are not a currency's own printed sign. */
const SIGN_ALIASES: readonly [string, string][] = [
  ['US$', '$'],
  ['AU$', 'A$'],
  ['CA$', 'C$'],
  ['Rs', '₹'],
  ['Rs.', '₹'],
  // The Peruvian sol is printed 'S/ 12'.
  ['S/', 'PEN '],
  // The Ghanaian cedi is printed 'GH₵ 3m' (or with a cent sign).
  ['GH₵', '₵'],
  ['GH¢', '₵'],
];

/** Every sign and code a currency is written with, upper-cased, to the sign the board prints. Built once: every figure read asks it. */
const SIGN_BY_NAME = new Map<string, string>();
for (const [name, sign] of [
  ...SIGN_ALIASES,
  ...CURRENCIES.flatMap((c) =>
    [c.sign.trim(), ...(c.codes ?? '').split('|'), ...(c.wordlikeCodes ?? '').split('|')]
      .filter(Boolean)
      .map((name): [string, string] => [name, c.sign]),
  ),
])
  if (!SIGN_BY_NAME.has(name.toUpperCase())) SIGN_BY_NAME.set(name.toUpperCase(), sign);
const SIGN_BY_WORD: readonly [RegExp, string][] = CURRENCIES.flatMap((c) =>
  c.words ? [[new RegExp(`^(?:${c.words})$`, 'i'), c.sign] as [RegExp, string]] : [],
);

/** The currency a figure is in, as its sign: '$' unless another is named. */
export function unitOf(cur: string | undefined, code: string | undefined): string {
  const named = (cur ?? code ?? '').trim();
  if (!named) return '';
  return SIGN_BY_NAME.get(named.toUpperCase()) ?? SIGN_BY_WORD.find(([re]) => re.test(named))?.[1] ?? '$';
}
