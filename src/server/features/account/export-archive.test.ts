// The zip's pages are written for people: minutes with the decision, attendance, each vote, the
// action items, amendments and the written resolutions entered in them; each written resolution
// of the boards one follows with every director's vote; one's own votes on resolutions and
// comments on minutes. Minutes whose stored shape cannot be read are named, not guessed at.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Minutes } from '../../../contracts/meetings.ts';
import type { Resolution } from '../../../contracts/resolutions.ts';
import { completedMeetingDetail } from '../../test/meetings.ts';
import { buildExportArchive } from './export-archive.ts';

const meeting = completedMeetingDetail({
  id: 'meeting-1',
  board_id: 'board-1',
  board_name: 'Harbour Board',
  title: 'Q4 review',
  agenda_item_count: 1,
  completed_item_count: 1,
  agenda_count: 1,
  total_duration_minutes: 30,
  minutes_id: 'minutes-1',
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
});

const attendance = {
  entries: [{ user_id: 'u1', name: 'Jane Doe', seat_title: 'Audit Chair', status: 'present' as const }],
  quorum: { seats: 3, present: 3, required: 2, source: 'majority' as const, met: true },
  editable: false,
};

const lisbonResolution = {
  id: 'resolution-1',
  title: 'Lease the Lisbon floor',
  text: 'RESOLVED, that the company leases the second floor.',
  status: 'passed' as const,
  circulated_at: '2026-11-20T10:00:00.000Z',
  closed_at: '2026-11-21T10:00:00.000Z',
  rule_line: 'Simple majority of the votes cast',
  result_line: 'Approved: 2 approve, 0 object, 0 abstain',
  votes: ['Jane Doe (Audit Chair): Approve — fair rent'],
};

function minutesOf(overrides: Partial<Minutes>): Minutes {
  return {
    id: 'minutes-1',
    meeting_id: 'meeting-1',
    board_id: 'board-1',
    meeting_title: 'Q4 review',
    meeting_date: meeting.scheduled_date,
    board_name: 'Harbour Board',
    decision_count: 1,
    action_count: 1,
    created_at: '2026-12-01T11:00:00.000Z',
    meeting,
    approval: null,
    attendance,
    amendments: [],
    resolutions: [],
    can_approve: false,
    can_amend: false,
    ...overrides,
  };
}

function archive(data: Record<string, unknown>) {
  return unzipSync(
    buildExportArchive({ profile: { full_name: 'Jane Doe', email: 'jane@example.com' }, ...data }),
  );
}

/** Each of `lines` is somewhere in the page: one assertion a line, so a failure names it. */
function expectEach(page: string, lines: string[]) {
  for (const line of lines) expect(page).toContain(line);
}

function minutesFile(minutes: Record<string, unknown>): string {
  const files = archive({ minutes: [minutes] });
  const name = Object.keys(files).find((n) => n.startsWith('minutes/q4-review'));
  expect(name).toBeTruthy();
  return strFromU8(files[name!]!);
}

describe('minutes in the export zip', () => {
  it('reads as Markdown: approval, attendance, the decision with each vote, and the actions', () => {
    const page = minutesFile(
      minutesOf({ approval: { approved_at: '2026-12-02T09:00:00.000Z', approved_by: 'Sam Lee' } }),
    );
    expectEach(page, [
      '# Minutes — Q4 review',
      'Approved by Sam Lee',
      'Jane Doe (Audit Chair): Present',
      'Open a Lisbon office in 2027',
      'Approved — proceed',
      'Jane Doe (Audit Chair): Against',
      'Shortlist three buildings — owner: Sam Lee, due: 2027-01-15',
    ]);
    expect(page).not.toContain('```json');
    expect(page).not.toContain('"agenda_items"');
  });

  it('holds the amendments after approval and the written resolutions entered in the minutes', () => {
    const page = minutesFile(
      minutesOf({
        approval: { approved_at: '2026-12-02T09:00:00.000Z', approved_by: 'Sam Lee' },
        amendments: [
          {
            version: 2,
            author_name: 'Sam Lee',
            body: 'Item 1: the budget was 1.2m',
            created_at: '2026-12-03T09:00:00.000Z',
          },
        ],
        resolutions: [lisbonResolution],
      }),
    );
    expectEach(page, [
      'Amendments after approval',
      'Version 2 — Sam Lee',
      'Item 1: the budget was 1.2m',
      'Written Resolutions',
      'Lease the Lisbon floor',
      'Jane Doe (Audit Chair): Approve — fair rent',
    ]);
  });

  it('says a draft’s attendance comes with approval, and names minutes it cannot read', () => {
    const draft = minutesFile(minutesOf({}));
    expect(draft).toContain('Draft — not yet approved');
    expect(draft).toContain('Attendance and quorum are recorded when the minutes are approved.');

    const { meeting: _gone, ...summary } = minutesOf({});
    const unreadable = minutesFile({ ...summary, unreadable: true });
    expect(unreadable).toContain('# Minutes: Q4 review');
    expect(unreadable).toContain('cannot read');
  });
});

