// Lenses of the seats that judge whether it can be done: CTO (feasibility and complexity),
// Operations Expert (capacity and timeline) and Industry Expert (precedent and competition).
import type { DecisionFeatures } from './analyze-decision.ts';
import { has } from './analyze-decision.ts';
import type { LensReading } from './lens-kit.ts';
import {
  clause,
  countOf,
  createReading,
  decisionLabel,
  first,
  healthyCore,
  healthyRunway,
  months,
  targetName,
} from './lens-kit.ts';

/** Seed rounds usually buy 18–24 months: the benchmark the Industry Expert reasons from. */
const SEED_MONTHS_NORM = 18;

export function ctoLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const integration = first(f, 'integration', /integrat|codebase|legacy/i);
  if (integration && f.type === 'acquisition') {
    r.con(
      0.75,
      `Integration risk: ${clause(integration)} — an acquired codebase nobody on our side has read yet.`,
      'Run technical due diligence on the target’s code, security and data before signing.',
    );
  } else if (integration) {
    r.con(
      0.5,
      `Migration work (${clause(integration)}) touches the live stack.`,
      'Plan a reversible migration with a tested rollback.',
    );
  }
  if (/\b(rewrite|legacy)\b/i.test(f.text)) {
    r.con(
      0.25,
      'Legacy code or a rewrite hides unscoped technical debt.',
      'Scope the debt with the engineers who will do the work.',
    );
  }
  if (f.type === 'funding') {
    const engineers = countOf(f, /engineers|developers/);
    if (engineers) r.pro(0.5, `It funds ${engineers}: engineering capacity is the usual bottleneck.`);
    else r.pro(0.25, 'A raise does not touch the stack; it buys capacity.');
  }
  if (has(f, 'prototype'))
    r.pro(0.5, `There is working evidence to build on: ${clause(first(f, 'prototype'))}.`);
  if (has(f, 'timelinePressure') && (has(f, 'technical') || integration)) {
    r.con(
      0.5,
      `A deadline (${clause(first(f, 'timelinePressure'))}) set before the technical work is scoped.`,
      'Let the engineers estimate before the date is fixed.',
    );
  }
  if (f.type === 'launch' && !has(f, 'prototype')) {
    r.con(
      0.25,
      'No prototype or beta is mentioned for the launch.',
      'Ship a time-boxed beta before the full launch.',
    );
  }
  if (f.type === 'hire' && /\b(engineer|engineering|cto|technical|developer|data)\b/i.test(f.text)) {
    r.pro(0.5, 'A technical hire adds exactly the capacity engineering lacks.');
  }
  if (f.type === 'pivot' && has(f, 'technical')) {
    r.con(
      0.25,
      `Serving a new kind of customer (${clause(first(f, 'technical'))}) touches most of the stack.`,
      'List what must be rebuilt versus reused before committing.',
    );
  }
  if (f.signals.security) {
    r.con(
      1,
      `An open security gap (${clause(f.signals.security)}) must be closed before anything ships.`,
      'Fix and retest before launch; gate the launch on a clean penetration test.',
      'critical',
    );
  }
  const unreliable =
    f.signals.complaints !== null &&
    /reliab|outage|downtime/i.test(f.signals.complaints.text + f.signals.complaints.sentence);
  if (unreliable)
    r.con(
      0.75,
      `Reliability is already an issue (${clause(f.signals.complaints)}): that is engineering debt to pay down first.`,
      'Publish a reliability target and hit it before changing what customers pay.',
    );
  if (f.markets.target && f.signals.software) {
    r.pro(
      0.5,
      `Software travels: serving ${targetName(f)} runs on the same ${f.signals.software.text.toLowerCase()}, so the technical lift is localisation, not a rebuild.`,
    );
    if (f.signals.regulatedSector)
      r.con(
        0.25,
        `${targetName(f).replace(/^the/, 'The')} customers in a regulated sector will ask for security attestations and data residency.`,
        'Scope the compliance work (e.g. SOC 2, data residency) before the first contract.',
      );
  }
  const reversible =
    !integration && !f.signals.security && !has(f, 'irreversible') && !unreliable && f.type !== 'pivot';
  if (reversible && (f.type === 'hire' || f.type === 'expansion' || f.type === 'launch'))
    r.pro(
      0.5,
      `Technically ${decisionLabel(f)} is a two-way door: nothing in it locks in the stack, the kind of bet I approve.`,
    );
  else if (!has(f, 'technical') && !integration && !f.signals.security && !unreliable)
    r.pro(0.1, 'No technical change is described; my only question is team capacity.');
  if (integration)
    r.recommend(`Run a two-week technical due diligence on ${clause(integration)}`, 'next 2 weeks');
  else if (f.type === 'funding')
    r.recommend(
      'Write the engineering hiring plan and roadmap the round will fund',
      'before the round closes',
    );
  else r.recommend(`Spike the riskiest technical assumption of ${decisionLabel(f)}`, 'next 2 weeks');
  return r;
}

