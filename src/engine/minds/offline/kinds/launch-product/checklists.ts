// Each seat's checklist for a launch: evidence customers want it, whether it is ready (quality,
// security, support), what it costs against runway, and what it takes the team away from.
import { list, months } from '../../reader/format.ts';
import { runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const DEMAND =
  /\b((?:customers?|clients?|users?|buyers?) (?:have |had |keep )?(?:asked|ask|want\w*|request\w*|are asking)|asked for|waitlist|wait-?list|beta users?|pilots?|pre-?orders?|survey|interviews?|signed up|letters? of intent|demand)\b/;
const NOT_READY =
  /\b(bugs?|crash\w*|not (?:yet )?(?:ready|tested|finished)|untested|half-?built|unstable|security (?:review|audit) (?:pending|not done)|incomplete)\b/;

/** What this launch needs working on day one, from what the text names: its price, its market, its data. */
function readyOnDayOne(x: KindContext): string {
  const price = x.proposed('price');
  const parts = [
    price ? `billing at ${price.text}` : null,
    x.places[0] ? `support for customers in ${x.places[0].name}` : null,
    x.says(
      /\b(personal data|documents?|records|bank|identity|id cards?|passports?|health|medical|payments?)\b/,
    )
      ? 'the handling of the customers’ data'
      : null,
    x.says(/\b(ship\w*|deliver\w*|stock|inventory|warehouse|units?|orders?)\b/)
      ? 'delivery of the orders'
      : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? list(parts) : 'support and billing';
}

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    if (x.says(DEMAND))
      c.pro(0.75, 'Customers are asking for it: the launch answers demand rather than creating it.');
    else c.ask('Which customers asked for this, and what would they pay?');
  },
  CTO: (x, c) => {
    if (x.says(NOT_READY))
      c.con(
        0.75,
        'The product is not ready: launching it now trades a date for the first impression.',
        'Launch to a small beta with a fix-first window, then widen.',
        'high',
      );
    else if (x.says(/\b(tested|beta|stable|ready|audit\w* (?:passed|done))\b/))
      c.pro(0.5, 'It has been tested with users: the launch is a widening, not a gamble.');
    else c.ask('What testing, security review and monitoring has it passed?');
  },
  CFO: (x, c) => {
    const runway = runwayUnder(x, 9);
    if (runway && !x.says(DEMAND))
      c.con(
        0.5,
        `With ${months(runway.value)} of runway, a launch without proven demand must be cheap to try.`,
        'Launch the smallest version that tests willingness to pay.',
        'high',
      );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(DEMAND)) c.pro(0.5, 'Customers asked for it; the launch should reach them first.');
    c.act('Prepare support, documentation and a feedback channel for launch day', 'before launch');
  },
  OPERATIONS_EXPERT: (x, c) => {
    const deadline = x.proposed('deadline_months');
    const ready = readyOnDayOne(x);
    if (deadline && deadline.value < 2)
      c.con(
        0.25,
        `Launching within ${deadline.text} leaves little time to have ${ready} ready.`,
        `Walk through ${ready} end to end before the date, and move the date if any of it fails.`,
      );
    else if (deadline) c.pro(0.25, `${deadline.text} gives time to have ${ready} ready for ${x.phrase}.`);
    else
      c.con(
        0.25,
        `No date is set for ${x.phrase}, and ${ready} must work from the first day.`,
        `Set the date only once ${ready} ${ready.includes(' and ') ? 'have' : 'has'} been tried end to end.`,
        'low',
      );
  },
  INVESTOR_REP: (x, c) => {
    if (x.says(DEMAND)) c.pro(0.5, 'A launch that answers demand adds revenue investors can see.');
  },
  STRATEGIC_ADVISOR: (x, c) => {
    if (x.says(/\b(core|focus|distract\w*|new market|different customers)\b/))
      c.con(
        0.25,
        'A second product splits focus before the first one is won.',
        'State what the team stops doing to make room for it.',
      );
    else c.pro(0.25, 'A product that extends what customers already buy strengthens the core.');
  },
  RISK_OFFICER: (x, c) => {
    if (x.says(NOT_READY))
      c.con(
        0.5,
        'Known defects at launch become support costs, refunds and, in some products, liability.',
        'Fix what could harm users before launch; ship the rest as a beta.',
        'high',
      );
  },
};
