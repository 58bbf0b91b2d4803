// The top of the progress view: which phase (and round) the board is in, the progress bar and
// its message. The same component shows a replay's position.
import { Badge, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PHASE_ORDER, phaseLabel } from '../../../shared/lib/session-labels.ts';
import type { LiveState } from '../lib/live-state.ts';

interface DeliberationStatusProps {
  state: LiveState;
  value: number;
  message: string;
  /** A live view announces its message to screen readers; a replay does not. */
  announce?: boolean;
}

function phaseColor(index: number, current: number, finished: boolean): string {
  if (finished || index < current) return 'green';
  if (index === current) return 'indigo';
  return 'gray';
}

export function DeliberationStatus({ state, value, message, announce = true }: DeliberationStatusProps) {
  const current = state.phase ? PHASE_ORDER.indexOf(state.phase as (typeof PHASE_ORDER)[number]) : -1;
  const finished = state.status === 'completed';
  const label = finished ? 'Complete' : (phaseLabel(state.phase, state.round) ?? 'Getting started');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            Current phase:{' '}
            <Text span fw={700} c="indigo.8" data-testid="current-phase">
              {label}
            </Text>
          </Text>
          <Text fw={700} size="lg" data-testid="progress-value" aria-hidden>
            {value}%
          </Text>
        </Group>
        <Progress
          value={value}
          size="lg"
          radius="xl"
          animated={!finished && value < 100}
          aria-label="Deliberation progress"
        />
        <Text c="dimmed" size="sm" data-testid="progress-message">
          {message}
        </Text>
        {announce && (
          <VisuallyHidden role="status" aria-live="polite">
            {`${label}. ${message}`}
          </VisuallyHidden>
        )}
        <Group gap={6} aria-label="Phases" role="list">
          {PHASE_ORDER.map((phase, index) => (
            <Badge
              key={phase}
              role="listitem"
              variant={index === current && !finished ? 'filled' : 'light'}
              color={phaseColor(index, current, finished)}
              size="sm"
            >
              {index + 1} {phaseLabel(phase, null)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
