// The optional constraints of both session forms: budget, timeline and other constraints.
import { Text, Textarea, TextInput } from '@mantine/core';

export type ConstraintField = 'budget' | 'timeline' | 'other';

export interface FieldProps {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

export function ConstraintFields({ field }: { field: (name: ConstraintField) => FieldProps }) {
  return (
    <>
      <Text fw={600} size="sm" mb={-8}>
        Constraints (optional)
      </Text>
      <TextInput label="Budget" placeholder="e.g. Up to €250k" {...field('budget')} />
      <TextInput label="Timeline" placeholder="e.g. Decide within 4 weeks" {...field('timeline')} />
      <Textarea label="Other Constraints" maxRows={6} {...field('other')} />
    </>
  );
}

/** Company information, required by both session forms (more than 20 characters). */
export function CompanyInfoField({ props, description }: { props: FieldProps; description?: string }) {
  return (
    <Textarea
      label="Company Information"
      description={description ?? 'Stage, size, market, traction'}
      withAsterisk
      maxRows={8}
      {...props}
    />
  );
}
