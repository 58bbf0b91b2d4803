// Settings → Webhooks (Admins): where the organization's events are sent — each endpoint's
// address, events and format, switched on or off, removed after confirming, and its delivery log.
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { Webhook } from '../../../../contracts/webhooks.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks.ts';
import { AddWebhookDialog, EVENT_LABELS } from './add-webhook-dialog.tsx';
import { WebhookLogModal } from './webhook-log-modal.tsx';

export function WebhooksPanel({ organizationId }: { organizationId: string }) {
  const webhooks = useWebhooks(organizationId);
  const update = useUpdateWebhook(organizationId);
  const remove = useDeleteWebhook(organizationId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [reading, setReading] = useState<Webhook | null>(null);

  const toggle = (webhook: Webhook, enabled: boolean) =>
    update.mutate(
      { id: webhook.id, body: { enabled } },
      { onError: (error) => notifyError(error, 'Webhook not changed') },
    );
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifySuccess('Webhook removed');
        setRemoving(null);
      },
      onError: (error) => notifyError(error, 'Webhook not removed'),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title id="webhooks-title" order={3} size="h4">
              Webhooks
            </Title>
            <Text size="sm" c="dimmed">
              Send this organization's events to your own systems or a Slack channel. Deliveries are signed
              and retried.
            </Text>
          </div>
          <Button variant="light" onClick={() => setAdding(true)}>
            Add webhook
          </Button>
        </Group>
        {webhooks.isPending ? (
          <LoadingState label="Loading webhooks..." />
        ) : webhooks.isError ? (
          <ErrorState
            title="Could not load the webhooks"
            message={errorMessage(webhooks.error, 'An unexpected error occurred')}
            onRetry={() => void webhooks.refetch()}
          />
        ) : webhooks.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No webhooks yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label="Webhooks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Events</Table.Th>
                  <Table.Th>Format</Table.Th>
                  <Table.Th>On</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {webhooks.data.map((webhook) => (
                  <Table.Tr key={webhook.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {webhook.url}
                      </Text>
                      {webhook.description && (
                        <Text size="xs" c="dimmed">
                          {webhook.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {webhook.events.map((type) => (
                          <Badge key={type} variant="light" size="sm">
                            {EVENT_LABELS[type]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{webhook.format === 'slack' ? 'Slack' : 'Standard'}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={webhook.enabled}
                        onChange={(event) => toggle(webhook, event.currentTarget.checked)}
                        aria-label={`Send to ${webhook.url}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setReading(webhook)}>
                          Deliveries
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(webhook)}>
                          Remove
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AddWebhookDialog organizationId={organizationId} opened={adding} onClose={() => setAdding(false)} />
      <WebhookLogModal organizationId={organizationId} webhook={reading} onClose={() => setReading(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this webhook?"
        message={`Nothing more is sent to ${removing?.url ?? ''}, and its delivery log is deleted.`}
        confirmLabel="Remove webhook"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
