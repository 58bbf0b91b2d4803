// A webhook's delivery log: each delivery's event, status, attempts, last answer or error, and
// its payload; a delivery can be sent again (same message id) after confirming.
import { Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '../../../../contracts/webhooks.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { ActionsCell, DataTable } from '../../../shared/components/data-table.tsx';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks.ts';

const STATUS_COLORS = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;
const when = (value: string | null) =>
  value ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';

export function WebhookLogModal({
  organizationId,
  webhook,
  onClose,
}: {
  organizationId: string;
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const log = useWebhookDeliveries(organizationId, webhook?.id ?? null);
  const replay = useReplayDelivery(organizationId, webhook?.id ?? '');
  const [replaying, setReplaying] = useState<WebhookDelivery | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const confirm = () => {
    if (!replaying) return;
    replay.mutate(replaying.id, {
      onSuccess: () => {
        notifySuccess('Delivery sent again');
        setReplaying(null);
      },
      onError: (error) => notifyError(error, 'Delivery not replayed'),
    });
  };
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      size="xl"
      title={`Deliveries to ${webhook?.url ?? ''}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {log.isPending ? (
        <LoadingState label="Loading the delivery log..." />
      ) : log.isError ? (
        <ErrorState
          title="Could not load the delivery log"
          message={errorMessage(log.error, 'An unexpected error occurred')}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing sent yet: deliveries appear here when one of its events happens.
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" onClick={() => void log.refetch()} loading={log.isFetching}>
              Refresh
            </Button>
          </Group>
          <DataTable
            minWidth={720}
            aria-label="Delivery log"
            columns={['Event', 'Status', 'Attempts', 'Last answer', 'Last attempt', 'Actions']}
          >
            {log.data.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <Text size="sm">{delivery.event_type}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {delivery.message_id}
                    {delivery.replay_of ? ' (replay)' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[delivery.status]} variant="light" size="sm">
                    {delivery.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {delivery.last_error ??
                      (delivery.last_status_code ? `HTTP ${delivery.last_status_code}` : '—')}
                  </Text>
                </Table.Td>
                <Table.Td>{when(delivery.last_attempt_at)}</Table.Td>
                <ActionsCell>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                    aria-expanded={open === delivery.id}
                  >
                    Payload
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setReplaying(delivery)}>
                    Replay
                  </Button>
                </ActionsCell>
              </Table.Tr>
            ))}
          </DataTable>
          {open && (
            <Code block aria-label="Payload">
              {JSON.stringify(log.data.find((d) => d.id === open)?.payload ?? {}, null, 2)}
            </Code>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={replaying !== null}
        title="Send this delivery again?"
        message={`The receiver gets the ${replaying?.event_type ?? ''} message again, with the same webhook-id.`}
        confirmLabel="Replay"
        busy={replay.isPending}
        onConfirm={confirm}
        onCancel={() => setReplaying(null)}
      />
    </Modal>
  );
}
