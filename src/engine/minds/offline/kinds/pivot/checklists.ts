// Each seat's checklist for a pivot: the evidence for the new direction against what the current
// business still brings in, the runway to reach proof, and what happens to today's customers.
import { months } from '../../reader/format.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists } from '../kind-kit.ts';

const EVIDENCE =
  /\b(pilots?|waitlist|letters? of intent|\blois?\b|signed|paying|pre-?orders?|traction|customers? (?:asked|want|pay)|demand|interviews?)\b/;
const DECLINE = /\b(declin\w*|shrink\w*|flat|stall\w*|churn\w*|falling|dropp\w*|not growing|no growth)\b/;

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    if (x.says(EVIDENCE))
      c.pro(0.75, 'There is evidence for the new direction: the pivot follows customers, not a hunch.');
    else
      c.con(
        0.5,
        'Nothing in the text shows customers will pay in the new direction.',
        'Sign two or three paying pilots in the new direction before committing the team.',
        'high',
      );
    if (x.says(DECLINE)) c.pro(0.5, 'The current business is stalling: staying put is not the safe option.');
  },
  CFO: (x, c) => {
    const runway = runwayOf(x);
    const revenue = x.actual('arr') ?? x.actual('mrr') ?? x.actual('annual_revenue');
    if (runway)
      c.lean(
        runway.value >= 12 ? 0.25 : -0.5,
        `Runway of ${months(runway.value)} is the time the pivot has to show proof.`,
        'Set the proof point (revenue, pilots) and the date, and cut burn to reach it.',
      );
    if (revenue && !x.says(DECLINE))
      c.con(
        0.25,
        `${revenue.text} of ${revenue.label} is at risk if today’s customers are left behind.`,
        'Keep serving today’s customers while the new direction is tested.',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const customers = x.actual('customers');
    c.con(
      0.25,
      `${customers ? `${customers.text} customers` : 'Today’s customers'} chose the current product; they need to hear what happens to it.`,
      'Tell current customers what changes for them, with a migration path or a notice period.',
    );
  },
  INVESTOR_REP: (x, c) => {
    if (x.says(EVIDENCE))
      c.pro(
        0.5,
        x.profile.investors || x.profile.stage === 'young'
          ? 'A pivot toward proven demand can reset the company’s story for the next round.'
          : 'A pivot toward proven demand builds what a buyer or lender will value.',
      );
    else
      c.con(
        0.25,
        `${x.profile.investors ? 'Investors fund' : 'Owners should fund'} a pivot on evidence, not on the hope that the new market is easier.`,
        `Bring the evidence (pilots, letters of intent) to ${x.profile.investors ? 'investors' : 'the board'} with the plan.`,
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    c.ask(
      'What does the company keep (team, technology, customers) that gives it an edge in the new direction?',
    );
    if (x.says(EVIDENCE))
      c.pro(0.5, 'The new direction uses what the company already has where customers are pulling.');
  },
  CTO: (x, c) => {
    if (x.says(/\b(rebuild|rewrite|new (?:platform|stack|product)|from scratch)\b/))
      c.con(
        0.5,
        'A pivot that needs a rebuild takes longer than the runway plans for.',
        'Reuse what exists and build only what the new customers need first.',
        'high',
      );
    else c.pro(0.25, 'The technology carries over: the pivot is a change of market more than of product.');
  },
  RISK_OFFICER: (_x, c) => {
    c.con(
      0.25,
      'Commitments made to today’s customers (contracts, SLAs) still bind during the pivot.',
      'Check what current contracts require before changing the product.',
    );
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.act('Minute the evidence for the pivot and the proof point that would stop it', 'at the board meeting');
  },
};
