// The board deliberating about an agenda item: the bar and the words of Ask Your Board (the
// shared progress), the phase, and how many members have finished it.
import { Progress, Stack, Text } from '@mantine/core';
import { PROGRESS_MESSAGES } from '../../../shared/session-stream/polling.ts';
import { progressMessage, type SessionProgress } from '../../../shared/session-stream/session-progress.ts';
import { phaseLine } from '../lib/item-session.ts';

export function ItemSessionProgress({ progress }: { progress: SessionProgress }) {
  const done = progress.status === 'completed';
  const line = done ? null : phaseLine(progress);
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Text fw={600}>
        {done ? `${PROGRESS_MESSAGES.complete} Recording the decision...` : progressMessage(progress.status)}
      </Text>
      <Progress value={progress.progress} animated={!done} aria-label="Deliberation progress" />
      {line && (
        <Text size="sm" c="dimmed">
          {line}
        </Text>
      )}
    </Stack>
  );
}
