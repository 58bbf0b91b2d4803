// Each seat's checklist for entering a new market: evidence of demand there, what entry costs in
// the first year (people included) against the runway, the rules of the new market (entity, tax,
// employment, licences), and who runs it.
import { months } from '../../reader/format.ts';
import { placeList } from '../../reader/places.ts';
import { runwayUnder } from '../../seats/lenses-money.ts';
import type { KindChecklists, KindContext } from '../kind-kit.ts';

const DEMAND =
  /\b(customers? (?:in|from|asked|want|waiting)|waitlist|wait-?list|pilots?|letters? of intent|signed|inbound|leads|pipeline|pre-?orders?|distributor (?:wants|asked))\b/;
/** The market entered: the places named that are not the company's home. */
const target = (x: KindContext) =>
  placeList(x.places.filter((p) => !x.home.some((h) => h.name === p.name)).slice(0, 2)) || 'the new market';

export const CHECKLISTS: KindChecklists = {
  CEO: (x, c) => {
    if (x.says(DEMAND))
      c.pro(
        0.75,
        `There is evidence of demand in ${target(x)} already: the expansion follows customers rather than hoping for them.`,
      );
    else
      c.con(
        0.5,
        `Nothing in the text shows demand in ${target(x)} yet.`,
        'Win a handful of paying customers there remotely before opening an office.',
        'high',
      );
    c.act(`Name one person accountable for ${target(x)}, with a 12-month target`, 'before the launch');
  },
  CFO: (x, c) => {
    const budget = x.proposed('budget') ?? x.proposed('cost') ?? x.proposed('annual_cost');
    if (!budget) c.ask('What does the first year cost: people, entity, marketing, travel?');
  },
  RISK_OFFICER: (x, c) => {
    c.con(
      0.25,
      `${target(x)} brings its own rules: an entity or employer of record, tax registration, employment law and any licences the product needs there.`,
      'Take local legal and tax advice before the first hire or sale.',
    );
  },
  CUSTOMER_ADVOCATE: (x, c) => {
    if (x.says(DEMAND))
      c.pro(0.5, 'Customers there are asking for the product: serving them well is the first job.');
    if (x.says(/\b(language|localis\w*|localiz\w*|support hours|time ?zone)\b/))
      c.con(
        0.25,
        'Customers there expect support in their language and time zone.',
        'Plan local support before signing the first customers.',
      );
  },
  STRATEGIC_ADVISOR: (x, c) => {
    const runway = runwayUnder(x, 12);
    if (runway)
      c.con(
        0.5,
        `With ${months(runway.value)} of runway, a second market splits a small team’s attention before the first one is won.`,
        'Enter through a partner or remotely first; open an office once the market pays.',
        'high',
      );
    else
      c.pro(0.25, 'A second market spreads the company’s dependence on one economy and one set of buyers.');
  },
  OPERATIONS_EXPERT: (_x, c) => {
    c.con(
      0.25,
      'Running a second location doubles the operating surface: hiring, payroll, suppliers, time zones.',
      'Use an employer of record and remote-first processes for the first year.',
    );
  },
  INVESTOR_REP: (x, c) => {
    if (x.says(DEMAND)) c.pro(0.5, 'A new market with proven demand enlarges what investors pay for.');
  },
  INDUSTRY_EXPERT: (x, c) => {
    if (x.says(/\b(us|usa|united states|america)\b/) && x.places.some((p) => p.country !== 'the US'))
      c.con(
        0.25,
        'Companies entering the US usually underestimate the cost of sales there and the time to the first large customers.',
        'Budget a year longer and a third more than the plan says.',
      );
    else
      c.pro(
        0.25,
        'Expansions that start with a local leader and a few reference customers have the best record.',
      );
  },
};
