// The agenda's total against the scheduled duration (with the overrun), and the next step for the
// meeting: Schedule Meeting for a draft, Start Meeting once scheduled.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarX,
  IconFileText,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { canStartMeeting, canTransition } from '../../../../contracts/meeting-rules.ts';
import {
  MEETING_MESSAGES,
  type MeetingDetail,
  START_WINDOW_MINUTES,
} from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { Panel } from '../../../shared/components/panel.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../shared/lib/notify.ts';
import { formatMinutes, scheduleOverrun, totalDuration } from '../lib/agenda-timing.ts';
import { formatTime } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';

export const ATTENDEES_FROM_AGENDA = ['All Board Members'];

/** `canManage`: Manage Meetings on the board; without it, no Schedule, Cancel or Start is offered. */
export function AgendaSummary({ meeting, canManage }: { meeting: MeetingDetail; canManage: boolean }) {
  const navigate = useNavigate();
  const now = useNow(30_000, meeting.status === 'SCHEDULED');
  const total = totalDuration(meeting.agenda_items);
  const overrun = scheduleOverrun(total, meeting.scheduled_duration_minutes);
  const start = useMeetingMutation(() => meetingsApi.start(meeting.id, ATTENDEES_FROM_AGENDA));
  const schedule = useMeetingMutation(() => meetingsApi.update(meeting.id, { status: 'SCHEDULED' }));
  const cancel = useMeetingMutation(() => meetingsApi.cancel(meeting.id));
  const [confirmingCancel, cancelDialog] = useDisclosure(false);
  const run = meetingPaths.run(meeting.board_id, meeting.id);
  const startable = canStartMeeting(meeting, new Date(now));
  const opensAt = new Date(Date.parse(meeting.scheduled_date) - START_WINDOW_MINUTES * 60_000).toISOString();

  const onStart = () => {
    if (meeting.agenda_items.length === 0) {
      notifyFailure('Failed to start meeting', MEETING_MESSAGES.noItems);
      return;
    }
    start.mutate(undefined, {
      onSuccess: () => navigate(run),
      onError: (error) => notifyError(error, 'Failed to start meeting'),
    });
  };

  const onSchedule = () =>
    schedule.mutate(undefined, {
      onSuccess: () => notifySuccess(`Meeting "${meeting.title}" scheduled`),
      onError: (error) => notifyError(error, 'Failed to schedule meeting'),
    });

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notifySuccess(`Meeting "${meeting.title}" cancelled; its agenda is kept as a draft`),
      onError: (error) => notifyError(error, 'Failed to cancel meeting'),
      onSettled: cancelDialog.close,
    });

  return (
    <Panel aria-label="Agenda summary">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text>
            <Text span fw={700}>
              Total duration: {formatMinutes(total)}
            </Text>{' '}
            <Text span c="dimmed">
              of {formatMinutes(meeting.scheduled_duration_minutes)} scheduled · {meeting.agenda_items.length}{' '}
              {meeting.agenda_items.length === 1 ? 'item' : 'items'}
            </Text>
          </Text>
          <Group gap="sm">
            {canManage && meeting.status === 'DRAFT' && canTransition('DRAFT', 'SCHEDULED') && (
              <IconAction
                icon={IconCalendarCheck}
                variant="light"
                loading={schedule.isPending}
                onClick={onSchedule}
              >
                Schedule Meeting
              </IconAction>
            )}
            {canManage && meeting.status === 'SCHEDULED' && (
              <IconAction icon={IconCalendarX} variant="default" onClick={cancelDialog.open}>
                Cancel Meeting
              </IconAction>
            )}
            {canManage && meeting.status === 'SCHEDULED' && (
              <IconAction
                icon={IconPlayerPlay}
                loading={start.isPending}
                disabled={!startable}
                onClick={onStart}
              >
                Start Meeting
              </IconAction>
            )}
            {meeting.status === 'IN_PROGRESS' && (
              <IconAction icon={IconPlayerPlay} component={Link} to={run} color="orange">
                Continue Meeting
              </IconAction>
            )}
            {meeting.status === 'COMPLETED' && (
              <IconAction
                icon={IconFileText}
                component={Link}
                to={meetingPaths.minutes(meeting.board_id, meeting.id)}
                color="green"
              >
                View Minutes
              </IconAction>
            )}
          </Group>
        </Group>
        {canManage && meeting.status === 'SCHEDULED' && !startable && (
          <Text size="sm" c="dimmed">
            The meeting can start from {formatTime(opensAt)}, {START_WINDOW_MINUTES} minutes before its
            scheduled time.
          </Text>
        )}
        <Modal opened={confirmingCancel} onClose={cancelDialog.close} title="Cancel this meeting?" centered>
          <Text>
            “{meeting.title}” goes back to the drafts with its agenda, and everyone on the board is told it is
            cancelled.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={cancelDialog.close} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" onClick={onCancel} loading={cancel.isPending} data-autofocus>
              Cancel Meeting
            </Button>
          </Group>
        </Modal>
        {overrun > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
            The agenda runs {overrun} {overrun === 1 ? 'minute' : 'minutes'} over the scheduled duration.
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}
