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

/** Currency codes written before or after a figure ('KES 20m', '900,000 PLN'). */
const UPPER_CODES =
  'INR|USD|EUR|GBP|AUD|CAD|SGD|NZD|HKD|BRL|CHF|JPY|ZAR|KES|KSh|Ksh|PLN|NGN|SEK|NOK|DKK|MXN|KRW|VND|EGP|CLP|IDR|MAD|CNY|RMB|TRY|AED|SAR|THB|MYR|COP|PEN|ARS|CZK|HUF|RON|ILS|TWD|PKR|BDT|GHS|UGX|TZS|UAH';
// Lowercase too: seats lowercase a sentence they quote ('ksh 95m cash'), and it must read the same.
const CODES = `${UPPER_CODES}|${UPPER_CODES.toLowerCase().replace('|ksh|ksh', '|ksh')}`;

// A figure: an optional currency, digits (1,200,000 or European 1.200.000), a magnitude, then %,
// a currency code or sign after the figure ('900,000 zł', '500 €'), a duration or a multiple.
export const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<cur>US\$|A\$|AU\$|C\$|CA\$|S\$|NZ\$|R\$|HK\$|[$€£₹¥₦₩]|(?:Rs\.?|${CODES})(?=\s?\d)|R(?=\s?(?:\d{3}|\d{1,3}[, ]\d{3}|\d+(?:\.\d+)?\s?(?:k|m|mn|bn|million|billion|thousand)\b)))?\s?(?<num>\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)(?:\s?(?<mag>k|K|m|M|mm|MM|mn|bn|B|million|billion|thousand|grand|thou|mil|mio|bil|lakhs?|lacs?|crores?|cr|Cr)\b)?(?:\s?(?<pct>%|percent\b|per cent\b|pct\b))?(?:\s?(?<code>(?:${CODES}|euros?|dollars?|pounds?|rupees?|reais|yen|francs?|rands?|shillings?|z[łl]oty|naira|kronor|kroner|zł)(?![\p{L}\d])|[€£¥₹](?!\s?\d)))?(?:(?<!%|percent|per cent|pct)[- ]?(?<dur>days?|weeks?|wks?|months?|mos?|years?|yrs?|quarters?)\b)?(?<mult>\s?[x×](?![a-z]))?(?:-(?<person>person|people|strong)\b)?`,
  'gu',
);

const CURRENCY_SIGNS: readonly [RegExp, string][] = [
  [/^(?:eur|euro)/i, '€'],
  [/^(?:gbp|pound)/i, '£'],
  [/^(?:₹|rs|inr|rupee)/i, '₹'],
  [/^(?:a\$|au\$|aud)/i, 'A$'],
  [/^(?:c\$|ca\$|cad)/i, 'C$'],
  [/^(?:s\$|sgd)/i, 'S$'],
  [/^(?:nz\$|nzd)/i, 'NZ$'],
  [/^(?:hk\$|hkd)/i, 'HK$'],
  [/^(?:r\$|brl|rea)/i, 'R$'],
  [/^(?:¥|jpy|yen)/i, '¥'],
  [/^(?:chf|franc)/i, 'CHF '],
  [/^(?:ksh|kes|shilling)/i, 'KSh '],
  [/^(?:zł|pln|z[łl]oty)/i, 'PLN '],
  [/^(?:₦|ngn|naira)/i, '₦'],
  [/^(?:sek|nok|dkk|kron)/i, 'kr '],
  [/^mxn/i, 'MX$'],
  [/^(?:₩|krw)/i, '₩'],
  // The South African rand: 'R6m', 'R 450 000', 'ZAR 2m'.
  [/^(?:r|zar|rands?)$/i, 'R'],
];

/** The currency a figure is in, as its sign: '$' unless another is named. */
export function unitOf(cur: string | undefined, code: string | undefined): string {
  const named = (cur ?? code ?? '').trim();
  if (!named) return '';
  if (/^[$€£]$/.test(named)) return named;
  const sign = CURRENCY_SIGNS.find(([re]) => re.test(named))?.[1];
  if (sign) return sign;
  // A currency with no sign of its own keeps its code ('EGP 38m'): calling it dollars misreads it.
  return /^[A-Za-z]{3}$/.test(named) ? `${named.toUpperCase()} ` : '$';
}
