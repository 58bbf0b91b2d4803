// The product-safety checklist: injury reports make stopping sale, notifying the regulator and
// tracing the batch the first actions, whatever they cost. No seat may oppose a recall because
// the regulator has not been told: telling it is part of the recall.
import type { KindChecklists } from './checklist-kit.ts';

function injured(text: string): boolean {
  return /\b(injur\w*|burns?\b|reactions?|hurt|harm)/.test(text);
}

export const RECALL_CHECKLISTS: KindChecklists = {
  RISK_OFFICER: (x, c) => {
    const rate = x.calc('injury_rate');
    c.pro(
      1.5,
      `${injured(x.text) ? 'People have been hurt' : 'There is a safety defect in the field'}${rate ? ` (${rate.result} reports per 10,000 units so far)` : ''}: stopping sale, notifying the regulator and tracing the batch limit the harm and the liability.`,
    );
    if (x.frame.stated.includes('regulator not notified'))
      c.con(
        0.25,
        'The regulator has not been notified yet: that is a duty now, not a reason to wait.',
        'Notify the product-safety regulator in every market today.',
        'critical',
      );
    c.act('Stop sale and shipment of the affected product and notify the product-safety regulator', 'today');
  },
  INDEPENDENT_GOVERNANCE: (_x, c) => {
    c.pro(
      1,
      'Directors who know of injury reports and do not act carry personal exposure; a documented recall decision protects customers and the company.',
    );
    c.act('Minute the reports known, the decision and when each regulator was notified', 'at the decision');
  },
  CUSTOMER_ADVOCATE: (_x, c) => {
    c.pro(1, 'Customers’ safety comes before cost; a fast, clear recall is what keeps their trust.');
    c.act(
      'Tell every owner directly how to stop using the product and what they get (refund, repair or replacement)',
      'within 48 hours',
    );
  },
  CFO: (x, c) => {
    const perUnit = x.calc('recall_per_unit');
    if (perUnit)
      c.pro(
        0.5,
        `The recall costs about ${perUnit.result} a unit (${perUnit.inputs}); liability claims and a forced recall later would cost more.`,
      );
    c.con(
      0.25,
      'The recall cost hits this quarter’s cash.',
      'Notify the product-liability insurer today and book the provision.',
    );
  },
  CEO: (_x, c) => {
    c.pro(0.75, 'Owning the problem early and in public is what people remember of a recall.');
    c.act('Name one person who runs the recall end to end, with daily reporting to the board', 'today');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const units = x.get('units_affected');
    c.pro(
      0.25,
      `Tracing ${units ? `the ${units.text} units` : 'the affected units'} by batch or serial number is what makes the recall complete.`,
    );
    c.act('Trace the affected batches or serial numbers and set up returns logistics', 'this week');
  },
  CTO: (x, c) => {
    if (/\b(firmware|update|software|app)\b/.test(x.text)) {
      c.pro(
        0.5,
        'A software cause can often be stopped remotely: roll back the update while the fix is tested.',
      );
      c.act(
        'Roll back the update remotely and block further installs until a fix passes safety testing',
        'today',
      );
    } else
      c.con(
        0.25,
        'The root cause is not yet known: other batches or products may share the part or the process.',
        'Find the root cause and check every product that shares the part before the fix ships.',
      );
  },
  INDUSTRY_EXPERT: (_x, c) => {
    c.pro(0.25, 'Recalls handled fast are remembered for the handling; slow ones for the injuries.');
  },
  INVESTOR_REP: (_x, c) => {
    c.pro(
      0.25,
      'The brand is the asset: a prompt recall protects it; a late one damages it more than the cost.',
    );
  },
};
