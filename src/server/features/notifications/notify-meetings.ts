// What people of a board hear about its meetings: one scheduled, moved or cancelled (everyone on
// the meeting's roster but the person who changed it; the caller reads the roster, boards/people.ts),
// and minutes awaiting approval (the organization's Admins, who sign them). Written in the
// transaction of the change; each change has its own dedupe key, which the e-mail job then mails
// (notification-mail.ts).
import type { Db } from '../../db/client.ts';
import { organizationAdminIds } from './notify.ts';
import { createNotificationRepository } from './repository.ts';

export type MeetingChange = 'meeting_scheduled' | 'meeting_changed' | 'meeting_cancelled';

export interface MeetingRef {
  id: string;
  title: string;
  boardId: string;
  boardName: string;
  organizationId: string;
  scheduledDate: Date;
  location: string | null;
  /** The calendar event's SEQUENCE after this change (its e-mail's invitation carries it). */
  sequence?: number;
}

/**
 * The dedupe key of one change: the mail job reads the meeting and the SEQUENCE of the change
 * back from it to build the calendar invitation; the time keeps two changes apart.
 */
export const meetingChangeKey = (change: MeetingChange, meeting: MeetingRef, at: number) =>
  `${change}:${meeting.id}:${meeting.sequence ?? 0}:${at}`;

const CHANGES: readonly string[] = ['meeting_scheduled', 'meeting_changed', 'meeting_cancelled'];

export function parseMeetingChangeKey(
  key: string,
): { change: MeetingChange; meetingId: string; sequence: number } | null {
  const [change, meetingId, sequence] = key.split(':');
  if (!change || !CHANGES.includes(change) || !meetingId || !/^\d+$/.test(sequence ?? '')) return null;
  return { change: change as MeetingChange, meetingId, sequence: Number(sequence) };
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function wording(change: MeetingChange, meeting: MeetingRef, by: string) {
  const where = meeting.location ? ` (${meeting.location})` : '';
  switch (change) {
    case 'meeting_scheduled':
      return {
        title: `Meeting scheduled: ${meeting.title}`,
        message: `${by} scheduled ${meeting.title} of ${meeting.boardName} for ${when(meeting.scheduledDate)}${where}.`,
      };
    case 'meeting_changed':
      return {
        title: `Meeting moved: ${meeting.title}`,
        message: `${by} moved ${meeting.title} of ${meeting.boardName} to ${when(meeting.scheduledDate)}${where}.`,
      };
    case 'meeting_cancelled':
      return {
        title: `Meeting cancelled: ${meeting.title}`,
        message: `${by} cancelled ${meeting.title} of ${meeting.boardName}, planned for ${when(meeting.scheduledDate)}.`,
      };
  }
}

/** Tells the meeting's roster of a change; returns the dedupe key to mail and who was told in the app. */
export async function notifyMeetingChange(
  db: Db,
  change: MeetingChange,
  meeting: MeetingRef,
  actor: { id: string; name: string },
  roster: readonly { userId: string }[],
): Promise<{ key: string; userIds: string[] }> {
  // One key per change: a meeting moved twice tells people twice.
  const key = meetingChangeKey(change, meeting, Date.now());
  const created = await createNotificationRepository(db).insertMany(
    roster
      .filter((person) => person.userId !== actor.id)
      .map((person) => ({
        userId: person.userId,
        type: change,
        ...wording(change, meeting, actor.name),
        actionUrl:
          change === 'meeting_cancelled'
            ? `/board/${meeting.boardId}/meetings`
            : `/board/${meeting.boardId}/meeting/${meeting.id}/agenda`,
        boardId: meeting.boardId,
        deadline: null,
        dedupeKey: key,
      })),
  );
  return { key, userIds: [...new Set(created.map((r) => r.userId))] };
}

export const minutesApprovalKey = (minutesId: string) => `minutes_approval:${minutesId}`;

/** Minutes were filed as a draft: the organization's Admins (who approve them) are asked to. */
export async function notifyMinutesAwaitApproval(
  db: Db,
  input: { minutesId: string; meeting: MeetingRef },
): Promise<{ key: string; userIds: string[] }> {
  const admins = await organizationAdminIds(db, input.meeting.organizationId);
  const key = minutesApprovalKey(input.minutesId);
  const { meeting } = input;
  const created = await createNotificationRepository(db).insertMany(
    admins.map((userId) => ({
      userId,
      type: 'minutes_approval' as const,
      title: `Minutes await your approval: ${meeting.title}`,
      message: `The minutes of ${meeting.title} (${meeting.boardName}) are a draft until an Admin approves them.`,
      actionUrl: `/board/${meeting.boardId}/meeting/${meeting.id}/minutes`,
      boardId: meeting.boardId,
      dedupeKey: key,
    })),
  );
  return { key, userIds: [...new Set(created.map((r) => r.userId))] };
}
