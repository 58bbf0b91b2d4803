// Lenses of the seats that hold the long view: CEO (vision, focus, team, momentum) and
// Strategic Advisor (optionality, positioning, timing).
import type { DecisionFeatures } from './analyze-decision.ts';
import { has } from './analyze-decision.ts';
import type { LensReading } from './lens-kit.ts';
import {
  churnAtRisk,
  clause,
  countOf,
  createReading,
  decisionLabel,
  first,
  healthyCore,
  healthyRunway,
  stake,
  targetName,
} from './lens-kit.ts';

export function ceoLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  if (f.type === 'funding') {
    r.pro(0.5, 'Securing the round lets the team build instead of fundraising every quarter.');
    const hires = countOf(f, /engineers|hires|people|salespeople/);
    if (hires || has(f, 'hiring'))
      r.pro(0.25, `It funds the hires the plan needs${hires ? ` (${hires})` : ''}.`);
  }
  const core = healthyCore(f);
  if (f.type === 'pivot' && core) {
    r.con(
      0.75,
      `We would walk away from a core that works (${core}); the team and customers bought into that story.`,
      'Keep the core as the priority and test the new idea with a small, time-boxed team.',
    );
  } else if (f.growth && f.strongGrowth)
    r.pro(0.5, `${f.growth.text} growth is momentum the team can feel; protect it.`);
  const demand = first(f, 'customerDemand');
  if (demand && f.type !== 'funding') r.pro(0.5, `Customers are already pulling for it: ${clause(demand)}.`);
  if (f.type !== 'funding' && f.type !== 'pivot' && healthyRunway(f) && f.runway)
    r.pro(0.25, `With ${f.runway.text} of runway we can make this move from strength.`);
  if (f.markets.target && f.markets.home && (f.strongGrowth || f.signals.traction))
    r.pro(
      0.25,
      `The ${f.markets.home} business is proven; ${targetName(f)} is the natural next step for the story.`,
    );
  if (f.signals.unvalidated)
    r.con(
      0.5,
      `We would be betting the company’s focus on an untested idea: ${clause(f.signals.unvalidated)}.`,
      'Talk to twenty target customers before committing the team.',
    );
  if (f.signals.security)
    r.con(
      0.5,
      `Launching with ${clause(f.signals.security)} risks the trust the launch is meant to win.`,
      'Make closing the gap the launch gate, with a named owner and date.',
    );
  if (churnAtRisk(f))
    r.con(
      0.75,
      `${clause(f.signals.highChurn ?? f.signals.complaints)} says customers do not yet see the value at today’s price.`,
      'Fix what customers complain about, then price for the value delivered.',
    );
  if (f.type === 'hire' && f.signals.traction)
    r.pro(0.25, `The timing is right: ${clause(f.signals.traction)}.`);
  if (f.type === 'acquisition' && has(f, 'regulatory'))
    r.con(
      0.5,
      `A pending review (${clause(first(f, 'regulatory'))}) would hold the company’s attention hostage for months.`,
      'Keep the team on the core plan until clearance; name a small deal team.',
    );
  if (has(f, 'priceIncrease') && f.signals.cheaperCompetitors)
    r.con(
      0.25,
      `We would become the expensive option (${clause(f.signals.cheaperCompetitors)}) without a new reason to pay.`,
      'Tie any increase to a visible improvement.',
    );
  if (has(f, 'integration') && (f.type === 'acquisition' || f.type === 'pivot')) {
    r.con(
      0.5,
      `The integration work (${clause(first(f, 'integration', /integrat|codebase|legacy/i))}) will absorb the team for months: a real focus cost.`,
      'Name one integration owner and list what gets deprioritized.',
    );
  }
  if (f.type === 'pivot') {
    r.con(
      0.25,
      'A pivot changes the story employees and customers have been told.',
      'Write the one-sentence story before announcing.',
    );
    const stall = first(f, 'decline');
    if (stall)
      r.pro(0.5, `The current path is stalling (${clause(stall)}); doing nothing is also a decision.`);
  }
  if (f.type === 'launch') r.pro(0.25, 'Shipping keeps the team’s momentum and the story moving.');
  if (f.type === 'acquisition' && has(f, 'competition'))
    r.pro(0.25, 'Absorbing a competitor fits a vision of leading the category.');
  if (has(f, 'timelinePressure')) {
    r.con(
      0.25,
      `The deadline (${clause(first(f, 'timelinePressure'))}) is driving the decision more than conviction is.`,
      'Decide on conviction, with a review date, not on the counterparty’s clock.',
    );
  }
  if (f.type === 'hire') r.pro(0.5, 'The right leader in this seat multiplies the whole team.');
  if (has(f, 'layoffs'))
    r.con(
      0.5,
      'Layoffs put morale and key people at risk.',
      'Communicate early and protect the people the plan depends on.',
    );
  r.recommend(`Name one owner for ${decisionLabel(f)} and list what gets deprioritized`, 'this week');
  return r;
}