export function operationsLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  const timeline = f.timeline;
  const heavy =
    has(f, 'integration') || f.type === 'launch' || f.type === 'expansion' || f.type === 'acquisition';
  if (f.type === 'acquisition') {
    r.con(
      0.75,
      'Post-merger integration is assumed to be quick; it rarely is.',
      'Write a 100-day integration plan with a named lead and a bottom-up staffing estimate.',
    );
  }
  if (timeline && heavy && timeline.months <= 6) {
    r.con(
      0.5,
      `Doing this much work within ${timeline.text} leaves no slack.`,
      'Phase the work and set the date from a bottom-up plan.',
    );
  }
  if (has(f, 'timelinePressure')) {
    r.con(
      0.5,
      `The timeline is imposed: ${clause(first(f, 'timelinePressure'))}.`,
      'Renegotiate the date or cut scope to what capacity allows.',
    );
  }
  if (has(f, 'hiring') && f.type !== 'hire') {
    r.con(
      0.25,
      `The plan relies on hiring that has not started (${clause(first(f, 'hiring'))}).`,
      'Open the roles now and plan for three-month hiring lead times.',
    );
  }
  if (has(f, 'international')) {
    r.con(
      0.5,
      `Operating in ${targetName(f, first(f, 'international')?.text ?? 'a new country')} brings entities, payroll, support hours and local vendors.`,
      'Use an employer of record and a local partner for the first phase.',
    );
  }
  if (f.gaps.includes('plan') && !has(f, 'staged') && (heavy || /\boffice\b/i.test(f.text)))
    r.con(
      0.25,
      `No resourcing plan or timeline is described for ${decisionLabel(f)}.`,
      'Write the plan: who does the work, what stops, and the milestones.',
    );
  if (heavy && f.type !== 'acquisition' && healthyRunway(f) && f.runway)
    r.pro(0.25, `${f.runway.text} of runway leaves time to phase the work and prove capacity first.`);
  if (has(f, 'priceIncrease') && f.signals.allCustomers)
    r.con(
      0.25,
      'Repricing every customer at once floods support and account management in the same month.',
      'Stagger the change by renewal date.',
    );
  if (f.signals.security && f.type === 'launch')
    r.con(
      0.25,
      'A launch with a known security gap needs an incident-response plan on day one.',
      'Rehearse incident response before go-live.',
    );
  if (has(f, 'staged'))
    r.pro(0.75, `The phased plan (${clause(first(f, 'staged'))}) lets capacity be proven at each stage.`);
  if (f.type === 'funding')
    r.pro(0.25, 'Nothing changes operationally until the money lands; the load comes later, with the hires.');
  if (f.type === 'hire') r.pro(0.25, 'A senior hire adds capacity where the team is stretched.');
  if (f.type === 'pivot')
    r.con(
      0.25,
      'A pivot changes the sales motion, onboarding and support processes at once.',
      'Sequence the process changes and keep the old ones until the new ones work.',
    );
  if (f.gaps.includes('plan'))
    r.recommend(
      `Build a bottom-up resourcing plan for ${decisionLabel(f)} that names who stops doing what`,
      'within 2 weeks',
    );
  return r;
}

