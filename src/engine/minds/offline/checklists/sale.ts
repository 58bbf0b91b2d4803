// The checklist for an offer to buy OUR company: price against value, the preference waterfall,
// conflicts among those deciding, competing bids, and what a buyer may see before signing.
import type { KindChecklists } from './checklist-kit.ts';

export const SALE_CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const multiple = x.calc('offer_multiple');
    if (multiple)
      c.pro(
        0,
        `The offer is ${multiple.result} (${multiple.inputs}); compare it with the value of staying independent on the current plan.`,
      );
    const runway = x.get('runway_months');
    if (runway && runway.value < 6)
      c.pro(
        0.75,
        `With ${runway.text} of runway, the alternative to selling may be a shutdown: the offer deserves a serious answer.`,
      );
    c.ask('What does each class of shareholder receive at this price, once the preferences are paid?');
    c.act('Model the preference waterfall at this price and at ±20%', 'before any reply to the buyer');
  },
  INVESTOR_REP: (x, c) => {
    const growth = x.get('revenue_growth_pct');
    if (growth && growth.value >= 30)
      c.con(
        0.5,
        `At ${growth.text} growth a year, holding on may be worth more than this price.`,
        'Test the market with other potential buyers before granting exclusivity.',
      );
    else if (x.calc('offer_multiple')) c.pro(0.5, 'A sale turns the stake into cash at a known price.');
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    const conflicts = [
      /\brepresent\b/.test(x.text) && 'board members represent a fund that would sell',
      /\b(also invests|invests in the buyer)\b/.test(x.text) && 'an investor also holds a stake in the buyer',
      /\b(stay for|retention|founders would)\b/.test(x.text) &&
        'founders or staff are offered jobs or retention by the buyer',
      /\binvestors want liquidity\b/.test(x.text) &&
        /\bfounders want\b/.test(x.text) &&
        'investors and founders want different outcomes',
    ].filter((s): s is string => Boolean(s));
    if (conflicts.length)
      c.con(
        1,
        `Some of those deciding have interests of their own in this deal: ${conflicts.join('; ')}.`,
        'Let unconflicted directors lead, and record every conflict in the minutes.',
        'high',
      );
    c.con(
      0.5,
      'A single bidder gives no price discovery.',
      'Run a short, competitive process and consider a fairness opinion.',
    );
  },
  RISK_OFFICER: (x, c) => {
    if (/\b(competitor|rival|customer)\b/.test(x.text))
      c.con(
        0.5,
        'The buyer is a competitor or customer: what it learns in due diligence cannot be unlearned if the deal fails.',
        'Agree clean-team rules and stage the data room: the most sensitive data last.',
        'high',
      );
    c.act('Agree an NDA and clean-team rules before any data leaves the company', 'before due diligence');
  },
  CEO: (x, c) => {
    if (/\b(stay for|retention|founders would|keep building)\b/.test(x.text))
      c.con(
        0.25,
        'What the founders are offered and what the shareholders are offered are negotiated together: that is a conflict.',
        'Agree the price before discussing anyone’s package.',
      );
    c.ask('What happens to the team, the product and the customers under the buyer?');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (/\b(competitor|rival|biggest customer)\b/.test(x.text))
      c.con(
        0.25,
        'Customers may not want to depend on a product owned by their competitor or by another customer.',
        'Ask the buyer for written product and data commitments to current customers.',
      );
  },
  STRATEGIC_ADVISOR: (_x, c) => {
    c.ask('Who else would pay for this company, and why would they pay more?');
  },
};
