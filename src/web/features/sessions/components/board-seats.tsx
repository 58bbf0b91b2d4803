// The board's members beside the form: title, weight, AI or human.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Panel } from '../../../shared/components/panel.tsx';
import type { SeatSeed } from '../lib/live-state.ts';

interface BoardSeat extends SeatSeed {
  weight: number | null;
}

export function BoardSeats({ seats, placeholders }: { seats: readonly BoardSeat[]; placeholders: boolean }) {
  return (
    <Panel aria-labelledby="seats-title">
      <Title order={2} size="h4" id="seats-title" mb="xs">
        Board members ({seats.length})
      </Title>
      {placeholders && (
        <Text size="sm" c="dimmed" mb="xs">
          This board's seat list could not be read; these are placeholders.
        </Text>
      )}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {seats.map((seat) => (
          <Group key={seat.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate title={seat.title}>
              {seat.title}
            </Text>
            <Group gap={6} wrap="nowrap">
              {seat.weight !== null && (
                <Text size="xs" c="dimmed">
                  {Math.round(seat.weight * 1000) / 10}%
                </Text>
              )}
              <Badge size="xs" variant="light" color={seat.is_human ? 'teal' : 'indigo'}>
                {seat.is_human ? 'Human' : 'AI'}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
