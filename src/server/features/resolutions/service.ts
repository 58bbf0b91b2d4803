// Written resolutions: circulating one to a board's directors, the board's register, one in
// full, a director's vote (which closes it once the result cannot change) and withdrawing it.
// Closing at the deadline is the job's (closing.ts); entering it in minutes is the meeting's.
import {
  type CastResolutionVoteBody,
  type CirculateResolutionBody,
  castResolutionVoteSchema,
  circulateResolutionSchema,
  type MinutesResolution,
  type MyResolution,
  type MyResolutions,
  RESOLUTION_MAX_DAYS,
  RESOLUTION_MESSAGES,
  RESOLUTION_MIN_MINUTES,
  type Resolution,
  type ResolutionSummary,
  resolutionResultLine,
  resolutionRuleLine,
  resolutionRuleOf,
  resolutionVoteLine,
} from '../../../contracts/resolutions.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnBoard, roleIn } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import { utcTime } from '../notifications/mail-templates.ts';
import { insertNotifications } from '../notifications/notify.ts';
import { type ClosedResolution, circulatedKey, closeIfDecided, resolutionPath } from './closing.ts';
import { createResolutionRepository, type DirectorRow, type ResolutionRow, tallyOf } from './repository.ts';

export interface ResolutionDeps {
  db: Db;
  now: () => Date;
  /** Wakes the people told and mails the notifications of this key (a durable job). */
  told: (told: ClosedResolution) => Promise<void>;
  /** Schedules the durable job that closes the resolution at its closing time. */
  scheduleClose: (id: string, at: Date) => Promise<void>;
  /** Schedules the durable job that reminds the directors who have not voted before it closes. */
  scheduleReminder: (id: string, closesAt: Date) => Promise<void>;
}

/** How many closed resolutions the portal lists: the recent ones; the register keeps them all. */
const PORTAL_CLOSED_LIMIT = 20;

const nameOf = (actor: Actor) => actor.user.fullName?.trim() || actor.user.username;

function summaryOf(row: ResolutionRow, directors: DirectorRow[], userId: string): ResolutionSummary {
  const mine = directors.find((d) => d.userId === userId);
  return {
    id: row.id,
    board_id: row.boardId,
    title: row.title,
    status: row.status,
    rule: row.rule,
    rule_line: resolutionRuleLine(row.rule),
    closes_at: row.closesAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    circulated_at: row.createdAt.toISOString(),
    circulated_by: row.circulatedByName,
    tally: tallyOf(directors),
    my_vote: mine?.vote ?? null,
    awaiting_me: row.status === 'open' && mine !== undefined,
  };
}

/** The resolutions entered in these minutes, as the minutes print them. */
export async function resolutionsInMinutes(db: Db, minutesId: string): Promise<MinutesResolution[]> {
  const repository = createResolutionRepository(db);
  const rows = await repository.ofMinutes(minutesId);
  const directors = await repository.directorsOf(rows.map((r) => r.id));
  return rows.map((row) => {
    const own = directors.filter((d) => d.resolutionId === row.id);
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      status: row.status,
      circulated_at: row.createdAt.toISOString(),
      closed_at: row.closedAt?.toISOString() ?? null,
      rule_line: resolutionRuleLine(row.rule),
      result_line: resolutionResultLine(row.status, tallyOf(own)),
      votes: own.map((d) => resolutionVoteLine({ ...d, seat_title: d.seatTitle })),
    };
  });
}

/**
 * Reading written resolutions as a caller may: one in full and a board's register. The service
 * below builds on it; the export of a person's data reads through it alone (it changes nothing).
 */
