// Revenue-based financing: an advance repaid as a share of revenue until a multiple of it is paid
// back. Its cost is the multiple less one; how dear that is depends on how fast the share repays
// the cap, so the board works out the months and the yearly rate they imply, and sets them
// against selling equity at the valuation offered.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months, pct } from './format.ts';

/** '…until we have repaid 1.4x', 'capped at 1.3×', 'a repayment cap of 1.5x': the cap's multiple. */
export const REPAYMENT_CAP_BEFORE =
  /\b(?:repa(?:y|id|ying|yment|yments)|cap(?:ped)?|until|total (?:of|repayment)|up to|pay(?:s|ing)? back)\b[^.;]{0,40}$/;

/** An advance repaid from revenue: it has a cap and a share of revenue, not covenants, unless the text names some. */
export const REVENUE_BASED =
  /\brevenue[- ]based (?:financ\w*|advance|loan|funding)|\brepaid (?:as|at|from|through|with) (?:a |an )?(?:\d+(?:\.\d+)?% |fixed |small )?(?:share |percentage |cut )?(?:of )?(?:our |the )?(?:monthly |daily |weekly )?(?:revenue|sales|receipts|takings)|\b(?:share|percentage|cut) of (?:our |the )?(?:monthly |daily |weekly |future )?(?:revenue|sales|receipts|takings) until\b/i;

const MAX_MONTHS = 120;

/** The monthly payments until the cap is reached, revenue growing at a steady monthly rate. */
function scheduleOf(cap: number, share: number, revenue: number, growth: number): number[] | null {
  const payments: number[] = [];
  let paid = 0;
  for (let t = 0; t < MAX_MONTHS && paid < cap - 1e-6; t++) {
    const pay = Math.min(share * revenue * (1 + growth) ** t, cap - paid);
    payments.push(pay);
    paid += pay;
  }
  return paid >= cap - 1e-6 ? payments : null;
}

/** The monthly rate at which the payments are worth the advance today (bisection on the NPV). */
function monthlyRateOf(advance: number, payments: readonly number[]): number {
  const npv = (r: number) => payments.reduce((sum, p, t) => sum + p / (1 + r) ** (t + 1), 0) - advance;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The monthly revenue the share is taken from: MRR, or a year's revenue spread over twelve. */
function monthlyRevenueOf(x: CalcContext): number | null {
  const mrr = x.actual('mrr');
  if (mrr) return mrr.value;
  const annual = x.actual('arr') ?? x.actual('annual_revenue');
  return annual ? annual.value / 12 : null;
}

export function revenueFinancingCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const multiple = x.numbers.find((n) => n.meaning === 'repayment_cap_multiple' && n.whose === 'ours');
  const advance = x.proposed('loan_amount') ?? x.proposed('raise_amount');
  if (!multiple || !advance || multiple.value <= 1 || multiple.value > 5) return;
  const cost = advance.value * (multiple.value - 1);
  const share = x.proposed('revenue_share_pct');
  const revenue = monthlyRevenueOf(x);
  const growth = x.actual('revenue_growth_pct');
  const monthlyGrowth =
    growth && /\b(?:a|per|each|every) month|monthly|\bmom\b/i.test(growth.clause) ? growth.value / 100 : 0;
  const schedule =
    share && revenue
      ? scheduleOf(advance.value * multiple.value, share.value / 100, revenue, monthlyGrowth)
      : null;
  const yearly = schedule ? (1 + monthlyRateOf(advance.value, schedule)) ** 12 - 1 : null;
  out.push({
    id: 'rbf_cost',
    label: 'What the advance costs',
    value: cost,
    result:
      `${x.money(cost)} on ${x.money(advance.value)} (${multiple.text} cap − 1)` +
      (schedule && yearly !== null
        ? `, repaid in about ${months(schedule.length)}: about ${pct(100 * yearly)} a year`
        : ''),
    inputs:
      `${x.money(advance.value)} × (${multiple.value} − 1)` +
      (schedule
        ? `; ${pct(share?.value ?? 0)} of ${x.money(revenue ?? 0)} a month${monthlyGrowth ? ` growing ${pct(100 * monthlyGrowth)} a month` : ' held flat'}`
        : ''),
  });
  // The equity alternative at the valuation offered: what the same money costs in ownership.
  const valuation = x.proposed('valuation');
  const post = x.proposed('post_money_valuation');
  if (valuation || post) {
    const base = post ? post.value : (valuation?.value ?? 0) + advance.value;
    out.push({
      id: 'equity_alternative_dilution',
      label: 'The same money as equity',
      value: (100 * advance.value) / base,
      result: `${pct((100 * advance.value) / base)} of the company`,
      inputs: post
        ? `${x.money(advance.value)} ÷ ${x.money(post.value)} post-money`
        : `${x.money(advance.value)} ÷ (${x.money(valuation?.value ?? 0)} + ${x.money(advance.value)})`,
    });
  }
}
