// Minutes: the list of the user's filed minutes, one in full, and its PDF / Markdown export.
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import { fileStem } from '../../lib/report/send.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { createMeetingRepository, type MeetingRow, type MinutesRow } from '../meetings/repository.ts';
import { minutesReport } from './report.ts';
import { readMinutesSnapshot } from './snapshot.ts';

function summary(minutes: MinutesRow, meeting: MeetingRow, boardName: string): MinutesSummary {
  return {
    id: minutes.id,
    meeting_id: meeting.id,
    board_id: meeting.boardId,
    meeting_title: meeting.title,
    meeting_date: meeting.scheduledDate.toISOString(),
    board_name: boardName,
    decision_count: minutes.decisionCount,
    action_count: minutes.actionCount,
    created_at: minutes.createdAt.toISOString(),
  };
}

export function createMinutesService(db: Db) {
  const meetings = createMeetingRepository(db);

  async function load(actor: Actor, id: string): Promise<Minutes> {
    const row = isUuid(id) ? await meetings.findMinutes(id) : undefined;
    if (!row || !canOnBoard(actor, 'read', { id: row.boardId, organizationId: row.boardOrganizationId }))
      throw notFound('Minutes not found');
    return {
      ...summary(row.minutes, row.meeting, row.boardName),
      meeting: readMinutesSnapshot(row.minutes.content),
    };
  }

  return {
    async list(actor: Actor): Promise<MinutesSummary[]> {
      return (await meetings.listMinutesVisibleTo(actor)).map((r) =>
        summary(r.minutes, r.meeting, r.boardName),
      );
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
