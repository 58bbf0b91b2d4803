// Each seat's checklist for a team hire (individual contributors, one or several): what the hires
// must ship or sell, how long they take to reach full output, what they add to the burn and how
// to stage them. No executive package, reporting lines of a new leader or candidate references.

import { annualRevenueOf } from '../../reader/calculations.ts';
import { months } from '../../reader/format.ts';
import { sentencesOf } from '../../reader/text.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';
import { yearlyCostOfHire } from './hire-cost.ts';
import { teamSizeOf } from './level.ts';

/** The people hired, from the opening sentence first: 'revenue' in the context names no sales team. */
function teamRole(x: KindContext): ReturnType<typeof roleOf> {
  // Split as written: sentences end where a capital follows, which lowercase text never shows.
  return roleOf((sentencesOf(x.source)[0] ?? '').toLowerCase(), x.text);
}

import { roleOf } from './role.ts';

function plural(x: KindContext): boolean {
  return teamSizeOf(x.text) > 1;
}

function who(x: KindContext): string {
  return plural(x) ? `the ${teamSizeOf(x.text)} hires` : 'the hire';
}

export const TEAM_CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    const gap = x.calc('gap_to_target');
    if (gap)
      c.pro(
        0.5,
        `The hires are a bet on closing the gap to the target (${gap.result}): give each one a share of that number.`,
      );
    c.act(
      `Write what ${who(x)} must ship or sell in their first six months, and what waits if they are not hired`,
      'before the roles are posted',
    );
  },
  CFO: (x, c) => {
    const before = x.calc('runway')?.value;
    const after = x.calc('runway_with_hire')?.value;
    if (before != null && after != null)
      c.lean(
        after < 12 ? -0.5 : 0.25,
        after < 12
          ? `With ${who(x)}, runway falls from ${months(before)} to ${months(after)}, under a year.`
          : `With ${who(x)}, runway still exceeds a year: it falls from ${months(before)} to ${months(after)}.`,
        plural(x)
          ? 'Stagger the hires: the first now, the rest once the first is productive or the revenue they serve is in.'
          : 'Hire once the work the role serves is funded for a year.',
      );
    if (teamRole(x) === 'sales')
      c.act('Pay the reps a ramped quota with variable pay tied to booked revenue', 'in the offers');
  },
  CTO: (x, c) => {
    if (teamRole(x) !== 'engineering') return;
    c.con(
      0.25,
      'New engineers take two to three months to ship at full speed, and onboarding them slows the current team meanwhile.',
      'Give each hire an onboarding owner and a first scoped project, and start them a few weeks apart.',
    );
  },
  INDUSTRY_EXPERT: (x, c) => {
    if (teamRole(x) === 'sales')
      c.con(
        0.25,
        'New sales reps usually take three to six months to reach full quota; their first quarter costs more than it brings.',
        'Budget the ramp: count no revenue from a new rep in the first quarter.',
      );
  },
  RISK_OFFICER: (x, c) => {
    const cost = yearlyCostOfHire(x);
    c.con(
      0.25,
      `Salaries are a fixed cost that is hard to reverse${cost ? ` (${cost} a year)` : ''}: hiring ahead of the work locks in burn.`,
      'Tie each hire to a funded milestone, and keep the option to pause the later ones.',
    );
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.act(
      'Confirm the hires sit within the approved headcount plan and budget; only a change to the budget needs the board',
      'before offers go out',
    );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const rev = annualRevenueOf(x)?.value ?? null;
    const hire = x.calc('annual_burn_of_hire')?.value;
    if (rev !== null && hire != null && rev > 0 && hire / rev > 0.4)
      c.con(
        0.25,
        `The hires cost ${Math.round((hire / rev) * 100)}% of annual revenue: they must raise revenue or output, not only capacity.`,
        'Say which revenue or roadmap milestone the hires unlock, and check it after two quarters.',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    const team = x.actual('headcount');
    if (team && plural(x))
      c.pro(
        0,
        `${teamSizeOf(x.text)} hires join a team of ${team.text}: managers’ time for onboarding sets the pace.`,
      );
    c.act(
      'Name the manager and the first project for each hire, and spread the start dates',
      'before the start dates',
    );
  },
};
