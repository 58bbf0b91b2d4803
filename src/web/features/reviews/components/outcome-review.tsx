// 'Outcome review' on a decision's analysis page: the review date (movable by the asker and the
// Admins), and "How did it turn out?" — what was done, the result, notes, figures, and a tick per
// critical risk the board named. Others who follow the board read it.
import { Badge, Group, Loader, Stack, Title } from '@mantine/core';
import type { Review } from '../../../../contracts/reviews.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { QueryFailureLine } from '../../../shared/components/failure-alert.tsx';
import { Panel } from '../../../shared/components/panel.tsx';
import { useReview } from '../api.ts';
import { ReviewDate } from './review-date.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewRead } from './review-read.tsx';

const STATUS: Record<Review['status'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gray' },
  due: { label: 'Due now', color: 'orange' },
  recorded: { label: 'Recorded', color: 'teal' },
};

export function OutcomeReview({ sessionId }: { sessionId: string }) {
  const review = useReview(sessionId);
  // A decision still being made, or a text the board did not judge, has no review.
  if (review.isError && review.error instanceof ApiError && review.error.status === 409) return null;
  return (
    <Panel aria-labelledby="review-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id="review-title">
            Outcome review
          </Title>
          {review.data && (
            <Badge color={STATUS[review.data.status].color} variant="light">
              {STATUS[review.data.status].label}
            </Badge>
          )}
        </Group>
        {review.isPending && <Loader size="sm" aria-label="Loading the outcome review" />}
        <QueryFailureLine query={review} fallback="Could not load the outcome review." />
        {review.data && <ReviewDate review={review.data} />}
        {review.data &&
          (review.data.can_edit ? (
            <ReviewForm
              key={review.data.updated_at ?? review.data.recorded_at ?? 'new'}
              review={review.data}
            />
          ) : (
            <ReviewRead review={review.data} />
          ))}
      </Stack>
    </Panel>
  );
}
