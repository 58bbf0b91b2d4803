// Each seat's checklist for shutting a product down: the revenue and customers lost against the
// cost and focus regained, and what is owed to the customers who depend on it.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const mrr = x.actual('mrr') ?? x.proposed('mrr');
    if (mrr)
      c.con(
        0.25,
        `The product brings in ${mrr.text} a month, which stops.`,
        'Offer a migration path that keeps as much of it as possible.',
      );
    const cost = x.proposed('monthly_cost') ?? x.proposed('annual_cost');
    if (cost) c.pro(0.5, `It costs ${cost.text} (${cost.label}) to keep running.`);
    const share = x.proposed('revenue_share_pct');
    if (share)
      c.lean(
        share.value > 20 ? -0.5 : 0.25,
        `It is ${share.text} of revenue${share.value > 20 ? ': the company gets smaller before it gets better' : ': small enough to let go'}.`,
        'Plan the cost base for the smaller revenue before announcing.',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const customers = x.actual('customers') ?? x.actual('users');
    c.con(
      0.5,
      `${customers ? `${customers.text} customers ` : 'Customers '}depend on it; a shutdown breaks their work on the company’s schedule, not theirs.`,
      'Give long notice, export tools and a migration offer.',
    );
    if (x.says(/\bwarrant\w*/))
      c.con(
        0.5,
        'Devices under warranty still need support after the line ends.',
        'Keep warranty service funded until the last warranty expires.',
      );
  },
  CTO: (x, c) => {
    if (x.says(/\b(engineers?|developers?|maintenance|legacy|tech debt)\b/))
      c.pro(0.5, 'Engineers maintaining the old product go back to work that grows the company.');
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(focus|core|distract\w*|strategy)\b/))
      c.pro(0.5, 'Stopping something is how focus becomes real.');
    else c.ask('What does the company do with the time and money it frees?');
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.con(
      0.25,
      'Contracts, service levels and notice periods may bind the company to keep it running for a while.',
      'Check every customer contract’s termination and notice terms before announcing.',
    );
  },
  CEO: (_x, c) => {
    c.pro(0.25, 'Ending a product cleanly frees the team for the product that matters most.');
  },
};
