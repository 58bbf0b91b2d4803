// Turns the NLP model's MONEY / DURATION / PERCENT / CARDINAL entities into numbers with a
// role read from the words around them ('a monthly burn of $75k' is a burn, '8 months of
// runway' is runway). The model tags '$2M' as '$2' + 'M', so magnitude suffixes are re-attached.
import { annualized } from './decision-signals.ts';
import { DURATION_ROLES, MONEY_ROLES } from './decision-vocabulary.ts';

export interface Tok {
  text: string;
  normal: string;
  stem: string;
  negated: boolean;
  sentence: number;
}

export interface Ent {
  type: string;
  text: string;
  first: number;
  last: number;
}

export type MoneyRole = 'burn' | 'cash' | 'revenue' | 'valuation' | 'amount';
export type DurationRole = 'runway' | 'timeline' | 'other';

export interface Money {
  text: string;
  value: number;
  role: MoneyRole;
  /** Revenue stated per month (MRR, 'per month'). */
  monthly: boolean;
  sentence: number;
}

export interface Duration {
  text: string;
  months: number;
  role: DurationRole;
  sentence: number;
}

export interface Quantity {
  text: string;
  value: number;
  /** The word the number counts, e.g. 'customers'. */
  noun: string;
  sentence: number;
  /** For growth: the rate as a yearly figure ('12% a month' is about 290% a year). */
  annual?: number;
}

const MAGNITUDES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const CURRENCY = new Set(['$', '€', '£', 'usd', 'eur', 'gbp', 'dollars', 'euros', 'pounds']);
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  half: 0.5,
  couple: 2,
  few: 3,
};
const UNIT_MONTHS: Readonly<Record<string, number>> = {
  day: 1 / 30,
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
  decad: 120,
};

function numberOf(text: string): number | null {
  const digits = text.replace(/,/g, '').match(/\d+(\.\d+)?/);
  if (digits) return Number(digits[0]);
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? null;
}

/** Words within a few tokens of [first, last] in the same sentence, as one lowercase string. */
function around(toks: readonly Tok[], first: number, last: number, before = 5, after = 4): string {
  const sentence = toks[first]?.sentence;
  const window = toks
    .slice(Math.max(0, first - before), last + after + 1)
    .filter((t) => t.sentence === sentence);
  return ` ${window.map((t) => t.normal).join(' ')} `;
}

function hasAny(window: string, words: readonly string[]): boolean {
  return words.some((w) => window.includes(` ${w} `) || window.includes(` ${w}`));
}

export function moneyOf(toks: readonly Tok[], ents: readonly Ent[]): Money[] {
  const out: Money[] = [];
  for (const e of ents) {
    const prev = toks[e.first - 1];
    const isMoney =
      e.type === 'MONEY' || (e.type === 'CARDINAL' && prev !== undefined && CURRENCY.has(prev.normal));
    if (!isMoney) continue;
    let first = e.type === 'MONEY' ? e.first : e.first - 1;
    let last = e.last;
    let value = 0;
    let scale = 1;
    for (let i = first; i <= last; i++) {
      const t = toks[i];
      if (!t) continue;
      const n = numberOf(t.text);
      if (n !== null && /\d/.test(t.text)) value = n;
      scale *= MAGNITUDES[t.normal] ?? 1;
    }
    // 'M.' at a sentence end keeps its full stop in the token.
    const suffix = toks[last + 1]?.normal.replace(/\.$/, '') ?? '';
    if (scale === 1 && MAGNITUDES[suffix] && toks[last + 1]?.sentence === toks[last]?.sentence) {
      scale = MAGNITUDES[suffix] ?? 1;
      last += 1;
    }
    if (value <= 0) continue;
    first = Math.max(0, first);
    const text = surface(toks, first, last).replace(/\.$/, '');
    const window = around(toks, first, last);
    const role =
      (Object.keys(MONEY_ROLES) as (keyof typeof MONEY_ROLES)[]).find((r) =>
        hasAny(window, MONEY_ROLES[r]),
      ) ?? 'amount';
    const monthly = /\b(mrr|per month|a month|monthly)\b/.test(window);
    out.push({ text, value: value * scale, role, monthly, sentence: toks[first]?.sentence ?? 0 });
  }
  return out;
}

