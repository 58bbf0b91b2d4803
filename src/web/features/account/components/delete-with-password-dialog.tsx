// Deleting for good (an account, an organization): a warning, the password again and the name
// typed out before the red button works; the server's refusal is shown in the dialog.
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';

export interface DeletionRequest {
  password: string;
  confirmation: string;
}

interface DeleteWithPasswordDialogProps {
  opened: boolean;
  title: string;
  warning: ReactNode;
  /** What must be typed out (compared without case or surrounding spaces). */
  name: string;
  confirmLabel: string;
  failedTitle: string;
  /** The deletion's mutation: the dialog shows its progress and failure, and resets it on close. */
  deletion: { isPending: boolean; isError: boolean; error: Error | null; reset: () => void };
  onConfirm: (request: DeletionRequest) => void;
  onClose: () => void;
}

export function DeleteWithPasswordDialog({
  opened,
  title,
  warning,
  name,
  confirmLabel,
  failedTitle,
  deletion,
  onConfirm,
  onClose,
}: DeleteWithPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const matches = confirmation.trim().toLowerCase() === name.trim().toLowerCase();
  const close = () => {
    setPassword('');
    setConfirmation('');
    deletion.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (matches) onConfirm({ password, confirmation });
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{warning}</Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <TextInput
            label={`Type ${name} to confirm`}
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            autoComplete="off"
            required
          />
          <FailureAlert of={deletion} title={failedTitle} />
          <FormActions
            onCancel={close}
            submitLabel={confirmLabel}
            color="red"
            disabled={!matches}
            loading={deletion.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
