// How a figure is written: its currency (a sign or code before or after it), its digits and its
// scale ('k', 'million', 'lakh', 'crore'). The number reader finds figures with NUMBER and gives
// each the sign its currency is shown with.

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
};

/**
 * The currencies the reader knows: how each is written (codes, signs, words) and the sign the board
 * prints it with. Each keeps its own sign, so that sums never mix two currencies: a shekel burn read
 * as dollars divides a dollar balance into a runway that does not exist.
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
const CURRENCIES: readonly Currency[] = [
  { sign: '$', codes: 'USD', words: 'dollars?' },
  { sign: '€', codes: 'EUR', words: 'euros?' },
  { sign: '£', codes: 'GBP', words: 'pounds?' },
  { sign: '₹', codes: 'INR', words: 'rupees?' },
  { sign: 'A$', codes: 'AUD' },
  { sign: 'C$', codes: 'CAD' },
  { sign: 'S$', codes: 'SGD' },
  { sign: 'NZ$', codes: 'NZD' },
  { sign: 'HK$', codes: 'HKD' },
  { sign: 'R$', codes: 'BRL', words: 'reais' },
  { sign: '¥', codes: 'JPY', words: 'yen|円' },
  { sign: 'CHF ', codes: 'CHF', words: 'francs?' },
  { sign: 'KSh ', codes: 'KES|KSh|Ksh', words: 'shillings?' },
  { sign: 'PLN ', codes: 'PLN', words: 'z[łl]oty|zł' },
  { sign: '₦', codes: 'NGN', words: 'naira' },
  { sign: 'kr ', codes: 'SEK|NOK|DKK', words: 'kronor|kroner|kronur|kr' },
  { sign: 'MX$', codes: 'MXN' },
  { sign: 'R', codes: 'ZAR', words: 'rands?' },
  { sign: '₪', codes: 'ILS|NIS', words: 'shekels?' },
  { sign: '₺', wordlikeCodes: 'TRY', words: 'liras?|lira' },
  { sign: '₱', wordlikeCodes: 'PHP' },
  { sign: 'ARS ', codes: 'ARS' },
  { sign: 'COP ', wordlikeCodes: 'COP' },
  { sign: 'CLP ', codes: 'CLP' },
  { sign: 'PEN ', wordlikeCodes: 'PEN', words: 'soles' },
  { sign: 'pesos ', words: 'pesos?' },
  { sign: '₩', codes: 'KRW' },
  { sign: 'CN¥', codes: 'CNY|RMB', words: 'yuan|renminbi' },
  { sign: 'Rp ', codes: 'IDR', words: 'rupiah' },
  { sign: '฿', codes: 'THB', words: 'baht' },
  { sign: 'RM ', codes: 'MYR', wordlikeCodes: 'RM', words: 'ringgit' },
  { sign: '₫', codes: 'VND', words: 'đồng|dong' },
  { sign: 'E£', codes: 'EGP' },
  { sign: 'MAD ', wordlikeCodes: 'MAD' },
  { sign: 'AED ', codes: 'AED' },
  { sign: 'dirham ', words: 'dirhams?|DH|Dhs' },
  { sign: 'SAR ', wordlikeCodes: 'SAR', words: 'riyals?' },
  { sign: 'QAR ', codes: 'QAR' },
  { sign: 'PKR ', codes: 'PKR' },
  { sign: '৳', codes: 'BDT', words: 'taka' },
  { sign: 'LKR ', codes: 'LKR' },
  { sign: 'NT$', codes: 'TWD' },
  { sign: 'CZK ', codes: 'CZK', words: 'koruna|korun|Kč' },
  { sign: 'HUF ', codes: 'HUF', words: 'forints?' },
  { sign: 'RON ', codes: 'RON', words: 'lei' },
  { sign: '₴', codes: 'UAH', words: 'hryvnias?' },
  { sign: '₵', codes: 'GHS', words: 'cedis?' },
  { sign: 'TSh ', codes: 'TZS' },
  { sign: 'USh ', codes: 'UGX' },
  { sign: 'Br ', codes: 'ETB', words: 'birr' },
  { sign: '₽', codes: 'RUB', words: 'rubles?|roubles?' },
];

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
const SIGNS = '$€£₹¥₦₪₩₺₱₫฿₴₽₵৳';

// A figure: an optional currency, digits (1,200,000 or European 1.200.000), a magnitude, then %,
// a currency code or sign after the figure ('900,000 zł', '500 €'), a duration or a multiple.
export const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<cur>US\$|A\$|AU\$|C\$|CA\$|S\$|NZ\$|R\$|HK\$|NT\$|MX\$|CN¥|E£|S\/(?=\s?\d)|[${SIGNS}]|(?:Rs\.?|Rp|kr|${CODES})(?=\s?\d)|(?:${WORDLIKE_CODES}|R)(?=${MONEY_AFTER}))?\s?(?<num>\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)(?:\s?(?<mag>k|K|m|M|mm|MM|mn|bn|B|million|billion|thousand|grand|thou|mil|mio|bil|lakhs?|lacs?|crores?|cr|Cr)\b)?(?:\s?(?<pct>%|percent\b|per cent\b|pct\b))?(?:\s?(?<code>(?:${CODES}|${WORDS})(?![\p{L}\d])|[€£¥₹₪₩₺₱₫฿₴₽₵৳](?!\s?\d)))?(?:(?<!%|percent|per cent|pct)[- ]?(?<dur>days?|weeks?|wks?|months?|mos?|years?|yrs?|quarters?)\b)?(?<mult>\s?[x×](?![a-z]))?(?:-(?<person>person|people|strong)\b)?`,
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
