// The decision once the session completes: the outcome and the vote counts, headcount and
// weighted, human votes included with their seat's weight.
import { Alert, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Room } from '../../../../contracts/live.ts';
import { outcomeBanner, percent } from '../../../shared/lib/session-labels.ts';
import { VOTE_CHOICES } from '../lib/interjection.ts';

export function DecisionSummary({ room }: { room: Room }) {
  const banner = outcomeBanner(room.outcome);
  const breakdown = room.vote_breakdown;
  return (
    <Alert
      color={banner.color}
      variant="light"
      radius="md"
      title="Decision summary"
      component="section"
      aria-label="Decision summary"
      data-testid="decision-summary"
    >
      <Text fw={800} mb="xs" data-outcome={banner.tone}>
        {banner.title}
      </Text>
      {room.option_winner && (
        <Text size="sm" mb="xs" data-testid="option-winner">
          The board's choice: {room.option_winner}.{' '}
          {room.options.find((o) => o.id === room.option_winner)?.label}
        </Text>
      )}
      {breakdown && (
        <Table withTableBorder={false} aria-label="Vote counts" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Vote</Table.Th>
              <Table.Th scope="col">Members</Table.Th>
              <Table.Th scope="col">Weighted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VOTE_CHOICES.map((choice) => (
              <Table.Tr key={choice.value} data-vote={choice.value}>
                <Table.Th scope="row">{choice.label}</Table.Th>
                <Table.Td data-testid={`headcount-${choice.value}`}>
                  {breakdown.headcount[choice.value]}
                </Table.Td>
                <Table.Td data-testid={`weighted-${choice.value}`}>
                  {percent(breakdown.weighted[choice.value])}%
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {breakdown && breakdown.absent.count > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {breakdown.absent.count} seat(s) did not vote ({percent(breakdown.absent.weight)}% of the weight).
        </Text>
      )}
      <Button component={Link} to={`/session/${room.id}`} size="xs" mt="sm" variant="white">
        Open the session analysis
      </Button>
    </Alert>
  );
}
