// Lenses of the seats that guard the downside: Risk Officer (regulation, irreversibility,
// ruin), Independent Director (process, conflicts, stakeholders) and Customer Advocate
// (customer impact and trust).
import type { DecisionFeatures } from './analyze-decision.ts';
import { has } from './analyze-decision.ts';
import type { LensReading } from './lens-kit.ts';
import {
  churnAtRisk,
  clause,
  createReading,
  decisionLabel,
  first,
  months,
  stake,
  targetName,
} from './lens-kit.ts';

/** Acquisitions and pivots are hard to unwind even when nobody says so. */
function oneWayDoor(f: DecisionFeatures): boolean {
  return has(f, 'irreversible') || f.type === 'acquisition' || f.type === 'pivot' || has(f, 'layoffs');
}

export function riskLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const regulatory = first(f, 'regulatory');
  const irreversible = oneWayDoor(f);
  if (regulatory) {
    r.con(
      1,
      `Unresolved regulatory exposure: ${clause(regulatory)}.`,
      'Make closing conditional on clearance, with a break fee and a long-stop date.',
      irreversible ? 'critical' : 'high',
    );
  }
  if (irreversible) {
    const hit = first(f, 'irreversible');
    r.con(
      0.75,
      `This is a one-way door${hit ? `: ${clause(hit)}` : ` — ${decisionLabel(f)} is costly to unwind`}.`,
      'Define stop-loss triggers and an exit path before committing.',
    );
    if (regulatory) {
      r.con(
        0.5,
        'Committing irreversibly before the regulator has ruled stacks the two worst risks together.',
        'Wait for clearance or secure a contractual exit if it is refused.',
        'critical',
      );
    }
  }
  if (has(f, 'staged'))
    r.pro(0.75, `A two-way door: ${clause(first(f, 'staged'))} lets us stop if early signals are bad.`);
  if (f.type === 'pivot' && f.runway && f.runway.months < 6) {
    r.pro(
      0.5,
      `With ${months(f.runway.months)} of runway, the worst credible outcome looms on the current path too.`,
    );
  }
  if (f.type === 'hire' && !irreversible)
    r.pro(0.25, 'A hire is reversible at a moderate cost: a two-way door.');
  if (f.type === 'funding') {
    if (f.runway && f.runway.months < 12) {
      r.pro(
        0.75,
        `The worst credible outcome here is running out of cash in ${months(f.runway.months)}; raising reduces that ruin risk.`,
      );
    }
    if (!has(f, 'debt')) r.pro(0.25, 'Equity adds no liability or covenant to the balance sheet.');
  }
  if (has(f, 'debt'))
    r.con(
      0.5,
      `Debt (${clause(first(f, 'debt'))}) adds covenants and possibly personal guarantees.`,
      'Cap the facility and avoid personal guarantees.',
    );
  if (f.signals.security)
    r.con(
      1,
      `An open security gap: ${clause(f.signals.security)}.`,
      'Fix and retest before launch; gate the launch on a clean penetration test.',
      'critical',
    );
  if (f.signals.regulatedSector && f.markets.target)
    r.con(
      0.5,
      `A regulated business (${f.signals.regulatedSector.text}) entering ${targetName(f)} needs local licences and compliance before the first customer.`,
      'Get a regulatory map of the target market from local counsel first.',
    );
  if (f.signals.unvalidated)
    r.con(
      0.25,
      `Best-case assumptions with no evidence behind them: ${clause(f.signals.unvalidated)}.`,
      'Define the test that would stop the project, and run it first.',
    );
  if (churnAtRisk(f))
    r.con(
      0.5,
      `A price increase on top of ${clause(f.signals.highChurn ?? f.signals.complaints)} risks a churn spiral.`,
      'Stage the increase on a cohort and set a churn stop-loss.',
    );
  if (has(f, 'concentration') || f.signals.concentration)
    r.con(
      0.5,
      `Concentration risk: ${clause(first(f, 'concentration') ?? f.signals.concentration)}.`,
      'Diversify or insure the single point of failure.',
    );
  if (has(f, 'timelinePressure')) {
    r.con(
      0.25,
      `Deadline pressure (${clause(first(f, 'timelinePressure'))}) leaves little time for due diligence.`,
      'Refuse exploding deadlines; diligence sets the date.',
    );
  }
  if (
    !regulatory &&
    !irreversible &&
    !has(f, 'debt') &&
    !has(f, 'concentration') &&
    !f.signals.security &&
    !f.signals.regulatedSector
  ) {
    r.pro(
      0.25,
      `I find no regulatory, legal or irreversible exposure in ${decisionLabel(f)} as you describe it.`,
    );
  }
  if (regulatory)
    r.recommend(`Obtain an independent legal opinion on ${clause(regulatory)}`, 'before signing');
  // Stock advice only where there is a risk to plan against.
  if (r.factors.some((x) => x.weight < 0))
    r.recommend(
      `Write a contingency plan for ${decisionLabel(f)} with stop-loss triggers and a named owner`,
      'within 2 weeks',
    );
  return r;
}

