// Phase 4: Approve / Against / Abstain counts of the votes listed, the weighted breakdown, and
// each member's vote with its rationale.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { countVotes } from '../lib/vote-chart.ts';
import { VoteBreakdownChart } from './vote-breakdown-chart.tsx';
import { VotesList } from './votes-list.tsx';

const COUNTS = [
  { key: 'approve', label: 'Approve', color: 'green.8' },
  { key: 'against', label: 'Against', color: 'red.8' },
  { key: 'abstain', label: 'Abstain', color: 'gray.7' },
] as const;

export function FinalVotePanel({ detail }: { detail: SessionDetail }) {
  const tally = countVotes(detail.votes);
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        {COUNTS.map((c) => (
          <Paper withBorder radius="md" p="sm" ta="center" key={c.key} data-testid={`vote-count-${c.key}`}>
            <Text fz={28} fw={800} c={c.color} lh={1.2}>
              {tally[c.key]}
            </Text>
            <Text size="sm">{c.label}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {detail.recommendation && <VoteBreakdownChart breakdown={detail.recommendation.vote_breakdown} />}
      <VotesList votes={detail.votes} />
    </Stack>
  );
}
