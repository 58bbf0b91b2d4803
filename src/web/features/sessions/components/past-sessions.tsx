// The board's past sessions (topic, date, outcome, confidence), each linking to its analysis;
// a running one links to its live view.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionSummary } from '../../../../contracts/sessions.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { outcomeBanner, percent } from '../../../shared/lib/session-labels.ts';
import { useBoardSessions } from '../api/sessions.ts';

const OUTCOME_TEXT = {
  proceed: 'Proceed',
  against: 'Against',
  mixed: 'Mixed views',
  cannot_judge: 'Cannot judge',
  needs_information: 'Needs information',
} as const;

function OutcomeCell({ session }: { session: SessionSummary }) {
  if (session.status === 'failed')
    return (
      <Badge color="red" variant="outline">
        Failed
      </Badge>
    );
  if (session.status !== 'completed')
    return (
      <Badge color="indigo" variant="outline">
        In progress
      </Badge>
    );
  const banner = outcomeBanner(session.outcome);
  return (
    <Badge color={banner.color} variant="light">
      {OUTCOME_TEXT[banner.tone]}
    </Badge>
  );
}

export function PastSessions({ boardId }: { boardId: string }) {
  const sessions = useBoardSessions(boardId);
  return (
    <SectionPanel titleId="past-title" title="Past Sessions" density="compact">
      <QueryView
        query={sessions}
        loading="Loading sessions..."
        failed="Could not load past sessions"
        empty={<Text c="dimmed">No sessions yet. Ask the board your first question above.</Text>}
      >
        {(data) => (
          <DataTable
            minWidth={520}
            highlightOnHover
            data-testid="past-sessions"
            columns={['Topic', 'Date', 'Outcome', 'Confidence']}
          >
            {data.map((session) => {
              const running = session.status === 'starting' || session.status === 'in_progress';
              const to = running ? `/board/${boardId}?session=${session.id}` : `/session/${session.id}`;
              return (
                <Table.Tr key={session.id}>
                  <Table.Td maw={360}>
                    <Anchor component={Link} to={to} lineClamp={2}>
                      {session.decision_topic}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(session.created_at) ?? '—'}</Table.Td>
                  <Table.Td>
                    <OutcomeCell session={session} />
                  </Table.Td>
                  <Table.Td>
                    {session.confidence_score === null ? '—' : `${percent(session.confidence_score)}%`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </DataTable>
        )}
      </QueryView>
    </SectionPanel>
  );
}
