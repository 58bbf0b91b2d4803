// Minutes: the list of the user's filed minutes, one in full (with attendance, quorum and
// approval), approving them, and their PDF / Markdown export.

import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import { attendanceSchema, MINUTES_MESSAGES } from '../../../contracts/minutes.ts';
import {
  MINUTES_AMENDMENT_MESSAGES,
  type MinutesAmendmentBody,
  minutesAmendmentBodySchema,
} from '../../../contracts/minutes-comments.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, uniqueViolation } from '../../lib/errors.ts';
import { minutesReport } from '../../lib/report/minutes.ts';
import { fileStem } from '../../lib/report/send.ts';
import { type Actor, canApproveMinutes } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardPeople } from '../boards/people.ts';
import { createMeetingReader, type MinutesListRow } from '../meetings/access.ts';
import { readMinutesSnapshot } from '../meetings/minutes-snapshot.ts';
import { resolutionsInMinutes } from '../resolutions/service.ts';
import type { EmitWebhook } from '../webhooks/events.ts';
import { boardOfMinutes, loadMinutes } from './access.ts';
import { readAttendance } from './attendance.ts';
import { addAmendment, amendmentsOf } from './comments.ts';
import { createMinutesRepository } from './repository.ts';

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

/** Attendance frozen at approval: read back as it was then, never editable again. */
const frozenAttendance = attendanceSchema.omit({ editable: true });

/** `emitWebhook` tells the organization's webhooks the minutes were approved. */
export function createMinutesService(db: Db, emitWebhook?: EmitWebhook) {
  const meetings = createMeetingReader(db);
  const repository = createMinutesRepository(db);
  const people = createBoardPeople(db);

  const find = (actor: Actor, id: string) => loadMinutes(meetings, actor, id);

  async function load(actor: Actor, id: string): Promise<Minutes> {
    const row = await find(actor, id);
    const { minutes } = row;
    const board = boardOfMinutes(row);
    const approved = minutes.approvedAt !== null;
    const attendance =
      approved && minutes.approvedAttendance
        ? { ...frozenAttendance.parse(minutes.approvedAttendance), editable: false }
        : await readAttendance({ repository, people }, actor, {
            ...row.meeting,
            boardName: row.boardName,
            boardOrganizationId: row.boardOrganizationId,
          });
    return {
      ...summary({
        id: minutes.id,
        decisionCount: minutes.decisionCount,
        actionCount: minutes.actionCount,
        createdAt: minutes.createdAt,
        meetingId: row.meeting.id,
        boardId: row.meeting.boardId,
        meetingTitle: row.meeting.title,
        meetingDate: row.meeting.scheduledDate,
        boardName: row.boardName,
      }),
      meeting: readMinutesSnapshot(minutes.content),
      approval: minutes.approvedAt
        ? { approved_at: minutes.approvedAt.toISOString(), approved_by: minutes.approvedByName ?? 'Unknown' }
        : null,
      attendance,
      amendments: await amendmentsOf(db, minutes.id),
      resolutions: await resolutionsInMinutes(db, minutes.id),
      can_approve: !approved && canApproveMinutes(actor, board),
      can_amend: approved && canApproveMinutes(actor, board),
    };
  }

  return {
    async list(actor: Actor): Promise<MinutesSummary[]> {
      return (await meetings.listMinutesVisibleTo(actor)).map(summary);
    },
    get: load,

    /** Approves draft minutes: records who and when, and freezes the attendance with them. */
    async approve(actor: Actor, id: string): Promise<Minutes> {
      const row = await find(actor, id);
      if (!canApproveMinutes(actor, boardOfMinutes(row))) throw forbidden(MINUTES_MESSAGES.onlyAdmins);
      if (row.minutes.approvedAt) throw conflict(MINUTES_MESSAGES.approved);
      const current = await load(actor, id);
      const { editable: _editable, ...attendance } = current.attendance;
      const name = actor.user.fullName?.trim() || actor.user.username;
      await inTransaction(db, async (tx) => {
        const approved = await createMinutesRepository(tx).approve(row.minutes.id, {
          approvedById: actor.user.id,
          approvedByName: name,
          approvedAttendance: attendance,
        });
        if (!approved) throw conflict(MINUTES_MESSAGES.approved);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: row.boardOrganizationId,
          action: 'minutes.approved',
          targetType: 'meeting',
          targetId: row.meeting.id,
          summary: `Approved the minutes of ${row.meeting.title} (${row.boardName})`,
        });
      });
      await emitWebhook?.(row.boardOrganizationId, 'minutes.approved', {
        summary: `${row.boardName}: ${name} approved the minutes of "${row.meeting.title}"`,
        minutes_id: row.minutes.id,
        meeting_id: row.meeting.id,
        meeting_title: row.meeting.title,
        board_id: row.boardId,
        board_name: row.boardName,
        approved_by: name,
        path: `/board/${row.boardId}/meeting/${row.meeting.id}/minutes`,
      });
      return load(actor, id);
    },

    /**
     * Amends approved minutes (an Admin): the approved text stays as it was, and the amendment is
     * the next version, audited. Two at once get distinct versions or one fails (409).
     */
    async amend(actor: Actor, id: string, input: MinutesAmendmentBody): Promise<Minutes> {
      const row = await find(actor, id);
      const { body } = minutesAmendmentBodySchema.parse(input);
      if (!canApproveMinutes(actor, boardOfMinutes(row)))
        throw forbidden(MINUTES_AMENDMENT_MESSAGES.onlyAdmins);
      if (!row.minutes.approvedAt) throw conflict(MINUTES_AMENDMENT_MESSAGES.draft);
      const name = actor.user.fullName?.trim() || actor.user.username;
      try {
        await inTransaction(db, async (tx) => {
          const version = await addAmendment(tx, row.minutes.id, {
            authorId: actor.user.id,
            authorName: name,
            body,
          });
          await recordAudit(tx, auditorOf(actor), {
            organizationId: row.boardOrganizationId,
            action: 'minutes.amended',
            targetType: 'meeting',
            targetId: row.meeting.id,
            summary: `Amended the approved minutes of ${row.meeting.title} (${row.boardName}): version ${version}`,
          });
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('The minutes were amended at the same time; try again');
        throw error;
      }
      return load(actor, id);
    },

    /** The minutes as a report document, with a file name for it. */
    async report(actor: Actor, id: string) {
      const minutes = await load(actor, id);
      return {
        report: minutesReport(minutes),
        stem: fileStem('minutes', minutes.meeting_title, minutes.id.slice(0, 8)),
      };
    },
  };
}
export type MinutesService = ReturnType<typeof createMinutesService>;
