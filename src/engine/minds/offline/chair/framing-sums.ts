// What the board can already say from the figures of a decision it could not place. The reading's
// calculations are kind-shaped (runway, dilution, payback); a decision of no known kind still has
// figures that answer part of the question on their own: a fee that rose 'from A to B', two quotes
// side by side, a sum against the revenue, profit or cash it comes out of, a payroll per head, the
// people a turnover rate loses a year. Each sum names its inputs so a founder can check it.
import type { DecisionReading, ReadingCalculation } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { isPlausibleResult } from '../reader/calc-shapes.ts';
import { escapeRegExp } from '../reader/calculations.ts';
import { unitOf } from '../reader/figure-units.ts';
import { count, isCurrency, money, months, pct } from '../reader/format.ts';
import { composeText, sentencesOf } from '../reader/text.ts';

type Sum = Pick<ReadingCalculation, 'id' | 'label' | 'result' | 'inputs'>;

/** A money figure the sums work with: the reading's, or one the text gives that the reader could not place. */
export interface Amount {
  value: number;
  unit: string;
  text: string;
  clause: string;
  meaning: string | null;
  /** The reader's label ('annual payroll'), '' for a sum it could not place. */
  label: string;
  yearly: boolean;
}

const YEARLY = /\b(?:annual|annually|a year|per year|per annum|p\.a\.|yearly|each year|every year)\b/i;
const SCALE: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
const MONEY_IN_TEXT =
  /(?<![\p{L}\d.,])(?<cur>[$€£₩]|\b(?-i:[A-Z]{3})(?=\s?\d))\s?(?<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?<mag>k|m|bn|thousand|million|billion)?\b/giu;

/** Figures the reading holds or does not, in the order of the text: what the board can compute with. */
export function amountsOf(decision: Decision, reading: DecisionReading): Amount[] {
  const placed: Amount[] = reading.numbers
    .filter((n) => isCurrency(n.unit) && n.role !== 'stated')
    .map((n) => ({
      value: n.value,
      unit: n.unit,
      text: n.text,
      clause: n.clause,
      meaning: n.meaning,
      label: n.label,
      yearly: YEARLY.test(n.clause) || /annual|yearly/.test(n.label),
    }));
  // A sum the number reader could not give a meaning ('Give €50,000 to a hospice') is still a sum.
  const unplaced: Amount[] = [];
  for (const sentence of sentencesOf(composeText(decision)))
    for (const m of sentence.matchAll(MONEY_IN_TEXT)) {
      const g = m.groups ?? {};
      const value = Number((g.num ?? '').replace(/,/g, '')) * (SCALE[(g.mag ?? '').toLowerCase()] ?? 1);
      if (!value || placed.some((a) => a.value === value) || unplaced.some((a) => a.value === value))
        continue;
      unplaced.push({
        value,
        unit: unitOf(g.cur, undefined) || '$',
        text: m[0].trim(),
        clause: sentence,
        meaning: WHOLES.find(([re]) => re.test(sentence))?.[1] ?? null,
        label: '',
        yearly: YEARLY.test(sentence),
      });
    }
  return [...placed, ...unplaced];
}

/** Two sums further apart than this are not two prices of one thing. */
const ALTERNATIVES_APART = 5;

const WEIGHED =
  /\b(?:or|versus|vs\.?|quot(?:e|es|ed|ation)|bids?|tenders?|options?|alternatives?|instead|cheaper|dearer|compared? (?:to|with)|other (?:supplier|vendor|provider|offer)|offers?|either)\b/i;

/** What an unplaced sum is, by its sentence, when it is one of the wholes a cost is set against. */
const WHOLES: readonly [RegExp, string][] = [
  [/\b(?:profits?|earnings|net income|ebitda|surplus)\b/i, 'operating_profit'],
  [/\b(?:revenues?|turnover|sales)\b/i, 'annual_revenue'],
  [/\b(?:in the bank|cash|reserves)\b/i, 'cash'],
];

interface Change {
  what: string;
  from: Amount;
  to: Amount;
}

