// The answers AI seats gave, in the discussion, to the questions one human seat put to them
// (`seat` is the answering seat's title).
import type { Checkpoint } from '../../../engine/types.ts';

export interface AnswerView {
  seat: string;
  question: string;
  answer: string;
}

export function answersFor(
  checkpoints: readonly Checkpoint[],
  askerTitle: string,
  titleOf: (seatId: string) => string,
): AnswerView[] {
  return checkpoints.flatMap((c) => {
    if (c.phase !== 'discussion' || c.status !== 'completed') return [];
    const answers = (c.output as { answers?: { seat: string; question: string; answer: string }[] } | null)
      ?.answers;
    if (!Array.isArray(answers)) return [];
    return answers
      .filter((a) => a.seat === askerTitle)
      .map((a) => ({ seat: titleOf(c.seatId ?? ''), question: a.question, answer: a.answer }));
  });
}
