// Settings → Security → API tokens: one's personal tokens for scripts and integrations — what
// each may do, when it was made, last used and expires — created here, revoked after confirming.
import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { ApiToken } from '../../../../contracts/api-tokens.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
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
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="api-tokens-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title id="api-tokens-title" order={2} size="h4">
              API tokens
            </Title>
            <Text size="sm" c="dimmed">
              For scripts and integrations: send one as <Code>Authorization: Bearer &lt;token&gt;</Code>. A
              token acts as you, limited to its access.
            </Text>
          </div>
          <Button variant="light" onClick={() => setCreating(true)}>
            Create token
          </Button>
        </Group>
        {tokens.isPending ? (
          <LoadingState label="Loading your API tokens..." />
        ) : tokens.isError ? (
          <ErrorState
            title="Could not load your API tokens"
            message={errorMessage(tokens.error, 'An unexpected error occurred')}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API tokens yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label="Your API tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
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
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => setRevoking(token)}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CreateApiTokenDialog opened={creating} onClose={() => setCreating(false)} />
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </Paper>
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
