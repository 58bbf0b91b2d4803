// Each seat's checklist for a price change: how many customers can leave before revenue falls,
// who is affected and how much warning they get, what competitors charge, and whether the
// product has earned the new price. A rise tested on a cohort beats one applied to everyone.
import { SILENT_CHANGE } from '../../duties/other.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const ALL =
  /\b(all (?:plans|customers|accounts|subscribers|users)|every (?:customer|plan|account)|across the board|existing customers|current customers)\b/i;
const RISE = (x: KindContext) =>
  x.says(/\b(rais\w*|increas\w*|hike|rise|go(?:ing)? up|more expensive|charge more)\b/i);
/**
 * A rise already decided, asked as how it reaches the people paying: silently at renewal or with
 * notice first. The board answers that choice (the two ways compared), not whether to raise.
 */
const HOW_TO_APPLY = (x: KindContext) =>
  x.says(SILENT_CHANGE) && x.says(/\b(?:notice|notify\w*|tell|email|warn\w*|inform|write to|announce)\b/i);

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const breakEven = x.calc('break_even_churn');
    if (breakEven)
      c.pro(
        0.5,
        `Revenue still rises unless more than ${breakEven.result} of customers leave (${breakEven.inputs}).`,
      );
    const affected = x.calc('accounts_affected');
    if (affected) c.pro(0, `${affected.label}: ${affected.result}.`);
    const churn = x.actual('churn_monthly_pct');
    if (HOW_TO_APPLY(x)) {
      if (breakEven && churn)
        c.pro(
          0.5,
          `Of the two ways, notice costs only the cancellations it prompts: revenue falls only if more than ${breakEven.result} leave, against ${churn.text} who leave in a normal month.`,
        );
      c.act(
        'Send the notice with the date and a free way to cancel, and track cancellations against the usual churn',
        'before the new price applies',
      );
    } else
      c.act('Test the new price on new customers or one cohort before all accounts', 'next billing cycle');
  },
  INVESTOR_REP: (x, c) => {
    const change = x.proposed('price_change_pct');
    if (change && RISE(x))
      c.pro(
        0.5,
        `Price is the fastest lever on revenue and margin: ${change.text} flows almost entirely to gross profit for the customers who stay.`,
      );
    else if (!RISE(x)) c.ask('How much more volume must the lower price bring to keep gross profit level?');
  },
  CEO: (x, c) => {
    const change = x.proposed('price_change_pct');
    if (change && RISE(x))
      c.ask(`Can we explain to every customer, in one sentence, what they get for ${change.text} more?`);
    if (HOW_TO_APPLY(x))
      c.pro(
        0.25,
        'The rise is decided; the choice is how it reaches the people paying, and telling them first keeps the trust a silent rise spends.',
      );
    else if (x.says(ALL))
      c.con(
        0.5,
        'The change hits every customer at once: there is no cohort to learn from first.',
        'Start with new customers and one cohort of existing ones.',
      );
    else
      c.pro(0.25, 'A change that starts with some customers can be corrected before it reaches all of them.');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    const churn = x.actual('churn_monthly_pct');
    if (churn && RISE(x))
      c.con(
        0.5,
        `Customers already leave at ${churn.text} a month; a price rise adds a reason to leave.`,
        'Give existing customers notice and a grandfathering period.',
        'high',
      );
    else if (RISE(x))
      c.con(
        0.25,
        'Existing customers judge a rise by the notice and the reason they are given.',
        'Give at least one billing cycle’s notice and say what improved.',
      );
    else c.pro(0.5, 'A lower price removes a reason not to start or to stay.');
  },
  INDUSTRY_EXPERT: (x, c) => {
    const theirs = x.numbers.find((n) => n.meaning === 'price' && n.whose === 'competitor');
    const ours = x.numbers.find((n) => n.meaning === 'price' && n.whose === 'ours');
    if (theirs && ours)
      c.lean(
        theirs.value >= ours.value ? 0.5 : -0.5,
        `A competitor charges ${theirs.text} against our ${ours.text}${theirs.value >= ours.value ? ': there is room to price up' : ': a rise widens the gap customers compare'}.`,
        'Raise only where the product is clearly better, and say why.',
      );
    else if (
      x.says(/\bcompetitors? (?:charge|price|sell)[^.]{0,30}\b(?:less|lower|cheaper)\b|cheaper competitors?/)
    )
      c.con(
        0.75,
        'Competitors already charge less: a rise widens the gap customers compare.',
        'Raise only where the product is clearly better, and say why.',
        'high',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(reliability|complain\w*|outages?|bugs?)\b/) && RISE(x))
      c.con(
        0.5,
        'Asking for more while customers complain about the product invites them to compare.',
        'Fix the complaints first, then price for the better product.',
      );
    else if (RISE(x))
      c.pro(
        0.25,
        'A price that reflects the value delivered is a signal to the market as much as to customers.',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (
      x.says(/churn[^.]{0,30}\b(rising|increasing|climbing|up)\b|\b(rising|increasing|high) churn/) &&
      RISE(x)
    )
      c.con(
        0.75,
        'Churn is already rising: a rise on top can start a spiral where each loss raises the pressure to raise again.',
        'Stage the rise on one cohort with a churn stop-loss.',
        'high',
      );
    const share = x.proposed('revenue_share_pct');
    if (share && share.value >= 40)
      c.con(
        0.5,
        `The customers most affected are ${share.text} of revenue: a few renegotiations decide the outcome.`,
        'Talk to the largest accounts before announcing.',
      );
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (x.says(/\b(usage-based|per-seat|tiers?|plans?|billing)\b/))
      c.con(
        0.25,
        'Billing, contracts and invoices must all handle the new prices on the same day.',
        'Dry-run the new prices on last month’s invoices before launch.',
      );
  },
  CTO: (x, c) => {
    if (x.says(/\b(usage-based|metered|per (?:api )?call|consumption)\b/))
      c.con(
        0.25,
        'Usage-based pricing needs metering the customer can trust.',
        'Ship usage dashboards and alerts before billing on usage.',
      );
  },
};
