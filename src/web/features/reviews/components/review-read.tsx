// A recorded review as those who cannot edit it read it.
import { Stack, Text } from '@mantine/core';
import { REVIEW_ACTION_LABELS, REVIEW_RESULT_LABELS, type Review } from '../../../../contracts/reviews.ts';
import { recordedByLine } from '../lib/review-form.ts';

export function ReviewRead({ review }: { review: Review }) {
  if (!review.action)
    return (
      <Text size="sm" c="dimmed">
        Not reviewed yet. The person who asked and the organization’s Admins record how it turned out.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>What was done:</strong> {REVIEW_ACTION_LABELS[review.action]}
        {review.result && (
          <>
            {' · '}
            <strong>Result:</strong> {REVIEW_RESULT_LABELS[review.result]}
          </>
        )}
      </Text>
      {review.notes && <Text size="sm">{review.notes}</Text>}
      {review.figures.map((f) => (
        <Text size="sm" key={`${f.label}:${f.value}`}>
          {f.label}: {f.value}
        </Text>
      ))}
      {review.risks.length > 0 && (
        <Text size="sm">
          Critical risks that happened: {review.risks.filter((r) => r.happened).length} of{' '}
          {review.risks.length}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {recordedByLine(review)}
      </Text>
    </Stack>
  );
}
