// Checklists for the remaining kinds the legacy lenses never understood: loans, price changes,
// infrastructure and build-vs-buy, partnerships, legal matters, shutting a product down,
// mergers and joint ventures. Short on purpose: each item needs its trigger.
import type { KindChecklists } from './checklist-kit.ts';

export const LOAN_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const interest = x.calc('interest');
    if (interest)
      c.con(
        0.25,
        `Interest is ${interest.result} a year (${interest.inputs}), payable whatever sales do.`,
        'Check that the cash flow covers repayments in a bad quarter.',
      );
    const margin = x.get('gross_margin_pct');
    if (margin)
      c.pro(0.25, `A ${margin.text} gross margin leaves room to service the debt if the goods sell.`);
    c.act('Build a repayment schedule against a downside sales case', 'before signing');
  },
  RISK_OFFICER: (x, c) => {
    if (/personal guarantee/.test(x.text))
      c.con(
        1,
        'A personal guarantee puts the founders’ own assets behind the company’s risk.',
        'Negotiate the guarantee away or cap it.',
        'high',
      );
    if (/covenant/.test(x.text))
      c.con(
        0.5,
        'A cash covenant can be breached exactly when cash is short, and hands control to the lender.',
        'Model the covenant headroom month by month.',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (/instead of raising equity|venture debt/.test(x.text))
      c.pro(0.5, 'Debt avoids dilution if the company can repay it from growth.');
  },
};

export const PRICING_CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    const change = x.get('price_change_pct');
    if (change)
      c.ask(`Can we explain to every customer, in one sentence, what they get for ${change.text} more?`);
    if (/\ball (?:plans|customers|accounts)\b/.test(x.text))
      c.con(
        0.5,
        'The change hits every customer at once: there is no cohort to learn from first.',
        'Start with new customers and one cohort of existing ones.',
      );
  },
  INVESTOR_REP: (x, c) => {
    const change = x.get('price_change_pct');
    if (change && /\b(raise|increase|rise)/.test(x.text))
      c.pro(
        0.5,
        `Price is the fastest lever on revenue and margin: ${change.text} flows almost entirely to gross profit for customers who stay.`,
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (/\b(usage-based|per-seat|plans?)\b/.test(x.text))
      c.con(
        0.25,
        'Billing, contracts and invoices must all handle the new model on the same day.',
        'Dry-run the new prices on last month’s invoices before launch.',
      );
  },
  CFO: (x, c) => {
    const breakEven = x.calc('break_even_churn');
    if (breakEven)
      c.pro(
        0.5,
        `Revenue still rises unless more than ${breakEven.result} of customers leave (${breakEven.inputs}).`,
      );
    c.act('Test the new price on new customers or one cohort before all accounts', 'next billing cycle');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const churn = x.get('churn_monthly_pct');
    if (churn && x.get('price_change_pct'))
      c.con(
        0.5,
        `Customers already leave at ${churn.text} a month; a price rise for everyone adds a reason to leave.`,
        'Give existing customers notice and a grandfathering period.',
      );
    if (/\bsmall customers would pay less|cut the price|from \$\d+ to \$\d+/.test(x.text))
      c.pro(0.25, 'A lower entry price removes a reason not to start.');
    c.ask('Which customers pay more, which pay less, and who decides at each of them?');
  },
  INDUSTRY_EXPERT: (x, c) => {
    if (
      /competitors? (?:charge|price|sell)[^.]{0,20}\b(?:less|lower|cheaper)\b|cheaper competitors?/.test(
        x.text,
      )
    )
      c.con(
        0.75,
        'Competitors already charge less: a rise widens the gap customers compare.',
        'Raise only where we are clearly better, and say why.',
        'high',
      );
    else if (/competitors? charge/.test(x.text))
      c.pro(0.5, 'Competitors charge more: there is room to price up without becoming the expensive option.');
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (/\b(reliability|complain\w*|outages?)\b/.test(x.text) && x.get('price_change_pct'))
      c.con(
        0.5,
        'Asking for more while customers complain about the product invites them to compare.',
        'Fix the complaints first, then price for the better product.',
      );
  },
  CTO: (x, c) => {
    if (/\b(reliability|outages?|downtime)\b/.test(x.text))
      c.con(
        0.5,
        'The reliability complaints are an engineering problem that a price rise makes more expensive to ignore.',
        'Publish a reliability plan before the new prices take effect.',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (
      /churn[^.]{0,30}\b(rising|increasing|climbing|up)\b|\b(rising|increasing|high) churn/.test(x.text) &&
      x.get('price_change_pct')
    )
      c.con(
        0.75,
        'Churn is already rising: a price rise on top can start a spiral where each loss raises the pressure to raise again.',
        'Stage the rise on one cohort with a churn stop-loss.',
        'high',
      );
    const share = x.get('revenue_share_pct');
    if (share && share.value >= 40)
      c.con(
        0.5,
        `The customers most affected are ${share.text} of revenue: a few renegotiations decide the outcome.`,
        'Talk to the largest accounts before announcing.',
      );
  },
};

export const INFRASTRUCTURE_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const payback = x.calc('infra_payback');
    if (payback) c.pro(0.5, `The up-front cost pays back in about ${payback.result} (${payback.inputs}).`);
    const growth = x.calc('cost_growth');
    if (growth)
      c.con(
        0.25,
        `The ${x.get('cost_growth_pct')?.text} growth figure is the bill growing, not the business: it is the problem to solve, not a sign of momentum.`,
        'Find out what drives the bill (traffic, waste, pricing) before choosing a fix.',
      );
    c.ask('What does each option cost over three years, including people and migration?');
  },
  CTO: (x, c) => {
    if (/\b(colocation|own servers|hardware)\b/.test(x.text))
      c.con(
        0.5,
        'Running our own hardware makes the team responsible for failures the cloud handled: capacity, spares, network, security.',
        'Migrate one service first and keep the cloud as fallback.',
      );
    if (/\b(rewrite)\b/.test(x.text))
      c.con(
        0.75,
        'Full rewrites routinely take far longer than planned while the old system still needs care.',
        'Replace the system piece by piece behind stable interfaces.',
        'high',
      );
    if (/\b(security incidents?|breach)\b/.test(x.text))
      c.pro(0.75, 'Security incidents in a home-grown system are the case for a specialist vendor.');
    if (/\bbuild\b/.test(x.text) && /\bbuy\b/.test(x.text))
      c.ask('Is this core to what customers pay us for? Build only what differentiates.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const people = x.get('headcount');
    if (people)
      c.ask(`Can ${people.text} run the new setup around the clock, including holidays and departures?`);
  },
  RISK_OFFICER: (x, c) => {
    if (/\b(outages?|incidents?)\b/.test(x.text))
      c.pro(0.25, 'The current setup already fails; doing nothing is not the safe option.');
  },
};

