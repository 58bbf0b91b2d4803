// Billing: every organization's plan and seats, pending upgrade requests (sent from the
// organization's Settings) with Grant / Decline, and a plan a super-admin may set. Audited.
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { PLANS } from '../../../../contracts/organizations.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { useBilling, useDecideUpgrade, useSetPlan } from '../api/superadmin.ts';
import { formatDate } from '../lib/format.ts';

export function BillingSection() {
  const billing = useBilling();
  const decide = useDecideUpgrade();
  const setPlan = useSetPlan();
  const fail = (error: unknown) => notifyError(error, 'The change was not saved');

  return (
    <QueryView query={billing} loading="Loading billing..." failed="Could not load billing">
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {data.organizations.filter((o) => o.pending_request).length} pending upgrade request(s)
          </Text>
          <DataTable
            minWidth={820}
            aria-label="Billing"
            columns={['Organization', 'Plan', 'Seats', 'Upgrade request', 'Set plan']}
          >
            {data.organizations.map((o) => (
              <Table.Tr key={o.organization_id} data-testid={`billing-${o.organization_id}`}>
                <Table.Td>{o.organization_name}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{o.plan_name}</Badge>
                </Table.Td>
                <Table.Td>
                  {o.seats_used} / {o.seats_total}
                </Table.Td>
                <Table.Td>
                  {o.pending_request ? (
                    <Stack gap={4}>
                      <Text size="sm">
                        {PLANS.find((p) => p.id === o.pending_request?.plan)?.name ?? o.pending_request.plan}{' '}
                        — {o.pending_request.requested_by ?? 'someone'},{' '}
                        {formatDate(o.pending_request.created_at)}
                      </Text>
                      {o.pending_request.note && (
                        <Text size="xs" c="dimmed">
                          {o.pending_request.note}
                        </Text>
                      )}
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          color="teal"
                          loading={decide.isPending}
                          onClick={() =>
                            decide.mutate({ id: o.pending_request!.id, decision: 'grant' }, { onError: fail })
                          }
                        >
                          Grant
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          loading={decide.isPending}
                          onClick={() =>
                            decide.mutate(
                              { id: o.pending_request!.id, decision: 'decline' },
                              { onError: fail },
                            )
                          }
                        >
                          Decline
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Plan of ${o.organization_name}`}
                    data={PLANS.map((p) => ({ value: p.id, label: p.name }))}
                    value={o.plan}
                    allowDeselect={false}
                    w={140}
                    onChange={(plan) =>
                      plan &&
                      plan !== o.plan &&
                      setPlan.mutate({ organizationId: o.organization_id, plan }, { onError: fail })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </Stack>
      )}
    </QueryView>
  );
}
