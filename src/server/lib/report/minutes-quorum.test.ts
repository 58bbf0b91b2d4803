// Minutes of a meeting without quorum: the attendance says what that means, and each decision is
// printed as not the board's; with quorum, neither appears.
import { describe, expect, it } from 'vitest';
import { NOT_THE_BOARDS_DECISION, WITHOUT_QUORUM } from '../../../contracts/minutes.ts';
import { renderMarkdown } from './markdown.ts';
import { type MinutesForReport, minutesReport } from './minutes.ts';

function minutes(met: boolean): MinutesForReport {
  const decision = {
    wording: 'The board recommends proceeding',
    conditions: [],
    result: 'approved',
    headcount: { approve: 1, against: 0, abstain: 0 },
    weighted: { approve: 1, against: 0, abstain: 0 },
    rule: null,
    votes: [],
  };
  return {
    approval: null,
    amendments: [],
    resolutions: [],
    attendance: {
      entries: [],
      quorum: { seats: 4, present: met ? 3 : 1, required: 3, source: 'majority', met },
    },
    meeting: {
      title: 'Board meeting',
      board_name: 'Board',
      meeting_type: 'regular',
      scheduled_date: '2026-11-26T10:00:00.000Z',
      scheduled_duration_minutes: 60,
      started_at: null,
      ended_at: null,
      description: null,
      action_items: [],
      agenda_items: [
        {
          title: 'Budget',
          item_type: 'DECISION',
          estimated_duration_minutes: 20,
          description: null,
          notes: null,
          decision,
        },
      ],
    },
  } as unknown as MinutesForReport;
}

describe('minutes of a meeting without quorum', () => {
  it("say the decisions are not the board's", () => {
    const without = renderMarkdown(minutesReport(minutes(false)));
    expect(without).toContain(WITHOUT_QUORUM);
    expect(without).toContain(NOT_THE_BOARDS_DECISION);
    const quorate = renderMarkdown(minutesReport(minutes(true)));
    expect(quorate).not.toContain(WITHOUT_QUORUM);
    expect(quorate).not.toContain(NOT_THE_BOARDS_DECISION);
  });
});
