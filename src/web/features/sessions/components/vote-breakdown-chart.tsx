// The vote breakdown as two stacked bars (headcount and weighted), each with its text
// equivalent right under it; the bars themselves are hidden from screen readers.
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  type ChartSegment,
  describeSegments,
  headcountSegments,
  type VoteBreakdown,
  weightedSegments,
} from '../lib/vote-chart.ts';

function Bar({ title, segments, testId }: { title: string; segments: ChartSegment[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Progress.Root size={22} radius="md" aria-hidden>
        {segments.map((s) =>
          s.percent > 0 ? (
            <Progress.Section key={s.key} value={s.percent} color={s.color} withAria={false}>
              {s.percent >= 12 && <Progress.Label>{s.value}</Progress.Label>}
            </Progress.Section>
          ) : null,
        )}
      </Progress.Root>
      <Text size="sm" mt={4} data-testid={`${testId}-text`}>
        {describeSegments(segments)}
      </Text>
    </div>
  );
}

export function VoteBreakdownChart({ breakdown }: { breakdown: VoteBreakdown }) {
  return (
    <section aria-labelledby="vote-breakdown-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="vote-breakdown-title">
          Vote Breakdown
        </Title>
      </Group>
      <Stack gap="md">
        <Bar title="By headcount" segments={headcountSegments(breakdown)} testId="headcount-chart" />
        <Bar title="By weight" segments={weightedSegments(breakdown)} testId="weighted-chart" />
      </Stack>
    </section>
  );
}
