// Each seat's checklist for layoffs: whether the cut reaches the runway it is meant to buy, the
// consultation employment law requires before any date (the duty), fair selection, and the
// people, customers and work that remain.

import type { ReadingCalculation } from '../../../../reading.ts';
import type { CalcContext } from '../../reader/calculations.ts';
import { months, pct } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

/**
 * Whether a cut of this share, even if all of the burn were payroll, reaches the runway wanted:
 * a sum of the reading, so the board and the user see it before any seat speaks.
 */
export function cutAgainstTarget(x: CalcContext): ReadingCalculation[] {
  const target = x.inRole('runway_months', 'target') ?? x.inRole('runway_months', 'floor');
  const burn = x.actual('monthly_burn');
  const cash = x.actual('cash');
  const stated = x.actual('runway_months');
  const cutPct = x.proposed('headcount_cut_pct');
  if (!target || !burn || !cutPct || (!cash && !stated) || burn.value <= 0) return [];
  const funds = cash?.value ?? (stated?.value ?? 0) * burn.value;
  const best = burn.value * (1 - cutPct.value / 100);
  const reaches = funds / best >= target.value;
  return [
    {
      id: 'cut_vs_target',
      label: `Whether a ${pct(cutPct.value)} cut reaches ${months(target.value)} of runway`,
      value: funds / best,
      result: reaches
        ? `it can: even with no other savings, burn at most ${x.money(best)} a month gives ${months(funds / best)}`
        : `a ${pct(cutPct.value)} headcount cut cannot reach ${months(target.value)} of runway: even if the whole burn were payroll it would fall to ${x.money(best)} a month, about ${months(funds / best)}; other costs, revenue or new capital must close the gap`,
      inputs: `${x.money(funds)} ÷ (${x.money(burn.value)} × ${pct(100 - cutPct.value)})`,
    },
  ];
}

/** The shortfall in words when the cut cannot reach the runway wanted, else null. */
function shortfall(x: KindContext): string | null {
  const calc = cutAgainstTarget(x)[0];
  return calc && /cannot reach/.test(calc.result) ? calc.result : null;
}

/**
 * The month-by-month model of the cut in this decision's own figures (today's burn, the burn it
 * aims at, the severance paid out), or null when the text gives none: a model with no inputs is
 * advice any layoff gets.
 */
