// The shapes most sums take — a multiple of revenue, a percentage of a base, months of a monthly
// figure — written once so every calculation shows its result and inputs the same way.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months } from './format.ts';

type Calc = ReadingCalculation;

/** 'The offer is 4.2× ARR': a sum over revenue, as a multiple. */
export function multipleOf(
  x: CalcContext,
  id: string,
  label: string,
  amount: number,
  base: { value: number; word: string },
  prefix = '',
): Calc {
  return {
    id,
    label,
    value: amount / base.value,
    result: `${Math.round((10 * amount) / base.value) / 10}× ${prefix}${base.word}`,
    inputs: `${x.money(amount)} ÷ ${x.money(base.value)}`,
  };
}

/** A percentage of a base: a year's interest, revenue at stake, customers affected. */
export function percentOf(
  id: string,
  label: string,
  share: number,
  base: number,
  result: (value: number) => string,
  inputs: string,
): Calc {
  const value = (base * share) / 100;
  return { id, label, value, result: result(value), inputs };
}

/** A sum in months of a monthly figure: runway, what a raise or a loan adds, severance in burn. */
export function monthsOf(id: string, label: string, amount: number, perMonth: number, inputs: string): Calc {
  return { id, label, value: amount / perMonth, result: months(amount / perMonth), inputs };
}

/**
 * A sum no board would say is a misread input, not a finding: a payback of 4.8 million months, a
 * budget at 26 million percent of revenue. Such a result is left out rather than argued from.
 */
export function isPlausibleResult(result: string): boolean {
  const amount = (m: RegExpMatchArray) => Number((m[1] ?? '').replace(/,/g, ''));
  for (const m of result.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*months?\b/g))
    if (amount(m) > MOST_MONTHS) return false;
  for (const m of result.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*years?\b/g))
    if (amount(m) > MOST_MONTHS / 12) return false;
  for (const m of result.matchAll(/(\d[\d,]*(?:\.\d+)?)%/g)) if (amount(m) > MOST_PERCENT) return false;
  return true;
}
/** Thirty years: no payback or runway beyond it is a figure to decide on. */
const MOST_MONTHS = 360;
/** Twenty times a base: beyond it, a share says the two figures were not of one thing. */
const MOST_PERCENT = 2000;
