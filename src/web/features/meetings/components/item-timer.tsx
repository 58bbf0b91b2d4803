// The item's clock: time spent against its estimate, and the overrun once past it.
import { Group, Progress, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { formatClock, itemClock } from '../lib/agenda-timing.ts';

export function ItemTimer({ item }: { item: AgendaItem }) {
  const now = useNow(1000, item.status === 'in_progress');
  const clock = itemClock(item, now);
  const over = clock.overrun > 0;
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <IconClock size={16} aria-hidden />
          <Text
            fw={600}
            ff="monospace"
            aria-label={`Time spent ${formatClock(clock.elapsed)} of ${formatClock(clock.estimate)}`}
          >
            {formatClock(clock.elapsed)} / {formatClock(clock.estimate)}
          </Text>
        </Group>
        {over ? (
          <Text c="red" fw={600} size="sm">
            +{formatClock(clock.overrun)} over
          </Text>
        ) : (
          <Text c="dimmed" size="sm">
            {item.status === 'pending'
              ? 'Not started'
              : `${formatClock(clock.estimate - clock.elapsed)} left`}
          </Text>
        )}
      </Group>
      <Progress
        value={clock.percent}
        color={over ? 'red' : clock.percent > 80 ? 'yellow' : 'indigo'}
        mt={6}
        aria-hidden
      />
    </div>
  );
}
