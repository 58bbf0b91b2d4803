// The CFO's sums for a few situations the kind checklists do not own: a payroll the cash cannot
// meet, what paid acquisition earns back (LTV ÷ CAC, CAC payback), and revenue-based financing
// against the same money as equity. Written only from the
// reading's calculations, so the seat states the board's own figures.
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';

export function cashAndAcquisitionPoints(x: KindContext, c: NotesBuilder): void {
  const short = x.calc('payroll_shortfall');
  if (short)
    c.con(
      1,
      `${short.label}: ${short.result} (${short.inputs}); the company cannot pay what falls due without new money in the account.`,
      'Get the bridge signed and the cash in before pay day, take insolvency advice now, and keep any customer money taken in a separate account',
      'high',
    );
  const held = x.calc('receivables_tied_up');
  if (held)
    c.con(
      0.25,
      `${held.label}: ${held.result} (${held.inputs}); slow payers strain cash before any new commitment is added.`,
      'Agree shorter terms or invoice finance with the slowest large customers, and plan cash month by month',
    );
  const ratio = x.calc('ltv_to_cac');
  if (ratio?.value != null)
    if (ratio.value < 3)
      c.con(
        0.75,
        `LTV ÷ CAC is ${ratio.result} (${ratio.inputs}): each customer won returns little more than it costs.`,
        'Fund a first tranche only, and release the rest when measured CAC payback holds',
      );
    else c.pro(0.5, `LTV ÷ CAC is ${ratio.result} (${ratio.inputs}).`);
  const payback = x.calc('cac_payback');
  if (payback?.value != null)
    if (payback.value > 12)
      c.con(
        0.5,
        `CAC payback is ${payback.result} (${payback.inputs}): the spend comes back in cash only after a year.`,
        'Gate each tranche on measured payback under 12 months',
      );
    else c.pro(0.25, `CAC payback is ${payback.result} (${payback.inputs}).`);
}

/** Revenue-based financing: its cost and yearly rate against the equity it saves, and whether what it funds pays back before it is repaid. */
export function revenueFinancingPoints(x: KindContext, c: NotesBuilder): void {
  const cost = x.calc('rbf_cost');
  if (!cost) return;
  const equity = x.calc('equity_alternative_dilution');
  const repaidIn = /repaid in about ([\d.]+) months?/.exec(cost.result)?.[1];
  const payback = x.actual('payback_months');
  const against = equity ? `, against ${equity.result} sold as equity (${equity.inputs})` : '';
  if (payback && repaidIn && payback.value < Number(repaidIn))
    c.pro(
      0.5,
      `The advance costs ${cost.result} (${cost.inputs})${against}; what it funds pays back in ${payback.text}, well inside the repayment.`,
    );
  else
    c.lean(
      repaidIn ? -0.25 : 0,
      `The advance costs ${cost.result} (${cost.inputs})${against}.`,
      'Check that what the advance funds pays back before the cap is repaid, and compare the yearly rate with the equity given up',
    );
}
