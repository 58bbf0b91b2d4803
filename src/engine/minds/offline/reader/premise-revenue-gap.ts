// A plan whose figures do not close: it counts on revenue that starts in some month, but at the
// burn it states the cash runs out before then. 'We have $100k and burn $80k a month; the plan
// counts on $50k a month of new revenue from month 4': the cash lasts 1.3 months, so the plan needs
// about $220k to reach its revenue. The board decides on the gap, not on the revenue.
import type { PremiseCheck, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months } from './format.ts';

const REVENUE = new Set(['mrr', 'arr', 'annual_revenue', 'contract_value']);
/** 'from month 4', 'starting in month six', 'after 6 months', 'in 5 months' time'. */
const START =
  /\b(?:from|starting(?: in| from)?|start(?:s|ing)? in|begin\w*(?: in)?|kicks? in(?: in)?|arriv\w* in|comes? in(?: in)?|after|in|by|not until|only in)\s+(?:month\s+(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s+months?\b)/i;
/** Words that make a revenue figure one the plan expects rather than one earned today. */
const EXPECTED =
  /\b(?:plan\w*|counts? on|counting on|reli\w* on|assum\w*|expect\w*|forecast\w*|projected|will|would|should|new)\b/i;

function startMonthOf(n: ReadingNumber): number | null {
  const m = START.exec(n.clause);
  const month = Number(m?.[1] ?? m?.[2]);
  return Number.isFinite(month) && month > 0 ? month : null;
}

/** The cash running out before revenue the plan counts on starts, with the sum that bridges it. */
export function cashBeforeRevenueCheck(x: CalcContext): PremiseCheck | null {
  const cash = x.actual('cash');
  const burn = x.actual('monthly_burn');
  if (!cash || !burn || burn.value <= 0) return null;
  for (const n of x.numbers) {
    if (!REVENUE.has(n.meaning) || n.whose !== 'ours' || n.role === 'past' || n.role === 'floor') continue;
    if (n.role === 'actual' && !EXPECTED.test(n.clause)) continue;
    const start = startMonthOf(n);
    const runway = cash.value / burn.value;
    if (start === null || runway >= start) continue;
    const gap = burn.value * start - cash.value;
    return {
      meaning: 'cash_before_revenue',
      label: 'the cash until the revenue starts',
      stated: start,
      stated_text: `revenue from month ${start}`,
      computed: runway,
      computed_text: months(runway),
      difference_pct: Math.round((100 * (start - runway)) / start),
      text: `The plan counts on ${n.text} of revenue from month ${start}, but ${x.money(cash.value)} of cash at ${x.money(burn.value)} a month lasts ${months(runway)}: the cash runs out before the revenue arrives, about ${x.money(gap)} short of reaching it (${x.money(burn.value)} × ${start} − ${x.money(cash.value)}); the board decides on how that gap is bridged, not on the revenue.`,
    };
  }
  return null;
}
