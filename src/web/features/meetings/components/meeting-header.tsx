// The header of the agenda, run and minutes screens: back to the meeting list, title, date,
// scheduled duration and status badge.
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Meeting } from '../../../../contracts/meetings.ts';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { formatDateTime } from '../lib/labels.ts';
import { meetingPaths } from '../lib/paths.ts';
import { MeetingStatusBadge } from './meeting-status-badge.tsx';

interface MeetingHeaderProps {
  meeting: Meeting;
  /** A word before the title ('Agenda', 'Minutes'). */
  eyebrow: string;
  actions?: ReactNode;
}

export function MeetingHeader({ meeting, eyebrow, actions }: MeetingHeaderProps) {
  return (
    <div>
      <BackLink to={meetingPaths.list(meeting.board_id)}>Back to Meetings</BackLink>
      <Group justify="space-between" align="flex-end" gap="sm" mt="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {eyebrow} · {meeting.board_name}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {meeting.title}
            </Title>
            <MeetingStatusBadge status={meeting.status} />
          </Group>
          <Text c="dimmed" size="sm" mt={2}>
            {formatDateTime(meeting.scheduled_date)} · {meeting.scheduled_duration_minutes} minutes scheduled
          </Text>
        </div>
        {actions}
      </Group>
    </div>
  );
}
