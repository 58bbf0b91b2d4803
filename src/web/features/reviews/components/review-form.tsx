// "How did it turn out?": what was done, the result, notes, figures, and a tick per critical risk
// the board named.
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
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
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useRecordReview } from '../api.ts';
import { formStateOf, type ReviewFormState, recordedByLine, reviewBodyOf } from '../lib/review-form.ts';

export function ReviewForm({ review }: { review: Review }) {
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
              ? `${recordedByLine(review)}. Every change is in the audit trail.`
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
