// Settings → Webhooks (Admins): where the organization's events are sent — each endpoint's
// address, events and format, switched on or off, removed after confirming, and its delivery log.
import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Webhook } from '../../../../contracts/webhooks.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { ActionsCell, type ColumnHeading, DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks.ts';
import { AddWebhookDialog, EVENT_LABELS } from './add-webhook-dialog.tsx';
import { WebhookLogModal } from './webhook-log-modal.tsx';

const COLUMNS: ColumnHeading[] = ['Address', 'Events', 'Format', 'On', { hidden: 'Actions' }];

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
    <SectionPanel
      titleId="webhooks-title"
      title="Webhooks"
      order={3}
      description="Send this organization's events to your own systems or a Slack channel. Deliveries are signed and retried."
      action={
        <Button variant="light" onClick={() => setAdding(true)}>
          Add webhook
        </Button>
      }
      gap="md"
    >
      <QueryView
        query={webhooks}
        loading="Loading webhooks..."
        failed="Could not load the webhooks"
        empty={
          <Text size="sm" c="dimmed">
            No webhooks yet.
          </Text>
        }
      >
        {(list) => (
          <DataTable minWidth={720} verticalSpacing="sm" aria-label="Webhooks" columns={COLUMNS}>
            {list.map((webhook) => (
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
                <ActionsCell>
                  <Button size="xs" variant="subtle" onClick={() => setReading(webhook)}>
                    Deliveries
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(webhook)}>
                    Remove
                  </Button>
                </ActionsCell>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryView>
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
    </SectionPanel>
  );
}
