// Outcome reviews as the related-decisions search shows them beside a past decision ("proceed,
// reviewed as worse than expected"): the review's own words mapped onto that contract's.
import type { PastReview } from '../../../contracts/related-decisions.ts';
import type { ReviewsOf } from '../related-decisions/service.ts';
import type { createReviewRepository } from './repository.ts';

const FOLLOWED: Readonly<Record<string, PastReview['followed']>> = {
  followed: 'followed_board',
  other: 'did_something_else',
  not_yet: 'not_yet',
};

export function pastReviewsOf(reviews: ReturnType<typeof createReviewRepository>): ReviewsOf {
  return async (sessionIds) => {
    const rows = await reviews.recordedFor(sessionIds);
    return new Map(
      rows.map((r) => [
        r.sessionId,
        {
          followed: FOLLOWED[r.action ?? ''] ?? null,
          result: r.result ?? null,
          notes: r.notes || null,
          reviewed_at: (r.updatedAt ?? r.recordedAt ?? r.dueAt).toISOString(),
        },
      ]),
    );
  };
}
