// Each seat's checklist for borrowing: what the debt costs and buys against equity, whether cash
// flow can carry the repayments in a bad quarter, and what the lender can do when it cannot
// (covenants, security, guarantees, default).
import { months } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext, NotesBuilder } from '../kind-kit.ts';

/** An asset or working capital named: borrowing that earns its own repayment. */
const ASSET =
  /\b(inventory|stock|equipment|machines?|machinery|working[- ]capital|receivables|fleet|expansion|(?:production|assembly|packing|bottling) line|ovens?|vehicles?|trucks?|warehouse|plant|factory|premises|building|refit|kit|tooling|development|construction|scheme|flats|homes|housing)\b/;
/** A covenant tested on debt against earnings. */
const LEVERAGE_TEST =
  /\b(net debt|leverage|debt[- ]to[- ](?:ebitda|earnings)|debt\s*\/\s*ebitda|(?:times|x) ebitda)\b/;
/** Wages: running costs the company owes its staff on a date. */
const WAGES = /\b(payroll|wages|salaries|pay (?:our |the )?(?:staff|team|people))\b/i;
/** Running costs: borrowing that pays for the shortfall it must be repaid from. */
const RUNNING_COSTS =
  /\b(payroll|wages|salaries|losses|burn|runway|bridge|(?<![- ]to[- ]|for[- ])rent|bills|keep (?:the lights|going|trading)|cover (?:costs|expenses|the gap|a shortfall)|make payroll)\b/i;

/** The loan as the text gives it: 'the $500k loan at 9% over 5 years', or 'the loan'. */
function loanTerms(x: KindContext): string {
  const amount = x.proposed('loan_amount');
  const rate = x.proposed('interest_rate_pct');
  const term = x.proposed('term_months');
  return `the ${amount ? `${amount.text} ` : ''}loan${rate ? ` at ${rate.text}` : ''}${term ? ` over ${months(term.value)}` : ''}`;
}

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
    // A leverage covenant is tested on debt against operating profit: the new loan's share of it.
    const leverage = x.calc('loan_to_profit');
    if (leverage?.value != null && x.says(LEVERAGE_TEST))
      c.lean(
        leverage.value > 3 ? -0.5 : leverage.value > 2 ? 0 : 0.25,
        `The new loan alone is ${leverage.result} operating profit (${leverage.inputs})${
          x.profile.noOtherDebt
            ? ': with no other debt, that is the figure the leverage covenant tests.'
            : ': add any debt already owed before setting it against the leverage covenant.'
        }`,
        'Borrow less, or agree the leverage covenant with room for a year of lower profit, before signing.',
      );
    const margin = x.actual('gross_margin_pct');
    if (margin)
      c.pro(0.25, `A ${margin.text} gross margin leaves room to service the debt if the goods sell.`);
    c.act(`Build the repayment schedule for ${loanTerms(x)} against a downside sales case`, 'before signing');
  },
  RISK_OFFICER: (x, c) => {
    const runway = runwayUnder(x, 6);
    if (runway && !x.says(/\b(revenue|sales|profitable|cash flow positive)\b/))
      c.con(
        0.75,
        `With ${months(runway.value)} of runway and no revenue to repay from, a loan postpones the problem and adds a creditor ahead of everyone.`,
        'Borrow only against a credible path to repay: revenue, a round in progress, or assets.',
        'high',
      );
    if (x.duty('debt_covenants')) covenantRisk(x, c);
    if (x.duty('personal_guarantee'))
      c.con(
        0.75,
        `A personal guarantee puts ${x.profile.founders ? 'a founder’s' : 'a director’s or owner’s'} own assets behind the company’s risk.`,
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
    const purpose = x.profile.purpose;
    const asset = x.says(ASSET);
    const repayment = x.calc('monthly_repayment');
    const interest = x.calc('interest_year');
    // What the money must earn, in this loan's own figures: the instalment, else a year's interest.
    const mustEarn = repayment
      ? `: it has to earn at least ${repayment.result.replace(/ for .*$/, '')} to carry its own repayments`
      : interest
        ? `: it has to earn more than the ${interest.result} a year in interest`
        : '';
    if ((purpose && WAGES.test(purpose)) || x.duty('wages_on_time')) {
      // Wages paid on time are owed to staff: borrowing for them honours that duty, if repaid from somewhere real.
      c.pro(
        0.5,
        `The loan keeps wages on time${purpose ? ` (“${purpose}”)` : ''}: what staff are owed comes first, and debt for it is proper once its repayment is in sight.`,
      );
      c.act(
        `Name the cash that repays ${loanTerms(x)} (receivables due, a round, a cut) before drawing it`,
        'before signing',
      );
    } else if (purpose && RUNNING_COSTS.test(purpose) && !ASSET.test(purpose))
      // A condition, not a reason against: a bridge to a milestone is a proper use of debt when repaid from it.
      c.con(
        0.25,
        `The loan would pay for running costs (“${purpose}”), not something that earns its repayment: the repayments come out of the same shortfall.`,
        'Borrow for running costs only against a credible path to repay: signed revenue, a round in progress, or a cut already made.',
        'low',
      );
    else if (purpose)
      c.pro(
        asset ? 0.5 : 0.25,
        `The loan pays for what the text names (“${purpose}”)${mustEarn || (asset ? ', an asset that earns its own repayment' : '')}.`,
      );
    else if (asset)
      c.pro(
        0.5,
        `Borrowing for an asset or working capital that earns its own repayment is what debt is for${mustEarn}.`,
      );
    else c.ask(`What exactly does ${loanTerms(x)} pay for, and how will that earn the repayments?`);
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    // What binds the board beyond the repayments is what the text names: security given and debt a
    // default would cross; with neither named, counsel's review is the duty's, not a stock line here.
    const { security, otherDebt } = x.profile;
    if (!security && !otherDebt) return;
    const term = x.proposed('term_months');
    const binds = [
      security ? `the ${security.replace(/^(?:a|an|the) /, '')} it gives` : null,
      otherDebt ? 'a cross-default with the debt the company already carries' : null,
    ].filter(Boolean);
    c.con(
      0.25,
      `Signing ${loanTerms(x)} binds the company to ${binds.join(' and ')}${term ? ` for ${months(term.value)}` : ' until it is repaid'}.`,
      `Have counsel review ${binds.join(' and ')} before signing.`,
    );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(revenue-based|factoring|invoice financ\w*|grant|equity)\b/))
      c.pro(0, 'There are alternatives on the table; compare their all-in cost with this loan’s.');
    else if (x.profile.stage === 'young' || x.profile.investors)
      c.ask(
        `What would revenue-based financing, a grant or a small equity round cost instead of ${loanTerms(x)}?`,
      );
    else {
      // An established business compares lenders, not funding models: a second quote on the same rate.
      const rate = x.proposed('interest_rate_pct');
      if (rate)
        c.ask(
          `What would a second lender${x.profile.purpose ? ` or asset finance for “${x.profile.purpose}”` : ''} charge, against ${rate.text} here?`,
        );
    }
  },
};