export function governanceLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  if (has(f, 'conflict')) {
    r.con(
      1.5,
      `A potential conflict of interest: ${clause(first(f, 'conflict'))}.`,
      'Disclose it, recuse the conflicted party and get an independent review.',
      'critical',
    );
  }
  if (f.type === 'acquisition') {
    if (/fairness opinion|independent valuation/i.test(f.text)) {
      r.pro(0.5, 'An independent valuation is already part of the process.');
    } else {
      r.con(
        0.5,
        `A ${stake(f)} acquisition needs board and likely shareholder approval backed by an independent valuation.`,
        'Commission a fairness opinion and minute the alternatives considered.',
      );
    }
  }
  if (has(f, 'timelinePressure')) {
    r.con(
      0.5,
      `The deadline (${clause(first(f, 'timelinePressure'))}) rushes the board’s duty of care.`,
      'Circulate full materials at least a week before the vote.',
    );
  }
  if (has(f, 'regulatory'))
    r.con(
      0.25,
      'A pending review brings disclosure obligations to shareholders and counterparties.',
      'Agree a disclosure plan with counsel.',
    );
  if (f.type === 'funding') {
    r.pro(0.25, 'A priced round with a lead investor is a standard, documentable process.');
    r.recommend(
      'Check existing shareholders’ pre-emption and consent rights for the round',
      'before the term sheet',
    );
  }
  if (has(f, 'layoffs'))
    r.con(
      0.25,
      'Layoffs carry legal consultation duties toward employees.',
      'Follow the required consultation process.',
    );
  if (f.type === 'hire') {
    r.pro(0.25, 'Filling a leadership seat adds the management depth the board relies on.');
    r.con(
      0.25,
      'An executive package should be set through an independent process.',
      'Have the package reviewed by independent directors or a compensation committee.',
    );
  }
  if (f.type === 'pivot')
    r.con(
      0.25,
      'A change of business may need shareholder consent under the investment agreements.',
      'Check consent rights before announcing.',
    );
  if (has(f, 'governance'))
    r.pro(0.25, `The proposal already names its approval path: ${clause(first(f, 'governance'))}.`);
  if (f.signals.security)
    r.con(
      0.75,
      `Going live with a known, unfixed security gap (${clause(f.signals.security)}) exposes the company and its directors.`,
      'Minute the gap, its owner and the fix date; approve the launch only after a clean retest.',
    );
  if (f.signals.regulatedSector && f.markets.target)
    r.con(
      0.25,
      `Entering ${targetName(f)} as a ${f.signals.regulatedSector.text} business brings new licensing and disclosure duties.`,
      'Ask counsel for the licensing path before the board commits.',
    );
  const figures = [f.growth, f.runway, first(f, 'customerDemand'), f.revenue, f.signals.traction].filter(
    Boolean,
  );
  if (figures.length >= 2 && !f.signals.unvalidated)
    r.pro(
      0.5,
      'The case rests on figures the board can verify (growth, runway, demand), which is what a conditional approval needs.',
    );
  if (f.gaps.includes('budget') && !has(f, 'priceIncrease') && f.type !== 'hire')
    r.con(
      0.25,
      'No budget or resourcing plan has been put to the board.',
      'Approve subject to a budget and plan brought back to the board.',
    );
  if (f.signals.unvalidated)
    r.con(
      0.25,
      `The board is asked to decide without evidence: ${clause(f.signals.unvalidated)}.`,
      'Defer until the evidence is in front of the board.',
    );
  if (has(f, 'priceIncrease') && f.signals.allCustomers)
    r.con(
      0.25,
      'Changing the price for every existing customer at once must respect the contracts they signed.',
      'Have counsel check notice periods and price-change clauses.',
    );
  if (has(f, 'governance') || has(f, 'conflict') || has(f, 'irreversible'))
    r.recommend(
      `Minute the alternatives to ${decisionLabel(f)} considered and the information the board relied on`,
      'before the board vote',
    );
  return r;
}

