// Phase 3: each consensus round, stance changes shown as previous → new, skipped rounds with
// their reason.
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { percent, stanceLabel } from '../../../shared/lib/session-labels.ts';
import classes from './phase-panels.module.css';

type Round = SessionDetail['rounds'][number];

function RoundTable({ round }: { round: Round }) {
  if (round.seats.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No seat revised its stance.
      </Text>
    );
  return (
    <DataTable minWidth={560} striped columns={['Seat', 'Stance', 'Confidence', 'Reasoning']}>
      {round.seats.map((seat) => (
        <Table.Tr key={seat.seat_id} data-changed={seat.changed}>
          <Table.Td fw={600}>
            {seat.position_title}
            {seat.is_human && (
              <Badge ml={6} variant="light" color="teal" size="xs">
                Human
              </Badge>
            )}
          </Table.Td>
          <Table.Td className={classes.stanceChange}>
            {seat.changed ? (
              <Group gap={4} wrap="nowrap">
                <Text size="sm" span data-testid="stance-change">
                  {stanceLabel(seat.previous)} → {stanceLabel(seat.stance)}
                </Text>
                <Badge size="xs" color="orange">
                  Changed
                </Badge>
              </Group>
            ) : (
              <Text size="sm" span>
                {stanceLabel(seat.stance)} (unchanged)
              </Text>
            )}
          </Table.Td>
          <Table.Td>{percent(seat.confidence)}%</Table.Td>
          <Table.Td>
            <Text size="sm">{seat.reasoning}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function ConsensusPanel({ detail }: { detail: SessionDetail }) {
  if (detail.rounds.length === 0) return <Text c="dimmed">No consensus rounds were recorded.</Text>;
  return (
    <Stack gap="sm">
      {detail.rounds.map((round) => (
        <Paper
          withBorder
          radius="md"
          p="md"
          key={round.round}
          data-testid="consensus-round"
          data-status={round.status}
        >
          <Group justify="space-between" gap="xs" mb="xs">
            <Text fw={700}>Round {round.round}</Text>
            <Group gap={6}>
              <Badge color={round.status === 'skipped' ? 'gray' : 'green'} variant="light">
                {round.status === 'skipped' ? 'Skipped' : 'Completed'}
              </Badge>
              <Text size="xs" c="dimmed">
                Weighted confidence {percent(round.weighted_confidence)}%
              </Text>
            </Group>
          </Group>
          {round.status === 'skipped' ? (
            <Text size="sm" data-testid="skip-reason">
              Skipped: {round.reason ?? 'the board had already settled.'}
            </Text>
          ) : (
            <RoundTable round={round} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
