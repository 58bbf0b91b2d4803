// Outcome reviews on the calendar: each open review a person may record (a decision they asked, a
// board they administer) is an entry on its review date, in their private calendar feed, from the
// day the decision is made, so "How did it turn out?" is in their calendar before it is asked.
// Once recorded, the entry leaves the feed at the calendar's next read.

import type { Review } from '../../../contracts/reviews.ts';
import type { DeadlineSource, PersonDeadline } from '../../lib/deadlines.ts';
import type { Actor } from '../../policy.ts';

export function reviewDeadlines(deps: {
  pending: (actor: Actor, upcoming: boolean) => Promise<Review[]>;
  publicUrl: string;
}): DeadlineSource {
  return async (actor): Promise<PersonDeadline[]> =>
    (await deps.pending(actor, true)).map((review) => ({
      key: `review-${review.session_id}`,
      title: `Review how “${review.decision_topic}” turned out`,
      boardName: review.board_name,
      due: new Date(review.due_at),
      description:
        'The outcome review of this decision is due: record what was done, how it turned out and which risks happened.',
      url: `${deps.publicUrl}/session/${review.session_id}`,
    }));
}
