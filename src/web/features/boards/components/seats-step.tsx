import { Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { PositionKey } from '../../../../contracts/positions.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import {
  autoBalanceSeats,
  type SeatState,
  seatProblem,
  toggleSeat,
  totalWeight,
  updateSeat,
} from '../lib/seats.ts';
import { type SeatExtras, SeatRow } from './seat-row.tsx';

interface SeatsStepProps extends SeatExtras {
  seats: SeatState[];
  onChange: (seats: SeatState[]) => void;
}

export function SeatsStep({ seats, onChange, ...extras }: SeatsStepProps) {
  const problem = seatProblem(seats);
  const total = totalWeight(seats);
  const selectedCount = seats.filter((s) => s.selected).length;

  const update = (key: PositionKey, patch: Partial<SeatState>) => onChange(updateSeat(seats, key, patch));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <div>
          <Text fw={600}>Board members ({selectedCount} selected)</Text>
          <Text size="sm" c="dimmed">
            Select 2 to 10 members and give each a weight between 1% and 50%.
          </Text>
        </div>
        <IconAction
          icon={IconScale}
          variant="light"
          onClick={() => onChange(autoBalanceSeats(seats))}
          disabled={selectedCount === 0}
        >
          Auto-Balance
        </IconAction>
      </Group>

      <Stack gap="xs" role="group" aria-label="Board members">
        {seats.map((seat) => (
          <SeatRow
            key={seat.key}
            seat={seat}
            {...extras}
            onToggle={(selected) => onChange(toggleSeat(seats, seat.key, selected))}
            onChange={(patch) => update(seat.key, patch)}
          />
        ))}
      </Stack>

      <Group justify="space-between" align="center" aria-live="polite">
        <Text fw={700} c={problem ? 'red' : 'teal'}>
          Total: {Math.round(total * 10) / 10}%
        </Text>
        {problem && (
          <Text c="red" size="sm" fw={500}>
            {problem}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
