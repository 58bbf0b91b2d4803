import { Checkbox, Group, NumberInput, Paper, SegmentedControl, TextInput } from '@mantine/core';
import type { SeatType } from '../../../../contracts/boards.ts';
import { POSITION_BY_KEY } from '../../../../contracts/positions.ts';
import { MAX_WEIGHT_PERCENT, MIN_WEIGHT_PERCENT } from '../../../../contracts/weights.ts';
import { humanEmailError, type SeatState } from '../lib/seats.ts';

interface SeatRowProps {
  seat: SeatState;
  onToggle: (selected: boolean) => void;
  onChange: (patch: Partial<SeatState>) => void;
}

const SEAT_TYPES: SeatType[] = ['AI', 'Human'];

export function SeatRow({ seat, onToggle, onChange }: SeatRowProps) {
  const definition = POSITION_BY_KEY[seat.key];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={seat.selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Checkbox
          label={seat.title}
          description={`${definition.focus} · default ${definition.defaultWeight}%`}
          checked={seat.selected}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          styles={{ label: { fontWeight: 600 } }}
          style={{ flex: '1 1 220px' }}
        />
        {seat.selected && (
          <Group gap="sm" align="center" wrap="wrap">
            <NumberInput
              aria-label={`${seat.title} weight in percent`}
              value={seat.weight}
              min={MIN_WEIGHT_PERCENT}
              max={MAX_WEIGHT_PERCENT}
              step={1}
              allowDecimal={false}
              clampBehavior="strict"
              suffix="%"
              w={96}
              onChange={(value) => onChange({ weight: typeof value === 'number' ? value : '' })}
            />
            <SegmentedControl
              aria-label={`${seat.title}: AI or human member`}
              data={SEAT_TYPES}
              value={seat.type}
              onChange={(value) => onChange({ type: value === 'Human' ? 'Human' : 'AI' })}
              size="sm"
            />
          </Group>
        )}
      </Group>
      {seat.selected && seat.type === 'Human' && (
        <TextInput
          mt="sm"
          type="email"
          label={`E-mail of the registered user who holds the ${seat.title} seat`}
          placeholder="member@example.com"
          value={seat.humanEmail}
          error={humanEmailError(seat)}
          onChange={(event) => onChange({ humanEmail: event.currentTarget.value })}
        />
      )}
    </Paper>
  );
}
