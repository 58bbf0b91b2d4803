// 'View Live Replay': the recorded event stream played back with its real timing, shown with
// the progress view's status and seat cards.
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconPlayerSkipForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SessionEvent } from '../../../../contracts/sessions.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { loadSessionEvents } from '../../../shared/session-stream/event-stream.ts';
import { PROGRESS_MESSAGES } from '../../../shared/session-stream/polling.ts';
import { useReplay } from '../hooks/use-replay.ts';
import type { SeatSeed } from '../lib/live-state.ts';
import { formatClock, type ReplaySpeed } from '../lib/replay.ts';
import { BoardNotes } from './board-notes.tsx';
import { DeliberationStatus } from './deliberation-status.tsx';
import { OutcomeBanner } from './outcome-banner.tsx';
import { SeatGrid } from './seat-grid.tsx';

interface ReplayModalProps {
  sessionId: string;
  seats: readonly SeatSeed[];
  opened: boolean;
  onClose: () => void;
}

export function ReplayModal({ sessionId, seats, opened, onClose }: ReplayModalProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const events = useQuery({
    queryKey: ['sessions', 'events', sessionId],
    queryFn: ({ signal }) => loadSessionEvents(sessionId, signal),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Live Replay" size="xl" fullScreen={narrow}>
      {events.isPending && <LoadingState label="Loading the recorded deliberation..." />}
      <FailureAlert of={events} fallback="Failed to load the recorded deliberation" />
      {events.data && <ReplayPlayer events={events.data} seats={seats} />}
    </Modal>
  );
}

function ReplayPlayer({ events, seats }: { events: SessionEvent[]; seats: readonly SeatSeed[] }) {
  const replay = useReplay(events, seats);
  const { state } = replay;
  if (events.length === 0) return <Text c="dimmed">This session has no recorded events.</Text>;
  const finished = state.status === 'completed';
  const message = replay.done
    ? finished
      ? PROGRESS_MESSAGES.complete
      : 'End of the recording.'
    : state.status === 'starting'
      ? PROGRESS_MESSAGES.starting
      : PROGRESS_MESSAGES.inProgress;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button
            onClick={replay.toggle}
            leftSection={
              replay.playing ? (
                <IconPlayerPause size={16} aria-hidden />
              ) : (
                <IconPlayerPlay size={16} aria-hidden />
              )
            }
          >
            {replay.playing ? 'Pause' : replay.done ? 'Replay again' : 'Play'}
          </Button>
          <SegmentedControl
            aria-label="Replay speed"
            value={String(replay.speed)}
            onChange={(value) => replay.setSpeed(Number(value) as ReplaySpeed)}
            data={[
              { value: '1', label: '×1' },
              { value: '4', label: '×4' },
            ]}
          />
          <IconAction icon={IconPlayerSkipForward} variant="default" onClick={replay.skipToEnd}>
            Skip to end
          </IconAction>
        </Group>
        <Text size="sm" c="dimmed" data-testid="replay-clock">
          {formatClock(replay.elapsed)} / {formatClock(replay.duration)} · event {replay.played} of{' '}
          {replay.total}
        </Text>
      </Group>
      <DeliberationStatus
        state={state}
        value={replay.done && finished ? 100 : state.progress}
        message={message}
        announce={false}
      />
      <SeatGrid seats={state.seats} label="Board members (replay)" />
      <BoardNotes state={state} />
      {replay.done && finished && (
        <OutcomeBanner outcome={state.outcome} recommendation={state.recommendation ?? ''} />
      )}
      {replay.done && state.status === 'failed' && (
        <Alert color="red" variant="light">
          The deliberation failed: {state.failure}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Recorded events only, at their real pace; pauses longer than 5 seconds are shortened.
      </Text>
    </Stack>
  );
}
