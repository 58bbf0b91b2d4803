// A change to one's factors, confirmed with the current password (not needed within 10 minutes
// of giving it). Destructive changes say so in red.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CurrentPasswordField } from '../current-password-field.tsx';

export function PasswordConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  const close = () => {
    setPassword('');
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
