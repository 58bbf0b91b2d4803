// Decision sessions: start one on a board (validated, limited per user, queued as a durable
// job), read its status, its full analysis, its board's history and its event log.

import type { BoardPace } from '../../../contracts/pace.ts';
import type { RelatedDecision } from '../../../contracts/related-decisions.ts';
import type { TrackRecord } from '../../../contracts/reviews.ts';
import type {
  CreateSessionBody,
  SessionDetail,
  SessionStatusResponse,
  SessionSummary,
} from '../../../contracts/sessions.ts';
import { sessionVotingRule } from '../../../contracts/voting-rules.ts';
import type { AsyncWindows } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, isUuid, unprocessable } from '../../lib/errors.ts';
import { fileStem } from '../../lib/report/send.ts';
import type { Actor } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import { notifySessionStarted, type UserWake } from '../notifications/notify.ts';
import { allPapersOnBoard, linkPapersToSession } from '../papers/session-papers.ts';
import { createPersonaReader } from '../personas/reader.ts';
import type { BoardProviderRef, ChosenProvider } from '../providers/mind-factory.ts';
import { handOverRelated, relatedHandedTo } from '../related-decisions/hand-over.ts';
import type { RelatedQuestion } from '../related-decisions/service.ts';
import { createSessionAccess, seenSession } from './access.ts';
import { type SnapshotSeat, snapshotSeats } from './board-snapshot.ts';
import { createFollowUpRepository } from './follow-up-repository.ts';
import { presentFollowUp } from './follow-up-service.ts';
import { presentDetail, presentSummary, storedReading } from './presenter.ts';
import { sessionReport } from './report.ts';
import { createSessionRepository, type SessionEventRow, type SessionRow } from './repository.ts';
import { optionsOfSession } from './session-options.ts';

/** A meeting as a session about its agenda items needs it (the meetings feature reads it). */
export interface MeetingAgenda {
  boardId: string;
  status: string;
  items: { id: string; requiresVote: boolean; voteType: string }[];
}

export interface SessionServiceDeps {
  db: Db;
  /** A meeting's board, status and agenda, for a session asked about agenda items (composed in app.ts). */
  meetingAgenda(meetingId: string): Promise<MeetingAgenda | undefined>;
  /** The track records of a decision's seats as they stood when it was made (the reviews feature's). */
  recordsAtTheTime(session: SessionRow): Promise<TrackRecord[]>;
  enqueue(sessionId: string): Promise<void>;
  /** Schedules the reminder for human seats that have not answered by the deadline's approach. */
  scheduleReminder(sessionId: string, deadline: Date, pace: BoardPace): Promise<void>;
  /** E-mails the human seats' holders that their input is needed (a durable job; off without e-mail). */
  mailHumanInput?(sessionId: string): Promise<void>;
  wakeUsers: UserWake;
  /** Which provider (and model) the board deliberates with now; recorded on the session. */
  chooseProvider(board: BoardProviderRef): Promise<ChosenProvider>;
  humanResponseWindowMinutes: number;
  /** An asynchronous board's windows (hours, in seconds): fixed on each of its sessions at start. */
  asyncWindows: Pick<AsyncWindows, 'perspectiveSeconds' | 'roundSeconds' | 'voteSeconds'>;
  maxRunningSessionsPerUser: number;
  /** The board's related past decisions for a question (ADR 50), handed to the session's seats. */
  findRelated?(boardId: string, question: RelatedQuestion): Promise<RelatedDecision[]>;
}

export const START_MESSAGE = 'Board deliberation started';

