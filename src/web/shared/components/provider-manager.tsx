// A scope's AI providers (the platform's, or an organization's): each with its key hint, Test
// connection (latency, or the provider's error), default choice and removal; and Add.
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { Provider, ProviderTestResult } from '../../../contracts/providers.ts';
import { errorMessage } from '../api/api-client.ts';
import {
  type ProviderScope,
  useChooseDefault,
  useDeleteProvider,
  useTestProvider,
} from '../api/providers.ts';
import { notifyError } from '../lib/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ProviderFormModal } from './provider-form-modal.tsx';

function TestOutcome({ result }: { result: ProviderTestResult }) {
  return result.ok ? (
    <Text size="sm" c="teal" data-testid="provider-test-result">
      Connected: {result.model} answered in {result.latency_ms} ms
    </Text>
  ) : (
    <Text size="sm" c="red" data-testid="provider-test-result">
      Failed after {result.latency_ms} ms: {result.error}
    </Text>
  );
}

export function ProviderManager({
  scope,
  providers,
  canManage,
}: {
  scope: ProviderScope;
  providers: Provider[];
  canManage: boolean;
}) {
  const [adding, addDialog] = useDisclosure(false);
  const [removing, setRemoving] = useState<Provider | null>(null);
  const [results, setResults] = useState<Record<string, ProviderTestResult>>({});
  const test = useTestProvider(scope);
  const choose = useChooseDefault(scope);
  const remove = useDeleteProvider(scope);
  const fail = (error: unknown) => notifyError(error, 'The change was not saved');
  const own = (p: Provider) =>
    scope.kind === 'platform' ? p.scope !== 'organization' : p.scope === 'organization';

  async function runTest(id: string) {
    try {
      const result = await test.mutateAsync(id);
      setResults((r) => ({ ...r, [id]: result }));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Stack gap="sm">
      {providers.length === 0 ? (
        <Text c="dimmed">No providers yet.</Text>
      ) : (
        <Stack gap="xs">
          {providers.map((p) => (
            <Paper key={p.id} withBorder p="sm" radius="md" data-testid="provider-row">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={600}>{p.name}</Text>
                    {p.is_default && <Badge color="teal">Default</Badge>}
                    {p.read_only && (
                      <Badge variant="outline" color="gray">
                        From environment, read-only
                      </Badge>
                    )}
                    {scope.kind === 'organization' && p.scope === 'platform' && (
                      <Badge variant="outline">Platform</Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.kind} · {p.default_model}
                    {p.base_url ? ` · ${p.base_url}` : ''}
                    {p.api_key_hint ? ` · key ${p.api_key_hint}` : ''}
                  </Text>
                  {results[p.id] && <TestOutcome result={results[p.id]!} />}
                </Stack>
                {canManage && own(p) && (
                  <Group gap={6}>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => void runTest(p.id)}
                      loading={test.isPending && test.variables === p.id}
                    >
                      Test connection
                    </Button>
                    {!p.is_default && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => choose.mutate(p.id, { onError: fail })}
                      >
                        Make default
                      </Button>
                    )}
                    {!p.read_only && (
                      <Button size="compact-sm" color="red" variant="subtle" onClick={() => setRemoving(p)}>
                        Remove
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canManage && (
        <Group>
          <Button onClick={addDialog.open}>Add provider</Button>
          {scope.kind === 'organization' && (
            <Button variant="default" onClick={() => choose.mutate(null, { onError: fail })}>
              Use the platform's default
            </Button>
          )}
        </Group>
      )}
      {choose.isError && <Alert color="red">{errorMessage(choose.error, 'The change was not saved')}</Alert>}
      <ProviderFormModal scope={scope} opened={adding} onClose={addDialog.close} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove provider"
        message={`Remove the provider "${removing?.name ?? ''}"? Boards that use it fall back to the default; past sessions keep its name.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null), onError: fail })
        }
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
