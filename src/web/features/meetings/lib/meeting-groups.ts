// Which tab a meeting sits under and which actions its card offers.
import { canStartMeeting, type MeetingTab, meetingTabs } from '../../../../contracts/meeting-rules.ts';
import type { Meeting } from '../../../../contracts/meetings.ts';

export const TAB_ORDER: readonly MeetingTab[] = ['upcoming', 'in_progress', 'completed', 'drafts'];

export const TAB_LABELS: Record<MeetingTab, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In Progress',
  completed: 'Completed',
  drafts: 'Drafts',
};

export const TAB_EMPTY: Record<MeetingTab, string> = {
  upcoming: 'No upcoming meetings. Schedule one to get started.',
  in_progress: 'No meeting is in progress.',
  completed: 'No completed meetings yet.',
  drafts: 'No draft meetings.',
};

type Grouped = Pick<Meeting, 'status' | 'scheduled_date'>;

/** Meetings per tab, each list by scheduled date ascending (a meeting may sit under two tabs). */
export function groupMeetings<T extends Grouped>(meetings: readonly T[]): Record<MeetingTab, T[]> {
  const groups: Record<MeetingTab, T[]> = { upcoming: [], in_progress: [], completed: [], drafts: [] };
  const sorted = [...meetings].sort((a, b) => dateValue(a.scheduled_date) - dateValue(b.scheduled_date));
  for (const meeting of sorted) {
    for (const tab of meetingTabs(meeting)) groups[tab].push(meeting);
  }
  return groups;
}

function dateValue(value: string | null): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

export interface MeetingActions {
  /**
   * 'Manage Agenda' once it has items, 'Add Items' before; 'View Agenda' for someone who may not
   * change it; null for completed meetings.
   */
  agenda: 'Manage Agenda' | 'Add Items' | 'View Agenda' | null;
  start: boolean;
  /** A scheduled meeting still outside the start window. */
  startsLater: boolean;
  continue: boolean;
  minutes: boolean;
  delete: boolean;
}

export function meetingActions(
  meeting: Pick<Meeting, 'status' | 'scheduled_date' | 'agenda_item_count'>,
  now: Date,
  /** Whether this person holds Manage Meetings on the board: without it, nothing that changes a meeting is offered. */
  canManage = true,
): MeetingActions {
  const start = canManage && canStartMeeting(meeting, now);
  return {
    agenda:
      meeting.status === 'COMPLETED'
        ? null
        : !canManage
          ? 'View Agenda'
          : meeting.agenda_item_count > 0
            ? 'Manage Agenda'
            : 'Add Items',
    start,
    startsLater: canManage && meeting.status === 'SCHEDULED' && !start,
    continue: meeting.status === 'IN_PROGRESS',
    minutes: meeting.status === 'COMPLETED',
    delete: canManage && meeting.status === 'DRAFT',
  };
}