export function createSessionService(deps: SessionServiceDeps) {
  const sessions = createSessionRepository(deps.db);
  const boards = createBoardReader(deps.db);
  const personas = createPersonaReader(deps.db);
  const followUps = createFollowUpRepository(deps.db);

  /** A session about agenda items must name a meeting of the same board and items of it; returns them. */
  async function checkMeetingLink(boardId: string, meetingId?: string | null, itemIds?: string[] | null) {
    if (!meetingId && !itemIds?.length) return [];
    const meeting = meetingId && isUuid(meetingId) ? await deps.meetingAgenda(meetingId) : undefined;
    if (!meeting || meeting.boardId !== boardId)
      throw unprocessable('The meeting is not one of this board’s meetings');
    if (meeting.status === 'COMPLETED') throw unprocessable('That meeting is over and its minutes are filed');
    if (!itemIds?.length) throw unprocessable('Select at least one agenda item');
    const items = meeting.items.filter((item) => itemIds.includes(item.id));
    if (items.length !== new Set(itemIds).size)
      throw unprocessable('Some agenda items are not on that meeting’s agenda');
    return items;
  }

  const access = createSessionAccess({ sessions, boards });
  const loadSession = access.loadRow;

  return {
    async startSession(actor: Actor, boardId: string, body: CreateSessionBody & { decision_type: string }) {
      const board = await loadBoard(boards, actor, boardId, 'start_sessions');
      if (board.status === 'inactive')
        throw conflict('This board is inactive. Make it active again in Manage Members to ask it.');
      // A quota on who asks, not an access rule: one person cannot flood the workers.
      const running = await sessions.countRunningForOwner(actor.user.id);
      if (running >= deps.maxRunningSessionsPerUser) {
        throw new AppError(
          429,
          `You already have ${running} sessions running. Wait for one to finish before starting another.`,
          { 'retry-after': '30' },
        );
      }
      const paperIds = [...new Set(body.paper_ids ?? [])];
      if (!paperIds.every(isUuid) || !(await allPapersOnBoard(deps.db, paperIds, board.id)))
        throw unprocessable('Some of those papers are not this board’s papers');
      const items = await checkMeetingLink(
        board.id,
        body.constraints.meeting_id,
        body.constraints.agenda_item_ids,
      );
      // Fixed at start: a rule changed later does not change this session's outcome.
      const votingRule = sessionVotingRule(
        board.votingRule ?? null,
        items.map((i) => ({ requires_vote: i.requiresVote, vote_type: i.voteType })),
      );
      const seats = await boards.seatsOf([board.id]);
      if (seats.length < 2) throw unprocessable('This board needs at least 2 members to deliberate');
      const personaRows = await personas.listByIds(seats.flatMap((s) => (s.personaId ? [s.personaId] : [])));
      const snapshot = snapshotSeats(seats, personaRows, await personas.builtins());
      const hasHumans = snapshot.some((s) => s.kind === 'Human');
      const provider = await deps.chooseProvider(board);
      // The pace is fixed at start: a board switched later does not stretch or cut a running wait.
      const pace = board.pace ?? 'live';
      const asynchronous = pace === 'asynchronous';
      const perspectiveMs = asynchronous
        ? deps.asyncWindows.perspectiveSeconds * 1000
        : deps.humanResponseWindowMinutes * 60_000;
      // Found before the session exists (it must not find itself) and recorded with it: the seats
      // are handed these, and a resumed run hands the same ones.
      const related =
        (await deps.findRelated?.(board.id, {
          topic: body.decision_topic,
          context: body.decision_context,
          decision_type: body.decision_type,
        })) ?? [];
      const { row, notified } = await deps.db.transaction(async (tx) => {
        const created = await createSessionRepository(tx).insert({
          boardId: board.id,
          ownerId: actor.user.id,
          decisionTopic: body.decision_topic,
          decisionContext: body.decision_context,
          decisionType: body.decision_type,
          constraints: body.constraints,
          boardSnapshot: snapshot,
          votingRule,
          ...optionsOfSession(body, board.optionRule),
          engine: provider.engine,
          model: provider.model,
          providerId: provider.providerId,
          providerName: provider.providerName,
          humanDeadline: new Date(Date.now() + (hasHumans ? perspectiveMs : 0)),
          pace,
          humanWindows: asynchronous
            ? { roundSeconds: deps.asyncWindows.roundSeconds, voteSeconds: deps.asyncWindows.voteSeconds }
            : null,
        });
        await handOverRelated(tx, created.id, related);
        // The papers chosen, and those of the agenda items it decides, go with the decision.
        await linkPapersToSession(
          tx,
          created.id,
          paperIds,
          items.map((item) => item.id),
        );
        await recordAudit(tx, auditorOf(actor), {
          organizationId: board.organizationId,
          action: 'session.started',
          targetType: 'session',
          targetId: created.id,
          summary: `Asked ${board.name}: ${body.decision_topic}`,
        });
        return { row: created, notified: await notifySessionStarted(tx, created, board.name) };
      });
      deps.wakeUsers(notified);
      try {
        if (hasHumans && row.humanDeadline) await deps.scheduleReminder(row.id, row.humanDeadline, pace);
        await deps.enqueue(row.id);
      } catch {
        await sessions.update(row.id, { status: 'failed', error: 'Could not queue the deliberation' });
        throw new AppError(503, 'Unable to start board deliberation. Please try again.');
      }
      // The e-mail repeats the in-app notification already written: a job that cannot be handed
      // over must not fail a session that is queued (the holders see the notification anyway).
      if (hasHumans && notified.length > 0) await deps.mailHumanInput?.(row.id).catch(() => {});
      return { session_id: row.id, status: 'starting' as const, message: START_MESSAGE };
    },

    async getStatus(actor: Actor, id: string): Promise<SessionStatusResponse> {
      const found = isUuid(id) ? await sessions.findStatus(id) : undefined;
      const row = seenSession(actor, found, found?.board);
      return {
        status: row.status,
        phase: row.phase,
        round: row.round,
        progress: row.progress,
        error: row.error,
      };
    },

    async getDetail(actor: Actor, id: string): Promise<SessionDetail> {
      const row = await loadSession(actor, id);
      const detail = { ...presentDetail(row), related_decisions: await relatedHandedTo(deps.db, row.id) };
      // While the board deliberates, its reading is already in the log: show it as soon as it exists.
      if (!row.result && row.status !== 'failed')
        detail.reading = storedReading(await sessions.latestReading(row.id));
      return detail;
    },

    /** The session's report document (only once the session has ended), with a file name. */
    async report(actor: Actor, id: string) {
      const row = await loadSession(actor, id);
      if (row.status !== 'completed' && row.status !== 'failed') {
        throw new AppError(409, 'The session has not finished yet');
      }
      const board = await boards.findById(row.boardId);
      const seats = row.boardSnapshot as SnapshotSeat[];
      const asked = (await followUps.listForSession(row.id)).map((f) => presentFollowUp(f, seats));
      return {
        report: sessionReport(
          presentDetail(row),
          board?.name ?? 'Board',
          asked,
          await deps.recordsAtTheTime(row),
        ),
        stem: fileStem('boardwise-session', row.decisionTopic, row.id.slice(0, 8)),
      };
    },

    async listForBoard(actor: Actor, boardId: string): Promise<SessionSummary[]> {
      const board = await loadBoard(boards, actor, boardId, 'read_sessions');
      return (await sessions.listByBoard(board.id)).map(presentSummary);
    },

    /** Authorizes a live stream once, then hands back readers that need no further checks. */
    async openStream(actor: Actor, id: string) {
      const row = await loadSession(actor, id);
      return {
        sessionId: row.id,
        eventsAfter: (seq: number, limit?: number): Promise<SessionEventRow[]> =>
          sessions.eventsAfter(row.id, seq, limit),
        latestSeq: () => sessions.latestSeq(row.id),
        async isFinished(): Promise<boolean> {
          const current = await sessions.findById(row.id);
          return !current || current.status === 'completed' || current.status === 'failed';
        },
      };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
