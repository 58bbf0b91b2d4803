// 'Outcome review' on a decision's analysis page: the review date (movable by the asker and the
// Admins), and "How did it turn out?" — what was done, the result, notes, figures, and a tick per
// critical risk the board named. Others who follow the board read it.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  REVIEW_ACTION_LABELS,
  REVIEW_ACTIONS,
  REVIEW_FIGURES_MAX,
  REVIEW_NOTES_MAX,
  REVIEW_RESULT_LABELS,
  REVIEW_RESULTS,
  type Review,
  type ReviewAction,
  type ReviewResult,
} from '../../../../contracts/reviews.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { QueryFailureLine } from '../../../shared/components/failure-alert.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { Panel } from '../../../shared/components/panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useRecordReview, useReview, useSetReviewDate } from '../api.ts';
import { dueAtOf, formStateOf, type ReviewFormState, reviewBodyOf } from '../lib/review-form.ts';

const day = (iso: string) => iso.slice(0, 10);
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

function ReviewDate({ review }: { review: Review }) {
  const [value, setValue] = useState(day(review.due_at));
  const save = useSetReviewDate(review.session_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { due_at: dueAtOf(value, new Date()) },
      {
        onSuccess: (saved) =>
          notifySuccess(
            saved.status === 'due' ? 'The review is due now' : `Review date set to ${day(saved.due_at)}`,
          ),
        onError: (error) => notifyError(error, 'Could not move the review date'),
      },
    );
  };
  if (!review.can_edit)
    return (
      <Text size="sm">
        Review date: <strong>{day(review.due_at)}</strong> (decided {day(review.decided_at)})
      </Text>
    );
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Review date"
          description={`Decided ${day(review.decided_at)}. On this date you and the Admins are asked how it turned out.`}
          value={value}
          min={day(review.decided_at)}
          onChange={(e) => setValue(e.currentTarget.value)}
          required
        />
        <Button
          type="submit"
          variant="light"
          loading={save.isPending}
          disabled={value === day(review.due_at)}
        >
          Save date
        </Button>
      </Group>
    </form>
  );
}

function ReviewRead({ review }: { review: Review }) {
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
        Recorded by {review.recorded_by ?? 'a former member'}
        {review.updated_at ? `, last changed ${day(review.updated_at)}` : ''}
      </Text>
    </Stack>
  );
}

function ReviewForm({ review }: { review: Review }) {
  const [state, setState] = useState<ReviewFormState>(() => formStateOf(review));
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordReview(review.session_id);
  const set = (change: Partial<ReviewFormState>) => setState((s) => ({ ...s, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reviewBodyOf(state, review);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    record.mutate(checked.body, {
      onSuccess: () => notifySuccess(review.action ? 'Review updated' : 'Review recorded'),
      onError: (error) => notifyError(error, 'Could not save the review'),
    });
  };

  return (
    <form onSubmit={submit} aria-label="How did it turn out?">
      <Stack gap="sm">
        <Text fw={600}>How did it turn out?</Text>
        <Radio.Group
          label="What was done"
          value={state.action ?? ''}
          onChange={(v) => set({ action: v as ReviewAction })}
          required
        >
          <Group gap="md" mt={4}>
            {REVIEW_ACTIONS.map((a) => (
              <Radio key={a} value={a} label={REVIEW_ACTION_LABELS[a]} />
            ))}
          </Group>
        </Radio.Group>
        {state.action && state.action !== 'not_yet' && (
          <Radio.Group
            label="The result"
            value={state.result ?? ''}
            onChange={(v) => set({ result: v as ReviewResult })}
            required
          >
            <Group gap="md" mt={4}>
              {REVIEW_RESULTS.map((r) => (
                <Radio key={r} value={r} label={REVIEW_RESULT_LABELS[r]} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={REVIEW_NOTES_MAX}
          value={state.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Figures (optional)
          </Text>
          {state.figures.map((figure, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
            <Group key={i} gap="xs" align="flex-end">
              <TextInput
                label={`Figure ${i + 1}`}
                placeholder="Revenue after 90 days"
                value={figure.label}
                onChange={(e) => {
                  const label = e.currentTarget.value;
                  set({ figures: state.figures.map((f, k) => (k === i ? { ...f, label } : f)) });
                }}
              />
              <TextInput
                label={`Value of figure ${i + 1}`}
                placeholder="$1.2M"
                value={figure.value}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  set({ figures: state.figures.map((f, k) => (k === i ? { ...f, value } : f)) });
                }}
              />
              <DeleteIconButton
                size="lg"
                aria-label={`Remove figure ${i + 1}`}
                onClick={() => set({ figures: state.figures.filter((_, k) => k !== i) })}
              />
            </Group>
          ))}
          {state.figures.length < REVIEW_FIGURES_MAX && (
            <div>
              <IconAction
                icon={IconPlus}
                size="xs"
                variant="subtle"
                onClick={() => set({ figures: [...state.figures, { label: '', value: '' }] })}
              >
                Add a figure
              </IconAction>
            </div>
          )}
        </Stack>
        {review.risks.length > 0 && (
          <Stack gap={6} role="group" aria-labelledby="review-risks-title">
            <Text size="sm" fw={500} id="review-risks-title">
              The critical risks the board named: tick those that happened
            </Text>
            {review.risks.map((r) => (
              <Checkbox
                key={r.index}
                label={`${r.risk} (${r.severity})`}
                checked={state.happened[r.index] === true}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setState((s) => ({ ...s, happened: { ...s.happened, [r.index]: checked } }));
                }}
              />
            ))}
          </Stack>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {review.recorded_at
              ? `Recorded by ${review.recorded_by ?? 'a former member'}${review.updated_at ? `, last changed ${day(review.updated_at)}` : ''}. Every change is in the audit trail.`
              : 'Every change is in the audit trail.'}
          </Text>
          <Button type="submit" loading={record.isPending}>
            {review.action ? 'Save changes' : 'Record the review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
