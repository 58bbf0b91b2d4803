// Each seat's checklist for an offer to buy OUR company: the price against the value of carrying
// on, the preference waterfall, conflicts among those deciding, competing bids, and what a buyer
// may see before signing. Selling is the board's gravest decision: it needs a process, not a reply.

import { months } from '../../reader/format.ts';
import { INVESTOR_BACKED } from '../../reader/investor-backed.ts';
import { runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const COMPETITOR_BUYER = /\b(competitor|rival|biggest customer|largest customer|main customer)\b/;

function conflicts(x: KindContext): string[] {
  return [
    x.says(/\b(represents?|partner at|sits? on (?:our|the) board for)\b/)
      ? 'directors who represent funds with their own exit timetable'
      : '',
    x.says(/\b(also (?:invests?|holds?|owns?)|invests? in the buyer|stake in the buyer)\b/)
      ? 'an investor who also holds a stake in the buyer'
      : '',
    x.says(
      /\b(retention|stay (?:on )?for|offered (?:jobs|roles|a package)|earn-?out for (?:the )?founders|founders would (?:stay|join))\b/,
    )
      ? 'founders or staff offered jobs or retention by the buyer'
      : '',
  ].filter(Boolean);
}

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const multiple = x.calc('offer_multiple');
    if (multiple) c.pro(0, `The offer is ${multiple.result} (${multiple.inputs}).`);
    const deadline = x.proposed('deadline_months');
    if (deadline && deadline.value <= 1)
      c.con(
        0.5,
        `An offer that expires in ${deadline.text} is built to prevent a comparison with other buyers or with carrying on.`,
        'Ask for more time; a serious buyer gives it.',
        'high',
      );
    const runway = runwayUnder(x, 6);
    if (runway)
      c.pro(
        0.75,
        `With ${months(runway.value)} of runway, the alternative to selling may be a shutdown: the offer deserves a serious answer.`,
      );
    // Preferences are a venture-backed company's; an owner-run firm's question is what it nets.
    if (x.says(INVESTOR_BACKED)) {
      c.ask('What does each class of shareholder receive at this price, once the preferences are paid?');
      c.act('Model the preference waterfall at this price and at ±20%', 'before any reply to the buyer');
    } else {
      c.ask('What does each owner receive at this price, net of debt, fees and tax?');
      c.act(
        'Work out each owner’s proceeds at this price and at ±20%, net of debt, fees and tax',
        'before any reply to the buyer',
      );
    }
    if (x.says(/\b(earn-?out|deferred|escrow|holdback|in (?:their )?stock|shares of the buyer|all-?stock)\b/))
      c.con(
        0.25,
        'Part of the price is deferred or paid in the buyer’s shares: it is worth less than cash, and may never be paid.',
        'Value the deferred part at a discount and negotiate more cash at closing.',
      );
  },
  INVESTOR_REP: (x, c) => {
    const growth = x.actual('revenue_growth_pct');
    const fast =
      growth && (growth.value >= 40 || (growth.value >= 4 && /month/.test(growth.clause.toLowerCase())));
    if (fast)
      c.con(
        0.75,
        `Growing ${growth?.text}${/month/.test(growth?.clause.toLowerCase() ?? '') ? ' a month' : ''}, the company may be worth more next year than this offer.`,
        'Test the market with other buyers before granting exclusivity.',
        'high',
      );
    else if (x.calc('offer_multiple'))
      c.pro(
        0.25,
        'A sale turns the stake into cash at a known price; the question is whether the price is the best available.',
      );
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    const found = conflicts(x);
    if (found.length)
      c.con(
        1,
        `Some of those deciding have interests of their own in this deal: ${found.join('; ')}.`,
        'Let unconflicted directors lead, and record every conflict in the minutes.',
        'high',
      );
    const pressed = runwayUnder(x, 6) !== null;
    if (
      !x.says(/\b(other (?:bidders|buyers|offers)|second (?:bid|offer)|auction|banker|competitive process)\b/)
    )
      c.con(
        pressed ? 0.25 : 0.5,
        'A single bidder gives no price discovery: the board cannot show it got the best price.',
        pressed
          ? 'With little runway, run a quick market check with two or three likely buyers and get a fairness opinion.'
          : 'Run a short, competitive process and consider a fairness opinion.',
        pressed ? 'medium' : 'high',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(COMPETITOR_BUYER))
      c.con(
        0.5,
        'The buyer is a competitor or customer: what it learns in due diligence cannot be unlearned if the deal fails.',
        'Agree clean-team rules and stage the data room, the most sensitive data last.',
        'medium',
      );
    if (x.says(/\b(exclusiv\w*|no-?shop|lock-?up)\b/))
      c.con(
        0.5,
        'Exclusivity stops the company talking to other buyers while this one has every reason to cut the price.',
        'Grant exclusivity only after the price is agreed, and for weeks, not months.',
        'high',
      );
    c.act('Agree an NDA and clean-team rules before any data leaves the company', 'before due diligence');
  },
  CEO: (x, c) => {
    const growth = x.actual('revenue_growth_pct');
    const runway = runwayUnder(x, 9);
    if (growth && growth.value >= 30 && !runway)
      c.con(
        0.5,
        `Growing ${growth.text}, the team adds value every quarter; selling now hands that growth to the buyer.`,
        'Compare the offer with a plan that keeps growing, and with what other buyers would pay.',
        'high',
      );
    else if (runway)
      c.pro(
        0.5,
        `With ${months(runway.value)} of runway, a good home for the team and the customers may be the best outcome available.`,
      );
    if (x.says(/\b(retention|stay (?:on )?for|founders would|keep building|offered (?:jobs|roles))\b/))
      c.con(
        0.25,
        `What ${x.profile.founders ? 'the founders are' : 'management is'} offered and what the shareholders are offered are negotiated together: that is a conflict.`,
        'Agree the price before discussing anyone’s package.',
      );
    c.ask('What happens to the team, the product and the customers under the buyer?');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(COMPETITOR_BUYER))
      c.con(
        0.25,
        'Customers may not want to depend on a product owned by their competitor or by another customer.',
        'Ask the buyer for written product and data commitments to current customers.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const multiple = x.calc('offer_multiple');
    if (multiple?.value != null && multiple.value >= 8)
      c.pro(
        0.5,
        `At ${multiple.result} the offer prices in years of growth the company has not yet delivered.`,
      );
    c.ask('Who else would pay for this company, and why would they pay more?');
  },
  INDUSTRY_EXPERT: (x, c) => {
    const multiple = x.calc('offer_multiple');
    if (multiple?.value != null)
      c.lean(
        multiple.value >= 5 ? 0.25 : -0.25,
        `Sale prices run from about 1–3× revenue for slow-growing businesses to 5–10× for fast-growing software; this offer is ${multiple.result}.`,
        'Ask an adviser for recent comparable deals before answering.',
      );
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.con(
      0.25,
      'Diligence and negotiation take months of the senior team’s time while the business must keep performing.',
      'Name who runs the business day to day while the deal is negotiated.',
    );
  },
};
