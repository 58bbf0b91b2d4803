// The voting window: the seat holder votes Yes, No or Abstain before the server's countdown ends;
// everyone else sees who has voted, never how, until the vote closes.
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Room } from '../../../../contracts/live.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { initialRanker, OptionRanker, rankerBody } from '../../../shared/components/option-ranker.tsx';
import { useVote } from '../api/room.ts';
import { clock } from '../lib/countdown.ts';
import { VOTE_CHOICES, voteChoiceLabel } from '../lib/interjection.ts';

interface VotingPanelProps {
  room: Room;
  window: NonNullable<Room['window']>;
  secondsLeft: number;
}

export function VotingPanel({ room, window, secondsLeft }: VotingPanelProps) {
  const vote = useVote(room.id);
  const mine = room.my_seat_id !== null && window.seat_ids.includes(room.my_seat_id);
  const voters = room.seats.filter((s) => window.seat_ids.includes(s.id));
  const hasOptions = room.options.length >= 2;
  // The seat starts from the ranking it gave in the portal, so voting does not mean ranking again.
  const [ranker, setRanker] = useState(() => initialRanker(room.options, room.my_ranking));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="voting-title">
      <Group justify="space-between" mb="xs">
        <Text fw={700} id="voting-title">
          Final vote
        </Text>
        <Badge
          color={secondsLeft > 10 ? 'indigo' : 'red'}
          size="lg"
          aria-label={`Voting closes in ${clock(secondsLeft)}`}
        >
          {clock(secondsLeft)}
        </Badge>
      </Group>
      {mine && room.my_vote && (
        <Text size="sm" data-testid="my-vote">
          Your vote is recorded: {voteChoiceLabel(room.my_vote)}
        </Text>
      )}
      {mine && !room.my_vote && (
        <>
          <Text size="sm" mb="xs">
            Cast your vote for your seat before the time runs out; otherwise the vote your stance implies
            counts{room.my_ranking ? ', with the ranking you gave in the portal' : ''}.
          </Text>
          {hasOptions && (
            <Stack mb="sm">
              {room.my_ranking && (
                <Text size="xs" c="dimmed" data-testid="ranking-from-portal">
                  Your ranking from the portal is filled in; change it if you have changed your mind.
                </Text>
              )}
              <OptionRanker options={room.options} value={ranker} onChange={setRanker} />
              <Text size="xs" c="dimmed">
                Your vote below is on going ahead with the option you rank first.
              </Text>
            </Stack>
          )}
          <Group gap="xs" grow>
            {VOTE_CHOICES.map((choice) => (
              <Button
                key={choice.value}
                color={choice.value === 'approve' ? 'green' : choice.value === 'against' ? 'red' : 'gray'}
                disabled={vote.isPending || secondsLeft === 0}
                onClick={() => vote.mutate({ vote: choice.value, ...(hasOptions ? rankerBody(ranker) : {}) })}
              >
                {choice.label}
              </Button>
            ))}
          </Group>
        </>
      )}
      {vote.isError && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(vote.error, 'Failed to record your vote')}
        </Alert>
      )}
      <Stack gap={4} mt="sm" role="list" aria-label="Who has voted">
        {voters.map((seat) => {
          const acted = window.acted_seat_ids.includes(seat.id);
          return (
            <Group key={seat.id} justify="space-between" role="listitem">
              <Text size="sm">
                {seat.title}
                {seat.holder_name ? ` (${seat.holder_name})` : ''}
              </Text>
              <Badge variant="light" color={acted ? 'green' : 'gray'}>
                {acted ? 'Voted' : 'Not yet'}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