/** 'raised its annual fee from €180k to €260k' → the annual fee, €180k → €260k. */
function changesOf(amounts: readonly Amount[]): Change[] {
  const out: Change[] = [];
  for (const from of amounts)
    for (const to of amounts) {
      if (from === to || from.unit !== to.unit) continue;
      const said = new RegExp(
        `^(.*?)\\bfrom\\s+${escapeRegExp(from.text)}\\s+(?:up |down )?to\\s+${escapeRegExp(to.text)}`,
        'i',
      );
      const m = `${from.clause} `.match(said) ?? `${to.clause} `.match(said);
      if (!m) continue;
      // The thing that changed: the words after the last determiner before 'from' ('its annual fee').
      const before = (m[1] ?? '').trim().split(/\s+/);
      const det = before
        .map((w) => w.toLowerCase())
        .findLastIndex((w) => /^(?:its|our|their|the|a|an|his|her|my|your)$/.test(w));
      const what = det >= 0 ? before.slice(det + 1).join(' ') : before.slice(-2).join(' ');
      out.push({
        what:
          what
            .replace(/\b(?:was|is|has|have|been|went|gone|rose|risen|raised|increased|cut|fell)\b/gi, '')
            .trim() || 'the figure',
        from,
        to,
      });
    }
  return out;
}

/** A sum told as history ('fines so far €2.6m', 'revenue €44m the year before'): no option's cost. */
export const PAST =
  /\b(?:so far|to date|last (?:year|month|quarter|season)|the (?:year|month|quarter) before|a year ago|already paid)\b/i;

/** 'avoiding a £120k boiler' names a cost the step saves, not one it spends. */
const AVOIDED =
  /\b(?:avoid\w*|sav(?:e|es|ed|ing)|instead of|no longer (?:pay|need)\w*)\b(?:\s+(?!(?:costs?|costing|for|at|and|pay\w*|spend\w*)\b)\S+){0,3}\s*$/i;

/** A sum the step itself spends: a cost figure of the reading, or a sum the topic or a quote names. */
export function isStepCost(a: Amount): boolean {
  if (/payroll|salar|due from|owed|customer|receiv/.test(a.label)) return false;
  // 'avoiding a £120k boiler replacement' is a cost the step saves, not one it spends.
  if (AVOIDED.test(a.clause.slice(0, Math.max(0, a.clause.indexOf(a.text))))) return false;
  return (a.meaning !== null && STEP_COSTS.has(a.meaning)) || (a.meaning === null && COSTLY.test(a.clause));
}
// A price is what customers pay us, not what the step costs: it is left out.
const STEP_COSTS = new Set([
  'cost',
  'monthly_cost',
  'annual_cost',
  'budget',
  'contract_value',
  'purchase_price',
]);

const COSTLY =
  /\b(?:quot\w*|fees?|price[ds]?|costs?|charges?|bid|offer\w*|proposal|estimate[ds]?|budget|rent|licen[cs]e|subscription|give|donat\w*|grant|spend\w*|pay\w*|sponsor\w*|fund\w*|buy|purchas\w*)\b/i;

const share = (part: Amount, whole: Amount, what: string): Sum => ({
  id: `share_of_${what}`,
  label: `${part.text} against ${what}`,
  result: `${pct((100 * part.value) / whole.value)} of ${what} of ${money(whole.value, whole.unit)}`,
  inputs: `${part.text} ÷ ${money(whole.value, whole.unit)}`,
});

/** Whether the text gives a sum by the month ('€18k a month'). */
const monthlyIn = (a: Amount) =>
  new RegExp(
    `${escapeRegExp(a.text)}\\s*(?:a|per|each|every|/)\\s*(?:month|mo)\\b|${escapeRegExp(a.text)}\\s+monthly`,
    'i',
  ).test(a.clause);

/** Two sums joined by 'plus' or 'and another' are parts of one cost, not alternatives. */
const ADDED = (a: Amount, b: Amount, text: string) =>
  new RegExp(
    `${escapeRegExp(a.text)},?\\s*(?:\\+|plus|and another|on top(?: of that)?|as well as|and (?=a further |another ))\\s*(?:a further |another )?${escapeRegExp(b.text)}`,
    'i',
  ).test(text);

