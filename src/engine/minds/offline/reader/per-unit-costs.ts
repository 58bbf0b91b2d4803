// A cost quoted per thing made or moved ('1.35 kr per can today', 'our own would be 0.55 kr per
// can') is only half a figure: what it means for the decision is the gap a unit times how many
// units a year, and what that pays back of the purchase that buys the cheaper way. A board does
// this sum on sight; without it, a per-unit figure reads as a tiny one-off cost.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';

import { SIGNS } from './figure-units.ts';
import { GOODS_OR_AREA as GOODS } from './goods-units.ts';

type Calc = ReadingCalculation;

/** Said of today's way: a price charged, paid, or the current supplier's. */
const TODAY =
  /\b(?:today|currently|now|at present|charges?|charging|we pay|pays?|paying|existing|current|presently|costs? us)\b/i;
/** Said of the way proposed: our own, in-house, a quote, what it would be. */
const PROPOSED =
  /\b(?:our own|own|would(?: \w+)? be|would cost|would run|new|in-house|instead|quot\w+|offers?|offering|alternative|switch\w*)\b/i;

/** Said of a price that is sold at: ours, a market's, an asking price. */
const SELLING =
  /\b(?:we sell|sell\w* (?:at|for)|sold (?:at|for)|market(?: price)?|asking|retail\w*|list price|we charge|charg\w* (?:customers|clients|buyers)|gross\w*)\b/i;

const YEARLY =
  /\b(?:a|per|each|every) year\b|\bannual(?:ly)?\b|\byearly\b|\bin 20\d\d\b|\blast year\b|\bthis year\b|\bp\.?a\.?\b/i;
const MONTHLY = /\b(?:a|per|each|every) month\b|\bmonthly\b/i;
const WEEKLY = /\b(?:a|per|each|every) week\b|\bweekly\b/i;
const PER_PERIOD =
  /\b(?:a|per|each|every) (?:day|week|month|year)\b|\b(?:daily|weekly|monthly|yearly|annually)\b/i;
const DAILY = /\b(?:a|per|each|every) day\b|\bdaily\b/i;
/** A volume hoped for, not today's. */
const HOPED =
  /\b(?:hope|hoping|plan|planned|expect\w*|target\w*|aim\w*|forecast\w*|reach|grow to|could|would|if|by 20\d\d|next year)\b/i;

export interface UnitPrice {
  value: number;
  text: string;
  unit: string;
  today: boolean;
  proposed: boolean;
  /** Said of a price we or the market sell at, not of a cost. */
  selling: boolean;
}

/** Units written two ways: a turnaround is a turn. */
const SAME_UNIT: Readonly<Record<string, string>> = { turnaround: 'turn' };

/** One of the unit, as written: 'cans' → 'can', 'boxes' → 'box', 'MWh' stays. */
export const singular = (unit: string) =>
  unit
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|ss)es$/, '$1')
    .replace(/s$/, '');
/** The singular the counts are matched on: 'cans' and 'can', 'Boxes' and 'box' are one unit. */
export const stem = (unit: string) => {
  const one = singular(unit).toLowerCase();
  return SAME_UNIT[one] ?? one;
};

/**
 * A sum of money followed by 'per can', read from the text itself (a figure the reader set aside as
 * a duplicate or a price still counts here): a currency sign or code before it, or a short currency
 * word after it ('1.35 kr.', '4,20 zł').
 */
const MONEY_PER_UNIT = new RegExp(
  String.raw`(?:([${SIGNS}]|\b[A-Z]{3}\s?|\bR\$\s?)?(\d[\d,]*(?:\.\d+)?)(\s?(?!(?:per|an?|each|every)\b)[A-Za-zł]{1,3}\.?)?)\s*(?:[Pp]er|[Aa]n?|[Ee]ach|every|\/)\s*(?:[A-Z0-9][\w/-]*\s+){0,2}(${GOODS})(?![\p{L}\d])`,
  'gu',
);