export function industryLens(f: DecisionFeatures): LensReading {
  const r = createReading();
  if (f.type === 'acquisition' && has(f, 'competition')) {
    r.pro(0.25, 'Buying a competitor is a well-trodden consolidation play when the market is fragmenting.');
    if (has(f, 'regulatory')) {
      r.con(
        0.75,
        `In-market deals under competition review (${clause(first(f, 'regulatory'))}) routinely end in remedies or long delays.`,
        'Get an antitrust read on likely remedies before pricing the deal.',
      );
    }
  } else if (has(f, 'competition')) {
    r.con(
      0.25,
      `The plan assumes competitors stand still (${clause(first(f, 'competition'))}).`,
      'Map how the two strongest competitors respond within six months.',
    );
  }
  if (f.type === 'funding') {
    const extra = f.primaryAmount && f.burn ? f.primaryAmount.value / f.burn.value : null;
    const total = extra !== null ? extra + (f.runway?.months ?? 0) : null;
    if (total !== null && total < SEED_MONTHS_NORM) {
      r.con(
        0.5,
        `Seed rounds normally buy 18–24 months; this one reaches about ${months(total)}.`,
        'Raise more or cut burn so the round reaches the next milestone.',
      );
    } else if (total !== null) {
      r.pro(
        0.5,
        `At about ${months(total)} of total runway the round is in line with what seed rounds normally buy.`,
      );
    } else {
      r.pro(0.25, 'Raising on growth is the norm at this stage.');
    }
  }
  const abroad = first(f, 'international');
  if (abroad) {
    r.con(
      0.5,
      `Cross-border moves (here: ${targetName(f, abroad.text)}) usually take longer and cost more than planned.`,
      'Enter one market first, with a local partner.',
    );
    const demand = first(f, 'customerDemand');
    if (demand)
      r.pro(
        0.5,
        `Entering ${targetName(f)} on existing demand (${clause(demand)}) is how the expansions that work usually start.`,
      );
    if (f.markets.home && f.markets.target && (f.strongGrowth || f.signals.traction))
      r.pro(
        0.25,
        `Proving the ${f.markets.home} market first and then entering ${targetName(f)} is the well-trodden path for companies at this stage.`,
      );
  }
  if (f.growth && f.strongGrowth && f.type !== 'pivot')
    r.pro(0.25, `${f.growth.text} growth beats most peers at this stage.`);
  if (f.type === 'pivot')
    r.con(
      0.25,
      'Most pivots into crowded segments are crushed by incumbents.',
      'Name the incumbent and the reason this time is different.',
    );
  const core = healthyCore(f);
  if (f.type === 'pivot' && core)
    r.con(
      0.5,
      `Companies that leave a working core (${core}) for an untested segment rarely do better than those that extend it.`,
      'Extend the core toward the new idea instead of abandoning it.',
    );
  if (f.signals.cheaperCompetitors)
    r.con(
      0.5,
      `Pricing above the market (${clause(f.signals.cheaperCompetitors)}) ignores how buyers compare.`,
      'Benchmark the price against the two closest competitors and the value gap.',
    );
  if (f.signals.highChurn && has(f, 'priceIncrease'))
    r.con(
      0.25,
      `Price rises on a base with ${clause(f.signals.highChurn)} usually accelerate churn.`,
      'Raise prices for new customers first.',
    );
  if (f.type === 'hire') {
    const handover = /founder/i.test(f.text) && /sales/i.test(f.text);
    r.pro(
      handover ? 0.5 : 0.25,
      handover
        ? 'Handing founder-led sales to a first sales leader is the usual step at this stage.'
        : 'Companies at this stage typically add this role.',
    );
  }
  if (f.type === 'launch' && has(f, 'customerDemand'))
    r.pro(0.5, 'Launching into stated demand is how category winners usually start.');
  r.recommend(`Collect three precedents for ${decisionLabel(f)} and what happened to them`, 'within 30 days');
  return r;
}
