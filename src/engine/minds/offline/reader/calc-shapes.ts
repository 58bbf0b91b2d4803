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
