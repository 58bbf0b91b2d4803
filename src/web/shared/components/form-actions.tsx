// The foot of a form: Cancel, then the submit button, on the right.
import { Button, type ButtonProps, Group } from '@mantine/core';

interface FormActionsProps extends Omit<ButtonProps, 'children'> {
  submitLabel: string;
  onCancel: () => void;
  /** The submission is under way and cannot be taken back: the submit button spins and Cancel is
   * held. (`loading` alone spins it and leaves Cancel free.) */
  pending?: boolean;
}

export function FormActions({ submitLabel, onCancel, pending, ...submit }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} {...submit}>
        {submitLabel}
      </Button>
    </Group>
  );
}