export function createResolutionReads(db: Db) {
  const boards = createBoardReader(db);
  const repository = createResolutionRepository(db);

  /** The resolution, when the caller follows its board (its directors do); else not found. */
  async function find(actor: Actor, id: string) {
    const row = isUuid(id) ? await repository.find(id) : undefined;
    if (
      !row ||
      !canOnBoard(actor, 'read_sessions', { id: row.resolution.boardId, organizationId: row.organizationId })
    )
      throw notFound(RESOLUTION_MESSAGES.notFound);
    return row;
  }

  const mayWithdraw = (actor: Actor, row: NonNullable<Awaited<ReturnType<typeof repository.find>>>) => {
    const board = { id: row.resolution.boardId, organizationId: row.organizationId };
    return (
      canOnBoard(actor, 'manage_meetings', board) &&
      (row.resolution.circulatedById === actor.user.id || roleIn(actor, row.organizationId) === 'admin')
    );
  };

  async function detail(actor: Actor, id: string): Promise<Resolution> {
    const row = await find(actor, id);
    const { resolution } = row;
    const directors = await repository.directorsOf([resolution.id]);
    const summary = summaryOf(resolution, directors, actor.user.id);
    return {
      ...summary,
      board_name: row.boardName,
      text: resolution.text,
      session:
        resolution.sessionId && row.sessionTopic
          ? { id: resolution.sessionId, topic: row.sessionTopic }
          : null,
      directors: directors.map((d) => ({
        user_id: d.userId ?? '',
        name: d.name,
        seat_title: d.seatTitle,
        vote: d.vote,
        reason: d.reason,
        voted_at: d.votedAt?.toISOString() ?? null,
      })),
      closed_reason: resolution.closedReason,
      minutes:
        resolution.minutesId && row.minutesMeetingId
          ? {
              id: resolution.minutesId,
              meeting_id: row.minutesMeetingId,
              meeting_title: row.minutesMeetingTitle ?? '',
            }
          : null,
      result_line: resolutionResultLine(resolution.status, summary.tally),
      can_vote: summary.awaiting_me,
      can_withdraw: resolution.status === 'open' && mayWithdraw(actor, row),
    };
  }

  return {
    find,
    mayWithdraw,
    get: detail,

    /** The board's register: every resolution, newest first, and whether the caller may circulate one. */
    async listOfBoard(actor: Actor, boardId: string) {
      const board = await loadBoard(boards, actor, boardId, 'read_sessions');
      const rows = await repository.listOfBoard(board.id);
      const directors = await repository.directorsOf(rows.map((r) => r.id));
      return {
        board_id: board.id,
        board_name: board.name,
        can_circulate: canOnBoard(actor, 'manage_meetings', board),
        resolutions: rows.map((row) =>
          summaryOf(
            row,
            directors.filter((d) => d.resolutionId === row.id),
            actor.user.id,
          ),
        ),
      };
    },
  };
}
export type ResolutionReads = ReturnType<typeof createResolutionReads>;