/** Money figures a unit, with the words before them that say whose way they are. */
export function unitPricesOf(text: string): UnitPrice[] {
  const out: UnitPrice[] = [];
  for (const m of text.matchAll(MONEY_PER_UNIT)) {
    const [whole, sign, digits, after, unit] = m;
    if (!(sign || after?.trim()) || !unit || !digits) continue;
    const value = Number(digits.replaceAll(',', ''));
    if (!(value > 0) || out.some((p) => p.value === value && stem(p.unit) === stem(unit))) continue;
    // The words of its own sentence before it: 'the 3PL charges', 'our own would be'.
    const before =
      text
        .slice(Math.max(0, m.index - 90), m.index)
        .split(/[.!?;]\s/)
        .pop() ?? '';
    out.push({
      value,
      text: whole.replace(/\s*(?:per|a|an|each|every|\/)\s*\S+$/i, '').trim(),
      unit,
      today: TODAY.test(before),
      proposed: PROPOSED.test(before),
      selling: SELLING.test(before),
    });
  }
  return out;
}

export interface Volume {
  count: number;
  text: string;
  hoped: boolean;
}

interface Counted {
  count: number;
  text: string;
  sentence: string;
}

const SCALE: Readonly<Record<string, number>> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mln: 1e6 };

/** Each count of the unit in the text ('400,000 cans', '18,000 m²'), with its sentence; a rate an hour is none. */
function countsOf(text: string, unit: string): Counted[] {
  const counted = new RegExp(
    String.raw`(?<![\p{L}\d.,/${SIGNS}])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(thousand|k|million|m|mln)?\s+(?:[\w-]+\s+)?(${GOODS})(?![\p{L}\d])(?!\s*(?:\/|per|an?|each)\s*(?:hour|shift|minute))`,
    'gu',
  );
  return text.split(/(?<=[.!?;])\s+/).flatMap((sentence) =>
    [...sentence.matchAll(counted)].flatMap((m) => {
      const count = Number((m[1] ?? '').replaceAll(',', '')) * (SCALE[m[2] ?? ''] ?? 1);
      return stem(m[3] ?? '') === stem(unit) && count > 0 ? [{ count, text: m[0].trim(), sentence }] : [];
    }),
  );
}

/** How many of the unit the text says a year: '400,000 cans in 2024', '3,000 meals a month' (× 12). */
export function yearlyVolumes(text: string, unit: string): Volume[] {
  return countsOf(text, unit).flatMap(({ count, text: said, sentence }) => {
    const times = YEARLY.test(sentence)
      ? 1
      : MONTHLY.test(sentence)
        ? 12
        : WEEKLY.test(sentence)
          ? 52
          : DAILY.test(sentence)
            ? 365
            : 0;
    if (times === 0) return [];
    return [
      { count: count * times, text: `${said}${times > 1 ? ` × ${times}` : ''}`, hoped: HOPED.test(sentence) },
    ];
  });
}

/**
 * 'They want 18,000 m² at 650 DH/m²': a quantity and its price a unit in one sentence are an order's
 * value, which the text leaves to the reader to multiply; set against a year's revenue when given.
 */
function unitsTimesPrice(x: CalcContext, text: string, out: Calc[]): void {
  if (x.numbers.some((n) => n.meaning === 'contract_value')) return;
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    for (const price of unitPricesOf(sentence)) {
      // A count a day or a month is a rate of work, not the quantity ordered.
      const units = countsOf(sentence, price.unit).find(
        (c) => c.count > 1 && c.count !== price.value && !PER_PERIOD.test(c.sentence),
      );
      if (!units) continue;
      const value = units.count * price.value;
      const revenue = annualRevenueOf(x);
      const share =
        revenue && revenue.value > 0
          ? `, ${(Math.round((10 * value) / revenue.value) / 10).toLocaleString('en-US')}× a year’s ${revenue.word}`
          : '';
      out.push({
        id: 'units_times_price',
        label: 'The quantity at its price a unit',
        value,
        result: `${x.money(value)}${share}`,
        inputs: `${units.text} × ${price.text}`,
      });
      return;
    }
  }
}

