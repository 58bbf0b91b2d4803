// The review's rules, kept out of React: the date a picked day means, the body sent, and who recorded it.
import type { RecordReviewBody, Review, ReviewAction, ReviewResult } from '../../../../contracts/reviews.ts';

/** The calendar day of a timestamp, as the date field shows it. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** Who recorded the review, and when it last changed. */
export const recordedByLine = (review: Review) =>
  `Recorded by ${review.recorded_by ?? 'a former member'}${review.updated_at ? `, last changed ${dayOf(review.updated_at)}` : ''}`;

/** A picked day: today means now (the review is due at once), another day 09:00 UTC. */
export function dueAtOf(day: string, now: Date): string {
  return day === now.toISOString().slice(0, 10) ? now.toISOString() : `${day}T09:00:00.000Z`;
}

export interface ReviewFormState {
  action: ReviewAction | null;
  result: ReviewResult | null;
  notes: string;
  figures: { label: string; value: string }[];
  happened: Record<number, boolean>;
}

export const formStateOf = (review: Review): ReviewFormState => ({
  action: review.action,
  result: review.result,
  notes: review.notes,
  figures: review.figures,
  happened: Object.fromEntries(review.risks.map((r) => [r.index, r.happened === true])),
});

/** The problem that keeps the form from being sent, or the body to send. */
export function reviewBodyOf(
  state: ReviewFormState,
  review: Review,
): { problem: string } | { body: RecordReviewBody } {
  if (!state.action) return { problem: 'Say what was done' };
  if (state.action !== 'not_yet' && !state.result) return { problem: 'Say how it turned out' };
  const figures = state.figures.filter((f) => f.label.trim() || f.value.trim());
  if (figures.some((f) => !f.label.trim() || !f.value.trim()))
    return { problem: 'Give every figure a name and a value, or remove it' };
  return {
    body: {
      action: state.action,
      result: state.action === 'not_yet' ? null : state.result,
      notes: state.notes,
      figures,
      risks: review.risks.map((r) => ({ index: r.index, happened: state.happened[r.index] === true })),
    },
  };
}
