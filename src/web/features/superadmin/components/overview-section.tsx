// Dashboard — Platform Overview: real counts, sessions per day (30 days), outcomes, failure rate,
// engine and model mix, tokens. Every figure comes from GET /superadmin/overview.
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useOverview } from '../api/superadmin.ts';
import { describeSeries, formatCount, formatPercent } from '../lib/format.ts';
import { MetricCard } from './metric-card.tsx';
import { OutcomeCounts } from './outcome-counts.tsx';

const COUNT_LABELS = [
  ['users', 'Users'],
  ['organizations', 'Organizations'],
  ['boards', 'Boards'],
  ['sessions', 'Sessions'],
  ['meetings', 'Meetings'],
  ['minutes', 'Minutes'],
] as const;

export function OverviewSection() {
  const overview = useOverview();
  return (
    <QueryView query={overview} loading="Loading platform figures..." failed="Could not load the overview">
      {(data) => {
        const perDay = data.sessions_per_day.map((d) => ({ day: d.day.slice(5), sessions: d.count }));
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              {COUNT_LABELS.map(([key, label]) => (
                <Paper key={key} withBorder p="md" radius="md" data-testid={`count-${key}`}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {label}
                  </Text>
                  <Text fz={28} fw={700}>
                    {formatCount(data.counts[key])}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <MetricCard title="Sessions per day (last 30 days)" titleGap="sm">
              <BarChart
                h={200}
                data={perDay}
                dataKey="day"
                series={[{ name: 'sessions', color: 'indigo.6' }]}
                // Decorative (the text below says the same): not focusable either.
                barChartProps={{ accessibilityLayer: false }}
                aria-hidden
              />
              <Text size="sm" c="dimmed" mt="xs" data-testid="sessions-per-day-text">
                {describeSeries(
                  data.sessions_per_day.map((d) => ({ label: d.day, value: d.count })),
                  'sessions',
                )}
              </Text>
            </MetricCard>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <MetricCard title="Outcomes">
                {data.outcomes.length === 0 ? (
                  <Text c="dimmed">No sessions yet.</Text>
                ) : (
                  <OutcomeCounts counts={data.outcomes} aria-label="Outcomes" />
                )}
                <Text size="sm" mt="sm" data-testid="failure-rate">
                  Failure rate: {formatPercent(data.failure_rate)}
                </Text>
              </MetricCard>
              <MetricCard title="Engines and models">
                {data.engines.length === 0 ? (
                  <Text c="dimmed">No sessions yet.</Text>
                ) : (
                  <Table aria-label="Engines and models">
                    <Table.Tbody>
                      {data.engines.map((e) => (
                        <Table.Tr key={`${e.engine}-${e.model}-${e.provider}`}>
                          <Table.Td>
                            <Text size="sm">{e.provider ?? e.engine}</Text>
                            <Text size="xs" c="dimmed">
                              {e.model}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">{formatCount(e.count)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </MetricCard>
              <MetricCard title="Tokens used">
                <Text data-testid="tokens">
                  {formatCount(data.tokens.prompt)} prompt · {formatCount(data.tokens.completion)} completion
                </Text>
                <Text size="sm" c="dimmed">
                  {formatCount(data.tokens.calls)} model calls
                </Text>
              </MetricCard>
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryView>
  );
}
