// A decision the offline board could not place: instead of votes, the reading (figures, duties,
// facts still needed), each seat's questions, and what to add before asking again — with the
// note that a language-model board can deliberate on it.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DecisionReadingDto, Deliberation, Recommendation } from '../../../../contracts/sessions.ts';
import { Panel } from '../../../shared/components/panel.tsx';
import { DecisionReading } from './decision-reading.tsx';
import { ActionItems, CriticalRisks } from './recommendation-lists.tsx';

export function FramingView({
  recommendation,
  reading,
  deliberations,
}: {
  recommendation: Recommendation;
  reading: DecisionReadingDto | null;
  deliberations: readonly Deliberation[];
}) {
  const asking = deliberations.filter((d) => d.questions.length > 0);
  return (
    <Stack gap="md" data-testid="framing">
      {reading && <DecisionReading reading={reading} />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Text>{recommendation.executive_summary}</Text>
          <Text c="dimmed">{recommendation.synthesis}</Text>
          <Text c="dimmed" size="sm">
            No votes were cast: the board does not invent a verdict it cannot support.
          </Text>
        </Stack>
      </Paper>
      {asking.length > 0 && (
        <Panel density="wide" aria-labelledby="seat-questions-title">
          <Title order={3} size="h4" id="seat-questions-title" mb="sm">
            What each seat needs to know
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {asking.map((d) => (
              <div key={d.seat_id}>
                <Text fw={600}>{d.position_title}</Text>
                <Stack gap={2} component="ul" pl="md" my={4}>
                  {d.questions.map((q) => (
                    <Text component="li" size="sm" key={q}>
                      {q}
                    </Text>
                  ))}
                </Stack>
              </div>
            ))}
          </SimpleGrid>
        </Panel>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ActionItems items={recommendation.action_items} title="What to add and do" />
          <CriticalRisks risks={recommendation.critical_risks} title="Duties whatever you decide" />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
