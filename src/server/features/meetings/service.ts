// Meetings: schedule, list, read, edit, delete (drafts), start, complete (with minutes), and
// the board's hidden agenda pool. The server enforces the meeting status rules.
import { canStartMeeting, canTransition } from '../../../contracts/meeting-rules.ts';
import {
  type CreateMeetingBody,
  MEETING_MESSAGES,
  type Meeting,
  type MeetingDetail,
  type MeetingStatus,
  POOL_DAYS_AHEAD,
  POOL_TITLE,
} from '../../../contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, isUuid, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard, seenBoard } from '../boards/access.ts';
import { createBoardPeople } from '../boards/people.ts';
import {
  type MeetingChange,
  type MeetingRef,
  notifyMeetingChange,
  notifyMinutesAwaitApproval,
} from '../notifications/notify-meetings.ts';
import { enterResolutionsInMinutes } from '../resolutions/minutes-entry.ts';
import type { EmitWebhook } from '../webhooks/events.ts';
import { loadMeeting } from './access.ts';
import { minutesSnapshot } from './minutes-snapshot.ts';
import { presentDetail, presentMeeting, tallyOf } from './presenter.ts';
import { createMeetingRepository, type MeetingWithBoard } from './repository.ts';

/** What people hear of an edit: a draft scheduled, or a scheduled meeting's time or place moved. */
function meetingChangeOf(
  meeting: MeetingWithBoard,
  body: {
    status?: string | undefined;
    scheduled_date?: string | undefined;
    location?: string | null | undefined;
  },
): MeetingChange | null {
  if (meeting.status === 'DRAFT') return body.status === 'SCHEDULED' ? 'meeting_scheduled' : null;
  if (meeting.status !== 'SCHEDULED') return null;
  const moved =
    body.scheduled_date !== undefined &&
    new Date(body.scheduled_date).getTime() !== meeting.scheduledDate.getTime();
  const relocated = body.location !== undefined && (body.location?.trim() || null) !== meeting.location;
  return moved || relocated ? 'meeting_changed' : null;
}

type CreateInput = Omit<CreateMeetingBody, 'meeting_type' | 'scheduled_duration_minutes'> & {
  meeting_type: NonNullable<CreateMeetingBody['meeting_type']>;
  scheduled_duration_minutes: number;
};

/** Told after a change people heard of commits: wake their bells, mail them (a durable job). */
export type Announce = (told: { key: string; userIds: string[] }) => Promise<void>;

