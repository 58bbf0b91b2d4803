// Removing someone's lost second factor, as an organization's Admin or as the super-admin: the
// same form for both (what it does, the remover's own password, the server's answer), so the two
// places cannot drift apart in what they ask or say.
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';

export function RemoveSecondFactorModal({
  personName,
  explanation,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** Whose factor is removed; null while closed. */
  personName: string | null;
  explanation: ReactNode;
  pending: boolean;
  error: Error | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (personName === null) setPassword('');
  }, [personName]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <Modal
      opened={personName !== null}
      onClose={onClose}
      title="Remove second factor"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{explanation}</Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {error && (
            <Alert color="red" title="Second factor not removed" role="alert">
              {errorMessage(error, 'An unexpected error occurred')}
            </Alert>
          )}
          <FormActions onCancel={onClose} submitLabel="Remove second factor" color="red" loading={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
