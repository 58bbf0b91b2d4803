// The CFO states the sums a board does on sight (reader/commitment-calcs.ts): the whole of a
// multi-year commitment, a commit against the spend it replaces, a price over profit, severance
// against the saving, and this week's cash after payroll and a bill. Each line quotes the
// reading's own figure, so the seat can never contradict it. ADR 0111.
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';

export function commitmentPoints(x: KindContext, c: NotesBuilder): void {
  const total = x.calc('total_commitment');
  const cash = x.actual('cash');
  if (total?.value != null)
    c.lean(
      cash && total.value > cash.value ? -0.5 : 0,
      `${total.label}: ${total.result} (${total.inputs})${cash && total.value > cash.value ? `, more than the ${x.money(cash.value)} in the bank` : ''}.`,
      'Sign only with a break clause or a cap on the total, and a cash plan that covers the whole term',
    );
  for (const { id, lean, fix } of CALCULATED_LEANS) {
    const calc = x.calc(id);
    if (calc?.value != null) c.lean(lean(calc.value), `${calc.label}: ${calc.result} (${calc.inputs}).`, fix);
  }
  leveragePoint(x, c);
  orderPoints(x, c);
  const gap = x.calc('cash_gap_this_week');
  if (gap?.value != null && gap.value < 0)
    c.con(
      1,
      `${gap.label}: ${gap.result} (${gap.inputs}).`,
      'Pay wages on time; ask the supplier for terms or draw a bridge against the money owed to us',
      'high',
    );
}

/** Sums the CFO states as they stand, each with how far it leans the seat and the fix it asks for. */
const CALCULATED_LEANS: readonly { id: string; lean: (value: number) => number; fix: string }[] = [
  {
    id: 'commitment_vs_projected',
    lean: (v) => (v > 0 ? -0.5 : 0.25),
    fix: 'Commit to no more than the spend you are sure of, and keep the rest on demand',
  },
  {
    id: 'earnings_multiple',
    lean: (v) => (v > 12 ? -0.5 : 0),
    fix: 'Set the price against the profit the diligence confirms, with part of it deferred',
  },
  {
    id: 'severance_payback',
    lean: (v) => (v > 18 ? -0.5 : 0.5),
    fix: 'Phase the exits so the saving starts before most of the severance is paid',
  },
];

/** Debt after the step against the leverage covenant: a breach as proposed is the CFO's to stop. */
function leveragePoint(x: KindContext, c: NotesBuilder): void {
  const leverage = x.calc('leverage_after');
  if (leverage?.value == null) return;
  const limit = x.inRole('leverage_limit', 'ceiling');
  const line = `${leverage.label}: ${leverage.result} (${leverage.inputs}).`;
  if (limit && leverage.value > limit.value)
    c.con(
      1,
      line,
      'Fund more of it with equity or a lower price, or agree a covenant reset with the lender in writing before signing',
      'high',
    );
  else
    c.lean(
      leverage.value > 3 ? -0.25 : 0.25,
      line,
      'Agree covenant headroom that survives a year of lower EBITDA before signing',
    );
}

/** A buyer's order on long terms: its margin, and whether our cash can carry the goods until it pays. */
function orderPoints(x: KindContext, c: NotesBuilder): void {
  const margin = x.calc('order_margin');
  if (margin?.value != null)
    c.pro(margin.value > 0 ? 0.25 : -0.5, `${margin.label}: ${margin.result} (${margin.inputs}).`);
  const tied = x.calc('order_receivables') ?? x.calc('contract_receivables');
  const cash = x.actual('cash');
  if (tied?.value == null) return;
  const line = `${tied.label}: ${tied.result} (${tied.inputs}).`;
  if (cash && tied.value > 0.5 * cash.value)
    c.con(
      tied.value > cash.value ? 1 : 0.5,
      line,
      'Agree shorter terms or invoice finance before the first delivery, and ramp the volume in steps the cash can carry',
      tied.value > cash.value ? 'critical' : 'high',
    );
  else c.pro(0, line);
}
