// The margin a price leaves over what one unit costs, and what a price change does to it: a rise
// from $40 to $48 on a $30 unit cost lifts the margin from $10 to $18 a unit, so 44% fewer units
// still earn the same gross profit (far more room than the 17% the revenue alone suggests); a cut
// from $48 to $40 needs 80% more units to stand still. A price at or below the unit cost loses money
// on every sale. Only a unit cost the text names ('unit cost', 'costs us $30 a unit') is used.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { wordsBeside } from './figure-words.ts';
import { pct } from './format.ts';
import { groupUnitAgainstHead } from './group-units.ts';
import { isUnitCost, LISTED_UNIT_COST } from './numbers.ts';

interface Move {
  from: ReadingNumber;
  to: ReadingNumber;
}

/** A sum charged by the month or the year, not once. */
const PER_PERIOD =
  /\b(?:per|a|each|every|\/)\s*(?:\w+\s+)?(?:per\s+)?(?:month|mo|year|yr|annum)\b|\bmonthly\b|\byearly\b|\bannual(?:ly)?\b/i;

const marginPct = (price: number, cost: number): number => (100 * (price - cost)) / price;

/** Whether the words right after a figure make it a sum charged by the month or the year. */
function perPeriod(n: { text: string; clause?: string }): boolean {
  const words = wordsBeside(n, 0, 32);
  // Only up to the next figure: 'costs €240 a unit, and we charge €29 a month' is no monthly cost.
  return words !== null && PER_PERIOD.test(words.after.split(/[\d$€£¥₹]/)[0] ?? '');
}

/** A unit's cost at a price: the unit cost plus a marketplace's fee, which is a share of the price. */
const costAtPrice =
  (unitCost: number, fee: ReadingNumber | undefined) =>
  (price: number): number =>
    unitCost + (fee ? (price * fee.value) / 100 : 0);

/** The margin's label when the text moves the price (else it is the margin at the one price). */
export const MARGIN_AT_NEW_PRICE = 'Margin a unit at the new price';

/** The unit margin at the price proposed (and at today's, when the text moves from one to the other). */
export function unitMarginCalcs(x: CalcContext, move: Move | null, out: ReadingCalculation[]): void {
  const unitCost = allInUnitCost(x);
  if (!unitCost || unitCost.value <= 0) return;
  const fee = salesFee(x);
  const costAt = costAtPrice(unitCost.value, fee);
  const feeWords = fee ? ` − ${pct(fee.value)} fee` : '';
  if (move && move.from.value > 0 && move.to.value > 0) {
    const before = move.from.value - costAt(move.from.value);
    const after = move.to.value - costAt(move.to.value);
    out.push({
      id: 'unit_margin',
      label: MARGIN_AT_NEW_PRICE,
      value: marginPct(move.to.value, costAt(move.to.value)),
      result:
        after <= 0
          ? `${x.money(after)} a unit: the new price is at or below what a unit costs`
          : `${x.money(after)} a unit (${pct(marginPct(move.to.value, costAt(move.to.value)))}), against ${x.money(before)} (${pct(marginPct(move.from.value, costAt(move.from.value)))}) today`,
      inputs: `${move.to.text} price − ${unitCost.text} unit cost${feeWords}; ${move.from.text} − ${unitCost.text}${feeWords} today`,
    });
    if (before > 0 && after > 0 && before !== after)
      out.push(
        after > before
          ? {
              id: 'volume_to_hold_profit',
              label: 'Units you can lose before gross profit falls',
              value: 100 * (1 - before / after),
              result: `${pct(100 * (1 - before / after))} of units`,
              inputs: `1 − ${x.money(before)} ÷ ${x.money(after)} margin a unit`,
            }
          : {
              id: 'volume_to_hold_profit',
              label: 'More units needed to keep gross profit',
              value: 100 * (before / after - 1),
              result: `${pct(100 * (before / after - 1))} more units`,
              inputs: `${x.money(before)} ÷ ${x.money(after)} margin a unit − 1`,
            },
      );
    return;
  }
  const price = x.numbers.find((n) => n.meaning === 'price' && n.whose === 'ours' && n.role !== 'past');
  if (!price || price.value <= 0) return;
  // '€29 per vehicle per month' against '€240 a unit' of hardware: a subscription's month is no
  // unit's price, and set against a one-off cost it would read as a loss on every sale.
  if (perPeriod(price) !== perPeriod(unitCost)) return;
  // A cost per flight against a fare per seat is no margin a unit (the fill sum weighs them).
  if (groupUnitAgainstHead(unitCost, price)) return;
  out.push({
    id: 'unit_margin',
    label: 'Margin a unit at the price',
    value: marginPct(price.value, costAt(price.value)),
    result:
      price.value <= costAt(price.value)
        ? `${x.money(price.value - costAt(price.value))} a unit: the price is at or below what a unit costs`
        : `${x.money(price.value - costAt(price.value))} a unit (${pct(marginPct(price.value, costAt(price.value)))})`,
    inputs: `${price.text} price − ${unitCost.text} unit cost${feeWords}`,
  });
}

const salesFee = (x: CalcContext) =>
  x.numbers.find((n) => n.meaning === 'sales_fee_pct' && n.whose === 'ours');

/**
 * What one unit earns at a price: the price less the unit cost and a marketplace's fee, which is a
 * share of whatever price is charged. Null when the text names no unit cost.
 */
export function unitMarginAt(x: CalcContext, price: number): number | null {
  const cost = allInUnitCost(x);
  return cost ? price - costAtPrice(cost.value, salesFee(x))(price) : null;
}

/**
 * What one unit costs: the unit cost the text names, or the parts listed under a per-unit heading
 * added up ('landed COGS $6.40, fulfilment fee $5.10, ads $4.00 per unit' is $15.50 a unit).
 */
export function allInUnitCost(x: CalcContext): { value: number; text: string; clause?: string } | null {
  const ours = (n: ReadingNumber) => n.meaning === 'cost' && n.whose === 'ours' && n.role !== 'past';
  const listed = x.numbers.filter((n) => ours(n) && n.label === LISTED_UNIT_COST);
  if (listed.length >= 2) {
    const value = listed.reduce((t, n) => t + n.value, 0);
    return {
      value,
      text: `${x.money(value)} (${listed.map((n) => n.text).join(' + ')})`,
      clause: listed[0]?.clause,
    };
  }
  return x.numbers.find((n) => ours(n) && (isUnitCost(n) || n.label === LISTED_UNIT_COST)) ?? null;
}
