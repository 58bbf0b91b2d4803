// An Admin removes the second factor a member lost (phone, security key): after the Admin's own
// password; the member is signed out everywhere and e-mailed, and sets up a new factor.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrgMember } from '../../../../contracts/organizations.ts';
import { useResetMemberFactors } from '../../../shared/api/account.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from '../../account/components/current-password-field.tsx';

export function ResetFactorsDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: OrgMember | null;
  onClose: () => void;
}) {
  const reset = useResetMemberFactors(organizationId);
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    reset.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!member) return;
    reset.mutate(
      { userId: member.user_id, password },
      {
        onSuccess: ({ passkeys_removed, totp_removed }) => {
          const what = [
            totp_removed ? 'authenticator app' : null,
            passkeys_removed ? `${passkeys_removed} passkey(s)` : null,
          ]
            .filter(Boolean)
            .join(' and ');
          notifySuccess(`Removed ${member.name}'s ${what}; they were signed out and e-mailed`);
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title="Remove second factor"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            Remove the authenticator app, recovery codes and passkeys of {member?.name}? Do this only when
            they lost them and you have confirmed who they are. They will be signed out everywhere, told by
            e-mail, and can sign in with their password to set up a new second factor.
          </Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {reset.isError && (
            <Alert color="red" title="Second factor not removed" role="alert">
              {errorMessage(reset.error, 'An unexpected error occurred')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reset.isPending}>
              Remove second factor
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
