// The duration (whole minutes within its bounds) and the type, side by side: the row an agenda
// item's details and the Schedule Meeting form both have, bound to their form's fields.
import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { ITEM_DURATION, MEETING_DURATION } from '../../../../contracts/meetings.ts';
import { ITEM_TYPE_OPTIONS } from '../../../shared/lib/agenda-items.ts';
import { MEETING_TYPE_OPTIONS } from '../lib/meeting-form.ts';

/** What each kind of thing allows: its duration's bounds, the arrows' step, and its types. */
const KINDS = {
  meeting: { bounds: MEETING_DURATION, step: 15, typeOptions: MEETING_TYPE_OPTIONS },
  item: { bounds: ITEM_DURATION, step: 1, typeOptions: ITEM_TYPE_OPTIONS },
};

/** What a form's getInputProps gives one field (value, onChange, error…). */
type FieldProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

interface DurationTypeFieldsProps {
  of: keyof typeof KINDS;
  duration: FieldProps;
  type: FieldProps;
}

export function DurationTypeFields({ of, duration, type }: DurationTypeFieldsProps) {
  const { bounds, step, typeOptions } = KINDS[of];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberInput
        label="Duration (minutes)"
        min={bounds.min}
        max={bounds.max}
        step={step}
        allowDecimal={false}
        {...duration}
      />
      <NativeSelect label="Type" data={typeOptions} {...type} />
    </SimpleGrid>
  );
}
