// The foot of a form: Cancel, then the submit button, on the right.
import { Button, type ButtonProps, Group } from '@mantine/core';

interface FormActionsProps extends Omit<ButtonProps, 'children'> {
  submitLabel: string;
  onCancel: () => void;
  /** Cancel is held while the submission is under way, where it cannot be taken back. */
  cancelDisabled?: boolean;
}

export function FormActions({ submitLabel, onCancel, cancelDisabled, ...submit }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" {...submit}>
        {submitLabel}
      </Button>
    </Group>
  );
}
