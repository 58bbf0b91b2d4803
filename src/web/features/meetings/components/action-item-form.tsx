// The fields of an action item: what, who, by when (spec: description, owner, due date).
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';

export interface ActionValues {
  description: string;
  owner: string;
  due_date: string;
}

interface ActionItemFormProps {
  initial?: ActionValues;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved (a new form is then cleared). */
  onSubmit: (values: ActionValues) => Promise<boolean>;
  onCancel?: () => void;
  children?: ReactNode;
}

const EMPTY: ActionValues = { description: '', owner: '', due_date: '' };

export function ActionItemForm({
  initial = EMPTY,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  children,
}: ActionItemFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<ActionValues>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<ActionValues> = {};
    if (!values.description.trim()) next.description = 'Describe the action';
    if (!values.owner.trim()) next.owner = 'Name an owner';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if ((await onSubmit(values)) && !onCancel) setValues(EMPTY);
  };
  const field = (name: keyof ActionValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <TextInput label="Action" placeholder="What needs doing" withAsterisk {...field('description')} />
        <TextInput label="Owner" placeholder="Who does it" withAsterisk {...field('owner')} />
        <TextInput label="Due date" type="date" {...field('due_date')} />
      </SimpleGrid>
      {children}
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}
