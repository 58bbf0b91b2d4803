// One board seat during a deliberation: Waiting → Thinking… → complete with its stance (and
// later its vote). Fixed size; its state is also exposed as data attributes for tests.
import { Badge, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  phaseLabel,
  stanceColor,
  stanceLabel,
  voteColor,
  voteLabel,
} from '../../../shared/lib/session-labels.ts';
import type { SeatView } from '../lib/live-state.ts';
import classes from './seat-card.module.css';

export function seatStatusText(seat: SeatView, word: string): string {
  switch (seat.status) {
    case 'pending':
      return 'Waiting';
    case 'active':
      return `${word}...`;
    case 'complete':
      return 'Complete';
    case 'failed':
      return 'No answer';
    case 'waiting':
      return 'Waiting for board member';
    case 'missing':
      return 'No response';
  }
}

function StatusIcon({ seat }: { seat: SeatView }): ReactNode {
  switch (seat.status) {
    case 'active':
      return <Loader size={14} type="dots" aria-hidden />;
    case 'complete':
      return <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />;
    case 'failed':
      return <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />;
    case 'waiting':
    case 'missing':
      return <IconUserQuestion size={16} color="var(--mantine-color-yellow-8)" aria-hidden />;
    default:
      return <IconClock size={16} color="var(--mantine-color-gray-6)" aria-hidden />;
  }
}

export function SeatCard({ seat, word }: { seat: SeatView; word: string }) {
  const status = seatStatusText(seat, word);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-seat-id={seat.id}
      data-state={seat.status}
      data-step={seat.step ?? ''}
      data-completed-step={seat.completedStep ?? ''}
      role="group"
      aria-label={seat.title}
    >
      <Group justify="space-between" gap="xs" className={classes.line}>
        <Text fw={600} truncate title={seat.title}>
          {seat.title}
        </Text>
        <Badge
          size="xs"
          variant="light"
          color={seat.kind === 'Human' ? 'teal' : 'indigo'}
          style={{ flexShrink: 0 }}
        >
          {seat.kind}
        </Badge>
      </Group>
      <Group gap={6} className={classes.line} title={seat.error ?? undefined}>
        <StatusIcon seat={seat} />
        <Text
          size="sm"
          c={seat.status === 'pending' ? 'dimmed' : undefined}
          truncate
          data-testid="seat-status"
        >
          {status}
        </Text>
      </Group>
      <Group gap={6} className={classes.line}>
        {seat.stance ? (
          <Badge variant="light" color={stanceColor(seat.stance)} data-testid="seat-stance">
            {stanceLabel(seat.stance)}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            No stance yet
          </Text>
        )}
        {seat.vote && (
          <Badge variant="filled" color={voteColor(seat.vote)} data-testid="seat-vote">
            Vote: {voteLabel(seat.vote)}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {phaseLabel(seat.phase, seat.round) ?? 'Not started'}
      </Text>
    </Paper>
  );
}