/** `emitWebhook` tells the organization's webhooks a meeting completed (after it is filed). */
export function createMeetingService(
  db: Db,
  now: () => Date = () => new Date(),
  announce: Announce = async () => {},
  emitWebhook?: EmitWebhook,
) {
  const meetings = createMeetingRepository(db);
  const boards = createBoardReader(db);
  const nameOf = (actor: Actor) => ({
    id: actor.user.id,
    name: actor.user.fullName?.trim() || actor.user.username,
  });
  const refOf = (meeting: MeetingWithBoard): MeetingRef => ({
    id: meeting.id,
    title: meeting.title,
    boardId: meeting.boardId,
    boardName: meeting.boardName,
    organizationId: meeting.boardOrganizationId,
    scheduledDate: meeting.scheduledDate,
    location: meeting.location,
    sequence: meeting.calendarSequence,
  });
  /** Tells the meeting's roster (the board's people) of a change, in the change's transaction. */
  async function notifyChange(tx: Db, change: MeetingChange, meeting: MeetingRef, actor: Actor) {
    const roster = await createBoardPeople(tx).roster(meeting.boardId, meeting.organizationId);
    return notifyMeetingChange(tx, change, meeting, nameOf(actor), roster);
  }
  /** A hand-over that fails must not fail the change already committed (the bell has it). */
  const tell = (told: { key: string; userIds: string[] }) => announce(told).catch(() => {});

  async function detail(meeting: MeetingWithBoard, repository = meetings): Promise<MeetingDetail> {
    const [items, actions, minutes] = await Promise.all([
      repository.itemsOf([meeting.id]),
      repository.actionItemsOf(meeting.id),
      repository.minutesOfMeetings([meeting.id]),
    ]);
    return presentDetail(meeting, items, actions, minutes.get(meeting.id) ?? null);
  }

  async function summary(id: string): Promise<Meeting> {
    const meeting = (await meetings.findById(id))!;
    const [items, minutes] = await Promise.all([meetings.itemsOf([id]), meetings.minutesOfMeetings([id])]);
    return presentMeeting(meeting, tallyOf(items), minutes.get(id) ?? null);
  }

  async function pool(boardId: string): Promise<MeetingWithBoard> {
    await meetings.ensurePool({
      boardId,
      title: POOL_TITLE,
      status: 'DRAFT',
      isPool: true,
      scheduledDate: new Date(now().getTime() + POOL_DAYS_AHEAD * 86_400_000),
    });
    return (await meetings.findPool(boardId))!;
  }

  const rejectPool = (meeting: MeetingWithBoard) => {
    if (meeting.isPool) throw conflict('The agenda items pool is not a meeting');
  };

  return {
    meetings,
    detail,

    async list(
      actor: Actor,
      boardId: string,
      hasAgenda: boolean,
    ): Promise<{ meetings: Meeting[]; total: number }> {
      const found = isUuid(boardId) ? await meetings.boardWithMeetings(boardId) : undefined;
      seenBoard(actor, found?.board);
      const listed = (found?.meetings ?? [])
        .map((m) => presentMeeting(m, m.tally, m.minutesId))
        .filter((m) => !hasAgenda || m.agenda_item_count > 0);
      return { meetings: listed, total: listed.length };
    },

    async pool(actor: Actor, boardId: string): Promise<MeetingDetail> {
      const board = await loadBoard(boards, actor, boardId);
      return detail(await pool(board.id));
    },

    async create(actor: Actor, body: CreateInput): Promise<Meeting> {
      const board = await loadBoard(boards, actor, body.board_id, 'manage_meetings');
      // The spec's client creates the pool itself: answer with the board's one pool.
      if (body.title === POOL_TITLE && body.status === 'DRAFT') return summary((await pool(board.id)).id);
      const { row, told } = await inTransaction(db, async (tx) => {
        const repository = createMeetingRepository(tx);
        const inserted = await repository.insert({
          boardId: board.id,
          title: body.title,
          description: body.description?.trim() || null,
          meetingType: body.meeting_type,
          scheduledDate: new Date(body.scheduled_date),
          scheduledDurationMinutes: body.scheduled_duration_minutes,
          location: body.location?.trim() || null,
          status: body.status ?? 'SCHEDULED',
        });
        if (inserted.status !== 'SCHEDULED') return { row: inserted, told: null };
        const meeting = (await repository.findById(inserted.id))!;
        return {
          row: inserted,
          told: await notifyChange(tx, 'meeting_scheduled', refOf(meeting), actor),
        };
      });
      if (told) await tell(told);
      return summary(row.id);
    },

    async get(actor: Actor, id: string): Promise<MeetingDetail> {
      return detail(await loadMeeting(meetings, actor, id));
    },

    async update(actor: Actor, id: string, body: Partial<CreateInput>): Promise<Meeting> {
      const meeting = await loadMeeting(meetings, actor, id, 'manage_meetings');
      rejectPool(meeting);
      if (meeting.status === 'COMPLETED') throw conflict('A completed meeting cannot be changed');
      if (
        body.status &&
        body.status !== meeting.status &&
        !canTransition(meeting.status as MeetingStatus, body.status)
      ) {
        throw conflict(
          `A ${meeting.status.toLowerCase()} meeting cannot become ${body.status.toLowerCase()}`,
        );
      }
      const change = meetingChangeOf(meeting, body);
      // Calendars holding the meeting take a newer version only with a higher SEQUENCE: any edit
      // of a meeting on people's calendars raises it (a title or length too, which the feed shows).
      const onCalendars = change !== null || meeting.status !== 'DRAFT';
      const told = await inTransaction(db, async (tx) => {
        const repository = createMeetingRepository(tx);
        await repository.update(meeting.id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
          ...(body.meeting_type !== undefined ? { meetingType: body.meeting_type } : {}),
          ...(body.scheduled_date !== undefined ? { scheduledDate: new Date(body.scheduled_date) } : {}),
          ...(body.scheduled_duration_minutes !== undefined
            ? { scheduledDurationMinutes: body.scheduled_duration_minutes }
            : {}),
          ...(body.location !== undefined ? { location: body.location?.trim() || null } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(onCalendars ? { calendarSequence: meeting.calendarSequence + 1 } : {}),
        });
        if (!change) return null;
        const updated = (await repository.findById(meeting.id))!;
        return notifyChange(tx, change, refOf(updated), actor);
      });
      if (told) await tell(told);
      return summary(meeting.id);
    },

    /**
     * Cancels a scheduled meeting: it goes back to the drafts with its agenda, so it can be
     * scheduled again, and everyone on its roster is told (ADR 36).
     */
    async cancel(actor: Actor, id: string): Promise<Meeting> {
      const meeting = await loadMeeting(meetings, actor, id, 'manage_meetings');
      rejectPool(meeting);
      const notScheduled = () =>
        conflict(`Only a scheduled meeting can be cancelled (this one is ${meeting.status.toLowerCase()})`);
      if (meeting.status !== 'SCHEDULED') throw notScheduled();
      const told = await inTransaction(db, async (tx) => {
        // The cancellation outranks the invitation people hold: same UID, next SEQUENCE.
        const sequence = meeting.calendarSequence + 1;
        if (
          !(await createMeetingRepository(tx).transition(meeting.id, 'SCHEDULED', {
            status: 'DRAFT',
            calendarSequence: sequence,
          }))
        )
          throw notScheduled();
        await recordAudit(tx, auditorOf(actor), {
          organizationId: meeting.boardOrganizationId,
          action: 'meeting.cancelled',
          targetType: 'meeting',
          targetId: meeting.id,
          summary: `Cancelled ${meeting.title} (${meeting.boardName}), planned for ${meeting.scheduledDate.toISOString()}`,
        });
        return notifyChange(tx, 'meeting_cancelled', { ...refOf(meeting), sequence }, actor);
      });
      await tell(told);
      return summary(meeting.id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const meeting = await loadMeeting(meetings, actor, id, 'manage_meetings');
      rejectPool(meeting);
      if (meeting.status !== 'DRAFT') throw conflict(MEETING_MESSAGES.onlyDraftDelete);
      await meetings.delete(meeting.id);
    },

    async start(actor: Actor, id: string, attendees: string[]): Promise<Meeting> {
      const meeting = await loadMeeting(meetings, actor, id, 'manage_meetings');
      rejectPool(meeting);
      const status = meeting.status as MeetingStatus;
      if (status !== 'SCHEDULED')
        throw conflict(`Only a scheduled meeting can start (this one is ${status.toLowerCase()})`);
      if (!canStartMeeting({ status, scheduled_date: meeting.scheduledDate.toISOString() }, now())) {
        throw conflict(MEETING_MESSAGES.tooEarly);
      }
      if ((await meetings.itemsOf([meeting.id])).length === 0) throw unprocessable(MEETING_MESSAGES.noItems);
      await db.transaction(async (tx) => {
        await createMeetingRepository(tx).update(meeting.id, {
          status: 'IN_PROGRESS',
          startedAt: now(),
          attendees,
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: meeting.boardOrganizationId,
          action: 'meeting.started',
          targetType: 'meeting',
          targetId: meeting.id,
          summary: `Started ${meeting.title} (${meeting.boardName})`,
        });
      });
      return summary(meeting.id);
    },

    /**
     * Ends the meeting and files its minutes in one transaction, once: the status moves only
     * from IN_PROGRESS, so of two completes at once the second finds nothing to move (409).
     */
    async complete(actor: Actor, id: string): Promise<Meeting> {
      const meeting = await loadMeeting(meetings, actor, id, 'manage_meetings');
      rejectPool(meeting);
      const notRunning = () => new AppError(409, 'Only a meeting in progress can be completed');
      if (meeting.status !== 'IN_PROGRESS') throw notRunning();
      const told = await inTransaction(db, async (tx) => {
        const repository = createMeetingRepository(tx);
        if (
          !(await repository.transition(meeting.id, 'IN_PROGRESS', { status: 'COMPLETED', endedAt: now() }))
        ) {
          throw notRunning();
        }
        // Minutes freeze the meeting as it ended, so later edits to the board do not rewrite them.
        const content = await detail((await repository.findById(meeting.id))!, repository);
        const minutes = await repository.insertMinutes({
          meetingId: meeting.id,
          content: minutesSnapshot(content),
          decisionCount: content.agenda_items.filter((i) => i.decision).length,
          actionCount: content.action_items.length,
        });
        // Written resolutions decided since the last minutes are entered in these (ADR 48).
        await enterResolutionsInMinutes(tx, meeting.boardId, minutes.id);
        return notifyMinutesAwaitApproval(tx, { minutesId: minutes.id, meeting: refOf(meeting) });
      });
      await recordAudit(db, auditorOf(actor), {
        organizationId: meeting.boardOrganizationId,
        action: 'meeting.completed',
        targetType: 'meeting',
        targetId: meeting.id,
        summary: `Completed ${meeting.title} (${meeting.boardName}); minutes filed`,
      });
      await tell(told);
      await emitWebhook?.(meeting.boardOrganizationId, 'meeting.completed', {
        summary: `${meeting.boardName}: the meeting "${meeting.title}" is over; its minutes are filed`,
        meeting_id: meeting.id,
        title: meeting.title,
        board_id: meeting.boardId,
        board_name: meeting.boardName,
        path: `/board/${meeting.boardId}/meeting/${meeting.id}/minutes`,
      });
      return summary(meeting.id);
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