/**
 * One change said once: the deductible 'up $150k, from $100k to $250k' read from the topic and from
 * the context is one sum, whatever each sentence called it.
 */
export function oncePerResult<T extends { result: string }>(sums: readonly T[]): T[] {
  const said = new Set<string>();
  return sums.filter((s) => !said.has(s.result) && said.add(s.result));
}

/** The sums a decision's own figures allow, beyond those the reading already made. */
export function framingSums(decision: Decision, reading: DecisionReading): Sum[] {
  const amounts = amountsOf(decision, reading);
  const out: Sum[] = [];
  const changes = changesOf(amounts);
  for (const c of changes) {
    const delta = c.to.value - c.from.value;
    out.push({
      id: 'change',
      label: `The ${c.what}`,
      result: `${delta >= 0 ? 'up' : 'down'} ${money(Math.abs(delta), c.to.unit)} (${delta >= 0 ? '+' : '−'}${pct((100 * Math.abs(delta)) / c.from.value)}), from ${c.from.text} to ${c.to.text}${c.to.yearly ? ' a year' : ''}`,
      inputs: `${c.to.text} − ${c.from.text}`,
    });
  }
  const earlier = new Set(changes.map((c) => c.from));
  const costs = amounts.filter((a) => !earlier.has(a) && isStepCost(a));
  // Parts of one cost ('$85k plus $30k for packaging') are added, not compared.
  const text = composeText(decision);
  const parts = costs.filter((a) => costs.some((b) => ADDED(a, b, text) || ADDED(b, a, text)));
  if (parts.length >= 2)
    out.push({
      id: 'total',
      label: 'The cost in all',
      result: money(
        parts.reduce((t, a) => t + a.value, 0),
        parts[0]?.unit,
      ),
      inputs: parts.map((a) => a.text).join(' + '),
    });
  const whole: Amount | undefined =
    parts.length >= 2
      ? {
          ...(parts[0] as Amount),
          value: parts.reduce((t, a) => t + a.value, 0),
          text: money(
            parts.reduce((t, a) => t + a.value, 0),
            parts[0]?.unit,
          ),
        }
      : undefined;
  // Two sums are set side by side only when the text weighs one against the other (quotes, options,
  // 'or'): a dividend and next year's capex are both spent, not alternatives.
  const candidates = costs.filter((a) => !parts.includes(a));
  const alternatives = WEIGHED.test(text) ? candidates : [];
  // Two quotes or prices side by side: the others against the one in force (a change's new figure),
  // else the dearest; with no alternatives, the sum the topic names is the one sized.
  const dearest = [...candidates].sort((a, b) => b.value - a.value)[0];
  const named = candidates.find((a) => (decision.topic ?? '').includes(a.text));
  const base = changes[0]?.to ?? (alternatives.length ? dearest : (named ?? dearest));
  for (const alt of alternatives) {
    if (!base || alt === base || alt.unit !== base.unit || alt.value === base.value) continue;
    // A monthly rent against a one-off move cost is no comparison: only sums on the same period are set side by side.
    if (monthlyIn(alt) !== monthlyIn(base)) continue;
    // Nor a yearly spend against a one-off price ('$1.1M a year of work sent out' against '$3.8M').
    if (alt.yearly !== base.yearly) continue;
    // Nor sums of different sizes: two quotes for one thing lie within a few times of each other,
    // while a store's rent and a rollout's capex are different things ('MXN 4,500' against 'MXN 22.2M').
    if (Math.max(alt.value, base.value) > ALTERNATIVES_APART * Math.min(alt.value, base.value)) continue;
    const gap = base.value - alt.value;
    out.push({
      id: 'comparison',
      label: `${alt.text} against ${base.text}`,
      result: `${money(Math.abs(gap), base.unit)}${alt.yearly || base.yearly ? ' a year' : ''} ${gap > 0 ? 'less' : 'more'} (${pct((100 * Math.abs(gap)) / base.value)})`,
      inputs: `${base.text} − ${alt.text}`,
    });
  }
  const today = (meaning: string): Amount | undefined =>
    amounts.find(
      (a) =>
        a.meaning === meaning &&
        reading.numbers.every((n) => n.value !== a.value || (n.whose === 'ours' && n.role === 'actual')),
    );
  const revenue = today('annual_revenue') ?? today('arr');
  const profit = today('operating_profit');
  const cash = today('cash');
  const burn = reading.numbers.find((n) => n.meaning === 'monthly_burn' && n.role === 'actual');
  const sized = [...new Set([whole, base, ...alternatives].filter((a): a is Amount => !!a))].slice(0, 3);
  // A sum that rounds to 0% of the whole is a unit's price or a deposit, not the step's cost.
  const material = (a: Amount, whole: Amount) => a.value >= whole.value * 0.0005;
  for (const a of sized) {
    if (revenue && revenue.unit === a.unit && a.value < revenue.value && material(a, revenue))
      out.push(share(a, revenue, 'revenue'));
    if (profit && profit.unit === a.unit && profit.value > 0 && material(a, profit))
      out.push(share(a, profit, 'profit'));
    if (
      cash &&
      material(a, cash) &&
      cash.unit === a.unit &&
      a.value < cash.value &&
      !reading.calculations.some((c) => c.id === 'cost_share')
    )
      out.push({
        ...share(a, cash, 'cash'),
        result: `${share(a, cash, 'cash').result}${burn?.value ? `, ${(a.value / burn.value).toFixed(1)} months of burn` : ''}`,
      });
  }
  paybackSums(reading, amounts, profit, out);
  const margin = marginAtPrices(text, changes);
  if (margin) {
    // A unit's cost set against its price is the margin, not a cheaper quote.
    const costText = margin.inputs.match(/− ([^)]+)\)/)?.[1];
    const kept = out.filter((s) => !(s.id === 'comparison' && costText && s.label.startsWith(costText)));
    out.splice(0, out.length, margin, ...kept);
  }
  peopleSums(reading, out);
  return out.filter((s) => isPlausibleResult(s.result)).slice(0, 8);
}

