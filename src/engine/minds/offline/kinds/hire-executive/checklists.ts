// Each seat's checklist for a key hire: what the role must deliver (against the gap to a target),
// whether the company is ready for that level of hire (a VP of Sales before a repeatable sales
// motion usually fails), what it costs against runway and revenue, how to cut the cost of a
// mis-hire, and who approves the package.

import { annualRevenueOf } from '../../reader/calculations.ts';
import { months } from '../../reader/format.ts';
import { sentencesOf } from '../../reader/text.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';
import { yearlyCostOfHire } from './hire-cost.ts';
import { hireLevelOf } from './level.ts';
import { ROLE_NAME, type RoleFunction, roleOf } from './role.ts';
import { TEAM_CHECKLISTS } from './team-checklists.ts';

function role(x: KindContext): RoleFunction {
  // The opening sentence of the text as written: sentences split only where a capital follows.
  return roleOf((sentencesOf(x.source)[0] ?? '').toLowerCase(), x.text);
}

/** A person already chosen or in talks: 'she', 'the candidate', 'offer to Priya', 'our current head of'. */
const CANDIDATE_WORDS =
  /\b(?:she|he|her|his|him|the candidate|our (?:preferred |top |chosen )?candidate|promot\w* (?:our|an internal)|internal candidate|interviewed|final round|has accepted|verbal(?:ly)? (?:yes|accepted))\b/i;
const CANDIDATE_NAME =
  /\b(?:(?:[Oo]ffer|[Hh]ire|[Pp]romote|[Aa]ppoint)\w* (?!It\b|This\b|That\b|The\b|A\b|An\b)[A-Z][a-z]+|(?!It\b|This\b|That\b|There\b|We\b|They\b|Our\b|The\b)[A-Z][a-z]+ (?:would|wants|asks|has|currently|earns))\b/;

/** Senior titles, for whom readiness matters: a VP or C-level hire, not a first engineer. */
const SENIOR = /\b(vp|vice president|chief|head of|cro|cto|cfo|coo|cmo|cpo|director|general manager)\b/;

/** Annual revenue today, or null. */
function revenue(x: KindContext): number | null {
  return annualRevenueOf(x)?.value ?? null;
}

/** Runway once the hire's loaded cost joins the burn, when cash, burn and salary are known. */
function runwayWithHire(x: KindContext): { before: number; after: number } | null {
  const before = x.calc('runway')?.value;
  const after = x.calc('runway_with_hire')?.value;
  return before != null && after != null ? { before, after } : null;
}

