// System Health: database and round trip, the deliberation queue, live workers, each provider's
// reachability (cached a minute on the server), app version and uptime.
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useHealth } from '../api/superadmin.ts';
import { formatDuration } from '../lib/format.ts';
import { MetricCard } from './metric-card.tsx';

function Fact({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <MetricCard title={title} size="h6" titleGap={4}>
      {children}
    </MetricCard>
  );
}

export function HealthSection() {
  const health = useHealth();
  return (
    <QueryView query={health} loading="Checking the system..." failed="Could not check the system">
      {(h) => (
        <Stack gap="md">
          <Group justify="flex-end">
            <Button
              variant="default"
              size="xs"
              onClick={() => void health.refetch()}
              loading={health.isFetching}
            >
              Check again
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Fact title="Database">
              <Text data-testid="health-database">
                {h.database.kind} · {h.database.round_trip_ms} ms round trip
              </Text>
            </Fact>
            <Fact title="Job queue">
              <Text data-testid="health-queue">
                {h.queue.queued} queued · {h.queue.active} active · {h.queue.failed_last_hour} failed in the
                last hour
              </Text>
            </Fact>
            <Fact title="Workers">
              <Text data-testid="health-workers">
                {h.workers.alive} alive{h.workers.hosts.length ? ` (${h.workers.hosts.join(', ')})` : ''}
              </Text>
            </Fact>
            <Fact title="App">
              <Text>
                Version {h.version} · up {formatDuration(h.uptime_seconds)}
              </Text>
            </Fact>
          </SimpleGrid>
          <MetricCard title="AI providers" size="h6">
            <DataTable minWidth={480} aria-label="Provider reachability">
              {h.providers.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>
                    <Badge color={p.ok ? 'teal' : 'red'} variant="light">
                      {p.ok ? 'Reachable' : 'Unreachable'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.latency_ms} ms</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="red">
                      {p.error}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </MetricCard>
        </Stack>
      )}
    </QueryView>
  );
}
