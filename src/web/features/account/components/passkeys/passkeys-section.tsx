// Settings → Security → Passkeys: sign in with a fingerprint, face or device PIN instead of a
// password, or use a passkey as the second step after it. Adding and removing one asks to confirm
// it is you (password or another passkey) and signs out the account's other sessions.
import { Badge, Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Passkey } from '../../../../../contracts/passkeys.ts';
import {
  passkeyFailure,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
} from '../../../../shared/api/passkeys.ts';
import { DataTable } from '../../../../shared/components/data-table.tsx';
import { FailureAlert } from '../../../../shared/components/failure-alert.tsx';
import { SectionPanel } from '../../../../shared/components/section-panel.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../../../shared/lib/notify.ts';
import { PasswordConfirmModal } from '../two-factor/password-confirm-modal.tsx';
import { RenamePasskeyModal } from './rename-passkey-modal.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString();

export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const list = passkeys.data?.passkeys ?? [];

  const addPasskey = (password: string) =>
    add.mutate(
      { password },
      {
        onSuccess: (added) => {
          setAdding(false);
          notifySuccess(`Passkey “${added.name}” added. Your other sessions were signed out.`);
        },
        onError: (error) =>
          notifyFailure('The passkey was not added', passkeyFailure(error, 'Please try again.')),
      },
    );

  return (
    <SectionPanel
      titleId="passkeys-title"
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of your password. With two-factor on, a passkey can also answer the second step."
    >
      {passkeys.isPending && <Loader size="sm" aria-label="Loading passkeys" />}
      <FailureAlert of={passkeys} fallback="Could not load your passkeys" />
      {passkeys.data && list.length === 0 && <Text size="sm">No passkeys yet.</Text>}
      {list.length > 0 && (
        <DataTable
          minWidth={480}
          aria-label="Your passkeys"
          columns={['Name', 'Added', 'Last used', { hidden: 'Actions' }]}
        >
          {list.map((passkey) => (
            <Table.Tr key={passkey.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {passkey.name}
                  </Text>
                  {passkey.synced && (
                    <Badge size="xs" variant="light">
                      Synced
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{day(passkey.created_at)}</Table.Td>
              <Table.Td>{passkey.last_used_at ? day(passkey.last_used_at) : 'Never'}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setRenaming(passkey)}>
                    Rename<VisuallyHidden> {passkey.name}</VisuallyHidden>
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(passkey)}>
                    Remove<VisuallyHidden> {passkey.name}</VisuallyHidden>
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <Group>
        <Button onClick={() => setAdding(true)} disabled={!passkeys.data}>
          Add a passkey
        </Button>
      </Group>
      <PasswordConfirmModal
        opened={adding}
        title="Add a passkey"
        message="Confirm it is you, then follow your browser's prompt. Your other sessions are signed out."
        confirmLabel="Continue"
        busy={add.isPending}
        withPasskey={list.length > 0}
        onConfirm={addPasskey}
        onClose={() => setAdding(false)}
      />
      <PasswordConfirmModal
        opened={removing !== null}
        title="Remove this passkey"
        message={`“${removing?.name ?? ''}” will no longer sign you in. Your other sessions are signed out.`}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        withPasskey={list.length > 1}
        onConfirm={(password) =>
          removing &&
          remove.mutate(
            { id: removing.id, password },
            {
              onSuccess: () => {
                setRemoving(null);
                notifySuccess('Passkey removed.');
              },
              onError: (error) => notifyError(error, 'The passkey was not removed'),
            },
          )
        }
        onClose={() => setRemoving(null)}
      />
      <RenamePasskeyModal passkey={renaming} onClose={() => setRenaming(null)} />
    </SectionPanel>
  );
}
