// A recorded decision: the result, its wording, and the tally by headcount and by weight.
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { RESULT_LABELS, weightedShare } from '../lib/decision.ts';
import { formatDateTime } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';

type Decision = NonNullable<AgendaItem['decision']>;

const VOTES = [
  { key: 'approve', label: 'Approve' },
  { key: 'against', label: 'Against' },
  { key: 'abstain', label: 'Abstain' },
] as const;

export function DecisionCard({ decision, withLink = true }: { decision: Decision; withLink?: boolean }) {
  const result = RESULT_LABELS[decision.result];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-light)"
      component="section"
      aria-label="Board decision"
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconGavel size={18} aria-hidden />
            <Text fw={700}>Board decision</Text>
            <Badge color={result.color}>Result: {result.label}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(decision.decided_at)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{decision.wording}</Text>
        <Table.ScrollContainer minWidth={280}>
          <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Vote tally">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Vote</Table.Th>
                <Table.Th scope="col">Headcount</Table.Th>
                <Table.Th scope="col">Weighted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {VOTES.map(({ key, label }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td>{decision.headcount[key]}</Table.Td>
                  <Table.Td>{weightedShare(decision.weighted[key], decision.weighted)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {withLink && decision.session_id && (
          <Anchor component={Link} to={meetingPaths.session(decision.session_id)} size="sm">
            View the full analysis
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
