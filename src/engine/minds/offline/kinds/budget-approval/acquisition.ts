// A period's paid-acquisition budget: spend bought back by the customers it wins. The seats judge
// it on LTV ÷ CAC and the CAC payback the reader computed, and fund it in tranches, not as an
// annual plan (no hiring, no year-end result) and not as a product launch.
import { ratioText } from '../../reader/unit-economics.ts';
import type { KindContext, NotesBuilder, RoleChecklist } from '../kind-kit.ts';

/** Words that make a budget one for buying customers: channels, CAC, paid acquisition. */
export const ACQUISITION_SPEND =
  /\b(?:paid[- ](?:acquisition|marketing|ads|search|social|channels?)|acquisition (?:budget|spend)|(?:marketing|advertising|ads?|performance[- ]marketing|demand[- ]gen) (?:budget|spend)|cac\b|cost (?:per|to) acqui\w+|customer acquisition|ltv\b|lifetime value|(?:google|meta|facebook|linkedin|tiktok) ads)/i;

/** A deck or plan that states its own return. */
const CLAIMED_RETURN = /\b(?:deck|claim\w*|model\w*|projects?|promis\w*|says?)\b/i;

/** A whole year's plan names marketing among its lines; it stays an annual plan. */
const ANNUAL_PLAN =
  /\b(?:operating budget|annual budget|(?:fy|20)\d{2} budget|budget for (?:fy|20)\d{2}|operating plan|annual plan|next year['’]s budget|hires?|hiring|headcount)\b/i;

export const isAcquisitionBudget = (text: string) => ACQUISITION_SPEND.test(text) && !ANNUAL_PLAN.test(text);

/** The ratio the board computed, when it falls short of what a paid channel needs. */
function shortRatio(x: KindContext): { result: string; ratio: string; inputs: string } | null {
  const ratio = x.calc('ltv_to_cac');
  return ratio && ratio.value != null && ratio.value < 3
    ? { result: ratio.result, ratio: ratioText(ratio.value), inputs: ratio.inputs }
    : null;
}

/** Each seat's checklist when the budget buys customers. */
export const ACQUISITION_CHECKLISTS: Readonly<Record<string, RoleChecklist>> = {
  INDEPENDENT_GOVERNANCE: (x: KindContext, c: NotesBuilder) => {
    const short = shortRatio(x);
    if (short)
      c.con(
        0.5,
        `${x.says(CLAIMED_RETURN) ? 'The spend is argued on a claimed return, but the' : 'The'} board's own LTV ÷ CAC is ${short.result} (${short.inputs}): approving the whole budget before a tranche has measured it would not be approving it knowingly.`,
        'Minute the LTV ÷ CAC and payback the board computed, and approve only the first tranche on them',
      );
    else
      c.ask(
        'What LTV ÷ CAC and CAC payback did the last period’s spend actually deliver, measured on cohorts, not modelled?',
      );
  },
  CEO: (_x, c) => {
    c.pro(
      0.25,
      'Growth needs a paid channel that works: a first tranche tests this one without betting the period on it.',
    );
    c.act(
      'Name the channels and the customers the spend buys, with what each returned last period',
      'before the first tranche',
    );
  },
  RISK_OFFICER: (_x, c) => {
    c.con(
      0.25,
      'Paid channels get dearer as spend scales: the last period’s CAC flatters the next dollar.',
      'Release the budget in tranches, each on the measured CAC of the one before',
    );
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.act('Track CAC, conversion and early churn per channel every week of the spend', 'weekly');
  },
  INVESTOR_REP: (x, c) => {
    const short = shortRatio(x);
    if (short)
      c.con(
        0.25,
        `Growth bought at ${short.ratio} LTV ÷ CAC does not compound: investors read it as burn.`,
        'Scale the spend only once a channel shows LTV ÷ CAC of 3× on measured cohorts',
      );
    else c.pro(0.25, 'Acquisition that pays back is the growth investors fund.');
  },
};
