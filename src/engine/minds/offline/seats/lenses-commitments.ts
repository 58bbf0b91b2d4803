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
  const projected = x.calc('commitment_vs_projected');
  if (projected?.value != null)
    c.lean(
      projected.value > 0 ? -0.5 : 0.25,
      `${projected.label}: ${projected.result} (${projected.inputs}).`,
      'Commit to no more than the spend you are sure of, and keep the rest on demand',
    );
  const multiple = x.calc('earnings_multiple');
  if (multiple?.value != null)
    c.lean(
      multiple.value > 12 ? -0.5 : 0,
      `${multiple.label}: ${multiple.result} (${multiple.inputs}).`,
      'Set the price against the profit the diligence confirms, with part of it deferred',
    );
  const payback = x.calc('severance_payback');
  if (payback?.value != null)
    c.lean(
      payback.value > 18 ? -0.5 : 0.5,
      `${payback.label}: ${payback.result} (${payback.inputs}).`,
      'Phase the exits so the saving starts before most of the severance is paid',
    );
  const gap = x.calc('cash_gap_this_week');
  if (gap?.value != null && gap.value < 0)
    c.con(
      1,
      `${gap.label}: ${gap.result} (${gap.inputs}).`,
      'Pay wages on time; ask the supplier for terms or draw a bridge against the money owed to us',
      'high',
    );
}
