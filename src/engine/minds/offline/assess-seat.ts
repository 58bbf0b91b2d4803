// One seat's reading of a decision: its lens's factors plus its persona's own vocabulary
// (signal terms) and red flags found in the text, turned into a stance and a confidence by a
// transparent score:
//
//   score      = disposition + Σ factor weights − 0.5 × red flags (≤ 2) + sentiment nudge (≤ ±0.25)
//   stance     = strongly_support ≥ 1.5 > support ≥ 0.5 > neutral > −0.5 ≥ oppose > −1.5 ≥ strongly_oppose
//   confidence = 0.35 + 0.05 × evidence (≤ 7) + 0.08 × min(|score|, 2.5) − 0.03 × gaps   → 0.26 … 0.90
//
// where evidence counts the factors found plus half the persona's signal terms (≤ 4), and gaps
// are what the text leaves out (budget, plan, figures). The
// disposition is the seat's stance under uncertainty (its persona's `underUncertainty`).
import type { Decision, PersonaLens, Seat, Stance } from '../../types.ts';
import type { DecisionFeatures } from './analyze-decision.ts';
import { analyzeDecision, contentStemsOf, mentions } from './analyze-decision.ts';
import { createChecklist, kindContext } from './checklists/checklist-kit.ts';
import { CHECKLISTS, EXTRA_CHECKS } from './checklists/index.ts';
import { calculationsOf } from './frame/calculations.ts';
import type { Factor, Lens, Recommendation } from './lens-kit.ts';
import { createReading, severityFor } from './lens-kit.ts';
import { ctoLens, industryLens, operationsLens } from './lenses-execution.ts';
import { ceoLens, strategyLens } from './lenses-leadership.ts';
import { cfoLens, investorLens } from './lenses-money.ts';
import { customerLens, governanceLens, riskLens } from './lenses-risk.ts';

interface LensSpec {
  lens: Lens;
  /** Lean under uncertainty: investors tolerate risk, risk officers do not. */
  disposition: number;
}

const LENSES: Readonly<Record<string, LensSpec>> = {
  CEO: { lens: ceoLens, disposition: 0.25 },
  CFO: { lens: cfoLens, disposition: -0.25 },
  CTO: { lens: ctoLens, disposition: 0 },
  INDEPENDENT_GOVERNANCE: { lens: governanceLens, disposition: 0 },
  INDUSTRY_EXPERT: { lens: industryLens, disposition: 0 },
  INVESTOR_REP: { lens: investorLens, disposition: 0.5 },
  CUSTOMER_ADVOCATE: { lens: customerLens, disposition: 0 },
  RISK_OFFICER: { lens: riskLens, disposition: -0.5 },
  STRATEGIC_ADVISOR: { lens: strategyLens, disposition: 0 },
  OPERATIONS_EXPERT: { lens: operationsLens, disposition: -0.25 },
};

/** A seat outside the ten known positions weighs the decision's general flags evenly. */
const generalLens: Lens = (f) => {
  const r = createReading();
  if (f.growth) r.pro(0.5, `Growth of ${f.growth.text} supports the case.`);
  if (f.flags.staged[0]) r.pro(0.5, 'The staged approach limits the downside.');
  if (f.flags.customerDemand[0]) r.pro(0.5, 'There is stated customer demand.');
  if (f.flags.regulatory[0])
    r.con(0.5, 'There is unresolved regulatory exposure.', 'Resolve it before committing.');
  if (f.flags.irreversible[0]) r.con(0.5, 'The move is hard to reverse.', 'Keep an exit path.');
  if (f.flags.timelinePressure[0])
    r.con(0.25, 'The timeline is tight.', 'Set the date from a bottom-up plan.');
  r.recommend('Write down the assumptions this decision rests on and how to test them', 'within 2 weeks');
  return r;
};

export interface SeatAssessment {
  seat: Seat;
  features: DecisionFeatures;
  score: number;
  stance: Stance;
  confidence: number;
  /** Strongest first. */
  factors: Factor[];
  signalHits: string[];
  redFlagHits: string[];
  recommendations: Recommendation[];
  questions: string[];
  /** Nothing in this decision touches the seat's checklist: it says so instead of filling space. */
  outsideLens: boolean;
}

export function stanceFor(score: number): Stance {
  if (score >= 1.5) return 'strongly_support';
  if (score >= 0.5) return 'support';
  if (score > -0.5) return 'neutral';
  if (score > -1.5) return 'oppose';
  return 'strongly_oppose';
}

/**
 * A red flag is raised only on a genuine match: every content word of the flag (at least two)
 * occurs, not negated, in one sentence of the decision — 'revenue concentrated in one or two
 * customers' needs 'concentrated' as much as 'revenue' and 'customers'. Lens factors cover the
 * same risks semantically (runway, concentration, conflicts), so a strict match loses little.
 */
function redFlags(lens: PersonaLens | null, f: DecisionFeatures): { flag: string; words: string[] }[] {
  return (lens?.redFlags ?? []).flatMap((flag) => {
    const stems = contentStemsOf(flag);
    if (stems.length < 2) return [];
    const together = f.sentenceStems.some((set) => stems.every((s) => set.has(s)));
    return together ? [{ flag, words: stems.map((s) => f.words.get(s) ?? s) }] : [];
  });
}

