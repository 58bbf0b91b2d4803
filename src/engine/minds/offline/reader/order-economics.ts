// A buyer's order stated as one sum: the gross profit it brings at the company's own margin and,
// when the buyer pays part before delivery, how much of the cost of making it that advance covers.
// 'Risk-free because of the advance' is a claim the board can check: a 30% advance on goods that
// cost 76% of the price leaves most of the making paid from our own cash until the buyer pays.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

export function orderEconomicsCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const order = x.numbers.find(
    (n) => n.meaning === 'contract_value' && n.label === 'order value' && n.whose === 'ours' && n.value > 0,
  );
  if (!order) return;
  const margin = x.actual('gross_margin_pct');
  const gm = margin && margin.value > 0 && margin.value < 100 ? margin.value : null;
  if (gm !== null)
    out.push({
      id: 'order_gross_profit',
      label: 'Gross profit the order brings at our margin',
      value: (order.value * gm) / 100,
      result: `${x.money((order.value * gm) / 100)}, if the order earns our usual ${pct(gm)} gross margin`,
      inputs: `${order.text} × ${pct(gm)}`,
    });
  const advance = x.numbers.find((n) => n.meaning === 'advance_pct' && n.value > 0 && n.value <= 100);
  if (!advance) return;
  const paid = (order.value * advance.value) / 100;
  const making = gm !== null ? order.value * (1 - gm / 100) : null;
  const cover =
    making && making > 0
      ? paid >= making
        ? `; it covers the whole cost of making it (about ${x.money(making)} at our margin)`
        : `; making it costs about ${x.money(making)} at our margin, so the advance covers ${pct((100 * paid) / making)} of it and ${x.money(making - paid)} of our own money is at risk until the buyer pays the balance`
      : '';
  out.push({
    id: 'order_advance',
    label: 'What the advance covers',
    value: paid,
    result: `${paid >= order.value ? `the whole ${x.money(paid)} paid before delivery` : `${x.money(paid)} paid before delivery, ${x.money(order.value - paid)} after`}${cover}`,
    inputs: `${order.text} × ${pct(advance.value)}${making ? `; ${order.text} × (100% − ${pct(gm ?? 0)})` : ''}`,
  });
}
