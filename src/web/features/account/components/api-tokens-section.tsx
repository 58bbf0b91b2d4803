// Settings → Security → API tokens: one's personal tokens for scripts and integrations — what
// each may do, when it was made, last used and expires — created here, revoked after confirming.
import { Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiToken } from '../../../../contracts/api-tokens.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { RemoveButton } from '../../../shared/components/remove-button.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens.ts';
import { CreateApiTokenDialog, SCOPE_LABELS } from './create-api-token-dialog.tsx';

const day = (value: string) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });
const when = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <SectionPanel
      titleId="api-tokens-title"
      title="API tokens"
      description={
        <>
          For scripts and integrations: send one as <Code>Authorization: Bearer &lt;token&gt;</Code>. A token
          acts as you, limited to its access.
        </>
      }
      action={
        <Button variant="light" onClick={() => setCreating(true)}>
          Create token
        </Button>
      }
      gap="md"
    >
      <QueryView
        query={tokens}
        loading="Loading your API tokens..."
        failed="Could not load your API tokens"
        empty={
          <Text size="sm" c="dimmed">
            No API tokens yet.
          </Text>
        }
      >
        {(list) => (
          <DataTable
            minWidth={720}
            verticalSpacing="sm"
            aria-label="Your API tokens"
            columns={['Name', 'Access', 'Created', 'Last used', 'Expires', { hidden: 'Actions' }]}
          >
            {list.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {token.name}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {token.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm">
                    {SCOPE_LABELS[token.scope].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{day(token.created_at)}</Table.Td>
                <Table.Td>{token.last_used_at ? when(token.last_used_at) : 'Never'}</Table.Td>
                <Table.Td>
                  {token.expired ? (
                    <Badge color="red" variant="light" size="sm">
                      Expired
                    </Badge>
                  ) : (
                    day(token.expires_at)
                  )}
                </Table.Td>
                <Table.Td>
                  <RemoveButton aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
                    Revoke
                  </RemoveButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <CreateApiTokenDialog opened={creating} onClose={() => setCreating(false)} />
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </SectionPanel>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const confirm = () => {
    if (!token) return;
    revoke.mutate(token.id, {
      onSuccess: () => {
        notifySuccess(`Token "${token.name}" revoked`);
        onClose();
      },
      onError: (error) => notifyError(error, 'Token not revoked'),
    });
  };
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title="Revoke this API token?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Anything using <strong>{token?.name}</strong> stops working at once. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={revoke.isPending}>
            Revoke token
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
