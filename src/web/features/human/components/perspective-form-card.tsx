// The member's perspective (spec: stance buttons, analysis of more than 50 characters, key points
// one per line, confidence 0–100 in steps of 10, optional questions to named AI members), with
// a draft kept on the server and restored on return.
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  HUMAN_ANALYSIS_MAX,
  HUMAN_ANALYSIS_MIN_EXCLUSIVE,
  KEY_POINTS_TEXT_MAX,
  QUESTION_MAX,
} from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfidenceSlider } from '../../../shared/components/confidence-slider.tsx';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { initialRanker, OptionRanker, rankerBody } from '../../../shared/components/option-ranker.tsx';
import { stanceLabel } from '../../../shared/lib/session-labels.ts';
import { type PortalSession, useSaveDraft, useSubmitPerspective } from '../api/portal.ts';
import {
  analysisShortfall,
  canAddQuestion,
  canSubmit,
  type PerspectiveFormValues,
  STANCES,
  toDraft,
  toSubmitBody,
} from '../lib/perspective-form.ts';

interface PerspectiveFormCardProps {
  session: PortalSession;
  initial: PerspectiveFormValues;
  onSubmitted: (message: string) => void;
}

export function PerspectiveFormCard({ session, initial, onSubmitted }: PerspectiveFormCardProps) {
  const [values, setValues] = useState(initial);
  const [draftSaved, setDraftSaved] = useState(false);
  // On a decision with options the seat ranks them now; the live vote may rank them again.
  const [ranker, setRanker] = useState(() => initialRanker(session.options));
  const hasOptions = session.options.length > 0;
  const save = useSaveDraft(session.id);
  const submit = useSubmitPerspective(session.id);
  const change = (patch: Partial<PerspectiveFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDraftSaved(false);
  };
  const setQuestion = (index: number, patch: Partial<PerspectiveFormValues['questionsTo'][number]>) =>
    change({ questionsTo: values.questionsTo.map((q, i) => (i === index ? { ...q, ...patch } : q)) });
  const seatOptions = session.ai_seats.map((s) => ({ value: s.id, label: s.title }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-perspective">
      <Title order={3} id="your-perspective" mb="sm">
        Your perspective
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!canSubmit(values)) return;
          // The session's own events may close this form before the answer arrives: a per-call
          // callback would then be dropped with it, the promise is not.
          submit
            .mutateAsync({ ...toSubmitBody(values), ...(hasOptions ? rankerBody(ranker) : {}) })
            .then((result) => onSubmitted(result.message))
            .catch(() => {}); // shown by the form from the mutation's error state
        }}
      >
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="stance-label">
              Your stance
            </Text>
            <Group gap="xs" role="group" aria-labelledby="stance-label">
              {STANCES.map((stance) => (
                <Button
                  key={stance}
                  type="button"
                  variant={values.stance === stance ? 'filled' : 'default'}
                  aria-pressed={values.stance === stance}
                  onClick={() => change({ stance })}
                >
                  {stanceLabel(stance)}
                </Button>
              ))}
            </Group>
          </div>
          <Textarea
            label="Your analysis"
            description={`More than ${HUMAN_ANALYSIS_MIN_EXCLUSIVE} characters.`}
            minRows={4}
            maxLength={HUMAN_ANALYSIS_MAX}
            value={values.perspective}
            onChange={(e) => change({ perspective: e.currentTarget.value })}
            error={analysisShortfall(values.perspective)}
          />
          <Textarea
            label="Key points"
            description="One per line."
            minRows={3}
            maxLength={KEY_POINTS_TEXT_MAX}
            value={values.keyPoints}
            onChange={(e) => change({ keyPoints: e.currentTarget.value })}
          />
          <ConfidenceSlider
            label="Confidence"
            value={values.confidence}
            onChange={(confidence) => change({ confidence })}
          />
          {hasOptions && <OptionRanker options={session.options} value={ranker} onChange={setRanker} />}
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Questions for AI members (optional)
            </Text>
            {values.questionsTo.map((q, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  label={`Question ${index + 1} to`}
                  placeholder="Choose a member"
                  data={seatOptions}
                  value={q.seatId || null}
                  onChange={(seatId) => setQuestion(index, { seatId: seatId ?? '' })}
                  w={200}
                />
                <TextInput
                  label={`Question ${index + 1}`}
                  maxLength={QUESTION_MAX}
                  value={q.question}
                  onChange={(e) => setQuestion(index, { question: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <DeleteIconButton
                  size="lg"
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => change({ questionsTo: values.questionsTo.filter((_, i) => i !== index) })}
                />
              </Group>
            ))}
            {canAddQuestion(values) && seatOptions.length > 0 && (
              <Button
                type="button"
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => change({ questionsTo: [...values.questionsTo, { seatId: '', question: '' }] })}
              >
                Add a question
              </Button>
            )}
          </Stack>
          {(save.isError || submit.isError) && (
            <Alert color="red" variant="light" role="alert">
              {submit.isError
                ? errorMessage(submit.error, 'Failed to submit perspective. Please try again.')
                : errorMessage(save.error, 'Failed to save the draft')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {draftSaved && (
              <Text size="sm" c="green" role="status">
                Draft saved
              </Text>
            )}
            <Button
              type="button"
              variant="default"
              loading={save.isPending}
              onClick={() => save.mutate(toDraft(values), { onSuccess: () => setDraftSaved(true) })}
            >
              Save Draft
            </Button>
            <Button type="submit" disabled={!canSubmit(values)} loading={submit.isPending}>
              Submit Perspective
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