/** What a covenant does to the risk, in this loan's figures; nothing when the text gives none. */
function covenantRisk(x: KindContext, c: NotesBuilder): void {
  const coverage = x.calc('debt_service_coverage');
  const floor = x.inRole('coverage_ratio', 'floor') ?? x.inRole('coverage_ratio', 'actual');
  const cashFloor = x.calc('covenant_headroom');
  const runway = runwayOf(x);
  if (coverage?.value != null && floor) {
    const fall = Math.round(100 * (1 - floor.value / coverage.value));
    if (fall <= 0)
      c.con(
        0.75,
        `The loan would breach its own coverage covenant from the first test (${coverage.value}× against ${floor.text}): the lender could call it at once.`,
        'Do not sign on these terms: borrow less, over a longer term, or raise operating profit first.',
        'high',
      );
    else if (fall < 25)
      c.con(
        0.5,
        `A ${fall}% fall in operating profit would breach the ${floor.text} coverage covenant and hand the lender control.`,
        `Negotiate the covenant or the amount until profit can fall a third without a breach, with a cure period.`,
        'high',
      );
    else
      c.pro(
        0.25,
        `A breach of the ${floor.text} coverage covenant would take a ${fall}% fall in operating profit: room for a bad year.`,
      );
  } else if (cashFloor?.value != null) {
    // A floor already breached is the risk lens's critical point; headroom left is this one.
    if (cashFloor.value >= 0)
      c.con(
        0.5,
        `The cash covenant leaves ${cashFloor.result} (${cashFloor.inputs}).`,
        `Agree a cure period, and watch the ${x.money(cashFloor.value)} of headroom in the monthly pack.`,
        'high',
      );
  } else if (runway)
    c.con(
      0.5,
      `With ${months(runway.value)} of runway, the covenants on ${loanTerms(x)} would be tested exactly when cash is shortest, and a breach hands the lender control.`,
      `Model the covenant headroom month by month over those ${months(runway.value)}.`,
      'high',
    );
  else {
    // No figure to test the covenant against: the concern stands, in the text's own words for it,
    // and the model asked for is of this loan and the figure the text does give.
    const words = x.duty('debt_covenants')?.evidence.find((e) => e !== 'a decision of this kind');
    const base =
      x.actual('annual_revenue') ?? x.actual('arr') ?? x.actual('monthly_burn') ?? x.actual('cash');
    c.con(
      0.5,
      words
        ? `The covenants on ${loanTerms(x)} (“${words}”) are tested whether or not sales hold up; a breach hands the lender control.`
        : `Any covenants on ${loanTerms(x)} would be tested whether or not sales hold up; a breach hands the lender control.`,
      `Test each covenant against a downside case${base ? ` with ${base.label} below today’s ${base.text}` : ''} before signing.`,
      'high',
    );
  }
}
