// Lenses of the seats that judge whether it can be done: CTO (feasibility and complexity),
// Operations Expert (capacity and timeline) and Industry Expert (precedent and competition).
import type { DecisionFeatures } from './analyze-decision.ts';
import { has } from './analyze-decision.ts';
import type { LensReading } from './lens-kit.ts';
import { clause, countOf, createReading, first, months, TYPE_LABEL } from './lens-kit.ts';

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
  if (!has(f, 'technical') && !integration)
    r.pro(0.1, 'No technical change is described; my only question is team capacity.');
  if (integration)
    r.recommend(`Run a two-week technical due diligence on ${clause(integration)}`, 'next 2 weeks');
  else if (f.type === 'funding')
    r.recommend(
      'Write the engineering hiring plan and roadmap the round will fund',
      'before the round closes',
    );
  else r.recommend(`Spike the riskiest technical assumption of ${TYPE_LABEL[f.type]}`, 'next 2 weeks');
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
      `Operating in ${first(f, 'international')?.text ?? 'a new country'} brings entities, payroll, support hours and local vendors.`,
      'Use an employer of record and a local partner for the first phase.',
    );
  }
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
  r.recommend('Build a bottom-up resourcing plan that names who stops doing what', 'within 2 weeks');
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
      `Cross-border moves (here: ${abroad.text}) usually take longer and cost more than planned.`,
      'Enter one market first, with a local partner.',
    );
  }
  if (f.growth) r.pro(0.25, `${f.growth.text} growth beats most peers at this stage.`);
  if (f.type === 'pivot')
    r.con(
      0.25,
      'Most pivots into crowded segments are crushed by incumbents.',
      'Name the incumbent and the reason this time is different.',
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
  r.recommend(
    `Collect three precedents for ${TYPE_LABEL[f.type]} and what happened to them`,
    'within 30 days',
  );
  return r;
}