export const PARTNERSHIP_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const margin = x.calc('reseller_margin');
    if (margin)
      c.con(
        0.25,
        `The partner keeps ${margin.result} (${margin.inputs}).`,
        'Tie the margin to volume tiers.',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (/exclusiv/.test(x.text))
      c.con(
        0.75,
        'Exclusivity locks the market to one partner whether or not it performs.',
        'Make exclusivity conditional on minimum sales, with an exit if they are missed.',
        'high',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (/promise|would pay|featured/.test(x.text))
      c.pro(0.5, 'A partner with reach brings customers we could not reach alone.');
    c.ask('Who owns the customer relationship and the data in this partnership?');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (/white-label/.test(x.text))
      c.con(
        0.25,
        'Under a white label, users will not know who to call when something goes wrong.',
        'Agree who supports the end users, with service levels.',
      );
  },
};

export const LEGAL_CHECKLISTS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.con(
      0.25,
      'A legal dispute is decided on the documents: what the company can show matters more than what it meant.',
      'Preserve every relevant record now and take counsel’s advice.',
    );
  },
  RISK_OFFICER: (x, c) => {
    const deadline = x.get('deadline_months');
    if (deadline)
      c.con(
        0.5,
        `There is a deadline (${deadline.text}): missing it can turn a complaint into a finding.`,
        'Answer within the deadline, through counsel.',
        'high',
      );
    if (/\bincomplete\b/.test(x.text))
      c.con(
        0.5,
        'The records are incomplete, which weakens the defence.',
        'Let counsel assess the exposure before deciding to settle or fight.',
        'high',
      );
  },
  CFO: (x, c) => {
    const cost = x.get('cost');
    const revenue = x.get('annual_revenue');
    if (cost && revenue)
      c.ask(
        `What is the expected cost of each route — ${cost.text} against the cost of defending — and what does each mean against ${revenue.text} of revenue?`,
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (/\b(customer|data)\b/.test(x.text))
      c.con(
        0.25,
        'A customer who complains to a regulator has already lost trust; others may follow.',
        'Fix the underlying practice, not only the complaint.',
      );
  },
};

export const SHUTDOWN_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const mrr = x.get('mrr');
    if (mrr)
      c.con(
        0.25,
        `The product brings in ${mrr.text} a month, about ${Math.round((mrr.value * 12) / 1000)}k a year, which stops.`,
        'Offer a migration path that keeps as much of it as possible.',
      );
    const cost = x.get('monthly_cost');
    if (cost) c.pro(0.5, `It costs ${cost.text} a month to run.`);
    const share = x.get('revenue_share_pct');
    if (share)
      c.con(
        0.5,
        `It is ${share.text} of revenue: the company gets smaller before it gets better.`,
        'Plan the cost base for the smaller revenue before announcing.',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const customers = x.get('customers') ?? x.get('users');
    c.con(
      0.5,
      `${customers ? `${customers.text} ` : 'Customers '}depend on it; a shutdown breaks their workflow on our schedule, not theirs.`,
      'Give long notice, export tools and a migration offer.',
    );
    if (/warranty/.test(x.text))
      c.con(
        0.5,
        'Devices under warranty still need support after the line ends.',
        'Keep warranty service funded until the last warranty expires.',
      );
  },
  CTO: (x, c) => {
    if (/\bengineers?\b/.test(x.text))
      c.pro(0.5, 'Engineers maintaining the old product go back to work that grows the company.');
  },
  STRATEGIC_ADVISOR: (_x, c) => {
    c.pro(0.25, 'Stopping something is how focus becomes real.');
  },
};

export const MERGER_CHECKLISTS: KindChecklists = {
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (/both ceos|who leads|lead it/.test(x.text))
      c.con(
        0.75,
        'Who leads the combined company is undecided: mergers of equals fail most often on exactly that.',
        'Settle leadership and governance before valuation.',
        'high',
      );
  },
  CFO: (x, c) => {
    const cost = x.get('cost');
    if (cost)
      c.ask(
        `What does the ${cost.text} contribution buy, and how is it returned if the venture is wound up?`,
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (/joint venture/.test(x.text))
      c.pro(0.5, 'A joint venture shares the cost of entering a market with someone who knows it.');
    c.ask('How does the venture end, and who keeps the customers and the IP when it does?');
  },
  RISK_OFFICER: (x, c) => {
    if (/\b(50%|equal)\b/.test(x.text))
      c.con(
        0.5,
        'A 50/50 structure can deadlock.',
        'Write a deadlock mechanism and exit terms into the agreement.',
      );
  },
};
