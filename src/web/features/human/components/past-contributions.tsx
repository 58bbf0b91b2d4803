// The member's past contributions: date, stance, topic, summary and the board's outcome.
import { Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { outcomeBanner, stanceColor, stanceLabel } from '../../../shared/lib/session-labels.ts';
import type { PastContribution } from '../api/portal.ts';
import { ExpandableSummary } from './expandable-summary.tsx';

export function PastContributions({ contributions }: { contributions: PastContribution[] }) {
  if (contributions.length === 0) return <Text c="dimmed">You have not contributed to a decision yet.</Text>;
  return (
    <DataTable
      minWidth={640}
      striped
      aria-label="Past contributions"
      columns={['Date', 'Stance', 'Topic', 'Summary', 'Board decision']}
    >
      {contributions.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>{formatDate(c.date)}</Table.Td>
          <Table.Td>
            <Badge color={stanceColor(c.stance)} variant="light" tt="none">
              {stanceLabel(c.stance)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Link to={`/board/human/session/${c.session_id}`}>{c.topic}</Link>
          </Table.Td>
          <Table.Td>
            <ExpandableSummary summary={c.summary} text={c.text} />
          </Table.Td>
          <Table.Td>{c.outcome ? outcomeBanner(c.outcome).title : 'Deliberating'}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
