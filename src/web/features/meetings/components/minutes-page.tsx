// Meeting minutes: who met when and where, each item's notes and decision (wording, tally,
// result), the action items with owners and due dates; exported as PDF or Markdown.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { MeetingDetail, Minutes } from '../../../../contracts/meetings.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { downloadMinutes, useMinutes } from '../../../shared/api/minutes.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { ExportButtons } from '../../../shared/components/export-buttons.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { formatLongDate, formatTime, ITEM_STATUS_LABELS } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';
import { DecisionCard } from './decision-card.tsx';
import { MeetingHeader } from './meeting-header.tsx';
import { WithMeeting } from './with-meeting.tsx';

export function MinutesPage() {
  const { boardId = '', meetingId = '' } = useParams();
  return (
    <WithMeeting boardId={boardId} meetingId={meetingId}>
      {(meeting) => <MinutesLoader meeting={meeting} />}
    </WithMeeting>
  );
}

function MinutesLoader({ meeting }: { meeting: MeetingDetail }) {
  const minutes = useMinutes(meeting.minutes_id);
  if (!meeting.minutes_id) {
    return (
      <Stack gap="lg">
        <MeetingHeader meeting={meeting} eyebrow="Minutes" />
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>The minutes are written when the meeting is completed.</Text>
            {meeting.status === 'IN_PROGRESS' && (
              <Button component={Link} to={meetingPaths.run(meeting.board_id, meeting.id)}>
                Continue Meeting
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (minutes.isPending) return <LoadingState label="Loading the minutes..." />;
  if (minutes.isError) {
    return (
      <ErrorState
        title="Could not load the minutes"
        message={errorMessage(minutes.error, 'An unexpected error occurred')}
        onRetry={() => void minutes.refetch()}
      />
    );
  }
  return <MinutesView minutes={minutes.data} />;
}

function MinutesView({ minutes }: { minutes: Minutes }) {
  const { meeting } = minutes;
  const titleOf = (id: string | null) => meeting.agenda_items.find((item) => item.id === id)?.title ?? '—';
  const facts: [string, string][] = [
    ['Board', minutes.board_name],
    ['Meeting type', meeting.meeting_type.toUpperCase()],
    ['Date', formatLongDate(meeting.scheduled_date)],
    ['Time', formatTime(meeting.scheduled_date)],
    ['Place', meeting.location || 'Not specified'],
    ['Attendance', meeting.attendees.length ? meeting.attendees.join(', ') : 'Not recorded'],
    ['Started', meeting.started_at ? formatTime(meeting.started_at) : 'Not recorded'],
    ['Ended', meeting.ended_at ? formatTime(meeting.ended_at) : 'Not recorded'],
  ];

  return (
    <Stack gap="lg">
      <MeetingHeader
        meeting={meeting}
        eyebrow="Minutes"
        actions={
          <ExportButtons
            verb="Export"
            save={(format) => downloadMinutes(minutes.id, format)}
            failure="Failed to export the minutes"
          />
        }
      />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {minutes.decision_count} {minutes.decision_count === 1 ? 'decision' : 'decisions'} ·{' '}
          {minutes.action_count} {minutes.action_count === 1 ? 'action item' : 'action items'}
        </Text>
      </Paper>

      <section aria-labelledby="minutes-agenda">
        <Title order={2} size="h4" id="minutes-agenda" mb="sm">
          Agenda and decisions
        </Title>
        <Stack gap="sm">
          {meeting.agenda_items.length === 0 && <Text c="dimmed">No agenda items.</Text>}
          {meeting.agenda_items.map((item, index) => (
            <Paper
              key={item.id}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="article"
              aria-label={item.title}
            >
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {index + 1}. {item.title}
                </Title>
                <Group gap={6}>
                  <Badge variant="light">{item.estimated_duration_minutes} min</Badge>
                  <Badge variant="light" color={item.status === 'done' ? 'green' : 'gray'}>
                    {ITEM_STATUS_LABELS[item.status]}
                  </Badge>
                </Group>
              </Group>
              {item.description && (
                <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {item.description}
                </Text>
              )}
              <Text size="sm" fw={600} mt="sm">
                Notes
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={item.notes ? undefined : 'dimmed'}>
                {item.notes || 'No notes recorded.'}
              </Text>
              {item.decision && (
                <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                  <DecisionCard decision={item.decision} />
                </div>
              )}
            </Paper>
          ))}
        </Stack>
      </section>

      <section aria-labelledby="minutes-actions">
        <Title order={2} size="h4" id="minutes-actions" mb="sm">
          Action items
        </Title>
        {meeting.action_items.length === 0 ? (
          <Text c="dimmed">No action items.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder verticalSpacing="xs" aria-labelledby="minutes-actions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">Owner</Table.Th>
                  <Table.Th scope="col">Due date</Table.Th>
                  <Table.Th scope="col">Agenda item</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {meeting.action_items.map((action) => (
                  <Table.Tr key={action.id}>
                    <Table.Td>{action.description}</Table.Td>
                    <Table.Td>{action.owner}</Table.Td>
                    <Table.Td>{action.due_date ?? '—'}</Table.Td>
                    <Table.Td>{titleOf(action.agenda_item_id)}</Table.Td>
                    <Table.Td>{action.status === 'done' ? 'Done' : 'Open'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
