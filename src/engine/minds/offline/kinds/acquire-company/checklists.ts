// Each seat's checklist for buying another company: the price against what it buys (the
// target's revenue, customers, team), whether the company can afford it and integrate it, what
// diligence and regulators may find, and how much of it cannot be undone.
import { months } from '../../reader/format.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const IRREVERSIBLE =
  /\b(irreversible|cannot be undone|can't be undone|no way back|point of no return|one-way)\b/;
const REVIEW =
  /\b(competition (?:authority|review)|antitrust|regulatory review|merger (?:review|control|filing)|review (?:pending|opened)|clearance)\b/;
const INTEGRATION = /\b(integrat\w*|migrat\w*|legacy|codebase|platform|systems?|merge (?:the )?teams?)\b/;

const customersGained = (x: KindContext) =>
  x.numbers.find((n) => n.meaning === 'customers' && n.whose !== 'competitor') ?? null;

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    const customers = customersGained(x);
    if (customers)
      c.pro(0.5, `It brings ${customers.text} customers the company would otherwise have to win one by one.`);
    if (x.says(/\b(competitor|rival|market leader|consolidat\w*)\b/))
      c.pro(0.25, 'Buying a competitor removes a rival and consolidates the market, if regulators allow it.');
    if (x.says(REVIEW))
      c.con(
        0.5,
        'A year of regulatory review leaves both companies in limbo: customers and staff wait to see who wins.',
        'Agree how both businesses run during the review before signing.',
        'high',
      );
    c.ask('What exactly are we buying that we could not build or win faster ourselves?');
  },
  CFO: (x, c) => {
    const price = x.proposed('purchase_price');
    const share = x.calc('price_share_of_cash');
    const runway = runwayOf(x);
    if (price && share?.value != null && share.value > 50)
      c.con(
        1,
        share.inputs.includes('loan')
          ? `Even after the loan, the ${price.text} price takes ${share.result} of our cash (${share.inputs}): a bet-the-company sum.`
          : `The ${price.text} price is ${share.result} of our cash: a bet-the-company sum.`,
        'Pay part in shares or an earn-out tied to the target’s revenue, and keep a cash reserve.',
        'critical',
      );
    if (price && runway && runway.value < 12)
      c.con(
        0.75,
        `With ${months(runway.value)} of runway, paying ${price.text} leaves nothing for the integration or a bad quarter.`,
        'Fund the deal with new capital, or structure it mostly in shares.',
        'high',
      );
    if (price && price.value >= 10e6)
      c.con(
        0.25,
        `${price.text} needs a downside case: the target’s revenue falling by a quarter after the deal.`,
        'Model the deal with a downside case before signing.',
      );
    const againstOurs = x.calc('price_against_our_revenue');
    if (againstOurs?.value != null && againstOurs.value >= 2)
      c.con(
        0.5,
        `The price is ${againstOurs.result}: a bet larger than a year or two of everything the company earns.`,
        'Tie part of the price to the target’s results (an earn-out), so the seller shares the risk.',
        'high',
      );
    if (!price) c.ask('What is the price, and how much is paid in cash at closing?');
  },
  INVESTOR_REP: (x, c) => {
    const growth = x.numbers.find((n) => n.meaning === 'revenue_growth_pct' && n.whose === 'counterparty');
    if (growth)
      c.pro(
        0.25,
        `The target grows ${growth.text}: bought at the right price, it adds to the company’s growth.`,
      );
    const theirs = x.calc('price_multiple');
    const ours = x.calc('price_against_our_revenue');
    if (theirs?.value != null)
      c.lean(
        theirs.value <= 5 ? 0.5 : -0.5,
        `The price is ${theirs.result} of the target’s revenue${theirs.value <= 5 ? ': a fair multiple if it keeps growing' : ': rich unless the growth is proven'}.`,
        'Tie part of the price to the target’s revenue over the next two years.',
      );
    else if (ours?.value != null && ours.value >= 2)
      c.con(
        0.5,
        `At ${ours.result}, investors will ask whether the same money would buy more growth spent on the company’s own plan.`,
        'Show the deal beats the best organic use of the money, on a downside case.',
        'high',
      );
    c.act(
      'Set the return the deal must make (revenue, margin, customers kept) and review it at 12 months',
      'before signing',
    );
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(IRREVERSIBLE))
      c.con(
        0.75,
        'The deal cannot be undone once signed: every risk below is carried for good.',
        'Stage it: an option, a minority stake or an earn-out that limits what is lost if it fails.',
        'high',
      );
    if (x.says(REVIEW))
      c.con(
        1,
        'A competition review is open: the deal may be blocked or conditioned after months of uncertainty, with both businesses in limbo.',
        'Make signing conditional on clearance, with a break fee, and plan for the review taking a year.',
        'critical',
      );
    if (x.says(/\b(answer by|deadline|expires|by next (?:week|month)|within \d+ (?:days|weeks))\b/))
      c.con(
        0.5,
        'The seller’s deadline leaves too little time for diligence.',
        'Refuse to sign without completed diligence; ask for more time.',
        'high',
      );
  },
  CTO: (x, c) => {
    if (x.says(INTEGRATION))
      c.con(
        0.75,
        'Integrating another company’s systems and code takes most of an engineering team for a year or more, and the roadmap stops meanwhile.',
        'Plan the integration (or decide to run the products side by side) before signing, with the team it needs.',
        'high',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const customers = customersGained(x);
    if (customers && x.says(/\b(migrat\w*|move to our|switch to our)\b/))
      c.con(
        0.5,
        `Migrating ${customers.text} customers to another product loses some of them at every step.`,
        'Keep their product running until they choose to move, with a clear offer to do so.',
      );
    else if (customers)
      c.pro(
        0.25,
        `${customers.text} customers gain a larger supplier, if their service does not suffer during the change.`,
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    const people = x.numbers.find((n) => n.meaning === 'headcount' && n.whose === 'counterparty');
    c.con(
      0.25,
      `Two organisations${people ? ` (${people.text} people join)` : ''} must become one: roles, systems and processes overlap.`,
      'Name an integration lead with a 100-day plan before closing.',
    );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    c.act(
      'Complete legal, financial and technical diligence and approve the deal only on its findings',
      'before signing',
    );
    if (x.says(IRREVERSIBLE) || x.says(REVIEW))
      c.con(
        0.25,
        'A decision that cannot be reversed needs the full board’s informed approval, minuted.',
        'Approve only with the diligence report and the downside case in hand.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(competitor|same market|overlap\w*|adjacent|complement\w*|new market)\b/))
      c.pro(
        0.25,
        'The target fits a market the company knows, which makes the integration plan easier to judge.',
      );
    c.ask('What is the alternative use of the same money and management time?');
  },
  INDUSTRY_EXPERT: (x, c) => {
    c.con(
      x.says(INTEGRATION) || x.says(REVIEW) ? 0.5 : 0.25,
      'Most acquisitions fail to deliver the synergies promised at signing; integration, not price, is where they fail.',
      'Count only the synergies the integration plan names, with owners and dates.',
      x.says(INTEGRATION) || x.says(REVIEW) ? 'high' : 'low',
    );
  },
};
