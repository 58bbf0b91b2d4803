// The board's related past decisions in the offline mind (ADR 50). A seat cites one when it bears
// on the seat's lens: a risk the board named then, or what the review found, names one of its
// persona's signal terms or shares content words with the seat's own points on this decision. The citation is a fact (weight 0): a precedent informs the seat's case
// and is quoted in it, but does not move its stance. Without past decisions nothing changes.
import { decisionDate, pastOutcomeWords } from '../../../contracts/past-decision-words.ts';
import { truncate } from '../../digest.ts';
import type { Decision, PastDecision } from '../../types.ts';
import { readKind } from './reader/kind.ts';
import { sectionsOf } from './reader/text.ts';
import type { SeatAssessment } from './seats/assess.ts';
import { contentStemsOf } from './stems.ts';

/** Content words a precedent's piece must share with the seat's lens to bear on it. */
const MIN_SHARED = 2;

/** The kind the offline reader gives a question from its words alone (cheap: no figures read). */
export function questionKind(decision: Decision): string | null {
  return readKind(sectionsOf(decision)).kind?.id ?? null;
}

interface Bearing {
  past: PastDecision;
  /** The piece of the precedent that touches the seat: a risk named then, or the review's notes. */
  piece: { label: string; text: string };
  /** How strongly it bears: twice the signal terms it names, plus the words it shares. */
  shared: number;
}

function piecesOf(past: PastDecision): { label: string; text: string }[] {
  return [
    ...(past.review?.notes ? [{ label: 'what its review found', text: past.review.notes }] : []),
    ...past.risks.map((risk) => ({ label: 'the risk it named then', text: risk })),
  ];
}

/**
 * The precedent that bears most on this seat's lens, if any does: a piece of it names one of the
 * persona's signal terms ('burn', 'churn'), or shares two content words with the seat's own points
 * beyond the question's own words (which every related decision shares).
 */
export function bearingOn(a: SeatAssessment, decision: Decision): Bearing | null {
  const related = decision.related ?? [];
  if (!related.length || a.outsideLens) return null;
  const topic = new Set(contentStemsOf(decision.topic));
  const own = new Set(a.points.flatMap((p) => contentStemsOf(p.text)).filter((s) => !topic.has(s)));
  const signals = (a.seat.persona?.lens?.signalTerms ?? [])
    .map((t) => contentStemsOf(t))
    .filter((stems) => stems.length > 0);
  let best: Bearing | null = null;
  for (const past of related) {
    for (const piece of piecesOf(past)) {
      const stems = new Set(contentStemsOf(piece.text));
      const signalHits = signals.filter((term) => term.every((s) => stems.has(s))).length;
      const shared = [...stems].filter((s) => own.has(s)).length;
      if (signalHits === 0 && shared < MIN_SHARED) continue;
      const weight = 2 * signalHits + shared;
      if (!best || weight > best.shared) best = { past, piece, shared: weight };
    }
  }
  return best;
}

/** 'This board decided something similar on 3 March 2026 ("…"): proceed, reviewed as worse than expected; …'. */
export function citation(b: Bearing): string {
  const { past, piece } = b;
  return (
    `This board decided something similar on ${decisionDate(past.decidedAt)} (“${truncate(past.topic, 90)}”): ` +
    `${pastOutcomeWords(past.outcome, past.review?.result ?? null)}; ${piece.label} bears on my view here: ` +
    `${truncate(piece.text, 140)}`
  );
}

/**
 * The seat's assessment with its citation of the precedent that bears on its lens, placed after
 * its two weightiest points so it is among the points it states; the same assessment when none does.
 */
export function withPastDecisions(a: SeatAssessment, decision: Decision): SeatAssessment {
  const bearing = bearingOn(a, decision);
  if (!bearing) return a;
  const points = [...a.points];
  points.splice(Math.min(2, points.length), 0, {
    weight: 0,
    text: citation(bearing),
    severity: null,
    mitigation: null,
  });
  return { ...a, points };
}
