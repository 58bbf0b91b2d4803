// Each seat's checklist for a partnership or reseller deal: what the partner brings (reach,
// customers) against what it takes (margin, exclusivity, control of the customer), and how to exit.
import type { KindChecklists } from '../kind-kit.ts';

export const CHECKLISTS: KindChecklists = {
  CFO: (x, c) => {
    const margin = x.calc('reseller_margin');
    if (margin)
      c.con(
        0.25,
        `The partner keeps ${margin.result} (${margin.inputs}).`,
        'Tie the partner’s margin to volume tiers.',
      );
    const value = x.proposed('contract_value') ?? x.proposed('annual_revenue');
    if (value) c.pro(0.5, `It is expected to bring ${value.text}.`);
  },
  RISK_OFFICER: (x, c) => {
    if (x.duty('exclusivity') || x.says(/\bexclusiv\w*/))
      c.con(
        0.75,
        'Exclusivity locks the market to one partner whether or not it performs.',
        'Make exclusivity conditional on minimum sales, with an exit if they are missed.',
        'high',
      );
    c.ask('How does the partnership end, and who keeps the customers when it does?');
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(reach|distribution|channel|access to|customers|users|promot\w*|featured|market)\b/))
      c.pro(0.5, 'A partner with reach brings customers the company could not reach alone.');
    c.ask('Who owns the customer relationship and the data in this partnership?');
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(/\bwhite-?label\w*/))
      c.con(
        0.25,
        'Under a white label, users will not know whom to call when something goes wrong.',
        'Agree who supports the end users, with service levels.',
      );
    else c.pro(0.25, 'Customers gain if the partnership makes the product easier to buy or use.');
  },
  CEO: (_x, c) => {
    c.pro(0.25, 'A partner can speed up distribution, if it does not distract the team from direct sales.');
  },
  OPERATIONS_EXPERT: (x, c) => {
    if (x.says(/\b(integrat\w*|onboard\w*|training|support)\b/))
      c.con(
        0.25,
        'Partners need onboarding, training and support the team must staff.',
        'Name who manages the partner and budget their time.',
      );
  },
};
