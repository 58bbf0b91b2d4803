// 'Board Deliberation in Progress' (then 'Complete' while the results load): phase, progress, the
// seat cards and the board's reading of the decision (corrections included), all driven by the
// session's events as they land.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AwaitedMembers } from '../../../shared/components/awaited-members.tsx';
import type { LiveState } from '../lib/live-state.ts';
import { engineLine, type LiveStage, progressDisplay, progressHeading } from '../lib/progress-display.ts';
import { BoardNotes } from './board-notes.tsx';
import { DecisionReading } from './decision-reading.tsx';
import { DeliberationStatus } from './deliberation-status.tsx';
import { SeatGrid } from './seat-grid.tsx';

interface DeliberationProgressProps {
  sessionId: string;
  state: LiveState;
  stage: LiveStage;
  topic: string | null;
  polling: boolean;
  error: string | null;
  onRetry: () => void;
}

export function DeliberationProgress(props: DeliberationProgressProps) {
  const { sessionId, state, stage, topic, polling, error, onRetry } = props;
  // Only a board with human seats can wait for someone.
  const waiting = state.seats.some((seat) => seat.kind === 'Human');
  const engine = engineLine(state, stage);
  const { value, message } = progressDisplay(state, stage);
  return (
    <Stack gap="md" component="section" aria-labelledby="progress-title">
      <div>
        <Title order={2} size="h3" id="progress-title">
          {progressHeading(stage)}
        </Title>
        {topic && (
          <Text c="dimmed" lineClamp={2}>
            {topic}
          </Text>
        )}
      </div>
      <DeliberationStatus state={state} value={value} message={message} />
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Text>{error}</Text>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {waiting && <AwaitedMembers sessionId={sessionId} />}
      <SeatGrid seats={state.seats} />
      <BoardNotes state={state} />
      {state.reading && state.reading.verdict === 'deliberate' && <DecisionReading reading={state.reading} />}
      <Text size="xs" c="dimmed" mih="1.2em">
        {[engine, polling ? 'Live updates are unavailable: checking the status every 5 seconds.' : null]
          .filter(Boolean)
          .join(' ')}
      </Text>
    </Stack>
  );
}