/** The persona's standing questions most relevant to this decision (by shared content words), in order. */
function relevantQuestions(lens: PersonaLens | null, f: DecisionFeatures, n = 2): string[] {
  const asks = lens?.alwaysAsks ?? [
    'What would have to be true for this to work?',
    'What is the cheapest way to test it first?',
  ];
  const scored = asks.map((q, i) => ({
    q,
    i,
    score: contentStemsOf(q).filter((s) => f.stems.has(s)).length,
  }));
  // A standing question is asked only when the decision touches it, and never about a fact it states.
  const asksForStated = (q: string) =>
    (/\brunway\b/i.test(q) && f.frame.stated.includes('runway')) ||
    (/\bbudget\b/i.test(q) && f.frame.stated.includes('budget'));
  return scored
    .filter((x) => x.score >= 2 && !asksForStated(x.q))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, n)
    .map((x) => x.q);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The seat's checklist for the decision's kind, or null when the persona lenses judge this kind. */
function checklistReading(seat: Seat, f: DecisionFeatures) {
  const checklists = f.frame.kind ? CHECKLISTS[f.frame.kind] : undefined;
  if (!checklists) return null;
  const c = createChecklist(f.frame.stated);
  checklists[seat.key]?.(kindContext(f.frame, calculationsOf(f.frame), f.text), c);
  return c;
}

/** Extra checks for a kind the persona lenses judge (e.g. a relative hired as an executive). */
function extraChecks(seat: Seat, f: DecisionFeatures) {
  const extras = f.frame.kind ? EXTRA_CHECKS[f.frame.kind]?.[seat.key] : undefined;
  if (!extras) return null;
  const c = createChecklist(f.frame.stated);
  extras(kindContext(f.frame, calculationsOf(f.frame), f.text), c);
  return c;
}

/** The frame's calculations this seat owns, as points; one that contradicts the premise is a concern. */
function calculationFactors(seat: Seat, f: DecisionFeatures) {
  return calculationsOf(f.frame)
    .filter((c) => c.owners.includes(seat.key))
    .map((c) =>
      c.contradiction
        ? {
            weight: -0.75,
            text: `The numbers contradict the premise: ${c.contradiction}`,
            severity: severityFor(0.75),
            mitigation: 'Rework the plan so the figures support it before committing.',
          }
        : { weight: 0, text: `${c.label}: ${c.result} (${c.inputs}).`, severity: null, mitigation: null },
    );
}

export function assessSeat(seat: Seat, decision: Decision): SeatAssessment {
  const f = analyzeDecision(decision);
  const spec = LENSES[seat.key] ?? { lens: generalLens, disposition: 0 };
  const lens = seat.persona?.lens ?? null;
  const checklist = checklistReading(seat, f);
  const extra = checklist ? null : extraChecks(seat, f);
  const lensReading = checklist ?? spec.lens(f);
  const reading = extra
    ? {
        factors: [...extra.factors, ...lensReading.factors],
        recommendations: [...extra.recommendations, ...lensReading.recommendations],
      }
    : lensReading;
  const flags = checklist ? [] : redFlags(lens, f).slice(0, 2);
  const factors = [
    ...reading.factors,
    ...(checklist ? [] : calculationFactors(seat, f)),
    ...flags.map(({ flag, words }) => ({
      weight: -0.5,
      text: `Red flag for me: ${flag.charAt(0).toLowerCase()}${flag.slice(1)} (the text mentions ${words.map((w) => `‘${w}’`).join(' and ')}).`,
      severity: severityFor(0.5),
      mitigation: lens?.underUncertainty ?? 'Resolve it before committing.',
    })),
  ].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  const outsideLens = checklist !== null && factors.length === 0;
  const signalHits = checklist ? [] : (lens?.signalTerms ?? []).filter((term) => mentions(f, [term]));
  const nudge = checklist ? 0 : 0.5 * Math.max(-0.5, Math.min(0.5, f.sentiment));
  // Under a checklist a medium or low concern is a condition to meet, not a reason to oppose: it
  // counts half; and no disposition applies, since the seat speaks only to what the text raises.
  const weightOf = (x: Factor) =>
    checklist && x.weight < 0 && x.severity !== 'high' && x.severity !== 'critical' ? x.weight / 2 : x.weight;
  // A checklist item is specific to this kind of decision, so it counts double a general lens factor.
  const score = outsideLens
    ? 0
    : checklist
      ? 2 * factors.reduce((sum, x) => sum + weightOf(x), 0)
      : spec.disposition + factors.reduce((sum, x) => sum + weightOf(x), 0) + nudge;
  const evidence = factors.length + Math.min(signalHits.length, 4) / 2;
  // Missing budget, plan or figures lower confidence rather than forcing neutrality.
  const gaps = 0.03 * f.gaps.length;
  const confidence = outsideLens
    ? 0.3
    : 0.35 + 0.05 * Math.min(evidence, 7) + 0.08 * Math.min(Math.abs(score), 2.5) - gaps;
  return {
    seat,
    features: f,
    score: round2(score),
    stance: stanceFor(score),
    confidence: round2(Math.min(0.9, confidence)),
    factors,
    signalHits,
    redFlagHits: flags.map((x) => x.flag),
    recommendations: reading.recommendations,
    questions: checklist ? checklist.questions.slice(0, 2) : relevantQuestions(lens, f),
    outsideLens,
  };
}
