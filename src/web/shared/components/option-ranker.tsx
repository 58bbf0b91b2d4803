// A human seat ranks the options with its vote in the live room (ADR 58) or with its perspective in
// the portal (ADR 61): best first, moved with the arrow buttons (keyboard reachable), a reason per
// option, and an optional veto naming the duty.
import { ActionIcon, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { DecisionOptionDto } from '../../../contracts/options.ts';
import type { RankerValue } from '../lib/ranker.ts';

export { type GivenBallot, initialRanker, type RankerValue, rankerBody } from '../lib/ranker.ts';

export function OptionRanker({
  options,
  value,
  onChange,
}: {
  options: readonly DecisionOptionDto[];
  value: RankerValue;
  onChange: (value: RankerValue) => void;
}) {
  const labelOf = new Map(options.map((o) => [o.id, o.label]));
  const move = (i: number, by: number) => {
    const order = [...value.order];
    const [item] = order.splice(i, 1);
    if (item) order.splice(i + by, 0, item);
    onChange({ ...value, order });
  };
  return (
    <Stack gap="xs" data-testid="option-ranker">
      <Text size="sm" fw={600}>
        Rank the options, best first
      </Text>
      {value.order.map((id, i) => (
        <Group key={id} gap="xs" wrap="nowrap" align="flex-end">
          <Text size="sm" w={24}>
            {i + 1}.
          </Text>
          <TextInput
            style={{ flex: 1 }}
            label={`${id}. ${labelOf.get(id) ?? ''}`}
            placeholder="Your reason (optional)"
            value={value.reasons[id] ?? ''}
            onChange={(e) =>
              onChange({ ...value, reasons: { ...value.reasons, [id]: e.currentTarget.value } })
            }
          />
          <ActionIcon
            variant="light"
            aria-label={`Move ${id} up`}
            disabled={i === 0}
            onClick={() => move(i, -1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="light"
            aria-label={`Move ${id} down`}
            disabled={i === value.order.length - 1}
            onClick={() => move(i, 1)}
          >
            ↓
          </ActionIcon>
        </Group>
      ))}
      <Group grow align="flex-end">
        <Select
          label="Veto an option (optional)"
          placeholder="No veto"
          clearable
          data={options.map((o) => ({ value: o.id, label: `${o.id}. ${o.label}` }))}
          value={value.veto}
          onChange={(veto) => onChange({ ...value, veto })}
        />
        <TextInput
          label="On which duty of yours"
          placeholder="e.g. Data protection"
          disabled={!value.veto}
          value={value.duty}
          onChange={(e) => onChange({ ...value, duty: e.currentTarget.value })}
        />
      </Group>
    </Stack>
  );
}
