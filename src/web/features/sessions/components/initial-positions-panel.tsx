// Phase 1: each seat's stance, perspective, key points and concerns.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { TitledList } from '../../../shared/components/titled-list.tsx';
import { percent, stanceColor, stanceLabel } from '../../../shared/lib/session-labels.ts';

export function InitialPositionsPanel({ detail }: { detail: SessionDetail }) {
  const missing = detail.failures.filter((f) => f.phase === 'initial_positions');
  if (detail.deliberations.length === 0) return <Text c="dimmed">No positions were recorded.</Text>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {detail.deliberations.map((d) => (
          <Paper withBorder radius="md" p="md" key={d.seat_id} data-testid="position-card">
            <Group justify="space-between" gap="xs" mb="xs">
              <Text fw={700}>{d.position_title}</Text>
              <Group gap={6}>
                <Badge variant="light" color={d.source === 'human' ? 'teal' : 'indigo'} size="sm">
                  {d.source === 'human' ? 'Human' : 'AI'}
                </Badge>
                <Badge color={stanceColor(d.stance)}>{stanceLabel(d.stance)}</Badge>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              Confidence {percent(d.confidence)}% · weight {percent(d.weight)}%
            </Text>
            <Stack gap="xs">
              <Text size="sm">{d.perspective}</Text>
              <TitledList spacing={2} title="Key points" items={d.key_points} />
              <TitledList spacing={2} title="Concerns" items={d.concerns} />
              <TitledList spacing={2} title="Recommendations" items={d.recommendations} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {missing.length > 0 && (
        <Text size="sm" c="dimmed">
          Without a position: {missing.map((f) => `${f.position_title} (${f.error})`).join('; ')}
        </Text>
      )}
    </Stack>
  );
}