const UNIT =
  '(?:customer|client|unit|user|seat|order|box|item|cup|bottle|jar|pack|meal|subscriber|member|account|licen[cs]e)';
/** 'our cost to serve is $22 per customer', 'each box costs us £7 to make': what one more unit costs. */
const UNIT_COST = new RegExp(
  `\\b(?:each|per|a|one)\\s+${UNIT}s?\\s+costs?\\s+(?:us\\s+)?([$€£])\\s?(\\d+(?:\\.\\d+)?)|\\b(?:cost|costs|serve|serving|make|making|produce|producing|deliver|delivering)\\b[^.;]*?([$€£])\\s?(\\d+(?:\\.\\d+)?)\\s*(?:per|a|each|\\/)\\s*${UNIT}\\b|([$€£])\\s?(\\d+(?:\\.\\d+)?)\\s*(?:per|a|each|\\/)\\s*${UNIT}\\b[^.;]*?\\b(?:to (?:serve|make|produce|deliver)|in costs?)\\b`,
  'i',
);
/** 'sell it at €12 a box', 'charge $40 per seat': the price of one unit. */
const UNIT_PRICE = new RegExp(
  `\\b(?:price|charge|charging|sell\\w*|retail\\w*)\\b[^.;]*?([$€£])\\s?(\\d+(?:\\.\\d+)?)\\s*(?:(?:per|a|each|\\/)\\s*${UNIT}\\b)?`,
  'i',
);

/** What one unit earns over what it costs, at the price in force and at the price proposed. */
function marginAtPrices(text: string, changes: readonly Change[]): Sum | null {
  const cost = text.match(UNIT_COST);
  const unit = cost?.[1] ?? cost?.[3] ?? cost?.[5];
  const value = Number(cost?.[2] ?? cost?.[4] ?? cost?.[6]);
  if (!unit || !value) return null;
  const priceChange = changes.find((c) => c.to.unit === unit && c.from.value > 0 && c.to.value < value * 50);
  const prices = priceChange
    ? [priceChange.from, priceChange.to].map((a) => ({ value: a.value, text: a.text }))
    : (() => {
        const p = text.match(UNIT_PRICE);
        return p?.[1] === unit && p[2] && Number(p[2]) !== value
          ? [{ value: Number(p[2]), text: `${unit}${p[2]}` }]
          : [];
      })();
  if (!prices.length) return null;
  const at = (p: { value: number; text: string }) =>
    `${money(p.value - value, unit)} (${pct((100 * (p.value - value)) / p.value)}) at ${p.text}`;
  return {
    id: 'margin_at_price',
    label: 'What each unit earns over its cost',
    result: prices.map(at).join('; '),
    inputs: prices.map((p) => `(${p.text} − ${money(value, unit)}) ÷ ${p.text}`).join('; '),
  };
}