export function durationsOf(toks: readonly Tok[], ents: readonly Ent[]): Duration[] {
  const out: Duration[] = [];
  for (const e of ents) {
    if (e.type !== 'DURATION') continue;
    const unitTok = toks.slice(e.first, e.last + 1).find((t) => UNIT_MONTHS[t.stem] !== undefined);
    if (!unitTok) continue;
    let first = e.first;
    let count: number | null = null;
    for (let i = e.first; i <= e.last && count === null; i++) count = numberOf(toks[i]?.text ?? '');
    // '18-month runway' is tagged CARDINAL '18', '-', DURATION 'month'.
    if (count === null && toks[e.first - 1]?.text === '-' && toks[e.first - 2]) {
      count = numberOf(toks[e.first - 2]?.text ?? '');
      first = e.first - 2;
    }
    if (count === null) {
      const prev = toks[e.first - 1]?.normal ?? '';
      count = prev === 'a' || prev === 'an' || prev === 'one' ? 1 : null;
      if (count !== null) first = e.first - 1;
    }
    if (count === null) continue; // 'per month' is a rate, not a duration
    const window = around(toks, first, e.last, 3, 3);
    const role: DurationRole = hasAny(window, DURATION_ROLES.runway)
      ? 'runway'
      : hasAny(window, DURATION_ROLES.timeline)
        ? 'timeline'
        : 'other';
    const months = Math.round(count * (UNIT_MONTHS[unitTok.stem] ?? 1) * 10) / 10;
    out.push({ text: surface(toks, first, e.last), months, role, sentence: toks[first]?.sentence ?? 0 });
  }
  return out;
}

export function percentsOf(toks: readonly Tok[], ents: readonly Ent[]): Quantity[] {
  return ents.flatMap((e) => {
    if (e.type !== 'PERCENT') return [];
    const value = numberOf(e.text);
    if (value === null) return [];
    const window = around(toks, e.first, e.last, 4, 3);
    const growth =
      /\b(grow|grows|grew|growth|growing|grown|up|increase|increased)\b/.test(window) &&
      !/\b(churn|churned|price|prices|pricing|cost|costs|burn)\b/.test(window);
    const noun = growth ? 'growth' : 'share';
    return [
      {
        text: e.text,
        value,
        noun,
        sentence: toks[e.first]?.sentence ?? 0,
        annual: growth ? annualized(value, around(toks, e.first, e.last, 0, 4)) : value,
      },
    ];
  });
}

/** Plain counts with the noun they count: '2,000 customers', 'two senior engineers'. */
export function countsOf(toks: readonly Tok[], ents: readonly Ent[]): Quantity[] {
  return ents.flatMap((e) => {
    if (e.type !== 'CARDINAL' || CURRENCY.has(toks[e.first - 1]?.normal ?? '')) return [];
    const value = numberOf(e.text);
    const sentence = toks[e.first]?.sentence;
    // The counted noun: the first plural (or 'people') within three words, e.g. 'two senior engineers'.
    let nounAt = -1;
    for (let i = e.last + 1; i <= e.last + 3 && nounAt < 0; i++) {
      const t = toks[i];
      if (!t || t.sentence !== sentence || !/^[a-z-]+$/.test(t.normal)) break;
      if (/[^s]s$/.test(t.normal) || t.normal === 'people') nounAt = i;
    }
    const noun = toks[nounAt]?.normal;
    if (value === null || !noun || MAGNITUDES[noun]) return [];
    return [{ text: surface(toks, e.first, nounAt), value, noun, sentence: sentence ?? 0 }];
  });
}

/** The original text of tokens [first, last], with the spacing a reader expects. */
export function surface(toks: readonly Tok[], first: number, last: number): string {
  let out = '';
  for (let i = first; i <= last; i++) {
    const t = toks[i];
    if (!t) continue;
    const glue =
      out === '' || /^[$€£]$/.test(toks[i - 1]?.text ?? '') || /^([%,.-]|[kKmMbB]\.?|bn|mn)$/.test(t.text);
    out += glue && !/^(million|billion|thousand)$/.test(t.normal) ? t.text : ` ${t.text}`;
  }
  return out.replace(/ - /g, '-');
}
