// One seat's view of the decision, made only from the reading: the kind's checklist for its
// position, its general lens, the duties it speaks for and the facts it must ask for. The stance
// is the sum of its points' weights, so every stance can be explained by the points behind it:
//
//   score      = Σ weights, a condition to meet (a low concern, a duty to honour) counting half:
//                it is not a reason to oppose (a duty the proposal breaches weighs −1.5)
//   stance     = strongly_support ≥ 1.25 > support ≥ 0.2 > neutral > −0.2 ≥ oppose > −1.25 ≥ strongly_oppose
//   confidence = 0.35 + 0.05 × points (≤ 7) + 0.08 × min(|score|, 2.5) − 0.04 × facts it lacks   → 0.2 … 0.9

import type { PositionKey } from '../../../../contracts/positions.ts';
import type { DecisionReading } from '../../../reading.ts';
import type { Decision, Seat, Stance } from '../../../types.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { KindContext, NotesBuilder, Point, SeatNotes } from '../kinds/kind-kit.ts';
import { createNotes } from '../kinds/kind-kit.ts';
import { kindModule } from '../kinds/registry.ts';
import { withoutGiven } from '../reader/figure-check.ts';
import { upperFirst } from '../reader/format.ts';
import { kindContextOf } from './context.ts';
import { covenantPoints } from './covenant-points.ts';
import { dutyPoints, FACT_STAND_INS, speakerFor } from './duty-points.ts';
import { isOneWayDoor, isTwoWayDoor } from './kind-groups.ts';
import { FALLBACK_LENSES } from './lenses-fallback.ts';
import { governanceLens, riskLens } from './lenses-guard.ts';
import { cfoLens, investorLens } from './lenses-money.ts';
import { ceoLens, customerLens, operationsLens, strategyLens } from './lenses-operating.ts';
import { specialistLens } from './lenses-specialist.ts';
import { optionsPoints } from './options-points.ts';
import { lossCondition, runwayCondition, solvencyCondition } from './runway-condition.ts';
import { signalsOf } from './signals.ts';

const GENERAL_LENSES: Readonly<Partial<Record<PositionKey, (x: KindContext, c: NotesBuilder) => void>>> = {
  CEO: ceoLens,
  CFO: cfoLens,
  INVESTOR_REP: investorLens,
  RISK_OFFICER: riskLens,
  INDEPENDENT_GOVERNANCE: governanceLens,
  CUSTOMER_ADVOCATE: customerLens,
  OPERATIONS_EXPERT: operationsLens,
  STRATEGIC_ADVISOR: strategyLens,
};

export interface SeatAssessment extends SeatNotes {
  seat: Seat;
  reading: DecisionReading;
  /** What the seat calls the decision: 'the raise'. */
  phrase: string;
  score: number;
  stance: Stance;
  confidence: number;
  /** Nothing in the decision touches what this seat answers for: it abstains and says so. */
  outsideLens: boolean;
}

export function stanceFor(score: number): Stance {
  if (score >= 1.25) return 'strongly_support';
  if (score >= 0.2) return 'support';
  if (score > -0.2) return 'neutral';
  if (score > -1.25) return 'oppose';
  return 'strongly_oppose';
}

/** The score of a seat whose only concerns are conditions to meet: support, provided they are. */
const CONDITIONAL_SUPPORT = 0.2;

/** A concern that is a condition to meet (a low one, or a duty to honour), not a reason against. */
/** Where a point stands in its seat's list: by weight, a deciding condition first, a duty its owner raises before lesser concerns. */
const rank = (p: Point) =>
  p.lead && Math.abs(p.weight) >= 1 ? 10 : p.lead ? Math.max(Math.abs(p.weight), 0.99) : Math.abs(p.weight);
const DECIDED_AGAINST = -0.75;

const isCondition = (p: Point) => p.weight < 0 && (p.severity === 'low' || p.condition === true);

