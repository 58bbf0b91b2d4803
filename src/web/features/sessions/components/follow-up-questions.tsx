// 'Ask a follow-up': after the session, ask one AI seat 'why?' or a new question; it answers in
// character from what it said. The questions and answers stay with the session for everyone who
// follows the board, and appear in the exports.
import { Alert, Group, Loader, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconMessageQuestion } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FOLLOW_UP_QUESTION_MAX, type FollowUp } from '../../../../contracts/follow-ups.ts';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { QueryFailureLine } from '../../../shared/components/failure-alert.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { useAskFollowUp, useFollowUps } from '../api/follow-ups.ts';
import { askableSeats, followUpsOpen, questionProblem } from '../lib/follow-ups.ts';

export function FollowUpQuestions({ detail }: { detail: SessionDetail }) {
  const open = followUpsOpen(detail);
  const sessionId = detail.session.id;
  const list = useFollowUps(sessionId, open);
  if (!open) return null;
  return (
    <SectionPanel
      titleId="follow-ups-title"
      title="Follow-up questions"
      order={3}
      size="h5"
      density="compact"
    >
      <AskForm detail={detail} />
      {list.isPending && <Loader size="sm" aria-label="Loading follow-up questions" />}
      <QueryFailureLine query={list} fallback="Could not load the follow-up questions." />
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No follow-up questions yet. Ask a seat why it voted as it did, or what it makes of something new.
        </Text>
      )}
      {list.data?.map((f) => (
        <Answer key={f.id} followUp={f} />
      ))}
    </SectionPanel>
  );
}

function AskForm({ detail }: { detail: SessionDetail }) {
  const seats = askableSeats(detail);
  const [seatId, setSeatId] = useState<string | null>(seats[0]?.value ?? null);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskFollowUp(detail.session.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = questionProblem(seatId, question);
    setProblem(found);
    if (found || !seatId) return;
    ask.mutate({ seat_id: seatId, question }, { onSuccess: () => setQuestion('') });
  };

  return (
    <form onSubmit={submit} aria-label="Ask a follow-up">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Seat"
            data={seats}
            value={seatId}
            onChange={setSeatId}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
          <Textarea
            label="Your question"
            placeholder="Why did you vote that way?"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={FOLLOW_UP_QUESTION_MAX}
            minRows={1}
            maxRows={5}
            error={problem}
            style={{ flex: 1, minWidth: 220 }}
          />
          <IconAction icon={IconMessageQuestion} type="submit" loading={ask.isPending}>
            Ask a follow-up
          </IconAction>
        </Group>
        {ask.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(ask.error, 'The seat could not answer. Please try again.')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

function Answer({ followUp }: { followUp: FollowUp }) {
  return (
    <Stack gap={2} data-testid="follow-up">
      <Text size="sm">
        <strong>{followUp.asker_name}</strong> asked the <strong>{followUp.position_title}</strong>:{' '}
        {followUp.question}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
        {followUp.answer}
      </Text>
    </Stack>
  );
}
