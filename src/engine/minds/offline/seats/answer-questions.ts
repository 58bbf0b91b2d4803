// The offline mind answers the questions human board members put to a seat by matching each
// question against what the seat found in the reading: its points (with their mitigations), its
// actions and its open questions. It never invents a figure; when nothing it read touches the
// question, it says so and names what it would need.
import { truncate } from '../../../digest.ts';
import type { QuestionForSeat, SeatAnswer, SeatContext } from '../../../types.ts';
import { contentStemsOf } from '../stems.ts';
import type { SeatAssessment } from './assess.ts';

/** Something the seat said, and what it would do about it (a concern's mitigation). */
export interface Candidate {
  text: string;
  follow: string | null;
}

function overlap(question: ReadonlySet<string>, text: string): number {
  return contentStemsOf(text).filter((stem) => question.has(stem)).length;
}

/**
 * The candidate sharing the most content words (stems) with the question, or null when none
 * shares any. Ties keep the earlier candidate, so callers list the strongest material first.
 */
export function bestMatch(question: string, list: readonly Candidate[]): Candidate | null {
  const stems = new Set(contentStemsOf(question));
  let best: Candidate | null = null;
  let top = 0;
  for (const c of list) {
    const score = overlap(stems, c.text) + (c.follow ? overlap(stems, c.follow) : 0);
    if (score > top) {
      best = c;
      top = score;
    }
  }
  return best;
}

function candidates(a: SeatAssessment): Candidate[] {
  return [
    ...a.points.map((f) => ({ text: f.text, follow: f.mitigation })),
    ...a.actions.map((r) => ({ text: `I recommend: ${r.action} (${r.horizon}).`, follow: null })),
    ...a.questions.map((q) => ({
      text: `The text does not settle this yet; I am asking: ${q}`,
      follow: null,
    })),
  ];
}

function answerOne(ctx: SeatContext, a: SeatAssessment, asked: QuestionForSeat): SeatAnswer {
  const best = bestMatch(asked.question, candidates(a));
  let answer: string;
  if (best) {
    answer = best.follow ? `${best.text} What I would do: ${best.follow}` : best.text;
  } else {
    const lead = a.points[0]?.text;
    answer = lead
      ? `Nothing in the text on ${a.phrase} speaks to that directly from the ${ctx.seat.title} seat. What I can say: ${lead}`
      : `The text on ${a.phrase} gives the ${ctx.seat.title} seat nothing to answer that with; the figures or facts behind your question would let me.`;
  }
  return { seat: asked.from, question: asked.question, answer: truncate(answer, 600) };
}

export function answerQuestions(
  ctx: SeatContext,
  a: SeatAssessment,
  asked: readonly QuestionForSeat[] | undefined,
): SeatAnswer[] {
  return (asked ?? []).map((q) => answerOne(ctx, a, q));
}
