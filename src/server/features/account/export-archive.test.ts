// The zip's minutes are written for people: the decision, attendance, each vote and the action
// items as Markdown, not the stored JSON. Minutes whose stored shape cannot be read keep it.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { MeetingDetail } from '../../../contracts/meetings.ts';
import { buildExportArchive } from './export-archive.ts';

const meeting: MeetingDetail = {
  id: 'meeting-1',
  board_id: 'board-1',
  board_name: 'Harbour Board',
  title: 'Q4 review',
  description: null,
  meeting_type: 'regular',
  scheduled_date: '2026-12-01T10:00:00.000Z',
  scheduled_duration_minutes: 60,
  location: null,
  status: 'COMPLETED',
  attendees: [],
  started_at: null,
  ended_at: null,
  agenda_item_count: 1,
  completed_item_count: 1,
  agenda_count: 1,
  total_duration_minutes: 30,
  minutes_id: 'minutes-1',
  created_at: '2026-11-01T10:00:00.000Z',
  agenda_items: [
    {
      id: 'item-1',
      meeting_id: 'meeting-1',
      title: 'Lisbon office',
      description: null,
      background: null,
      proposal: null,
      recommendation: null,
      item_type: 'DECISION',
      estimated_duration_minutes: 30,
      requires_vote: true,
      vote_type: 'simple',
      order: 1,
      notes: 'Costs checked twice.',
      status: 'done',
      started_at: null,
      completed_at: null,
      decision: {
        session_id: null,
        wording: 'Open a Lisbon office in 2027',
        result: 'proceed',
        headcount: { approve: 2, against: 1, abstain: 0 },
        weighted: { approve: 0.7, against: 0.3, abstain: 0 },
        decided_at: '2026-12-01T10:30:00.000Z',
        votes: [
          {
            seat_title: 'Audit Chair',
            kind: 'Human',
            member_name: 'Jane Doe',
            vote: 'against',
            fallback: false,
            advisory: false,
          },
        ],
        rule: null,
        conditions: [],
      },
    },
  ],
  action_items: [
    {
      id: 'action-1',
      meeting_id: 'meeting-1',
      agenda_item_id: 'item-1',
      description: 'Shortlist three buildings',
      owner: 'Sam Lee',
      due_date: '2027-01-15',
      status: 'open',
      created_at: '2026-12-01T10:31:00.000Z',
    },
  ],
};

const attendance = {
  entries: [{ user_id: 'u1', name: 'Jane Doe', seat_title: 'Audit Chair', status: 'present' }],
  quorum: { seats: 3, present: 3, required: 2, source: 'majority', met: true },
};

function minutesFile(minutes: Record<string, unknown>): string {
  const files = unzipSync(
    buildExportArchive({
      profile: { full_name: 'Jane Doe', email: 'jane@example.com' },
      meetings: [{ id: 'meeting-1', title: 'Q4 review', scheduledDate: meeting.scheduled_date }],
      minutes: [{ id: 'minutes-1', meetingId: 'meeting-1', ...minutes }],
    }),
  );
  const name = Object.keys(files).find((n) => n.startsWith('minutes/q4-review'));
  expect(name).toBeTruthy();
  return strFromU8(files[name!]!);
}

describe('minutes in the export zip', () => {
  it('reads as Markdown: approval, attendance, the decision with each vote, and the actions', () => {
    const page = minutesFile({
      content: JSON.parse(JSON.stringify({ version: 1, meeting })),
      approvedAt: new Date('2026-12-02T09:00:00.000Z'),
      approvedByName: 'Sam Lee',
      approvedAttendance: { ...attendance, editable: false },
    });
    expect(page).toContain('# Minutes — Q4 review');
    expect(page).toContain('Approved by Sam Lee');
    expect(page).toContain('Jane Doe (Audit Chair): Present');
    expect(page).toContain('Open a Lisbon office in 2027');
    expect(page).toContain('Approved — proceed');
    expect(page).toContain('Jane Doe (Audit Chair): Against');
    expect(page).toContain('Shortlist three buildings — owner: Sam Lee, due: 2027-01-15');
    expect(page).not.toContain('```json');
    expect(page).not.toContain('"agenda_items"');
  });

  it('says a draft’s attendance comes with approval, and keeps unreadable minutes as JSON', () => {
    const draft = minutesFile({ content: meeting, approvedAt: null, approvedAttendance: null });
    expect(draft).toContain('Draft — not yet approved');
    expect(draft).toContain('Attendance and quorum are recorded when the minutes are approved.');

    const unreadable = minutesFile({ content: { version: 9, pages: ['kept'] }, approvedAt: null });
    expect(unreadable).toContain('```json');
    expect(unreadable).toContain('"kept"');
  });
});
