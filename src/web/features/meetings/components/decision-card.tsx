// A recorded decision: the result, its wording with the conditions it names, the tally by
// headcount and by weight, the rule applied, and each seat's vote (human seats by name). Taken at
// a meeting without quorum it is the meeting's, not the board's, and says so.
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { decisionWording, NOT_THE_BOARDS_DECISION, voteLine } from '../../../../contracts/minutes.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { TitledList } from '../../../shared/components/titled-list.tsx';
import { RESULT_LABELS, weightedShare } from '../lib/decision.ts';
import { formatDateTime } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';

type Decision = NonNullable<AgendaItem['decision']>;

const VOTES = [
  { key: 'approve', label: 'Approve' },
  { key: 'against', label: 'Against' },
  { key: 'abstain', label: 'Abstain' },
] as const;

export function DecisionCard({
  decision,
  withLink = true,
  quorumMet,
}: {
  decision: Decision;
  withLink?: boolean;
  /** The meeting's quorum; undefined while unknown (the card reads as the board's). */
  quorumMet?: boolean;
}) {
  const result = RESULT_LABELS[decision.result];
  const inquorate = quorumMet === false;
  const label = inquorate ? 'Meeting decision (no quorum)' : 'Board decision';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-light)"
      component="section"
      aria-label={label}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconGavel size={18} aria-hidden />
            <Text fw={700}>{label}</Text>
            <Badge color={result.color}>Result: {result.label}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(decision.decided_at)}
          </Text>
        </Group>
        {inquorate && (
          <Alert color="orange" variant="light" p="xs" role="note">
            {NOT_THE_BOARDS_DECISION}
          </Alert>
        )}
        <Text style={{ whiteSpace: 'pre-wrap' }}>
          {decisionWording(decision.wording, decision.conditions)}
        </Text>
        <TitledList title="Conditions" items={decision.conditions} labelled />
        <DataTable
          minWidth={280}
          withTableBorder
          verticalSpacing={4}
          fz="sm"
          aria-label="Vote tally"
          columns={['Vote', 'Headcount', 'Weighted']}
        >
          {VOTES.map(({ key, label }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td>{decision.headcount[key]}</Table.Td>
              <Table.Td>{weightedShare(decision.weighted[key], decision.weighted)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {decision.rule && (
          <Text size="sm">
            <Text span fw={600} inherit>
              Voting rule:
            </Text>{' '}
            {decision.rule}
          </Text>
        )}
        <TitledList title="Votes" items={decision.votes.map(voteLine)} labelled />
        {withLink && decision.session_id && (
          <Anchor component={Link} to={meetingPaths.session(decision.session_id)} size="sm">
            View the full analysis
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
