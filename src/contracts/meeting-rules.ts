// Meeting rules shared by the meetings page and the server.
import { type MeetingStatus, START_WINDOW_MINUTES } from './meetings.ts';

export type MeetingTab = 'upcoming' | 'in_progress' | 'completed' | 'drafts';

/** The tabs a meeting appears under: Upcoming holds SCHEDULED and dated DRAFT meetings. */
export function meetingTabs(meeting: { status: MeetingStatus; scheduled_date: string | null }): MeetingTab[] {
  switch (meeting.status) {
    case 'SCHEDULED':
      return ['upcoming'];
    case 'DRAFT':
      return meeting.scheduled_date ? ['upcoming', 'drafts'] : ['drafts'];
    case 'IN_PROGRESS':
      return ['in_progress'];
    case 'COMPLETED':
      return ['completed'];
  }
}

/** Start Meeting is allowed for SCHEDULED meetings from 15 minutes before the scheduled time. */
export function canStartMeeting(
  meeting: { status: MeetingStatus; scheduled_date: string },
  now: Date,
): boolean {
  if (meeting.status !== 'SCHEDULED') return false;
  return now.getTime() >= Date.parse(meeting.scheduled_date) - START_WINDOW_MINUTES * 60_000;
}

const TRANSITIONS: Record<MeetingStatus, MeetingStatus[]> = {
  DRAFT: ['SCHEDULED'],
  SCHEDULED: ['IN_PROGRESS'],
  IN_PROGRESS: ['COMPLETED'],
  COMPLETED: [],
};

export function canTransition(from: MeetingStatus, to: MeetingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
