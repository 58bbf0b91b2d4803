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