function burnModel(x: KindContext): string | null {
  const burn = x.actual('monthly_burn');
  const after = x.inRole('monthly_burn', 'target') ?? x.inRole('monthly_burn', 'option');
  const severance = x.proposed('severance');
  const people = x.calc('people_affected');
  if (!burn && !severance) return null;
  const from = burn
    ? `from ${burn.text} a month${after ? ` to ${after.text}` : ''}`
    : `after the cut${people ? ` of ${people.result}` : ''}`;
  const paid = severance
    ? `, with the ${severance.text} of severance in the months it is paid`
    : ', severance and notice included';
  return `Model the burn month by month ${from}${paid}`;
}

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const gap = shortfall(x);
    if (gap)
      c.con(
        0.25,
        `The cut is necessary but not enough: ${gap}`,
        'Build the cost plan to the target burn line by line, and run a raise or sale process in parallel.',
        'high',
      );
    const perPerson = x.calc('severance_per_person');
    const severanceMonths = x.calc('severance_months');
    if (perPerson)
      c.pro(
        0.25,
        `Severance of ${perPerson.result} per person (${perPerson.inputs}) is a one-off the monthly saving repays.`,
      );
    if (severanceMonths) c.pro(0, `Severance equals ${severanceMonths.result} of today’s burn.`);
    const model = burnModel(x);
    if (model) c.act(model, 'before the decision');
  },
  CEO: (x, c) => {
    const people = x.calc('people_affected');
    const runway = runwayOf(x);
    if (runway && runway.value < 12)
      c.pro(
        0.75,
        `One cut${people ? ` of ${people.result}` : ''}, deep enough not to be repeated, does less damage to trust than several small ones; with ${months(runway.value)} of runway it cannot wait.`,
      );
    else
      c.pro(
        0.25,
        `One cut${people ? ` of ${people.result}` : ''}, deep enough not to be repeated, does less damage than several small ones.`,
      );
    c.con(
      0.25,
      people
        ? `Those who stay after a cut of ${people.result} decide whether it works; they will judge it by how the leavers are treated.`
        : `Whoever stays after ${x.phrase} decides whether it works, and will judge it by how the leavers are treated.`,
      runway
        ? `Tell everyone on the same day, show the ${months(runway.value)} of runway behind the decision, and treat leavers generously.`
        : 'Tell everyone on the same day, give the reason in figures, and treat leavers generously.',
    );
    c.act(
      people
        ? `Decide which work stops with the cut of ${people.result}, not only which roles go`
        : 'Decide which work stops, not only which roles go',
      'before the announcement',
    );
  },
  RISK_OFFICER: (x, c) => {
    c.con(
      0.25,
      'Dismissals made before the consultation employment law requires can be void or expensive.',
      'Complete the required consultation before any date is promised.',
    );
    if (x.says(/\b(pregnan\w*|maternity|parental leave|sick leave|union|whistle)\w*/))
      c.con(
        0.5,
        'People on protected leave or with protected status are in the affected group: selecting them needs particular care.',
        'Have employment counsel check every selection against protected characteristics.',
        'high',
      );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    c.con(
      0.25,
      'Selection criteria must be objective, documented and applied the same way to everyone.',
      'Have employment counsel review the criteria and the list before notice.',
    );
    const runway = runwayUnder(x, 12);
    if (runway)
      c.pro(
        0.5,
        `With ${months(runway.value)} of runway the board’s duty is to keep the company solvent: a cut is a proper step, provided the consultation comes first.`,
      );
    if (x.reading.negations.length)
      c.pro(0.25, `The alternatives were looked at (${x.reading.negations[0]?.toLowerCase()}).`);
    else c.ask('Which alternatives were considered first: cutting other costs, a raise, pay cuts, a sale?');
    c.act(
      'Minute the alternatives considered (deeper cost cuts, a raise, a sale) and the selection criteria',
      'at the board meeting',
    );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(/\b(sales|support|success|account managers?|customer)\b/))
      c.con(
        0.25,
        'Customer-facing roles are in scope: customers will feel the cut before they are told.',
        'List the commitments that change (support hours, renewals, roadmap) and tell the affected customers first.',
      );
    else c.ask('Which customer commitments (support hours, response times, roadmap) change after the cut?');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const people = x.calc('people_affected');
    const runway = runwayUnder(x, 12);
    if (people && runway)
      c.pro(
        0.5,
        `The company can run with ${people.value} people fewer if the work they did stops with them; running out of cash stops everything.`,
      );
    c.con(
      0.25,
      'Processes owned by people who leave stop when they leave.',
      'Map every process a leaver owns and hand it over before the last day.',
    );
    if (x.says(/\boutsourc\w*/))
      c.con(
        0.25,
        'Outsourcing the work moves the risk to a supplier you have not yet run.',
        'Run the supplier in parallel for a month before the team leaves.',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (shortfall(x))
      c.con(
        0.25,
        'Investors fund a company that is default-alive; this cut helps but does not make it so.',
        'Present investors a plan that reaches the target runway, not only the cut.',
      );
    const runway = runwayOf(x);
    if (runway)
      c.pro(
        0.5,
        x.profile.investors || x.profile.stage === 'young'
          ? 'A lower burn makes the company fundable again: investors back a plan that is default-alive.'
          : `A lower burn stretches today’s ${months(runway.value)} of runway and makes the company stronger in front of a lender or a buyer.`,
      );
  },
  INDUSTRY_EXPERT: (x, c) => {
    const cut = x.proposed('headcount_cut_pct') ?? null;
    if (cut)
      c.pro(
        0.5,
        `Cuts of ${cut.text} are common in downturns; the ones that work are done once, explained with the numbers, and followed by a clear plan.`,
      );
  },
  CTO: (x, c) => {
    if (x.says(/\b(engineer\w*|developers?|product team|roadmap)\b/))
      c.con(
        0.25,
        'Engineering cuts stall the roadmap and leave systems without owners.',
        'Cut the roadmap to match the team before the team is cut.',
      );
  },
  STRATEGIC_ADVISOR: (_x, c) => {
    c.ask('What does the smaller company stop doing, and what does it keep as its core?');
  },
};
