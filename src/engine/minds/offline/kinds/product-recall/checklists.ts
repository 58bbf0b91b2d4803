// Each seat's checklist for a product-safety decision: injury reports make stopping sale,
// notifying the regulators and tracing the batches the first actions, whatever they cost. When
// the proposal is to wait, keep selling or quietly fix, every seat that speaks opposes it as
// proposed and names the recall as the course.
import { courseSeats } from '../course-seats.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

/** The proposal is to not act (yet): keep selling, delay, wait for more data, fix quietly. */
export const STALLING =
  /\b(keep (?:selling|shipping)|continue (?:to sell|selling|shipping)|delay(?:ing)? (?:the )?recall|postpone\w* (?:the )?recall|hold off|wait (?:for|until|and see)|not (?:to )?recall|quiet(?:ly)? fix|silent(?:ly)? fix|without (?:a )?recall|after the (?:holiday|season|launch|quarter)|sell (?:through|off) (?:the )?(?:remaining |existing )?(?:stock|inventory))\b/;

function stalling(x: KindContext): boolean {
  return x.says(STALLING);
}

const hurt = (x: KindContext) =>
  x.says(/\b(injur\w*|burns?|hospitali[sz]\w*|harm\w*|hurt|allergic|fires?|choking)\b/);

/** The seats that only argue the recall, each in its own words. */
const RECALL_SEATS = courseSeats(stalling, {
  INDEPENDENT_GOVERNANCE: {
    weight: 1,
    why: 'Directors who know of injury reports and do not act carry personal exposure; a documented recall decision protects customers and the company.',
    instead: 'Decide the recall now and minute what was known and when.',
    act: ['Minute the reports known, the decision and when each regulator was notified', 'at the decision'],
  },
  CUSTOMER_ADVOCATE: {
    weight: 1,
    why: 'Customers’ safety comes before cost; a fast, clear recall is what keeps their trust.',
    instead: 'Tell every owner now how to stop using the product and what they get.',
    act: [
      'Tell every owner directly how to stop using the product and what they get (refund, repair or replacement)',
      'within 48 hours',
    ],
  },
  CEO: {
    weight: 0.75,
    why: 'Owning the problem early and in public is what people remember of a recall.',
    instead: 'Announce the recall yourself, with the facts and the remedy.',
    act: ['Name one person who runs the recall end to end, with daily reporting to the board', 'today'],
  },
  OPERATIONS_EXPERT: {
    weight: 0.5,
    why: (x) => {
      const units = x.proposed('units_affected');
      return `Tracing ${units ? `the ${units.text} units` : 'the affected units'} by batch or serial number is what makes the recall complete.`;
    },
    instead: 'Quarantine the stock and trace the batches now.',
    act: ['Trace the affected batches or serial numbers and set up returns logistics', 'this week'],
  },
  INDUSTRY_EXPERT: {
    weight: 0.5,
    why: 'Recalls handled fast are remembered for the handling; slow ones for the injuries.',
    instead: 'Recall now; the precedent of delayed recalls is worse.',
  },
  INVESTOR_REP: {
    weight: 0.5,
    why: 'The brand is the asset: a prompt recall protects it; a late one damages it more than the cost.',
    instead: 'Recall now to protect the brand.',
  },
  STRATEGIC_ADVISOR: {
    weight: 0.5,
    why: 'Regulators and retailers treat a company that recalls on its own far better than one forced to.',
    instead: 'Recall voluntarily, before a regulator orders it.',
  },
});

export const CHECKLISTS: KindChecklists = {
  ...RECALL_SEATS,
  RISK_OFFICER: (x, c) => {
    const rate = x.calc('injury_rate');
    c.course(
      stalling(x),
      1.5,
      `${hurt(x) ? 'People have been hurt' : 'There is a safety defect in the field'}${rate ? ` (${rate.result} reports per 10,000 units so far)` : ''}: stopping sale, notifying the regulator and tracing the batch limit the harm and the liability. Waiting multiplies both.`,
      'Stop sale and shipment now, notify the product-safety regulators and start the recall.',
    );
    if (x.reading.stated.includes('regulator not notified'))
      c.con(
        0.25,
        'The regulator has not been notified yet: that is a duty now, not a reason to wait.',
        'Notify the product-safety regulator in every market today.',
        'critical',
      );
    c.act('Stop sale and shipment of the affected product and notify the product-safety regulator', 'today');
  },
  CFO: (x, c) => {
    const total = x.calc('recall_total_cost');
    const perUnit = x.calc('recall_per_unit');
    if (total)
      c.course(
        stalling(x),
        0.5,
        `Fixing every unit costs about ${total.result} (${total.inputs}); liability claims and a forced recall later would cost more.`,
        'Book the recall provision now rather than the larger liability later.',
      );
    else if (perUnit)
      c.course(
        stalling(x),
        0.5,
        `The recall costs about ${perUnit.result} a unit (${perUnit.inputs}); liability claims and a forced recall later would cost more.`,
        'Book the recall provision now rather than the larger liability later.',
      );
    c.con(
      0.25,
      'The recall cost hits this quarter’s cash.',
      'Notify the product-liability insurer today and book the provision.',
    );
  },
  CTO: (x, c) => {
    if (x.says(/\b(firmware|update|software|app)\b/)) {
      c.course(
        stalling(x),
        0.5,
        'A software cause can often be stopped remotely: roll back the update while the fix is tested.',
        'Roll back the update remotely today.',
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
};
