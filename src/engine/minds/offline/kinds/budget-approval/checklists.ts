// Each seat's checklist for a budget or annual plan: whether revenue grows faster than spending,
// how much runway the plan leaves, the assumptions it rests on, and the board's duty to approve it
// knowingly.
import { months } from '../../reader/format.ts';
import { runwayOf, runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext, NotesBuilder, RoleChecklist } from '../kind-kit.ts';
import { ACQUISITION_CHECKLISTS, isAcquisitionBudget } from './acquisition.ts';

/** Spending and revenue growth, when the text gives both. */
function growthGap(x: KindContext): { spend: number; revenue: number } | null {
  const spend = x.numbers.find((n) => n.meaning === 'cost_growth_pct');
  const revenue = x.numbers.find((n) => n.meaning === 'revenue_growth_pct');
  return spend && revenue ? { spend: spend.value, revenue: revenue.value } : null;
}

/** The result at plan and at flat revenue, and the growth the plan needs, as the board computed them. */
function budgetResultPoints(x: KindContext, c: NotesBuilder): void {
  const plan = x.calc('budget_result_at_plan');
  const flat = x.calc('budget_result_flat');
  const growth = x.calc('growth_to_break_even');
  if (!flat || flat.value == null) return;
  const atPlan = plan ? `At plan the year ends ${plan.result} (${plan.inputs}); ` : '';
  const needs = growth ? ` To break even revenue must grow ${growth.result}.` : '';
  if (flat.value < 0)
    c.con(
      0.5,
      `${atPlan}if revenue stays flat it ends ${flat.result} (${flat.inputs}).${needs}`,
      'Approve the spend in stages: release the hires ahead of revenue only as revenue milestones are met',
    );
  else c.pro(0.5, `${atPlan}even with flat revenue the year ends ${flat.result} (${flat.inputs}).`);
  // A margin falling while spend rises: each sale pays for less of the plan.
  const margin = x.actual('gross_margin_pct');
  const before = x.numbers.find((n) => n.meaning === 'gross_margin_pct' && n.role === 'past');
  if (margin && before && margin.value < before.value)
    c.con(
      0.25,
      `Gross margin fell from ${before.text} to ${margin.text}: the same revenue now pays for less of the plan.`,
      'Put a pricing or cost-of-sales plan to recover the margin beside the budget',
    );
}

const PLAN_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const gap = growthGap(x);
    if (gap)
      c.lean(
        gap.revenue >= gap.spend ? 0.75 : -0.5,
        gap.revenue >= gap.spend
          ? `Revenue grew faster than spending (${gap.revenue}% against ${gap.spend}%): the plan builds on improving efficiency.`
          : `Spending grew faster than revenue (${gap.spend}% against ${gap.revenue}%): the plan must show where that turns.`,
        'Approve it with a spending line that moves with revenue quarter by quarter.',
      );
    budgetResultPoints(x, c);
    const runway = runwayOf(x);
    if (runway)
      c.lean(
        runway.value >= 18 ? 0.25 : -0.25,
        `${runway.words}.`,
        'Set the burn the plan may not exceed without coming back to the board.',
      );
    c.act('Report actuals against the budget every quarter, with a re-forecast', 'each quarter');
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.pro(
      0.5,
      'Approving the operating budget is one of the board’s core duties: doing it on stated figures, with the assumptions minuted, is the process working.',
    );
    c.act(
      'Minute the budget’s key assumptions and the spending limits management may not exceed',
      'at the approval',
    );
  },
  CEO: (x, c) => {
    const gap = growthGap(x);
    if (gap && gap.revenue >= gap.spend)
      c.pro(
        0.5,
        'The plan funds growth while the business gets more efficient: the team can execute it with confidence.',
      );
    else c.ask('Which two or three priorities does the budget fund, and what does it stop?');
  },
  RISK_OFFICER: (_x, c) => {
    c.con(
      0.25,
      'A budget is a forecast: the downside case decides whether the company survives a bad year.',
      'Approve it with a downside case and the cuts that would follow it.',
    );
  },
  INVESTOR_REP: (x, c) => {
    const gap = growthGap(x);
    if (gap)
      c.lean(
        gap.revenue >= gap.spend ? 0.5 : -0.25,
        `Investors watch efficiency: revenue ${gap.revenue}% against spending ${gap.spend}%.`,
        'Show how spending per dollar of new revenue improves in the plan.',
      );
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.con(
      0.25,
      'The plan’s hiring and spending must match what the team can absorb.',
      'Phase hiring by quarter and tie it to the revenue milestones.',
    );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const runway = runwayUnder(x, 12);
    if (runway)
      c.con(
        0.5,
        `With ${months(runway.value)} of runway the plan needs a funding step in it, or a path to breaking even.`,
        'Put the next funding or break-even milestone into the plan.',
        'high',
      );
    else c.pro(0.25, 'An approved plan lets the team commit to the year instead of re-arguing it.');
  },
};

/** A paid-acquisition budget takes the acquisition line where it has one; the CFO's sums hold for both. */
export const CHECKLISTS: KindChecklists = Object.fromEntries(
  Object.entries(PLAN_CHECKLISTS).map(([seat, plan]) => {
    const acquisition = ACQUISITION_CHECKLISTS[seat];
    const checklist: RoleChecklist = (x, c) =>
      acquisition && isAcquisitionBudget(x.text) ? acquisition(x, c) : plan?.(x, c);
    return [seat, checklist];
  }),
);