/** What a point weighs in the stance: a condition to meet counts half. */
export function weightOf(p: Point): number {
  return isCondition(p) ? p.weight / 2 : p.weight;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const contexts = new WeakMap<DecisionReading, KindContext>();
const assessments = new WeakMap<DecisionReading, Map<string, SeatAssessment>>();

function contextOf(reading: DecisionReading, decision: Decision): KindContext {
  let x = contexts.get(reading);
  if (!x) {
    x = kindContextOf(reading, decision);
    contexts.set(reading, x);
  }
  return x;
}

/**
 * The guard seats whose kind checklist another seat carries when they are not on the board: the
 * legal and governance points of a decision must be made by someone.
 */
const GUARDS: Readonly<Partial<Record<PositionKey, readonly PositionKey[]>>> = {
  RISK_OFFICER: ['INDEPENDENT_GOVERNANCE', 'CFO', 'CEO'],
  INDEPENDENT_GOVERNANCE: ['RISK_OFFICER', 'CEO', 'CFO'],
};

function carriedFor(key: PositionKey, board: readonly string[]): PositionKey[] {
  return (Object.entries(GUARDS) as [PositionKey, readonly PositionKey[]][])
    .filter(([guard, standIns]) => !board.includes(guard) && standIns.find((k) => board.includes(k)) === key)
    .map(([guard]) => guard);
}

const OWN_QUESTION: Readonly<Partial<Record<PositionKey, (phrase: string) => string>>> = {
  CFO: (p) => `What does ${p} cost, once and each month, and what does it bring in, by when?`,
  RISK_OFFICER: (p) => `What is the worst realistic outcome of ${p}, and could the company absorb it?`,
  INDEPENDENT_GOVERNANCE: (p) =>
    `Who must approve ${p}, and has anyone involved an interest on the other side?`,
};

/** The kinds a seat is on the board for, and the question it asks when the text gives it nothing to weigh. */
const OWN_GROUND: Readonly<
  Partial<Record<PositionKey, { kinds: readonly KindId[]; ask: (phrase: string) => string }>>
> = {
  INVESTOR_REP: {
    kinds: ['raise_funding', 'take_loan'],
    ask: (p) => `What does ${p} do to what the company is worth, and to who owns it?`,
  },
  CTO: {
    kinds: ['data_privacy', 'security_incident', 'infrastructure'],
    ask: (p) => `Which systems and data does ${p} touch, and who secures them?`,
  },
  CUSTOMER_ADVOCATE: {
    kinds: ['data_privacy', 'security_incident', 'pricing_change', 'shut_down_product', 'product_recall'],
    ask: (p) => `What does ${p} change for customers, and how and when are they told?`,
  },
  OPERATIONS_EXPERT: {
    kinds: ['layoffs', 'people_matter', 'hire_executive'],
    ask: (p) => `Whose work does ${p} change, and what happens to it on the first day?`,
  },
};

function notesFor(
  seat: Seat,
  reading: DecisionReading,
  decision: Decision,
  board: readonly string[],
): NotesBuilder {
  const x = contextOf(reading, decision);
  const c = createNotes();
  const key = seat.key as PositionKey;
  const checklists = kindModule(reading.kind)?.checklists;
  checklists?.[key]?.(x, c);
  for (const guard of carriedFor(key, board)) checklists?.[guard]?.(x, c);
  GENERAL_LENSES[key]?.(x, c);
  dutyPoints(x, c, seat.key, board);
  covenantPoints(x, c, seat.key);
  // A seat whose checklist found nothing to weigh still reads the evidence any board member can.
  if (!c.points.some((p) => p.weight !== 0)) FALLBACK_LENSES[key]?.(x, c);
  // Nothing in the evidence either: the seat's own angle on this kind of decision.
  if (!c.points.some((p) => p.weight !== 0)) specialistLens(key, x, c);
  for (const fact of reading.missing)
    if (speakerFor(fact.owner, board, FACT_STAND_INS) === seat.key) c.ask(fact.question);
  // The CFO always speaks to money, and the guard seats to what could go wrong: with nothing
  // else to weigh, each asks the question that would let it judge. A seat whose own ground the
  // decision is (the equity on a raise, the systems on a breach) asks its question too, rather
  // than abstain on the one decision it is there for.
  // Not on a one-way door: a seat with only a question would vote against it until answered, and
  // a question is no reason to oppose a step the seat has nothing against.
  const ownGround =
    OWN_GROUND[key]?.kinds.includes(reading.kind as KindId) && !isOneWayDoor(reading.kind)
      ? OWN_GROUND[key]?.ask
      : undefined;
  const own = OWN_QUESTION[key] ?? ownGround;
  if (!c.points.length && !c.questions.length && own) c.ask(own(x.phrase));
  // No seat asks for a figure the decision gives: every question is held to the reading.
  const unasked = c.questions.flatMap((q) => withoutGiven(q, reading) ?? []);
  c.questions.splice(0, c.questions.length, ...new Set(unasked));
  if (!c.points.some((p) => p.weight !== 0) && c.questions[0]) leanOnTheMissingFact(x, c, c.questions[0]);
  return c;
}

/**
 * A seat whose vote turns on a fact nobody gave still takes a side, the way a director would: a
 * step that cannot be taken back waits for the answer; a binding one is approved subject to the
 * answer before signing; one that can be changed next quarter goes ahead, the answer due at the
 * first review.
 */
function leanOnTheMissingFact(x: KindContext, c: NotesBuilder, question: string): void {
  const phrase = upperFirst(x.phrase);
  if (isOneWayDoor(x.reading.kind) || signalsOf(x).irreversible)
    c.con(
      0.5,
      `${phrase} cannot be taken back once done, so I would not commit before this is answered: ${question}`,
      `Answer this before the board commits: ${question}`,
      'high',
    );
  else if (isTwoWayDoor(x.reading.kind, x.text, x.reading.duties.length))
    c.con(
      0.25,
      `${phrase} can be adjusted next quarter, so this need not hold it up, but I want the answer by the first review: ${question}`,
      `Answer this by the first review: ${question}`,
      'low',
    );
  // Binding but not final (a loan, a hire, a contract): approved subject to the answer, before signing.
  else
    c.con(
      0.25,
      `${phrase} binds the company once signed, so my support is subject to this being answered first: ${question}`,
      `Answer this before anything is signed: ${question}`,
      'low',
    );
}

/** The sentence quotes the figure as written ('$600k', not '$600k' inside '$6,600k'). */
function citesFigure(text: string, figure: string): boolean {
  const at = text.indexOf(figure);
  return at >= 0 && !/[\d.,]/.test(text[at + figure.length] ?? '') && !/[\d.,]/.test(text[at - 1] ?? '');
}

export function assessSeat(
  seat: Seat,
  reading: DecisionReading,
  decision: Decision,
  board: readonly Seat[],
): SeatAssessment {
  let bySeat = assessments.get(reading);
  if (!bySeat) {
    bySeat = new Map();
    assessments.set(reading, bySeat);
  }
  const cached = bySeat.get(seat.id);
  if (cached) return cached;
  const keys = board.filter((s) => s.kind === 'AI').map((s) => s.key);
  const notes = notesFor(seat, reading, decision, keys.includes(seat.key) ? keys : [...keys, seat.key]);
  const x = contextOf(reading, decision);
  // A figure the board found wrong is no reason to go ahead: a point in favour that cites it
  // ('an annual saving of $600k' when the parts add to $60k) is dropped, the correction stands.
  const wrong = reading.premise_checks
    .map((p) => p.stated_text)
    .filter((t) => /\d/.test(t) && /[$€£₹¥]/.test(t));
  const gate = [
    ...runwayCondition(seat.key, x, reading, decision),
    ...lossCondition(seat.key, x, reading),
    ...solvencyCondition(seat.key, x, reading),
  ];
  const points: Point[] = [...gate, ...notes.points, ...optionsPoints(seat.key, reading, decision)]
    .filter((p) => !(p.weight > 0 && wrong.some((t) => citesFigure(p.text, t))))
    .sort((a, b) => rank(b) - rank(a));
  const weighty = points.filter((p) => p.weight !== 0);
  // A seat whose only concerns are conditions supports, provided they are met: 'yes, if'.
  const onlyConditions = weighty.length > 0 && weighty.every(isCondition);
  const summed = onlyConditions
    ? CONDITIONAL_SUPPORT
    : round2(weighty.reduce((sum, p) => sum + weightOf(p), 0));
  // The runway condition decides the money seats' vote: no other point outweighs it.
  const score = gate.length ? Math.min(summed, DECIDED_AGAINST) : summed;
  const lacking = reading.missing.filter((m) => m.owner === seat.key).length;
  // A seat that asks for a fact is undecided until it has it, not outside its lens.
  // The options set side by side are the chair's comparison, not a point of the seat's own.
  const outsideLens = notes.points.length === 0 && gate.length === 0 && notes.questions.length === 0;
  const confidence = outsideLens
    ? 0.3
    : 0.35 + 0.05 * Math.min(points.length, 7) + 0.08 * Math.min(Math.abs(score), 2.5) - 0.04 * lacking;
  const assessment: SeatAssessment = {
    seat,
    reading,
    phrase: x.phrase,
    points,
    actions: notes.actions,
    questions: notes.questions,
    score,
    stance: outsideLens ? 'neutral' : stanceFor(score),
    confidence: round2(Math.max(0.2, Math.min(0.9, confidence))),
    outsideLens,
  };
  bySeat.set(seat.id, assessment);
  return assessment;
}
