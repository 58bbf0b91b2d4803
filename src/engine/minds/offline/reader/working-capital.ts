// Long customer payment terms hold sales back as receivables: at 90 days a quarter of a year's
// sales on those terms is owed, not banked. The text rarely says how much of revenue is on them,
// so the board gives the ceiling (all sales) and the cash tied up per tenth of sales.
import type { ReadingCalculation } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { DRAWN_ON_THE_LINE } from './figure-phrase.ts';
import { months } from './format.ts';
import { isUnitCost } from './numbers.ts';

export function workingCapitalCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const terms = x.numbers.find((n) => n.meaning === 'payment_terms_months' && n.whose === 'ours');
  orderCalcs(x, terms?.value ?? null, out);
  contractCalcs(x, terms?.value ?? null, out);
  // The order's or the contract's own sum says it; the ceiling over all sales would repeat it.
  if (out.some((c) => c.id === 'order_receivables' || c.id === 'contract_receivables')) return;
  const revenue = annualRevenueOf(x);
  if (!terms || !revenue || terms.value < 1 || revenue.value <= 0) return;
  const tied = (revenue.value * terms.value) / 12;
  const cash = x.actual('cash');
  out.push({
    id: 'receivables_tied_up',
    label: 'Cash held in receivables by the payment terms',
    value: tied,
    result: `up to ${x.money(tied)} if all sales were on these terms${cash && cash.value > 0 ? ` (${Math.round((10 * tied) / cash.value) / 10}× the ${x.money(cash.value)} cash)` : ''}; ${x.money(tied / 10)} for each tenth of sales on them`,
    inputs: `${x.money(revenue.value)} ${revenue.word} × ${months(terms.value)} ÷ 12`,
  });
}

/**
 * A buyer's order counted in units ('40,000 units a month at S/ 12'): its gross margin a month, and
 * on long payment terms the money we wait for, and the goods we pay for before the buyer pays us,
 * set against our cash. A big order on 90 days can run a company out of cash while it grows.
 */
function orderCalcs(x: CalcContext, termMonths: number | null, out: ReadingCalculation[]): void {
  const order = x.numbers.find((n) => n.meaning === 'contract_value' && n.label.includes('units × price'));
  const price = x.numbers.find((n) => n.meaning === 'price' && n.label === 'price a unit of the order');
  if (!order || !price || price.value <= 0) return;
  const monthly = order.label.includes('a month') ? order.value : order.value / 12;
  const units = monthly / price.value;
  const unitCost = x.numbers.find((n) => n.meaning === 'cost' && isUnitCost(n) && n.whose === 'ours');
  if (unitCost)
    out.push({
      id: 'order_margin',
      label: 'Gross margin the order brings a month',
      value: units * (price.value - unitCost.value),
      result: `${x.money(units * (price.value - unitCost.value))} a month on ${x.money(monthly)} of sales`,
      inputs: `${Math.round(units).toLocaleString('en-US')} units × (${price.text} − ${unitCost.text})`,
    });
  if (!termMonths || termMonths < 1) return;
  const owed = monthly * termMonths;
  const goods = unitCost ? units * unitCost.value * termMonths : null;
  const cash = x.actual('cash');
  const share = (v: number) =>
    cash && cash.value > 0
      ? ` (${Math.round((100 * v) / cash.value)}% of the ${x.money(cash.value)} cash)`
      : '';
  out.push({
    id: 'order_receivables',
    label: 'Cash the order ties up on its payment terms',
    value: goods ?? owed,
    result: goods
      ? `${x.money(goods)} of goods paid for before the buyer pays${share(goods)}; ${x.money(owed)} owed to us at any time`
      : `${x.money(owed)} owed to us at any time${share(owed)}`,
    inputs: `${months(termMonths)} × ${x.money(monthly)} a month${goods ? ` (at cost: ${Math.round(units).toLocaleString('en-US')} units × ${unitCost?.text})` : ''}`,
  });
}

/**
 * A contract worth a sum over a delivery period, paid on long terms: what the buyer owes us at
 * the peak, against our cash. 'GHS 14.4m delivered within 9 months, paid 120 days after delivery'
 * has GHS 6.4m owed once deliveries run, twice the cash of a company holding GHS 3.1m.
 */
function contractCalcs(x: CalcContext, termMonths: number | null, out: ReadingCalculation[]): void {
  if (!termMonths || termMonths < 1) return;
  const contract = x.numbers.find(
    (n) => n.meaning === 'contract_value' && !n.label.includes('units × price') && n.role !== 'past',
  );
  if (!contract) return;
  const yearly = /\b(?:a|per|each) year\b|\bannual(?:ly)?\b|\byearly\b/i.test(contract.clause);
  const span = x.numbers.find(
    (n) =>
      (n.meaning === 'term_months' || n.meaning === 'deadline_months') && n.whose === 'ours' && n.value > 0,
  );
  const monthly = yearly ? contract.value / 12 : span ? contract.value / span.value : null;
  if (!monthly) return;
  const owed = monthly * (span && !yearly ? Math.min(termMonths, span.value) : termMonths);
  const cash = x.actual('cash');
  // The undrawn part of a credit line is what funds receivables when the cash does not.
  const line = x.numbers.find(
    (n) => n.meaning === 'credit_facility' && n.whose === 'ours' && n.role !== 'past',
  );
  const drawn = x.numbers.find((n) => n.meaning === 'existing_debt' && n.label === DRAWN_ON_THE_LINE);
  const headroom = line ? line.value - (drawn?.value ?? 0) : null;
  const against =
    headroom !== null && line
      ? ` against ${x.money(headroom)} undrawn on the ${line.text} line${drawn ? ` (${drawn.text} drawn)` : ''}: ${owed > headroom ? `${x.money(owed - headroom)} more than the line can carry` : `${x.money(headroom - owed)} left on the line`}`
      : cash && cash.value > 0
        ? ` (${Math.round((10 * owed) / cash.value) / 10}× the ${x.money(cash.value)} cash), paid for by us until the buyer pays`
        : '';
  out.push({
    id: 'contract_receivables',
    label: 'What the buyer owes us at the peak, on its payment terms',
    value: owed,
    result: `${x.money(owed)}${against}`,
    inputs: yearly
      ? `${contract.text} a year ÷ 12 × ${months(termMonths)}`
      : `${contract.text} ÷ ${months(span?.value ?? 0)} of deliveries × ${months(Math.min(termMonths, span?.value ?? termMonths))}`,
  });
}
