// Each member's final vote with its weight and rationale; human votes marked, and a human seat
// that did not vote in its window shown with the vote its stance implied.
import { Badge, Group, Text } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { CardList, CardListItem } from '../../../shared/components/card-list.tsx';
import { percent, voteColor, voteLabel } from '../../../shared/lib/session-labels.ts';

export function VotesList({ votes }: { votes: SessionDetail['votes'] }) {
  if (votes.length === 0) return <Text c="dimmed">No votes were cast.</Text>;
  return (
    <CardList label="Votes">
      {votes.map((vote) => (
        <CardListItem key={vote.seat_id} data-vote={vote.vote} data-human={vote.is_human}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>
              {vote.position_title}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                (weight {percent(vote.weight)}%)
              </Text>
            </Text>
            <Group gap={6}>
              {vote.is_human && (
                <Badge variant="light" color="teal" size="sm">
                  Human
                </Badge>
              )}
              <Badge color={voteColor(vote.vote)} variant="filled">
                {voteLabel(vote.vote)}
              </Badge>
            </Group>
          </Group>
          {vote.fallback && (
            <Text size="xs" c="orange" mt={4} data-testid="implied-vote">
              Did not vote in time — vote implied by stance
            </Text>
          )}
          <Text size="sm" mt={4}>
            {vote.rationale}
          </Text>
        </CardListItem>
      ))}
    </CardList>
  );
}
