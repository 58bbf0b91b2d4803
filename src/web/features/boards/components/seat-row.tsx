import {
  Autocomplete,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
} from '@mantine/core';
import type { SeatType } from '../../../../contracts/boards.ts';
import { POSITION_BY_KEY } from '../../../../contracts/positions.ts';
import { MAX_WEIGHT_PERCENT, MIN_WEIGHT_PERCENT } from '../../../../contracts/weights.ts';
import type { SeatState } from '../lib/seats.ts';

export interface SeatOption {
  value: string;
  label: string;
  /** Offered but not choosable (a member whose address is unconfirmed cannot hold a seat). */
  disabled?: boolean;
}

/** What a seat editor offers beyond weights and AI/Human; absent options hide their field. */
export interface SeatExtras {
  /** People who may hold a human seat (the organization's members, pending invitees). */
  holders?: SeatOption[];
  /** Personas an AI seat may speak with. */
  personas?: SeatOption[];
  /** Whether an AI seat may name its own model. */
  withModel?: boolean;
  /** Models the board's provider lists, offered as suggestions (free text stays allowed). */
  models?: string[];
}

interface SeatRowProps extends SeatExtras {
  seat: SeatState;
  onToggle: (selected: boolean) => void;
  onChange: (patch: Partial<SeatState>) => void;
}

const SEAT_TYPES: SeatType[] = ['AI', 'Human'];

export function SeatRow({ seat, onToggle, onChange, holders, personas, withModel, models }: SeatRowProps) {
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
      {seat.selected && seat.type === 'Human' && holders && (
        <Select
          mt="sm"
          label={`Holder of the ${seat.title} seat`}
          placeholder={holders.length ? 'Choose a member' : 'No members to choose from'}
          data={withCurrent(holders, seat.humanEmail)}
          value={seat.humanEmail || null}
          onChange={(value) => onChange({ humanEmail: value ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No member matches"
        />
      )}
      {seat.selected && seat.type === 'AI' && (personas || withModel) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
          {personas && (
            <Select
              label={`Persona of the ${seat.title} seat`}
              placeholder="Built-in persona"
              data={personas}
              value={seat.personaId}
              onChange={(value) => onChange({ personaId: value })}
              searchable
              clearable
            />
          )}
          {withModel && (
            <Autocomplete
              label={`Model of the ${seat.title} seat`}
              placeholder="Provider default"
              description="Optional, for boards on an LLM provider"
              data={models ?? []}
              value={seat.model}
              onChange={(value) => onChange({ model: value })}
            />
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** The current holder stays selectable even when no longer offered (e.g. removed since). */
function withCurrent(options: SeatOption[], current: string): SeatOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}
