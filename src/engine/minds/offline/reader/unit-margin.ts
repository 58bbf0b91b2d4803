// The margin a price leaves over what one unit costs, and what a price change does to it: a rise
// from $40 to $48 on a $30 unit cost lifts the margin from $10 to $18 a unit, so 44% fewer units
// still earn the same gross profit (far more room than the 17% the revenue alone suggests); a cut
// from $48 to $40 needs 80% more units to stand still. A price at or below the unit cost loses money
// on every sale. Only a unit cost the text names ('unit cost', 'costs us $30 a unit') is used.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

interface Move {
  from: ReadingNumber;
  to: ReadingNumber;
}

const marginPct = (price: number, cost: number): number => (100 * (price - cost)) / price;

/** The margin's label when the text moves the price (else it is the margin at the one price). */
export const MARGIN_AT_NEW_PRICE = 'Margin a unit at the new price';

/** The unit margin at the price proposed (and at today's, when the text moves from one to the other). */
export function unitMarginCalcs(x: CalcContext, move: Move | null, out: ReadingCalculation[]): void {
  const unitCost = x.numbers.find(
    (n) => n.meaning === 'cost' && n.label === 'unit cost' && n.whose === 'ours' && n.role !== 'past',
  );
  if (!unitCost || unitCost.value <= 0) return;
  const c = unitCost.value;
  if (move && move.from.value > 0 && move.to.value > 0) {
    const before = move.from.value - c;
    const after = move.to.value - c;
    out.push({
      id: 'unit_margin',
      label: MARGIN_AT_NEW_PRICE,
      value: marginPct(move.to.value, c),
      result:
        after <= 0
          ? `${x.money(after)} a unit: the new price is at or below what a unit costs`
          : `${x.money(after)} a unit (${pct(marginPct(move.to.value, c))}), against ${x.money(before)} (${pct(marginPct(move.from.value, c))}) today`,
      inputs: `${move.to.text} price − ${unitCost.text} unit cost; ${move.from.text} − ${unitCost.text} today`,
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
  out.push({
    id: 'unit_margin',
    label: 'Margin a unit at the price',
    value: marginPct(price.value, c),
    result:
      price.value <= c
        ? `${x.money(price.value - c)} a unit: the price is at or below what a unit costs`
        : `${x.money(price.value - c)} a unit (${pct(marginPct(price.value, c))})`,
    inputs: `${price.text} price − ${unitCost.text} unit cost`,
  });
}
