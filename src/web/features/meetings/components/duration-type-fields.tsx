// The duration (whole minutes within its bounds) and the type, side by side: the row an agenda
// item's details and the Schedule Meeting form both have, bound to their form's fields.
import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { DurationBounds } from '../lib/duration.ts';

/** What a form's getInputProps gives one field (value, onChange, error…). */
type FieldProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

interface DurationTypeFieldsProps {
  bounds: DurationBounds;
  /** How far the arrows move the duration. */
  step?: number;
  typeOptions: { value: string; label: string }[];
  duration: FieldProps;
  type: FieldProps;
}

export function DurationTypeFields({ bounds, step, typeOptions, duration, type }: DurationTypeFieldsProps) {
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
