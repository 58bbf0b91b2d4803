// Each seat's checklist for an office or premises decision: the whole commitment over the term (not
// the monthly rent), whether the company will still fit it, the break options, and what the team
// and customers gain.
import { months } from '../../reader/format.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const total = x.calc('lease_commitment');
    const term = x.proposed('term_months');
    if (total?.value != null && term) {
      const runway = runwayOf(x);
      c.lean(
        runway && runway.value < term.value ? -0.5 : 0.25,
        `The lease commits about ${total.result} over ${months(term.value)} (${total.inputs})${runway && runway.value < term.value ? `, longer than the ${months(runway.value)} of runway` : ''}.`,
        'Negotiate a break clause at 12–24 months, or take a shorter term at a higher rent.',
      );
    } else c.ask('What is the total commitment over the term, and is there a break clause?');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const people = x.actual('headcount');
    if (people) c.pro(0.25, `The space must fit ${people.text} people now and the hiring plan for the term.`);
    c.act('Check the fit-out cost, the move date and the overlap with the current lease', 'before signing');
  },
  CEO: (x, c) => {
    if (x.says(/\b(collaborat\w*|culture|hiring|recruit\w*|talent|team together)\b/))
      c.pro(0.5, 'Where the team works shapes who can be hired and how well they work together.');
    if (x.says(/\b(remote|hybrid)\b/)) c.ask('How many people will actually come in, on how many days?');
  },
  RISK_OFFICER: (x, c) => {
    if (x.duty('personal_guarantee') || x.says(/\bpersonal(?:ly)? guarantee\w*/))
      c.con(
        0.75,
        'A personal guarantee on the lease puts a founder’s own assets behind it.',
        'Offer a deposit or a bank guarantee instead.',
        'high',
      );
    else
      c.con(
        0.25,
        'A long lease is hard to exit if the company shrinks or moves.',
        'Secure a break clause and the right to sublet.',
      );
  },
  INVESTOR_REP: (x, c) => {
    const runway = runwayOf(x);
    if (runway && runway.value < 18)
      c.con(
        0.25,
        'Investors prefer flexible space until the next round is in.',
        'Prefer flexible or short-term space until the runway is longer.',
      );
  },
};
