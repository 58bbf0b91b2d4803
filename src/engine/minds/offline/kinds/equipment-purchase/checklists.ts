// Each seat's checklist for buying equipment or a plant: whether the cash survives the purchase,
// whether the output it makes possible is sold, how installation stops production, and the safety,
// permit and warranty terms that come with the machine.
import type { ReadingCalculation } from '../../../../reading.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

/**
 * How soon the machine pays for itself, in months: from added revenue at its margin, else from a
 * cost a unit it brings down (the saving a unit times the yearly volume), with the words that say so.
 */
function paybackOf(x: KindContext): { months: number; calc: ReadingCalculation } | null {
  const fromRevenue = x.calc('payback_of_cost');
  if (fromRevenue?.value != null) return { months: fromRevenue.value, calc: fromRevenue };
  const fromSaving = x.calc('unit_saving_payback');
  if (fromSaving?.value != null) return { months: fromSaving.value * 12, calc: fromSaving };
  return null;
}

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const payback = paybackOf(x);
    const saving = x.calc('unit_saving_yearly');
    if (payback)
      c.lean(
        payback.months <= 36 ? 0.5 : -0.5,
        `It pays for itself in ${payback.calc.result} (${payback.calc.inputs})${saving ? `, on a saving of ${saving.result}` : ''}.`,
        'Approve it only with the orders or savings that make this payback named and checked.',
      );
    const share = x.calc('cost_share');
    if (share)
      c.con(
        0.5,
        `Paid from cash, ${share.result}.`,
        'Compare paying cash with a lease or an asset loan that keeps the cash in the bank.',
      );
    const runway = runwayOf(x);
    if (runway && runway.value < 12)
      c.con(
        0.75,
        `${runway.words}: a purchase from cash shortens the months the company has before anything pays back.`,
        'Finance the equipment against itself (lease or asset loan) or wait until the orders are signed.',
        'high',
      );
    if (!payback)
      c.ask('What does it earn back a year, in margin on extra output or in costs saved, and from when?');
  },
  OPERATIONS_EXPERT: (x, c) => {
    c.con(
      0.25,
      'Installation and commissioning stop or slow the line it joins; the first months run below rated output.',
      'Plan the installation around the low season, with the supplier’s engineers on site and a ramp-up target.',
    );
    if (!x.says(/\b(?:maintenance|service contract|spares?|spare parts|warranty)\b/))
      c.ask('Who services it, how fast do spares arrive, and what does a week of downtime cost?');
    c.act(
      'Get a performance guarantee (rated output, energy use) and a commissioning acceptance test into the purchase contract',
      'before the order is placed',
    );
  },
  CEO: (x, c) => {
    if (
      x.says(
        /\b(?:maybe|might|could|hope|expect\w*|likely|possible|potential|interest(?:ed)? from|talks? with)\b[^.]{0,60}\b(?:orders?|customers?|importers?|buyers?|contracts?)\b/,
      )
    )
      c.con(
        0.5,
        'The output it makes possible is not yet sold: the orders are hoped for, not signed.',
        'Get the buyers’ orders or letters of intent before committing, or buy capacity in stages.',
      );
    else c.pro(0.25, 'More or cheaper output is a lasting capability, not a one-off gain.');
  },
  RISK_OFFICER: (_x, c) => {
    c.require(
      'New machinery must meet the safety rules where it runs (CE marking and the Machinery Regulation in the EU and UK, OSHA in the US) and be in the insurance schedule before it runs; some plants need an environmental or operating permit change.',
      'Check certification, the permit and the insurance before delivery',
      'medium',
    );
  },
  INVESTOR_REP: (x, c) => {
    const payback = paybackOf(x);
    if (payback && payback.months > 0)
      c.pro(
        0.25,
        `A payback of ${payback.calc.result} is the return to weigh against the other uses of the same money.`,
      );
    else
      c.ask(
        'What return a year does the equipment earn against its price, and against other uses of the money?',
      );
  },
};
