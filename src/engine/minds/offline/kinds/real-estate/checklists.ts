// Each seat's checklist for an office or premises decision: the whole commitment over the term (not
// the monthly rent), whether the company will still fit it, the break options, and what the team
// and customers gain.
import { months } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists } from '../kind-kit.ts';

/** The text says the lease cannot be broken. */
const NO_BREAK =
  /\b(?:no|without(?: a| any)?|not have a|lacks?(?: a)?|there is no) break(?:[- ]clause|[- ]option|[- ]right)?\b|\b(?:will not|won['’]t|refus\w* to|does not|doesn['’]t|cannot|can['’]t|not) (?:\w+ ){0,3}(?:a |any )?break(?:[- ]clause|[- ]option|[- ]right)?\b|\bno way out\b|\blocked in\b/i;

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const total = x.calc('lease_commitment');
    const term = x.proposed('term_months');
    if (total?.value != null && term) {
      const runway = runwayOf(x);
      // A commitment larger than the cash held is a bet on the business for the whole term.
      const cash = x.actual('cash');
      const beyondCash = cash !== null && cash.value > 0 && total.value > cash.value;
      c.lean(
        (runway && runway.value < term.value) || beyondCash ? -0.5 : 0.25,
        `The lease commits about ${total.result} over ${months(term.value)} (${total.inputs})${runway && runway.value < term.value ? `, longer than the ${months(runway.value)} of runway` : beyondCash ? `: ${Math.round((10 * total.value) / (cash?.value ?? 1)) / 10}× the cash the company holds` : ''}.`,
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
        `A personal guarantee on the lease puts ${x.profile.founders ? 'a founder’s' : 'a director’s or owner’s'} own assets behind it.`,
        'Offer a deposit or a bank guarantee instead.',
        'high',
      );
    // The break is a stated fact either way: a seat argues from it rather than in general.
    else if (NO_BREAK.test(x.text)) {
      const term = x.proposed('term_months') ?? x.actual('term_months');
      c.con(
        0.5,
        `There is no break clause: the company pays the rent for the whole term${term ? ` (${months(term.value)})` : ''}, whatever happens to it.`,
        'Ask for a break at year 3 to 5 before signing, or take a shorter term at a higher rent, and keep the right to sublet.',
      );
    } else if (x.says(/\bbreak(?:[- ]clause|[- ]option|[- ]right)?\b/))
      c.pro(0.25, 'The break option keeps the lease reversible if the company shrinks or moves.');
    else
      c.con(
        0.25,
        'A long lease is hard to exit if the company shrinks or moves.',
        'Secure a break clause and the right to sublet.',
      );
  },
  INVESTOR_REP: (x, c) => {
    const runway = runwayUnder(x, 18);
    if (runway)
      c.con(
        0.25,
        x.profile.investors
          ? 'Investors prefer flexible space until the next round is in.'
          : `With ${months(runway.value)} of runway, a long lease outlasts the cash that pays it.`,
        'Prefer flexible or short-term space until the runway is longer.',
      );
  },
};
