// Users: every account, by address or name. The super-admin disables one (every session ends at
// once, sign-in is refused with a clear message) or enables it again, and removes the second
// factor someone lost (after giving their own password again).
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from '../../../../contracts/superadmin.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { RemoveSecondFactorModal } from '../../account/components/remove-second-factor-modal.tsx';
import { useResetUserFactors, useSetUserDisabled } from '../api/superadmin.ts';
import { createdColumn, fieldColumn } from './directory-columns.ts';
import { DirectoryTable } from './directory-table.tsx';

function ResetFactorsModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetUserFactors();
  const close = () => {
    reset.reset();
    onClose();
  };
  const confirm = (password: string) => {
    if (!user) return;
    reset.mutate(
      { userId: user.id, password },
      {
        onSuccess: () => {
          notifySuccess(`Removed the second factor of ${user.name}; they were signed out and e-mailed`);
          close();
        },
      },
    );
  };
  return (
    <RemoveSecondFactorModal
      personName={user?.name ?? null}
      explanation={`Remove the authenticator app, recovery codes and passkeys of ${user?.name}? They will be signed out everywhere and told by e-mail.`}
      pending={reset.isPending}
      error={reset.error}
      onConfirm={confirm}
      onClose={close}
    />
  );
}

export function UsersSection() {
  const setDisabled = useSetUserDisabled();
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  const confirmToggle = () => {
    if (!toggling) return;
    const user = toggling;
    setDisabled.mutate(
      { userId: user.id, disabled: !user.disabled },
      {
        onSuccess: ({ disabled }) =>
          notifySuccess(
            disabled ? `${user.name} is disabled and signed out` : `${user.name} is enabled again`,
          ),
        onError: (error) => notifyError(error, 'Account not changed'),
        onSettled: () => setToggling(null),
      },
    );
  };

  return (
    <>
      <DirectoryTable
        kind="users"
        label="Users"
        searchLabel="Search users by e-mail or name"
        columns={[
          fieldColumn('Name', 'name'),
          { header: 'E-mail', cell: (u) => u.email ?? '—' },
          {
            header: 'Status',
            cell: (u) => (
              <Group gap={4}>
                {u.disabled ? <Badge color="red">Disabled</Badge> : <Badge color="green">Active</Badge>}
                {u.is_superadmin && <Badge variant="outline">Super-admin</Badge>}
                {(u.two_factor || u.passkeys > 0) && (
                  <Badge variant="light" color="gray">
                    Second factor
                  </Badge>
                )}
              </Group>
            ),
          },
          createdColumn,
          {
            header: 'Actions',
            cell: (u) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  color={u.disabled ? 'green' : 'red'}
                  aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.email ?? u.name}`}
                  onClick={() => setToggling(u)}
                >
                  {u.disabled ? 'Enable' : 'Disable'}
                </Button>
                {(u.two_factor || u.passkeys > 0) && (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={`Remove the second factor of ${u.email ?? u.name}`}
                    onClick={() => setResetting(u)}
                  >
                    Remove second factor
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={toggling !== null}
        title={toggling?.disabled ? 'Enable account' : 'Disable account'}
        message={
          toggling?.disabled
            ? `Enable ${toggling?.name ?? ''} again? They can sign in once more.`
            : `Disable ${toggling?.name ?? ''}? Every session of theirs ends now and sign-in is refused until you enable the account again.`
        }
        confirmLabel={toggling?.disabled ? 'Enable' : 'Disable'}
        busy={setDisabled.isPending}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      />
      <ResetFactorsModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
