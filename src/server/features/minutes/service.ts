// Minutes: the list of the user's filed minutes, one in full, and its PDF / Markdown export.
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import { fileStem } from '../../lib/report/send.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { createMeetingRepository, type MinutesListRow } from '../meetings/repository.ts';
import { minutesReport } from './report.ts';
import { readMinutesSnapshot } from './snapshot.ts';

function summary(row: MinutesListRow): MinutesSummary {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    board_id: row.boardId,
    meeting_title: row.meetingTitle,
    meeting_date: row.meetingDate.toISOString(),
    board_name: row.boardName,
    decision_count: row.decisionCount,
    action_count: row.actionCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function createMinutesService(db: Db) {
  const meetings = createMeetingRepository(db);

  async function load(actor: Actor, id: string): Promise<Minutes> {
    const row = isUuid(id) ? await meetings.findMinutes(id) : undefined;
    if (!row || !canOnBoard(actor, 'read', { id: row.boardId, organizationId: row.boardOrganizationId }))
      throw notFound('Minutes not found');
    return {
      ...summary({
        id: row.minutes.id,
        decisionCount: row.minutes.decisionCount,
        actionCount: row.minutes.actionCount,
        createdAt: row.minutes.createdAt,
        meetingId: row.meeting.id,
        boardId: row.meeting.boardId,
        meetingTitle: row.meeting.title,
        meetingDate: row.meeting.scheduledDate,
        boardName: row.boardName,
      }),
      meeting: readMinutesSnapshot(row.minutes.content),
    };
  }

  return {
    async list(actor: Actor): Promise<MinutesSummary[]> {
      return (await meetings.listMinutesVisibleTo(actor)).map(summary);
    },
    get: load,
    /** The minutes as a report document, with a file name for it. */
    async report(actor: Actor, id: string) {
      const minutes = await load(actor, id);
      return {
        report: minutesReport(minutes.meeting),
        stem: fileStem('minutes', minutes.meeting_title, minutes.id.slice(0, 8)),
      };
    },
  };
}
export type MinutesService = ReturnType<typeof createMinutesService>;
