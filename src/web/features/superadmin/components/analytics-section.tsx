// Analytics: sessions and decisions per week, outcomes, average confidence and consensus, human
// participation, median duration and tokens per session; each chart with its text equivalent.
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Analytics } from '../../../../contracts/superadmin.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useAnalytics } from '../api/superadmin.ts';
import { describeSeries, formatCount, formatDuration, formatPercent } from '../lib/format.ts';
import { MetricCard } from './metric-card.tsx';
import { OutcomeCounts } from './outcome-counts.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The headline figures, each with the test id its check reads. */
const FIGURES: { label: string; testId: string; value: (data: Analytics) => string }[] = [
  {
    label: 'Average confidence',
    testId: 'avg-confidence',
    value: (d) => formatPercent(d.average_confidence),
  },
  { label: 'Average consensus', testId: 'avg-consensus', value: (d) => formatPercent(d.average_consensus) },
  {
    label: 'Human participation',
    testId: 'human-rate',
    value: (d) => formatPercent(d.human_participation_rate),
  },
  {
    label: 'Median duration',
    testId: 'median-duration',
    value: (d) => formatDuration(d.median_duration_seconds),
  },
  {
    label: 'Tokens per session',
    testId: 'tokens-per-session',
    value: (d) => (d.tokens_per_session === null ? '—' : formatCount(Math.round(d.tokens_per_session))),
  },
];

export function AnalyticsSection() {
  const analytics = useAnalytics();
  return (
    <QueryView query={analytics} loading="Loading analytics..." failed="Could not load analytics">
      {(data) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, md: 5 }}>
            {FIGURES.map((figure) => (
              <Figure
                key={figure.testId}
                label={figure.label}
                value={figure.value(data)}
                testId={figure.testId}
              />
            ))}
          </SimpleGrid>
          <MetricCard title="Sessions and decisions per week (last 12 weeks)" titleGap="sm">
            <LineChart
              h={220}
              data={data.weeks.map((w) => ({
                week: w.week.slice(5),
                sessions: w.sessions,
                decisions: w.decisions,
              }))}
              dataKey="week"
              series={[
                { name: 'sessions', color: 'indigo.6' },
                { name: 'decisions', color: 'teal.6' },
              ]}
              // Decorative (the text below says the same): not focusable either.
              lineChartProps={{ accessibilityLayer: false }}
              aria-hidden
            />
            <Text size="sm" c="dimmed" mt="xs">
              {describeSeries(
                data.weeks.map((w) => ({ label: `the week of ${w.week}`, value: w.sessions })),
                'sessions',
              )}{' '}
              {formatCount(data.weeks.reduce((sum, w) => sum + w.decisions, 0))} decisions reached.
            </Text>
          </MetricCard>
          <MetricCard title="Decisions by outcome" titleGap="sm">
            {data.by_outcome.length === 0 ? (
              <Text c="dimmed">No completed sessions yet.</Text>
            ) : (
              <>
                <BarChart
                  h={180}
                  data={data.by_outcome}
                  dataKey="outcome"
                  series={[{ name: 'count', color: 'grape.6' }]}
                  // Decorative (the table below says the same): not focusable either.
                  barChartProps={{ accessibilityLayer: false }}
                  aria-hidden
                />
                <OutcomeCounts counts={data.by_outcome} aria-label="Decisions by outcome" mt="sm" />
              </>
            )}
          </MetricCard>
          <MetricCard title="Track records by persona and model" titleGap="sm">
            <Text size="sm" c="dimmed" mb="sm">
              {formatCount(data.reviews.recorded)} outcome reviews recorded, {formatCount(data.reviews.due)}{' '}
              due and open. How often each AI persona’s vote pointed the way the outcome went, across every
              board; no score under 5 reviews.
            </Text>
            {data.track_records.length === 0 ? (
              <Text c="dimmed">No reviewed decisions yet.</Text>
            ) : (
              <DataTable
                minWidth={480}
                aria-label="Track records by persona and model"
                columns={['Persona · model', 'Reviews', 'Pointed right', 'Brier']}
              >
                {data.track_records.map((r) => (
                  <Table.Tr key={r.key}>
                    <Table.Td>
                      {r.persona_name ?? 'No persona'} · {r.model}
                    </Table.Td>
                    <Table.Td>{formatCount(r.reviews)}</Table.Td>
                    <Table.Td>
                      {r.hit_rate === null
                        ? 'too few to score'
                        : `${r.pointed_right}/${r.scored} (${formatPercent(r.hit_rate)})`}
                    </Table.Td>
                    <Table.Td>{r.brier === null ? '—' : r.brier.toFixed(2)}</Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            )}
          </MetricCard>
        </Stack>
      )}
    </QueryView>
  );
}
