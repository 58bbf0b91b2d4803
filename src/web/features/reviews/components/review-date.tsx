// The review date: moved by the asker and the Admins, read by everyone else.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Review } from '../../../../contracts/reviews.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useSetReviewDate } from '../api.ts';
import { dayOf, dueAtOf } from '../lib/review-form.ts';

export function ReviewDate({ review }: { review: Review }) {
  const [value, setValue] = useState(dayOf(review.due_at));
  const save = useSetReviewDate(review.session_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { due_at: dueAtOf(value, new Date()) },
      {
        onSuccess: (saved) =>
          notifySuccess(
            saved.status === 'due' ? 'The review is due now' : `Review date set to ${dayOf(saved.due_at)}`,
          ),
        onError: (error) => notifyError(error, 'Could not move the review date'),
      },
    );
  };
  if (!review.can_edit)
    return (
      <Text size="sm">
        Review date: <strong>{dayOf(review.due_at)}</strong> (decided {dayOf(review.decided_at)})
      </Text>
    );
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Review date"
          description={`Decided ${dayOf(review.decided_at)}. On this date you and the Admins are asked how it turned out.`}
          value={value}
          min={dayOf(review.decided_at)}
          onChange={(e) => setValue(e.currentTarget.value)}
          required
        />
        <Button
          type="submit"
          variant="light"
          loading={save.isPending}
          disabled={value === dayOf(review.due_at)}
        >
          Save date
        </Button>
      </Group>
    </form>
  );
}