export function customerLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const demand = first(f, 'customerDemand');
  if (demand) r.pro(0.75, `Customers are pulling for this: ${clause(demand)}.`);
  const migration = [...f.flags.customerImpact, ...f.flags.integration].find((h) => /migrat/i.test(h.text));
  if (migration) {
    const sentence = f.sentences.indexOf(migration.sentence);
    const who = f.counts.find(
      (c) => c.sentence === sentence && /customers|users|clients|subscribers/.test(c.noun),
    )?.text;
    r.con(
      0.75,
      `${who ? `${who.charAt(0).toUpperCase()}${who.slice(1)}` : 'Existing customers'} would go through a migration (${clause(migration)}); migrations are where trust is lost.`,
      'Publish a migration plan with generous notice, and keep the old service running until customers are moved.',
    );
  } else if (f.type === 'acquisition' || f.type === 'pivot') {
    r.con(
      0.5,
      `Existing customers face a change they did not ask for with ${decisionLabel(f)}.`,
      'Tell customers early what changes for them and what does not.',
    );
  }
  if (has(f, 'priceIncrease'))
    r.con(
      1,
      `A price increase (${clause(first(f, 'priceIncrease'))}) without added value erodes trust.`,
      'Grandfather existing customers and pair the increase with visible value.',
    );
  if (f.signals.security)
    r.con(
      1,
      `Customers would trust us with data while ${clause(f.signals.security)}: one incident undoes the launch.`,
      'Fix the gap before any customer data flows through it.',
      'critical',
    );
  if (f.signals.highChurn)
    r.con(
      0.5,
      `Customers are already leaving: ${clause(f.signals.highChurn)}.`,
      'Find out why they leave before asking the rest to pay more.',
    );
  if (f.signals.complaints)
    r.con(
      0.25,
      `Customers are telling us something: ${clause(f.signals.complaints)}.`,
      'Fix the top complaint and tell customers it is fixed.',
    );
  if (f.type === 'pivot' && f.signals.unvalidated)
    r.con(
      0.5,
      `The strategy is built around a customer nobody has talked to: ${clause(f.signals.unvalidated)}.`,
      'Interview twenty target customers before committing.',
    );
  if (has(f, 'layoffs'))
    r.con(
      0.5,
      'Cuts tend to land on support first, and customers notice.',
      'Protect support capacity through the change.',
    );
  if (f.type === 'funding' && !has(f, 'priceIncrease')) {
    r.pro(
      0.25,
      'Runway protects the service customers rely on; nothing here changes what they pay or receive.',
    );
  }
  if ((f.type === 'launch' || f.type === 'expansion') && !demand) {
    r.con(
      0.5,
      `Nothing in the text says which customers asked for ${decisionLabel(f)}.`,
      'Run a pilot with a real customer cohort first.',
    );
  }
  if (!has(f, 'customerImpact') && !demand) {
    r.con(
      0.25,
      `The text on ${decisionLabel(f)} never mentions customers, so I cannot tell who benefits.`,
      `Name the customers ${decisionLabel(f)} would affect and ask ten of them.`,
    );
  }
  if (f.growth && has(f, 'revenue'))
    r.pro(0.25, `Growth of ${f.growth.text} suggests customers value what they get today.`);
  r.recommend(
    `Interview ten customers affected by ${decisionLabel(f)} and share what they say`,
    'within 30 days',
  );
  return r;
}
