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

/**
 * The sums a step's own figures give that no kind checklist owns: the unit margin at a new price,
 * runway once a new running cost is paid, our own money a grant's project needs and what a grant
 * pays for overheads, a budget against its first year's revenue. Stated in the board's figures.
 */
export function stepSumPoints(x: KindContext, c: NotesBuilder): void {
  const margin = x.calc('unit_margin');
  const volume = x.calc('volume_to_hold_profit');
  if (margin?.value != null && margin.value <= 0)
    c.con(
      1,
      `${margin.label}: ${margin.result} (${margin.inputs}); every sale loses money.`,
      'Set the price above what a unit costs, or cut the unit cost first',
      'high',
    );
  else if (margin && volume)
    c.lean(
      /more units/.test(volume.result) ? -0.5 : 0.5,
      `${margin.label}: ${margin.result} (${margin.inputs}); ${volume.label.toLowerCase()}: ${volume.result}.`,
      'Track units sold against that threshold for the first two months',
    );
  const runway = x.calc('runway_after_cost');
  if (runway?.value != null)
    c.lean(
      runway.value < 12 ? -0.5 : 0,
      `${runway.label}: ${runway.result} (${runway.inputs}).`,
      'Commit to the cost only with a plan that keeps a year of runway, or a break clause',
    );
  const own = x.calc('grant_own_funding');
  const cash = x.actual('cash');
  if (own?.value != null)
    c.lean(
      cash && own.value > cash.value / 2 ? -0.5 : 0,
      `${own.label}: ${own.result}; grants usually pay in arrears, so that money and the grant's share are spent first.`,
      'Plan the cash month by month until the grant pays out, and apply only if the co-funding is covered',
    );
  const overhead = x.calc('grant_overhead_cap');
  if (overhead) c.pro(0, `${overhead.label}: ${overhead.result}.`);
  const firstYear = x.calc('spend_against_first_year');
  if (firstYear?.value != null)
    c.lean(
      firstYear.value < 100 ? -0.25 : 0.25,
      `${firstYear.label}: ${firstYear.result} (${firstYear.inputs}).`,
      'Release the budget in tranches tied to the revenue actually booked',
    );
}