export function createResolutionService(deps: ResolutionDeps) {
  const { db } = deps;
  const boards = createBoardReader(db);
  const repository = createResolutionRepository(db);
  const reads = createResolutionReads(db);
  const { find, mayWithdraw, get: detail } = reads;

  return {
    get: detail,

    /**
     * The caller's portal: the resolutions circulated to them on boards they still follow, open
     * ones soonest closing first, then the recently closed ones with their result.
     */
    async mine(actor: Actor): Promise<MyResolutions> {
      const { open, closed } = await repository.ofDirector(actor.user.id, PORTAL_CLOSED_LIMIT);
      const followed = [...open, ...closed].filter((row) =>
        canOnBoard(actor, 'read_sessions', {
          id: row.resolution.boardId,
          organizationId: row.organizationId,
        }),
      );
      const directors = await repository.directorsOf(followed.map((row) => row.resolution.id));
      const view = (row: (typeof followed)[number]): MyResolution => {
        const own = directors.filter((d) => d.resolutionId === row.resolution.id);
        const summary = summaryOf(row.resolution, own, actor.user.id);
        return {
          ...summary,
          board_name: row.boardName,
          text: row.resolution.text,
          my_reason: own.find((d) => d.userId === actor.user.id)?.reason ?? '',
          result_line: resolutionResultLine(row.resolution.status, summary.tally),
        };
      };
      return {
        open: followed.filter((row) => row.resolution.status === 'open').map(view),
        closed: followed.filter((row) => row.resolution.status !== 'open').map(view),
      };
    },

    listOfBoard: reads.listOfBoard,

    async circulate(actor: Actor, boardId: string, input: CirculateResolutionBody): Promise<Resolution> {
      const board = await loadBoard(boards, actor, boardId, 'manage_meetings');
      const body = circulateResolutionSchema.parse(input);
      const closesAt = new Date(body.closes_at);
      const now = deps.now();
      if (closesAt.getTime() < now.getTime() + RESOLUTION_MIN_MINUTES * 60_000)
        throw unprocessable(RESOLUTION_MESSAGES.tooSoon);
      if (closesAt.getTime() > now.getTime() + RESOLUTION_MAX_DAYS * 86_400_000)
        throw unprocessable(RESOLUTION_MESSAGES.tooLate);
      if (
        body.session_id &&
        !(isUuid(body.session_id) && (await repository.sessionOfBoard(body.session_id, board.id)))
      )
        throw unprocessable(RESOLUTION_MESSAGES.sessionNotOnBoard);
      const directors = await repository.boardDirectors(board.id);
      if (directors.length === 0) throw unprocessable(RESOLUTION_MESSAGES.noDirectors);
      const rule = resolutionRuleOf(body.rule, board.votingRule ?? null);
      const circulator = nameOf(actor);
      const { id, told } = await inTransaction(db, async (tx) => {
        const created = await createResolutionRepository(tx).insert(
          {
            boardId: board.id,
            title: body.title,
            text: body.text,
            sessionId: body.session_id,
            rule,
            closesAt,
            circulatedById: actor.user.id,
            circulatedByName: circulator,
          },
          directors,
        );
        await recordAudit(tx, auditorOf(actor), {
          organizationId: board.organizationId,
          action: 'resolution.circulated',
          targetType: 'resolution',
          targetId: created.id,
          summary: `Circulated the written resolution “${body.title}” (${board.name}) to ${directors.length} director(s), closing ${utcTime(closesAt)}`,
        });
        const key = circulatedKey(created.id);
        const rows = await insertNotifications(
          tx,
          directors
            .filter((d) => d.userId !== actor.user.id)
            .map((d) => ({
              userId: d.userId,
              type: 'resolution_circulated' as const,
              title: `Written resolution to vote on: ${body.title}`,
              message: `${circulator} circulated a written resolution of ${board.name}, “${body.title}”. Approve, object or abstain as ${d.seatTitle} before it closes.`,
              actionUrl: resolutionPath(created.id),
              boardId: board.id,
              deadline: closesAt,
              dedupeKey: key,
            })),
        );
        return { id: created.id, told: { key, userIds: [...new Set(rows.map((r) => r.userId))] } };
      });
      await deps.scheduleClose(id, closesAt);
      await deps.scheduleReminder(id, closesAt);
      await deps.told(told);
      return detail(actor, id);
    },

    /** A director's vote with an optional reason; it closes the resolution once decided. */
    async vote(actor: Actor, id: string, input: CastResolutionVoteBody): Promise<Resolution> {
      const row = await find(actor, id);
      const body = castResolutionVoteSchema.parse(input);
      const closed = await inTransaction(db, async (tx) => {
        const repository = createResolutionRepository(tx);
        const resolution = await repository.lock(row.resolution.id);
        if (!resolution) throw notFound(RESOLUTION_MESSAGES.notFound);
        const asked = (await repository.directorsOf([resolution.id])).some((d) => d.userId === actor.user.id);
        if (!asked) throw forbidden(RESOLUTION_MESSAGES.notDirector);
        if (resolution.status !== 'open') throw conflict(RESOLUTION_MESSAGES.closed);
        await repository.vote(resolution.id, actor.user.id, body.vote, body.reason);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: row.organizationId,
          action: 'resolution.voted',
          targetType: 'resolution',
          targetId: resolution.id,
          summary: `Voted ${body.vote} on the written resolution “${resolution.title}” (${row.boardName})`,
        });
        return closeIfDecided(tx, resolution, {
          final: false,
          now: deps.now(),
          who: auditorOf(actor),
          organizationId: row.organizationId,
          boardName: row.boardName,
        });
      });
      if (closed) await deps.told(closed);
      return detail(actor, id);
    },

    /** Withdraws an open resolution (its circulator or an Admin); it is then never entered in minutes. */
    async withdraw(actor: Actor, id: string): Promise<Resolution> {
      const row = await find(actor, id);
      if (!mayWithdraw(actor, row)) throw forbidden(RESOLUTION_MESSAGES.onlyCirculator);
      await inTransaction(db, async (tx) => {
        const repository = createResolutionRepository(tx);
        if (!(await repository.close(row.resolution.id, 'withdrawn', 'withdrawn', deps.now())))
          throw conflict(RESOLUTION_MESSAGES.closed);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: row.organizationId,
          action: 'resolution.withdrawn',
          targetType: 'resolution',
          targetId: row.resolution.id,
          summary: `Withdrew the written resolution “${row.resolution.title}” (${row.boardName})`,
        });
      });
      return detail(actor, id);
    },
  };
}
export type ResolutionService = ReturnType<typeof createResolutionService>;
