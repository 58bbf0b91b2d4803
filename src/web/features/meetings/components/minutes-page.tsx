// Meeting minutes: the approval line (a draft until an Admin approves it, then read-only), who met
// when and where, attendance and quorum, each item's notes and decision (wording with its
// conditions, votes, tally, result), the written resolutions decided since the previous minutes,
// the action items; exported as PDF or Markdown.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { MeetingDetail, Minutes } from '../../../../contracts/meetings.ts';
import { RESOLUTION_STATUS_LABELS } from '../../../../contracts/resolutions.ts';
import {
  downloadMinutes,
  useApproveMinutes,
  useAttendance,
  useMinutes,
} from '../../../shared/api/minutes.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { ExportButtons } from '../../../shared/components/export-buttons.tsx';
import { FactGrid } from '../../../shared/components/fact-grid.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { formatDateTime, formatLongDate, formatTime, ITEM_STATUS_LABELS } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';
import { AttendancePanel } from './attendance-panel.tsx';
import { DecisionCard } from './decision-card.tsx';
import { MeetingHeader } from './meeting-header.tsx';
import { MinutesAmendmentsPanel, MinutesCommentsPanel } from './minutes-comments.tsx';
import { MinutesEntry } from './minutes-entry.tsx';
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
  return (
    <QueryView query={minutes} loading="Loading the minutes..." failed="Could not load the minutes">
      {(data) => <MinutesView minutes={data} />}
    </QueryView>
  );
}

function MinutesView({ minutes }: { minutes: Minutes }) {
  const { meeting } = minutes;
  // Approved minutes keep the attendance they were approved with; a draft follows the live one.
  const liveAttendance = useAttendance(meeting.id);
  const quorumMet = (minutes.approval ? minutes.attendance : liveAttendance.data)?.quorum.met;
  const titleOf = (id: string | null) => meeting.agenda_items.find((item) => item.id === id)?.title ?? '—';
  const facts: [string, string][] = [
    ['Board', minutes.board_name],
    ['Meeting type', meeting.meeting_type.toUpperCase()],
    ['Date', formatLongDate(meeting.scheduled_date)],
    ['Time', formatTime(meeting.scheduled_date)],
    ['Place', meeting.location || 'Not specified'],
    ['Attendees', meeting.attendees.length ? meeting.attendees.join(', ') : 'See attendance below'],
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

      <ApprovalLine minutes={minutes} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FactGrid facts={facts} />
        <Text size="sm" c="dimmed" mt="sm">
          {minutes.decision_count} {minutes.decision_count === 1 ? 'decision' : 'decisions'} ·{' '}
          {minutes.action_count} {minutes.action_count === 1 ? 'action item' : 'action items'}
        </Text>
      </Paper>

      <AttendancePanel meetingId={meeting.id} frozen={minutes.approval ? minutes.attendance : undefined} />

      <section aria-labelledby="minutes-agenda">
        <Title order={2} size="h4" id="minutes-agenda" mb="sm">
          Agenda and decisions
        </Title>
        <Stack gap="sm">
          {meeting.agenda_items.length === 0 && <Text c="dimmed">No agenda items.</Text>}
          {meeting.agenda_items.map((item, index) => (
            <MinutesEntry
              key={item.id}
              label={item.title}
              heading={`${index + 1}. ${item.title}`}
              badges={
                <Group gap={6}>
                  <Badge variant="light">{item.estimated_duration_minutes} min</Badge>
                  <Badge variant="light" color={item.status === 'done' ? 'green' : 'gray'}>
                    {ITEM_STATUS_LABELS[item.status]}
                  </Badge>
                </Group>
              }
            >
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
                  <DecisionCard decision={item.decision} quorumMet={quorumMet} />
                </div>
              )}
            </MinutesEntry>
          ))}
        </Stack>
      </section>

      {minutes.resolutions.length > 0 && (
        <section aria-labelledby="minutes-resolutions">
          <Title order={2} size="h4" id="minutes-resolutions" mb="sm">
            Written resolutions
          </Title>
          <Stack gap="sm">
            {minutes.resolutions.map((resolution) => (
              <MinutesEntry
                key={resolution.id}
                label={resolution.title}
                heading={
                  <Anchor component={Link} to={`/resolutions/${resolution.id}`} inherit>
                    {resolution.title}
                  </Anchor>
                }
                badges={
                  <Badge variant="light" color={resolution.status === 'passed' ? 'teal' : 'red'}>
                    {RESOLUTION_STATUS_LABELS[resolution.status]}
                  </Badge>
                }
              >
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {resolution.text}
                </Text>
                <Text size="sm" c="dimmed" mt="xs">
                  Circulated {formatDateTime(resolution.circulated_at)}; closed{' '}
                  {formatDateTime(resolution.closed_at)}. {resolution.rule_line}. {resolution.result_line}
                </Text>
                <ul style={{ margin: 'var(--mantine-spacing-xs) 0 0', paddingInlineStart: '1.25rem' }}>
                  {resolution.votes.map((line) => (
                    <li key={line}>
                      <Text size="sm">{line}</Text>
                    </li>
                  ))}
                </ul>
              </MinutesEntry>
            ))}
          </Stack>
        </section>
      )}

      <section aria-labelledby="minutes-actions">
        <Title order={2} size="h4" id="minutes-actions" mb="sm">
          Action items
        </Title>
        {meeting.action_items.length === 0 ? (
          <Text c="dimmed">No action items.</Text>
        ) : (
          <DataTable
            minWidth={560}
            striped
            withTableBorder
            aria-labelledby="minutes-actions"
            columns={['Action', 'Owner', 'Due date', 'Agenda item', 'Status']}
          >
            {meeting.action_items.map((action) => (
              <Table.Tr key={action.id}>
                <Table.Td>{action.description}</Table.Td>
                <Table.Td>{action.owner}</Table.Td>
                <Table.Td>{action.due_date ?? '—'}</Table.Td>
                <Table.Td>{titleOf(action.agenda_item_id)}</Table.Td>
                <Table.Td>{action.status === 'done' ? 'Done' : 'Open'}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </section>

      <MinutesAmendmentsPanel minutes={minutes} />

      <MinutesCommentsPanel minutesId={minutes.id} />
    </Stack>
  );
}

function ApprovalLine({ minutes }: { minutes: Minutes }) {
  const [confirming, confirm] = useDisclosure(false);
  const approve = useApproveMinutes(minutes.id);
  if (minutes.approval) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconRosetteDiscountCheck size={18} aria-hidden />}
        data-testid="approval"
      >
        Approved by {minutes.approval.approved_by} on {formatDateTime(minutes.approval.approved_at)}. These
        minutes are read-only.
      </Alert>
    );
  }
  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => notifySuccess('Minutes approved'),
      onError: (error) => notifyError(error, 'Failed to approve the minutes'),
      onSettled: confirm.close,
    });
  return (
    <Alert color="gray" variant="light" data-testid="approval">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Draft — not yet approved.</Text>
        {minutes.can_approve && (
          <Button size="xs" onClick={confirm.open}>
            Approve Minutes
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Approve Minutes"
        message="Approve these minutes? Your name and the time are recorded, and the minutes (with their attendance) can no longer be changed."
        confirmLabel="Approve Minutes"
        danger={false}
        busy={approve.isPending}
        onConfirm={onApprove}
        onCancel={confirm.close}
      />
    </Alert>
  );
}