/** A payroll over its people, and the people a turnover rate loses a year (at a replacement cost when one is given). */
function peopleSums(reading: DecisionReading, out: Sum[]): void {
  const people = reading.numbers.find(
    (n) => n.meaning === 'headcount' && n.whose === 'ours' && n.role === 'actual',
  );
  if (!people || people.value <= 0) return;
  const payroll = reading.numbers.find(
    (n) => isCurrency(n.unit) && /payroll/.test(n.label) && n.role === 'actual',
  );
  if (payroll && !/monthly/.test(payroll.label))
    out.push({
      id: 'payroll_per_head',
      label: 'Payroll per person',
      result: `${money(payroll.value / people.value, payroll.unit)} a year`,
      inputs: `${payroll.text} ÷ ${count(people.value)} people`,
    });
  const turnover = reading.numbers.find((n) => n.meaning === 'staff_turnover_pct');
  if (!turnover) return;
  const leaving = (people.value * turnover.value) / 100;
  const replace = reading.numbers.find((n) => isCurrency(n.unit) && /\breplac/i.test(n.clause));
  out.push({
    id: 'leavers',
    label: 'People who leave a year at today’s turnover',
    result: `about ${count(leaving)}${replace ? `, ${money(leaving * replace.value, replace.unit)} a year to replace them` : ''}`,
    inputs: `${turnover.text} × ${count(people.value)}${replace ? ` × ${replace.text}` : ''}`,
  });
}

/**
 * What a step saves a year against what it costs once, and against the profit it protects: 'saving
 * £180k a year and avoiding a £120k outlay' pays back at once; a saving is read against profit.
 */
function paybackSums(
  reading: DecisionReading,
  amounts: readonly Amount[],
  profit: Amount | undefined,
  out: Sum[],
): void {
  const savings = reading.numbers.filter(
    (n) => isCurrency(n.unit) && /saving/.test(n.meaning) && n.whose === 'ours' && n.role !== 'target',
  );
  if (!savings.length) return;
  const unit = savings[0]?.unit ?? '$';
  const same = savings.filter((n) => n.unit === unit);
  const monthly = (n: (typeof same)[number]) =>
    new RegExp(
      `${escapeRegExp(n.text)}\\s*(?:a|per|each|every|/)\\s*month|${escapeRegExp(n.text)}\\s+monthly`,
      'i',
    ).test(n.clause);
  const yearly = same.reduce((t, n) => t + (monthly(n) ? 12 * n.value : n.value), 0);
  if (yearly <= 0) return;
  const inputs = same.map((n) => n.text).join(' + ');
  if (same.length >= 2)
    out.push({
      id: 'savings_total',
      label: 'The savings together',
      result: `${money(yearly, unit)} a year`,
      inputs,
    });
  if (profit && profit.unit === unit && profit.value > 0)
    out.push({
      id: 'saving_share_of_profit',
      label: 'The saving against profit',
      result: `${pct((100 * yearly) / profit.value)} of profit of ${money(profit.value, unit)}`,
      inputs: `${money(yearly, unit)} ÷ ${money(profit.value, unit)}`,
    });
  // A one-off cost the step itself spends, not a cost it avoids.
  const oneOff = amounts.find((a) => a.unit === unit && !a.yearly && isStepCost(a));
  if (oneOff)
    out.push({
      id: 'payback',
      label: 'Payback of the one-off cost',
      result: months((12 * oneOff.value) / yearly),
      inputs: `${oneOff.text} ÷ ${money(yearly, unit)} a year`,
    });
}