const EXECUTIVE_CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    const gap = x.calc('gap_to_target');
    const who = ROLE_NAME[role(x)];
    const rev = revenue(x);
    // Founders outgrowing a function is said only of a company whose text names founders and that
    // is not established: a 140-person business is not told its founders lead every function.
    if (
      !gap &&
      rev !== null &&
      SENIOR.test(x.text) &&
      x.profile.founders &&
      x.profile.stage !== 'established'
    )
      c.lean(
        rev >= 1e6 ? 0.5 : -0.25,
        rev >= 1e6
          ? `At ${x.money(rev)} a year the founders can no longer lead every function themselves: ${who} takes one off their hands.`
          : `At ${x.money(rev)} a year the founders still learn most from doing this work themselves.`,
        'Hire a hands-on lead first, and a senior leader once the function has outgrown the founders.',
      );
    if (gap)
      c.pro(
        0.5,
        `${who.charAt(0).toUpperCase()}${who.slice(1)} is a bet on closing the gap to the target (${gap.result}): make that number the role’s first-year goal.`,
      );
    if (
      role(x) === 'sales' &&
      SENIOR.test(x.text) &&
      !x.says(/\b(repeatable|playbook|founders? (?:no longer|don't) (?:sell|close))\b/) &&
      x.profile.stage !== 'established'
    )
      c.ask(
        `Can someone other than ${x.profile.founders ? 'the founders' : 'the people selling today'} already close deals with a repeatable playbook, or would this leader have to invent it?`,
      );
    // With a candidate already in hand the scorecard goes into the offer, not into a search.
    if (x.says(CANDIDATE_WORDS) || x.says(CANDIDATE_NAME))
      c.act(
        'Put the role’s 12-month scorecard (the two or three results it must deliver) in the offer, with a review at six months',
        'before the offer is signed',
      );
    else
      c.act(
        `Write the role’s 12-month scorecard (the two or three results it must deliver) before interviewing`,
        'before the search starts',
      );
  },
  CFO: (x, c) => {
    const runway = runwayWithHire(x);
    if (runway)
      c.lean(
        runway.after < 12 ? -0.5 : 0.25,
        runway.after < 12
          ? `With the hire, runway falls from ${months(runway.before)} to ${months(runway.after)}, under a year: the next raise would start before the hire has shown results.`
          : `With the hire, runway falls from ${months(runway.before)} to ${months(runway.after)}.`,
        `Hire once ${x.profile.investors ? 'the next round or ' : ''}the revenue it is meant to bring is in sight, or phase the package.`,
      );
    if (role(x) === 'sales')
      c.act(
        'Tie a third or more of the package to booked revenue, with a six-month ramp target',
        'in the offer',
      );
  },
  INVESTOR_REP: (x, c) => {
    const growth = x.actual('revenue_growth_pct');
    const rev = revenue(x);
    if (role(x) === 'sales' && (growth || x.calc('gap_to_target') || (rev !== null && rev >= 1e6)))
      c.pro(
        0.5,
        x.profile.investors
          ? 'Investors pay for a repeatable sales engine; a leader who builds one raises the next round’s price.'
          : 'A buyer pays for a repeatable sales engine; a leader who builds one raises what the company is worth.',
      );
    else if (rev !== null && rev < 5e5 && SENIOR.test(x.text) && x.profile.investors)
      c.con(
        0.25,
        'A senior salary this early spends money investors gave for product and first customers.',
        'Hire senior once the revenue the role would scale is there.',
      );
    c.ask('What equity does the role get, from which pool, and on what vesting?');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (role(x) === 'sales' || role(x) === 'customer')
      c.con(
        0.25,
        'A new leader changes who customers deal with; key accounts notice.',
        `Keep ${x.profile.founders ? 'the founders' : 'whoever owns them today'} on the largest accounts through the handover.`,
      );
  },
  CTO: (x, c) => {
    if (role(x) === 'engineering')
      c.con(
        0.25,
        'A technology leader inherits the architecture and the team; a mismatch there costs a year.',
        'Have the candidate review the codebase and lead a technical design session with the team before an offer.',
      );
  },
  RISK_OFFICER: (x, c) => {
    const cost = yearlyCostOfHire(x);
    c.con(
      0.25,
      `A mis-hire at this level typically costs a year${cost ? ` and ${cost}` : ''}, plus the team’s momentum.`,
      `Take references from people who reported to the candidate${roleNamed(x) ? ` for the ${roleNamed(x)} role` : ''}, and agree a 90-day plan with milestones.`,
    );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    // A package with no equity named needs no cliff; one with equity vests on the usual terms.
    const equity = x.says(/\b(equity|options?|shares|stock|rsus?|vest\w*|stake)\b/);
    c.con(
      0.25,
      equity
        ? 'An executive package (salary, bonus, equity) is for the board to approve, on standard vesting.'
        : 'An executive package (salary, bonus, notice terms) is for the board to approve and minute.',
      equity
        ? 'Approve the package and its vesting at the board, with a one-year cliff.'
        : 'Approve the package at the board and minute it.',
    );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const rev = revenue(x);
    if (SENIOR.test(x.text) && rev !== null && rev < 1e6)
      c.con(
        0.5,
        `At ${x.money(rev)} of annual revenue a senior hire may be early: a hands-on lead or an interim executive tests the role first.`,
        'Consider a senior individual contributor or a fractional executive for six months before a full-time senior hire.',
      );
    else if (SENIOR.test(x.text) && rev !== null)
      c.pro(
        0.5,
        `At ${x.money(rev)} of annual revenue the company is large enough to need a dedicated leader for this.`,
      );
  },
  INDUSTRY_EXPERT: (x, c) => {
    const rev = revenue(x);
    if (role(x) === 'sales' && SENIOR.test(x.text) && rev !== null)
      c.lean(
        rev < 1e6 ? -0.5 : 0.25,
        rev < 1e6
          ? `Sales VPs hired below about $1M of ARR often leave within 18 months: there is no repeatable motion yet to scale (today ${x.money(rev)} a year).`
          : `At ${x.money(rev)} a year the sales motion is usually ready for a leader to scale.`,
        'Hire a first sales lead who sells themselves, and promote or hire a VP once the playbook works.',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (x.actual('headcount'))
      c.pro(
        0,
        `The new leader joins a team of ${x.actual('headcount')?.text}: the reporting lines change for some of them on day one.`,
      );
    c.act(
      `Plan the first 90 days: who reports to the new leader, and what they take over from ${x.profile.founders ? 'the founders' : 'whoever holds it today'}`,
      'before the start date',
    );
  },
};

/** Each seat's checklist, chosen by the hire's level: a team of contributors or a leader. */
/** The role as the text names it: 'CTO', 'VP of Sales', 'head of marketing'. */
function roleNamed(x: KindContext): string | null {
  const m = /\b(c[tfomr]o|vp of \w+|vice president of \w+|head of \w+|chief \w+ officer)\b/i.exec(x.source);
  const role = m?.[1] ?? null;
  return role && /^c[tfomr]o$/i.test(role) ? role.toUpperCase() : role;
}

export const CHECKLISTS: KindChecklists = Object.fromEntries(
  [...new Set([...Object.keys(EXECUTIVE_CHECKLISTS), ...Object.keys(TEAM_CHECKLISTS)])].map((key) => [
    key,
    (x: KindContext, c: Parameters<NonNullable<KindChecklists['CEO']>>[1]) => {
      const list = hireLevelOf(x.text) === 'team' ? TEAM_CHECKLISTS : EXECUTIVE_CHECKLISTS;
      list[key as keyof KindChecklists]?.(x, c);
    },
  ]),
);
