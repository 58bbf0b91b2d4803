// One meeting in the tabs: when, how long, where, its agenda, and the actions its status allows
// (Manage Agenda / Add Items, Start, Continue, View Minutes, Delete).
import { Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  type Icon,
  IconCalendarEvent,
  IconClock,
  IconFileText,
  IconListDetails,
  IconMapPin,
  IconPlayerPlay,
  IconPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Meeting, START_WINDOW_MINUTES } from '../../../../contracts/meetings.ts';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { formatMinutes } from '../lib/agenda-timing.ts';
import { formatLongDate, formatTime } from '../lib/labels.ts';
import { meetingActions } from '../lib/meeting-groups.ts';
import { meetingPaths } from '../lib/paths.ts';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';

interface MeetingCardProps {
  meeting: Meeting;
  now: number;
  starting: boolean;
  onStart: () => void;
  onDelete: () => void;
  /** Whether this person may change meetings (Manage Meetings). */
  canManage: boolean;
}

export function MeetingCard({ meeting, now, starting, onStart, onDelete, canManage }: MeetingCardProps) {
  const actions = meetingActions(meeting, new Date(now), canManage);
  const { board_id: boardId, id } = meeting;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`meeting-${id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" id={`meeting-${id}`} style={{ overflowWrap: 'anywhere' }}>
          {meeting.title}
        </Title>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge variant="outline" color="gray">
            {meeting.meeting_type.toUpperCase()}
          </Badge>
          <MeetingStatusBadge status={meeting.status} />
        </Group>
      </Group>

      <Stack gap={4} mt="xs">
        <Fact icon={<IconCalendarEvent size={14} aria-hidden />}>
          {formatLongDate(meeting.scheduled_date)} at {formatTime(meeting.scheduled_date)}
        </Fact>
        <Fact icon={<IconClock size={14} aria-hidden />}>
          {formatMinutes(meeting.scheduled_duration_minutes)} scheduled
          {meeting.agenda_item_count > 0 &&
            ` · ${meeting.agenda_item_count} agenda ${meeting.agenda_item_count === 1 ? 'item' : 'items'} (${formatMinutes(meeting.total_duration_minutes)})`}
        </Fact>
        {meeting.location && <Fact icon={<IconMapPin size={14} aria-hidden />}>{meeting.location}</Fact>}
        {meeting.status === 'IN_PROGRESS' && (
          <Text size="sm" c="orange">
            {meeting.completed_item_count} of {meeting.agenda_item_count} items done
          </Text>
        )}
      </Stack>
      {meeting.description && (
        <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
          {meeting.description}
        </Text>
      )}

      <Group gap="xs" mt="md">
        {actions.agenda && (
          <ActionLink
            to={meetingPaths.agenda(boardId, id)}
            variant="light"
            icon={actions.agenda === 'Add Items' ? IconPlus : IconListDetails}
          >
            {actions.agenda}
          </ActionLink>
        )}
        {actions.start && (
          <IconAction icon={IconPlayerPlay} size="xs" onClick={onStart} loading={starting}>
            Start Meeting
          </IconAction>
        )}
        {actions.continue && (
          <ActionLink to={meetingPaths.run(boardId, id)} color="orange" icon={IconPlayerPlay}>
            Continue Meeting
          </ActionLink>
        )}
        {actions.minutes && (
          <ActionLink
            to={meetingPaths.minutes(boardId, id)}
            color="green"
            variant="light"
            icon={IconFileText}
          >
            View Minutes
          </ActionLink>
        )}
        {actions.startsLater && (
          <Text size="xs" c="dimmed">
            Can start {START_WINDOW_MINUTES} minutes before the scheduled time
          </Text>
        )}
        {actions.delete && (
          <Tooltip label="Delete meeting">
            <DeleteIconButton ml="auto" onClick={onDelete} aria-label={`Delete meeting ${meeting.title}`} />
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}

/** A small button that opens one of the meeting's pages. */
function ActionLink({
  to,
  icon: Icon,
  color,
  variant,
  children,
}: {
  to: string;
  icon: Icon;
  color?: string;
  variant?: 'light';
  children: ReactNode;
}) {
  return (
    <IconAction icon={Icon} component={Link} to={to} size="xs" color={color} variant={variant}>
      {children}
    </IconAction>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={1} mt={3}>
        {icon}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