/** Today's price a unit and the proposed one, for the same unit: one of them said to be each. */
function pairOf(prices: readonly UnitPrice[]): { today: UnitPrice; proposed: UnitPrice } | null {
  for (const a of prices)
    for (const b of prices) {
      if (a === b || stem(a.unit) !== stem(b.unit)) continue;
      // A price we sell at beside what a unit costs is a margin (unit-margin.ts), not two ways to buy.
      if (a.selling || b.selling) continue;
      const aToday = a.today && !a.proposed;
      const bProposed = b.proposed && !b.today;
      if (
        (aToday && (bProposed || !b.today)) ||
        (bProposed && !a.proposed && prices.indexOf(a) < prices.indexOf(b))
      )
        return { today: a, proposed: b };
    }
  return null;
}

/** What one-off sum the cheaper way costs: the purchase, else the proposed one-off cost. */
function outlayOf(x: CalcContext): ReadingNumber | null {
  return (
    x.numbers.find((n) => n.meaning === 'purchase_price' && n.whose === 'ours' && n.value > 1000) ??
    x.numbers.find(
      (n) => n.meaning === 'cost' && n.whose === 'ours' && n.role !== 'past' && n.value > 1000,
    ) ??
    null
  );
}

export function perUnitCalcs(x: CalcContext, text: string, out: Calc[]): void {
  const pair = pairOf(unitPricesOf(text));
  if (!pair) {
    unitsTimesPrice(x, text, out);
    return;
  }
  const { today, proposed } = pair;
  // The price today's way charges us is a cost, not our selling price: no margin is read over it.
  const margin = out.findIndex((c) => c.id === 'unit_margin' && c.inputs.includes(' price − '));
  if (margin >= 0) out.splice(margin, 1);
  const unit = singular(today.unit);
  const gap = today.value - proposed.value;
  if (gap === 0) return;
  const cheaper = gap > 0;
  const each = x.money(Math.abs(gap));
  const volumes = yearlyVolumes(text, today.unit);
  const now = volumes.find((v) => !v.hoped);
  const hoped = volumes.find((v) => v.hoped && (!now || v.count !== now.count));
  out.push({
    id: 'unit_cost_gap',
    label: `Cost a ${unit}, today’s way against the proposed one`,
    value: gap,
    result: `${each} a ${unit} ${cheaper ? 'less' : 'more'} (${today.text} today → ${proposed.text})`,
    inputs: `${today.text} − ${proposed.text}`,
  });
  if (!now) return;
  const yearly = gap * now.count;
  const atHoped = hoped ? ` (${x.money(Math.abs(gap * hoped.count))} at ${hoped.text})` : '';
  out.push({
    id: cheaper ? 'unit_saving_yearly' : 'unit_extra_cost_yearly',
    label: cheaper ? 'Saving a year at today’s volume' : 'Extra cost a year at today’s volume',
    value: Math.abs(yearly),
    result: `${x.money(Math.abs(yearly))} a year at ${now.text}${atHoped}`,
    inputs: `${each} × ${now.text}`,
  });
  const outlay = outlayOf(x);
  if (!cheaper || !outlay) return;
  const years = outlay.value / yearly;
  const hopedYears = hoped ? outlay.value / (gap * hoped.count) : null;
  out.push({
    id: 'unit_saving_payback',
    label: 'Years the saving takes to repay the outlay',
    value: Math.round(years * 10) / 10,
    result: `${(Math.round(years * 10) / 10).toLocaleString('en-US')} years at today’s volume${hopedYears ? `, ${(Math.round(hopedYears * 10) / 10).toLocaleString('en-US')} at ${hoped?.text}` : ''}, before financing costs`,
    inputs: `${outlay.text} ÷ ${x.money(yearly)} a year`,
  });
}
