// Running a meeting: the agenda item by item, each with its clock, notes and (for votes) the
// board's decision; action items; and completing the meeting, which produces the minutes.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { canStartMeeting } from '../../../../contracts/meeting-rules.ts';
import { type MeetingDetail, START_WINDOW_MINUTES } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { meetingPaths } from '../lib/paths.ts';
import { ATTENDEES_FROM_AGENDA } from './agenda-summary.tsx';
import { MeetingHeader } from './meeting-header.tsx';
import { MeetingRunner } from './meeting-runner.tsx';
import { WithMeeting } from './with-meeting.tsx';

export function RunPage() {
  const { boardId = '', meetingId = '' } = useParams();
  return (
    <WithMeeting boardId={boardId} meetingId={meetingId}>
      {(meeting) => {
        if (meeting.status === 'COMPLETED')
          return <Navigate to={meetingPaths.minutes(meeting.board_id, meeting.id)} replace />;
        if (meeting.status === 'IN_PROGRESS') return <MeetingRunner meeting={meeting} />;
        return <NotStarted meeting={meeting} />;
      }}
    </WithMeeting>
  );
}

function NotStarted({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const now = useNow(30_000);
  const start = useMeetingMutation(() => meetingsApi.start(meeting.id, ATTENDEES_FROM_AGENDA));
  const startable = canStartMeeting(meeting, new Date(now));
  const onStart = () =>
    start.mutate(undefined, {
      onError: (error) => notifyError(error, 'Failed to start meeting'),
    });

  return (
    <Stack gap="lg">
      <MeetingHeader meeting={meeting} eyebrow="Meeting" />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>This meeting has not started yet.</Text>
          {meeting.status === 'DRAFT' && (
            <Text c="dimmed">It is still a draft: schedule it from the agenda screen first.</Text>
          )}
          {meeting.status === 'SCHEDULED' && !startable && (
            <Text c="dimmed">
              It can start from {START_WINDOW_MINUTES} minutes before its scheduled time.
            </Text>
          )}
          {startable && (
            <IconAction icon={IconPlayerPlay} loading={start.isPending} onClick={onStart}>
              Start Meeting
            </IconAction>
          )}
          <Button variant="light" onClick={() => navigate(meetingPaths.agenda(meeting.board_id, meeting.id))}>
            Open the Agenda
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
