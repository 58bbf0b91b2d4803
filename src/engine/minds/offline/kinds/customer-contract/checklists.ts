// Each seat's checklist for a large contract: what it brings against what it risks. Revenue and a
// reference customer on one side; uncapped liability, exclusivity, penalties, auto-renewal and a
// customer too large to lose on the other. Most terms can be negotiated before signing.
import { money } from '../../reader/format.ts';
import { counterpartyOf } from '../../reader/whose-thing.ts';
import type { KindChecklists } from '../kind-kit.ts';

/** The other side is one we buy from: the contract is a purchase, judged on cost and continuity. */
export function supplier(text: string): boolean {
  return counterpartyOf(text) === 'supplier';
}

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    if (supplier(x.text)) {
      c.lean(
        x.calc('options_compared') || x.says(/\b(cheaper|saves?|saving|below|less than|lower)\b/)
          ? 0.5
          : 0.25,
        'A supplier is judged on what it costs over the term, switching included, against what the company pays today.',
        'Count the switching costs (setup, overlap, exit fees) against the saving before signing.',
      );
      return;
    }
    const value = x.proposed('contract_value');
    const revenue = x.actual('arr') ?? x.actual('annual_revenue') ?? x.actual('mrr');
    if (value && revenue) {
      const annual = revenue.meaning === 'mrr' ? revenue.value * 12 : revenue.value;
      // A multi-year value is compared a year at a time, like the revenue it joins.
      const term = x.proposed('term_months') ?? x.actual('term_months');
      const years = term && term.value > 12 ? term.value / 12 : 1;
      const yearly = value.value / years;
      const share = (100 * yearly) / (annual + yearly);
      const worth =
        years > 1
          ? `${value.text} over ${term?.text}, about ${money(yearly, value.unit)} a year`
          : value.text;
      c.lean(
        share > 40 ? -0.25 : 0.5,
        `The contract is worth ${worth}: about ${Math.round(share)}% of revenue once signed${share > 40 ? ', and one customer that large can dictate terms later' : ''}.`,
        'Sign, but plan to keep any one customer below about a third of revenue.',
      );
    } else if (value) c.pro(0.5, `The contract brings ${value.text}.`);
    if (x.says(/\b(penalt\w*|liquidated damages|service credits?)\b/))
      c.con(
        0.25,
        'Penalties or service credits eat into the margin whenever delivery slips.',
        'Cap penalties at a share of the fees and tie them to what the team controls.',
      );
  },
  RISK_OFFICER: (x, c) => {
    if (x.duty('uncapped_liability'))
      c.con(
        0.75,
        'Uncapped liability puts the whole company behind one contract.',
        'Cap liability at a multiple of the annual fees (typically 1–2×), with insurance behind it.',
        'high',
      );
    if (x.duty('exclusivity') && supplier(x.text))
      c.con(
        0.5,
        'Exclusivity ties the company to one supplier for the term: no second source if it fails.',
        'Limit exclusivity in scope and time, and keep the right to a second source if service falls short.',
        'high',
      );
    else if (x.duty('exclusivity'))
      c.con(
        0.5,
        'Exclusivity closes off other customers in the segment for the term.',
        'Limit exclusivity in scope and time, and tie it to minimum volumes.',
        'high',
      );
    if (!x.duty('uncapped_liability') && !x.duty('exclusivity'))
      c.ask('What are the liability cap, the indemnities and the termination rights?');
  },
  INDEPENDENT_GOVERNANCE: (x, c) => {
    if (x.duty('auto_renewal') || x.duty('change_of_control'))
      c.con(
        0.25,
        'The renewal and change-of-control terms bind the company beyond this board’s horizon.',
        'Know the notice dates and what a sale of the company would trigger.',
      );
    // The duties raised on the contract's remedies or liability carry their own counsel action.
    if (!x.duty('contract_commitments') && !x.duty('uncapped_liability'))
      c.act('Have counsel review liability, indemnity, IP and termination', 'before signing');
  },
  CEO: (x, c) => {
    if (supplier(x.text)) {
      c.pro(0.25, 'A dependable supplier at a fair price frees the team for the work customers pay for.');
      return;
    }
    if (x.says(/\b(logo|reference|flagship|brand|fortune|enterprise|largest|biggest)\b/))
      c.pro(0.5, 'A customer of this profile is a reference that opens the next deals.');
    else
      c.pro(0.25, 'A signed contract of this size changes the company’s trajectory if it can be delivered.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (supplier(x.text)) {
      c.con(
        0.25,
        'A switch of supplier is when supply breaks: orders in flight, quality and lead times all move at once.',
        'Run the new supplier alongside the old one for a first batch before ending the old contract.',
      );
      return;
    }
    if (x.says(/\b(custom\w*|bespoke|integration|onboard\w*|implementation|sla|24\/7)\b/))
      c.con(
        0.25,
        'Custom work, integrations or tight service levels pull the team away from other customers.',
        'Price the implementation separately and staff it before signing.',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (supplier(x.text)) {
      c.ask(
        'What would customers notice if the new supplier slips: late orders, lower quality, a changed product?',
      );
      return;
    }
    c.pro(0.25, 'A large customer’s requirements often become features every customer values.');
  },
  CTO: (x, c) => {
    if (supplier(x.text)) return;
    if (x.says(/\b(custom\w*|bespoke|fork|on-prem\w*|single-tenant|integration)\b/))
      c.con(
        0.25,
        'Custom code or a separate deployment for one customer becomes a second product to maintain.',
        'Build it as configuration of the main product, or charge for the separate line.',
      );
  },
};
