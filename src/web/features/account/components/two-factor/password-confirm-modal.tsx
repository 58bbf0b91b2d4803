// A change to one's factors, confirmed with the current password (not needed within 10 minutes
// of giving it), or with one of one's passkeys instead. Destructive changes say so in red.
import { Alert, Anchor, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-client.ts';
import { passkeyFailure, reauthenticateWithPasskey } from '../../../../shared/api/passkeys.ts';
import { reauthenticateThroughProvider, useProviderReauth } from '../../../../shared/api/sso.ts';
import { FormActions } from '../../../../shared/components/form-actions.tsx';
import { CurrentPasswordField } from '../current-password-field.tsx';

export function PasswordConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  busy,
  withPasskey = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** Offer confirming with a passkey (the account has one) instead of the password. */
  withPasskey?: boolean;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const client = useQueryClient();
  // Only an account that signs in through SSO has an identity provider to confirm it.
  const throughProvider = useProviderReauth(opened).data?.available === true;
  const confirmWithPasskey = async () => {
    setPasskeyError(null);
    try {
      await reauthenticateWithPasskey();
      void client.invalidateQueries({ queryKey: ['auth', 'reauthenticate'] });
      onConfirm('');
    } catch (failure) {
      setPasskeyError(passkeyFailure(failure, 'The passkey did not work'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  const close = () => {
    setPassword('');
    setPasskeyError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <CurrentPasswordField
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
          />
          {withPasskey && (
            <Anchor component="button" type="button" size="sm" onClick={() => void confirmWithPasskey()}>
              Confirm with a passkey instead
            </Anchor>
          )}
          {throughProvider && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void reauthenticateThroughProvider().catch((failure: unknown) =>
                  setPasskeyError(errorMessage(failure, 'Your identity provider could not be reached')),
                )
              }
            >
              Confirm through your identity provider instead
            </Anchor>
          )}
          {passkeyError && (
            <Alert color="red" variant="light" role="alert">
              {passkeyError}
            </Alert>
          )}
          <FormActions
            onCancel={close}
            submitLabel={confirmLabel}
            color={danger ? 'red' : undefined}
            pending={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
