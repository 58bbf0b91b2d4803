// The layoff checklist: whether the cut reaches the runway it is meant to buy, the consultation
// employment law requires before any date, and the people and work that remain.
import type { KindChecklists } from './checklist-kit.ts';
import { inPlaces } from './checklist-kit.ts';

export const LAYOFF_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const runway = x.calc('runway');
    const target = x.calc('burn_for_target');
    if (runway)
      c.pro(
        1,
        `${runway.label} is ${runway.result} (${runway.inputs}): cutting costs now is necessary, not optional.`,
      );
    if (target?.contradiction)
      c.con(
        0.5,
        `The premise does not hold: ${target.contradiction}`,
        'Build the cost plan to the target burn line by line, and run a raise or sale process in parallel.',
        'high',
      );
    const perPerson = x.calc('severance_per_person');
    if (perPerson)
      c.pro(
        0.25,
        `Severance of ${perPerson.result} per person (${perPerson.inputs}) is a one-off cost the monthly saving repays.`,
      );
    c.ask('What is the monthly burn after the cut, including severance and notice periods?', 'monthly burn');
    c.act(
      'Model the burn after the cut, month by month, including severance and notice periods',
      'before the decision',
    );
  },
  CEO: (x, c) => {
    const people = x.calc('people');
    c.pro(
      0.75,
      `One cut${people ? ` of ${people.result}` : ''}, deep enough not to be repeated, does less damage to trust than several small ones.`,
    );
    c.con(
      0.5,
      'The people who stay decide whether this works; they will judge how the leavers are treated.',
      'Tell everyone on the same day, explain the reason with the figures, and treat leavers generously.',
    );
    c.act('Decide which work stops, not only which roles go', 'before the announcement');
  },
  RISK_OFFICER: (x, c) => {
    const runway =
      x.calc('runway') ?? (x.get('runway_months') ? { result: x.get('runway_months')?.text } : null);
    if (runway)
      c.pro(
        0.75,
        `Running out of cash (${runway.result} of runway) is the larger ruin risk; a cost cut reduces it.`,
      );
    c.con(
      0.5,
      `Dismissals${inPlaces(x.frame)} without the consultation employment law requires can be void or expensive.`,
      'Complete the required consultation before any date is promised.',
    );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    c.con(
      0.25,
      'The selection criteria must be objective and documented, and applied the same way to everyone.',
      'Have employment counsel review the criteria and the list before notice.',
    );
    if (x.frame.negations.length)
      c.pro(
        0.25,
        `The alternatives were looked at (${x.frame.negations[0]?.toLowerCase()}): the board is acting on its duty to keep the company solvent.`,
      );
    c.act(
      'Minute the alternatives considered (deeper cost cuts, a raise, a sale) and the selection criteria',
      'at the board meeting',
    );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (/\b(sales|support|success|account|customer)\b/.test(x.text))
      c.con(
        0.25,
        'Customer-facing roles are in scope: customers will feel the cut before they are told.',
        'List the commitments (support hours, renewals, roadmap promises) that change, and tell the affected customers first.',
      );
    else c.ask('Which customer commitments (support hours, response times, roadmap) change after the cut?');
  },
  OPERATIONS_EXPERT: (x, c) => {
    c.con(
      0.25,
      'Processes owned by people who leave stop when they leave.',
      'Map every process a leaver owns and hand it over before the last day.',
    );
    if (/\boutsourc/.test(x.text))
      c.con(
        0.25,
        'Outsourcing the work moves the risk to a supplier you have not yet run.',
        'Run the supplier in parallel for a month before the team leaves.',
      );
  },
  INVESTOR_REP: (x, c) => {
    const target = x.calc('burn_for_target');
    if (target?.contradiction)
      c.con(
        0.5,
        'Investors fund a company that is default-alive; this cut alone does not make it so.',
        'Present investors a plan that reaches the target runway, not only the cut.',
      );
    else if (x.calc('runway'))
      c.pro(
        0.5,
        'A lower burn makes the company fundable again: investors back a plan that is default-alive.',
      );
  },
  INDUSTRY_EXPERT: (_x, c) => {
    c.pro(
      0.25,
      'The usual lesson of downturn layoffs: cut once, deep enough, and explain the plan that follows.',
    );
  },
  CTO: (x, c) => {
    if (/\b(engineer\w*|developers?|product team|roadmap)\b/.test(x.text))
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