describe('written resolutions, votes and comments in the export zip', () => {
  it('gives each resolution of the boards one follows a page, and one’s own votes and comments theirs', () => {
    const resolution: Resolution = {
      id: 'resolution-1',
      board_id: 'board-1',
      title: 'Lease the Lisbon floor',
      status: 'passed',
      rule: { threshold: 'simple_majority', base: 'votes_cast' },
      rule_line: 'Simple majority of the votes cast',
      closes_at: '2026-11-22T10:00:00.000Z',
      closed_at: '2026-11-21T10:00:00.000Z',
      circulated_at: '2026-11-20T10:00:00.000Z',
      circulated_by: 'Sam Lee',
      tally: { approve: 1, object: 1, abstain: 0, pending: 0, directors: 2 },
      my_vote: 'approve',
      awaiting_me: false,
      board_name: 'Harbour Board',
      text: 'RESOLVED, that the company leases the second floor.',
      session: null,
      directors: [
        {
          user_id: 'u1',
          name: 'Jane Doe',
          seat_title: 'Audit Chair',
          vote: 'approve',
          reason: 'fair rent',
          voted_at: null,
        },
        {
          user_id: 'u2',
          name: 'Ana Lima',
          seat_title: 'Investor Director',
          vote: 'object',
          reason: '',
          voted_at: null,
        },
      ],
      closed_reason: 'decided',
      minutes: null,
      result_line: 'Approved',
      can_vote: false,
      can_withdraw: false,
    };
    const files = archive({
      resolutions: [resolution],
      resolution_votes: [
        {
          title: 'Lease the Lisbon floor',
          board_name: 'Harbour Board',
          seat_title: 'Audit Chair',
          vote: 'approve',
          reason: 'fair rent',
          voted_at: new Date('2026-11-20T12:00:00.000Z'),
          status: 'passed',
          text: 'RESOLVED, that the company leases the second floor.',
        },
      ],
      minutes_comments: [
        {
          meeting_title: 'Q4 review',
          meeting_date: meeting.scheduled_date,
          body: 'Budget was 1.2m',
          created_at: 'x',
        },
      ],
      minutes_amendments: [],
      boards_i_read: [{ name: 'Harbour Board', organization_name: 'Harbour Ltd' }],
    });
    const name = Object.keys(files).find((n) => n.startsWith('resolutions/lease-the-lisbon-floor'));
    const page = strFromU8(files[name!]!);
    expectEach(page, [
      '# Lease the Lisbon floor',
      'RESOLVED, that the company leases the second floor.',
      'Jane Doe (Audit Chair): Approve — fair rent',
      'Ana Lima (Investor Director): Object',
    ]);
    const votes = strFromU8(files['resolution-votes.md']!);
    expect(votes).toContain('## Lease the Lisbon floor — Harbour Board');
    expect(votes).toContain('**approve**: fair rent');
    expect(strFromU8(files['comments.md']!)).toContain('comment on Q4 review (2026-12-01): Budget was 1.2m');
    const readme = strFromU8(files['README.md']!);
    expect(readme).toContain('- Harbour Board (Harbour Ltd)');
    expect(readme).toContain('resolutions/: 1 written resolution(s)');
  });
});
