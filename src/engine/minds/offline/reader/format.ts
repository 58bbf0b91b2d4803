// Figures in words, the same way everywhere the board writes them: '$2.4M', '7 months', '18.5%'.

function round(n: number): string {
  return String(n >= 100 ? Math.round(n) : Math.round(n * 10) / 10);
}

/** '$2.4M', '€750k', '−$40k'; the currency of the decision, '$' when it names none. */
/** Whether a figure's unit is a currency sign ('$', '€', 'A$', '₹'), not %, months or a multiple. */
export const isCurrency = (unit: string) => unit !== '' && !['%', 'months', 'x'].includes(unit);

export function money(value: number, unit = '$'): string {
  const sign = unit && !['%', 'months', '', 'x'].includes(unit) ? unit : '$';
  const abs = Math.abs(value);
  // Rupee sums are read in lakh and crore by the people who write them.
  const indian = /^(?:₹|Rs\.?|INR)$/.test(sign);
  const scaled =
    indian && abs >= 1e7
      ? ` ${round(abs / 1e7)} crore`
      : indian && abs >= 1e5
        ? ` ${round(abs / 1e5)} lakh`
        : abs >= 1e9
          ? `${round(abs / 1e9)}B`
          : abs >= 1e6
            ? `${round(abs / 1e6)}M`
            : abs >= 1e4
              ? `${round(abs / 1e3)}k`
              : // Below $10k a rounded 'k' hides differences that matter ($1,020 against $1,530).
                abs >= 1e3
                ? Math.round(abs).toLocaleString('en-US')
                : abs >= 10
                  ? `${Math.round(abs)}`
                  : abs.toFixed(2);
  return `${value < 0 ? '−' : ''}${sign}${scaled}`.replace(/^(−?₹) /, '$1');
}

export function months(n: number): string {
  const rounded = n >= 20 ? Math.round(n) : Math.round(n * 10) / 10;
  return `${rounded} month${rounded === 1 ? '' : 's'}`;
}

export function pct(n: number): string {
  return `${Math.round(n * 10) / 10}%`;
}

export function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A list in words: 'a, b and c'. */
export function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Runway is…' → 'runway is…', leaving acronyms and names that start a sentence ('EU', 'ARR') as they are. */
export const lowerFirst = (s: string) =>
  /^[A-Z][a-z’'\s]/.test(s) && !/^I[\s’']/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