export function strategyLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const oneWay = first(f, 'irreversible');
  if (oneWay)
    r.con(
      0.75,
      `It forecloses options: ${clause(oneWay)}.`,
      'Look for a structure that keeps an exit: option, minority stake or staged close.',
    );
  if (has(f, 'staged'))
    r.pro(0.75, 'The staged approach buys the right to decide later with better information.');
  if (f.type === 'funding')
    r.pro(0.75, `Runway is optionality: ${stake(f)} buys time to choose the next move from strength.`);
  if (f.type === 'acquisition' && has(f, 'competition'))
    r.pro(0.5, 'Removing a competitor deepens our position in its market.');
  if (f.type === 'acquisition')
    r.recommend(
      'Compare the deal with a partnership or minority stake that gets most of the benefit',
      'before signing',
    );
  if (has(f, 'timelinePressure')) {
    const imposed = /seller|buyer|they want|wants an answer|counterparty/i.test(f.text);
    if (imposed)
      r.con(
        0.5,
        `The deadline is the counterparty’s, not the market’s: ${clause(first(f, 'timelinePressure'))}.`,
        'Set our own timetable; a good deal survives a month of diligence.',
      );
    else r.pro(0.25, 'The timing pressure suggests a window that may not stay open.');
  }
  if (has(f, 'international'))
    r.pro(0.25, `A foothold in ${targetName(f, 'a new market')} opens strategic options.`);
  const pull = first(f, 'customerDemand');
  if (pull && (f.type === 'expansion' || f.type === 'launch'))
    r.pro(0.5, `The window is open: demand exists before we arrive (${clause(pull)}).`);
  const core = healthyCore(f);
  if (f.type === 'pivot' && core)
    r.con(
      0.5,
      `It gives up a position that already pays (${core}) for one that is unproven.`,
      'Keep the core and buy an option on the new market: a small team, a review date.',
    );
  if (f.signals.unvalidated)
    r.con(
      0.25,
      `The bet is placed before the market has spoken: ${clause(f.signals.unvalidated)}.`,
      'Run the cheapest test that could prove the idea wrong.',
    );
  if (has(f, 'priceIncrease') && f.signals.cheaperCompetitors)
    r.con(
      0.5,
      `Repricing above cheaper rivals (${clause(f.signals.cheaperCompetitors)}) needs a differentiation the text does not show.`,
      'Price new tiers on differentiated value instead of a blanket increase.',
    );
  if (churnAtRisk(f))
    r.con(
      0.25,
      'Raising prices into rising churn fills a revenue gap; it is not a positioning move.',
      'Decide the position first, then the price that fits it.',
    );
  if (f.type === 'acquisition' && has(f, 'regulatory'))
    r.con(
      0.5,
      'The regulator, not we, would control the timing and the terms.',
      'Wait for clearance or keep a contractual exit if remedies are imposed.',
    );
  if (f.type === 'hire' && f.signals.traction)
    r.pro(0.25, `With ${clause(f.signals.traction)}, scaling sales is the right next move.`);
  if (f.type === 'pivot') {
    r.con(
      0.25,
      'A pivot gives up the position already built.',
      'Keep the current product alive until the new one shows traction.',
    );
    const demand = first(f, 'customerDemand');
    if (demand) r.pro(0.5, `There are early signals the new market exists: ${clause(demand)}.`);
  }
  if (f.type === 'hire') r.pro(0.25, 'A leader in this seat frees the founders to work on strategy.');
  if (has(f, 'irreversible') || f.type === 'pivot' || f.type === 'acquisition')
    r.recommend(
      `Write down which options ${decisionLabel(f)} opens and which it closes, and when to review`,
      'before the board vote',
    );
  return r;
}
