import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Invite } from '../../../../contracts/organizations.ts';
import { ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useInvites, useResendInvite, useRevokeInvite } from '../../../shared/api/invites.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { ActionsCell, DataTable } from '../../../shared/components/data-table.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { RemoveButton } from '../../../shared/components/remove-button.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { CopyLink } from './copy-link.tsx';

export function PendingInvites({ organizationId }: { organizationId: string }) {
  const invites = useInvites(organizationId, true);
  const resend = useResendInvite(organizationId);
  const revoke = useRevokeInvite(organizationId);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  // A resent invite has a new link: shown here when e-mail is not configured.
  const [freshLinks, setFreshLinks] = useState<Record<string, string>>({});

  const onResend = (invite: Invite) =>
    resend.mutate(invite.id, {
      onSuccess: (updated) => {
        if (updated.link) setFreshLinks((links) => ({ ...links, [invite.id]: updated.link ?? '' }));
        notifySuccess(
          updated.link
            ? `New invitation link for ${invite.email} (e-mail is not configured: copy it below)`
            : `Invitation sent again to ${invite.email}`,
        );
      },
      onError: (error) => notifyError(error, 'Not resent'),
    });

  const confirmRevoke = () => {
    if (!revoking) return;
    const invite = revoking;
    revoke.mutate(invite.id, {
      onSuccess: () => notifySuccess(`Invitation for ${invite.email} revoked`),
      onError: (error) => notifyError(error, 'Not revoked'),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Pending invitations
      </Title>
      {invites.isPending ? (
        <LoadingState label="Loading invitations..." />
      ) : invites.isError ? (
        <Text c="red">{errorMessage(invites.error, 'Could not load the invitations')}</Text>
      ) : invites.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No pending invitations.
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <DataTable
            minWidth={640}
            verticalSpacing="sm"
            aria-label="Pending invitations"
            columns={['Email', 'Role', 'Expires', 'Actions']}
          >
            {invites.data.map((invite) => {
              const link = freshLinks[invite.id] ?? invite.link;
              return (
                <Table.Tr key={invite.id}>
                  <Table.Td>
                    {invite.email}
                    {link && <CopyLink link={link} label={`Invitation link for ${invite.email}`} />}
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[invite.role]}</Table.Td>
                  <Table.Td>{formatDate(invite.expires_at)}</Table.Td>
                  <ActionsCell>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onResend(invite)}
                      loading={resend.isPending && resend.variables === invite.id}
                      aria-label={`Resend invitation to ${invite.email}`}
                    >
                      Resend
                    </Button>
                    <RemoveButton
                      onClick={() => setRevoking(invite)}
                      aria-label={`Revoke invitation to ${invite.email}`}
                    >
                      Revoke
                    </RemoveButton>
                  </ActionsCell>
                </Table.Tr>
              );
            })}
          </DataTable>
        </Paper>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke invitation"
        message={`Revoke the invitation for ${revoking?.email ?? ''}? The link will stop working.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
