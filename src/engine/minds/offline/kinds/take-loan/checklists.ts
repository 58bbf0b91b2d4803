// Each seat's checklist for borrowing: what the debt costs and buys against equity, whether cash
// flow can carry the repayments in a bad quarter, and what the lender can do when it cannot
// (covenants, security, guarantees, default).
import { months } from '../../reader/format.ts';
import { runwayOf } from '../../seats/lenses-money.ts';
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const interest = x.calc('interest_year');
    const revenue = x.actual('arr') ?? x.actual('annual_revenue');
    const ofProfit = x.calc('interest_share_of_profit');
    if (ofProfit?.value != null)
      c.lean(
        ofProfit.value > 50 ? -1 : ofProfit.value > 25 ? -0.5 : 0.25,
        `A year’s interest would take ${ofProfit.result}${ofProfit.value > 25 ? ': what the money buys must earn more than that before the loan adds any profit' : ', which the business can carry if sales hold'}.`,
        'Show the extra profit the money earns, month by month, against the repayments before signing.',
      );
    else if (interest?.value != null && revenue)
      c.lean(
        interest.value / (revenue.meaning === 'mrr' ? revenue.value * 12 : revenue.value) > 0.1 ? -0.5 : 0.25,
        `Interest comes to ${interest.result} a year, against ${revenue.text} of ${revenue.label}: payable whatever sales do.`,
        'Check that cash flow covers interest and repayments in a bad quarter before signing.',
      );
    else if (interest?.value != null)
      c.pro(
        0,
        `Interest comes to ${interest.result} a year (${interest.inputs}), payable whatever sales do.`,
      );
    const repayment = x.calc('monthly_repayment');
    const added = x.calc('runway_added');
    const withRepayments = x.calc('runway_with_repayments');
    if (repayment && withRepayments?.value != null && added) {
      c.pro(
        0.5,
        `Repayments of ${repayment.result} come out of cash: with the loan, runway is ${withRepayments.result} once they start (${withRepayments.inputs}); the loan alone adds ${added.result} at today’s burn, before repayments.`,
      );
    } else {
      if (repayment) c.pro(0, `Repayments come to ${repayment.result} (${repayment.inputs}).`);
      if (added) c.pro(0.5, `The loan adds ${added.result} of runway at today’s burn (${added.inputs}).`);
    }
    // The lender's own test: a year of operating profit against a year of repayments.
    const coverage = x.calc('debt_service_coverage');
    const floor = x.inRole('coverage_ratio', 'floor');
    if (coverage?.value != null && floor && coverage.value < floor.value)
      c.con(
        1,
        `Debt service coverage would be ${coverage.result} (${coverage.inputs}).`,
        'Borrow less, over a longer term, or raise operating profit first, so coverage clears the covenant with room to spare.',
        'high',
      );
    else if (coverage?.value != null)
      c.lean(
        coverage.value < 1.25 ? -0.5 : 0.25,
        `Debt service coverage would be ${coverage.result} (${coverage.inputs}).`,
        'Test coverage in a downside quarter, not only on last year’s profit.',
      );
    const margin = x.actual('gross_margin_pct');
    if (margin)
      c.pro(0.25, `A ${margin.text} gross margin leaves room to service the debt if the goods sell.`);
    c.act('Build a repayment schedule against a downside sales case', 'before signing');
  },
  RISK_OFFICER: (x, c) => {
    const runway = runwayOf(x);
    if (runway && runway.value < 6 && !x.says(/\b(revenue|sales|profitable|cash flow positive)\b/))
      c.con(
        0.75,
        `With ${months(runway.value)} of runway and no revenue to repay from, a loan postpones the problem and adds a creditor ahead of everyone.`,
        'Borrow only against a credible path to repay: revenue, a round in progress, or assets.',
        'high',
      );
    if (x.duty('debt_covenants'))
      c.con(
        0.5,
        'A covenant can be breached exactly when cash is short, and hands control to the lender.',
        'Model the covenant headroom month by month.',
        'high',
      );
    if (x.duty('personal_guarantee'))
      c.con(
        0.75,
        'A personal guarantee puts a founder’s own assets behind the company’s risk.',
        'Negotiate the guarantee away or cap it.',
        'high',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (
      x.says(
        /\b(instead of (?:raising|equity|a round)|non-?dilutive|venture debt|rather than (?:raise|dilut))\w*/,
      )
    )
      c.pro(0.5, 'Debt avoids dilution, if the company can repay it from growth or the next round.');
    else if (x.says(/\b(investors?|vc|venture|seed|series [a-e]|next round|equity round|shareholders)\b/))
      c.ask(
        'How does the debt sit with the next equity round: will new investors accept a lender ahead of them?',
      );
    else {
      // An owner-run business: the question is whether the money earns more than it costs.
      const rate = x.proposed('interest_rate_pct');
      if (rate) c.ask(`What return a year does the money earn, against ${rate.text} in interest?`);
    }
  },
  CEO: (x, c) => {
    const purpose = x.says(
      /\b(inventory|stock|equipment|machines?|working[- ]capital|receivables|fleet|expansion|growth|(?:production|assembly|packing|bottling) line|ovens?|vehicles?|trucks?|warehouse)\b/,
    );
    if (purpose)
      c.pro(
        0.5,
        'Borrowing to fund an asset or working capital that earns its own repayment is what debt is for.',
      );
    else c.ask('What exactly does the loan pay for, and how will what it pays for earn the repayments?');
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.con(
      0.25,
      'The loan agreement’s events of default, security and reporting duties bind the board for its term.',
      'Have counsel review events of default, security and any cross-default before signing.',
    );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(revenue-based|factoring|invoice financ\w*|grant|equity)\b/))
      c.pro(0, 'There are alternatives on the table; compare their all-in cost with this loan’s.');
    else c.ask('What would revenue-based financing, a grant or a small equity round cost instead?');
  },
};
