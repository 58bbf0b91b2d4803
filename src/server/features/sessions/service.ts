// Decision sessions: start one on a board (validated, limited per user, queued as a durable
// job), read its status, its full analysis, its board's history and its event log.
import type {
  CreateSessionBody,
  SessionDetail,
  SessionStatusResponse,
  SessionSummary,
} from '../../../contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { fileStem } from '../../lib/report/send.ts';
import { can } from '../../policy.ts';
import type { UserRow } from '../auth/repository.ts';
import { createBoardRepository } from '../boards/repository.ts';
import { createMeetingRepository } from '../meetings/repository.ts';
import { createPersonaRepository } from '../personas/repository.ts';
import { snapshotSeats } from './board-snapshot.ts';
import { presentDetail, presentSummary } from './presenter.ts';
import { sessionReport } from './report.ts';
import { createSessionRepository, type SessionEventRow, type SessionRow } from './repository.ts';

export interface SessionServiceDeps {
  db: Db;
  enqueue(sessionId: string): Promise<void>;
  engine: { engine: string; model: string };
  humanResponseWindowMinutes: number;
  maxRunningSessionsPerUser: number;
}

const SESSION_NOT_FOUND = 'Session not found';
export const START_MESSAGE = 'Board deliberation started';

export function createSessionService(deps: SessionServiceDeps) {
  const sessions = createSessionRepository(deps.db);
  const boards = createBoardRepository(deps.db);
  const personas = createPersonaRepository(deps.db);
  const meetings = createMeetingRepository(deps.db);

  async function loadOwnedBoard(user: UserRow, boardId: string) {
    const board = isUuid(boardId) ? await boards.findById(boardId) : undefined;
    if (!board || !can(user, 'read', 'board', board)) throw notFound('Board not found');
    return board;
  }

  /** A session about agenda items must name a meeting of the same board and items of it. */
  async function checkMeetingLink(boardId: string, meetingId?: string | null, itemIds?: string[] | null) {
    if (!meetingId && !itemIds?.length) return;
    const meeting = meetingId && isUuid(meetingId) ? await meetings.findById(meetingId) : undefined;
    if (!meeting || meeting.boardId !== boardId)
      throw unprocessable('The meeting is not one of this board’s meetings');
    if (meeting.status === 'COMPLETED') throw unprocessable('That meeting is over and its minutes are filed');
    if (!itemIds?.length) throw unprocessable('Select at least one agenda item');
    const items = new Set((await meetings.itemsOf([meeting.id])).map((item) => item.id));
    if (!itemIds.every((id) => items.has(id)))
      throw unprocessable('Some agenda items are not on that meeting’s agenda');
  }

  async function loadSession(user: UserRow, id: string): Promise<SessionRow> {
    const row = isUuid(id) ? await sessions.findById(id) : undefined;
    if (!row || !can(user, 'read', 'session', row)) throw notFound(SESSION_NOT_FOUND);
    return row;
  }

  return {
    async startSession(user: UserRow, boardId: string, body: CreateSessionBody & { decision_type: string }) {
      const board = await loadOwnedBoard(user, boardId);
      const running = await sessions.countRunningForOwner(user.id);
      if (running >= deps.maxRunningSessionsPerUser) {
        throw new AppError(
          429,
          `You already have ${running} sessions running. Wait for one to finish before starting another.`,
          { 'retry-after': '30' },
        );
      }
      await checkMeetingLink(board.id, body.constraints.meeting_id, body.constraints.agenda_item_ids);
      const seats = await boards.seatsOf([board.id]);
      if (seats.length < 2) throw unprocessable('This board needs at least 2 members to deliberate');
      const personaRows = await personas.listByIds(seats.flatMap((s) => (s.personaId ? [s.personaId] : [])));
      const snapshot = snapshotSeats(seats, personaRows);
      const hasHumans = snapshot.some((s) => s.kind === 'Human');
      const row = await sessions.insert({
        boardId: board.id,
        ownerId: user.id,
        decisionTopic: body.decision_topic,
        decisionContext: body.decision_context,
        decisionType: body.decision_type,
        constraints: body.constraints,
        boardSnapshot: snapshot,
        engine: deps.engine.engine,
        model: deps.engine.model,
        humanDeadline: new Date(Date.now() + (hasHumans ? deps.humanResponseWindowMinutes * 60_000 : 0)),
      });
      try {
        await deps.enqueue(row.id);
      } catch {
        await sessions.update(row.id, { status: 'failed', error: 'Could not queue the deliberation' });
        throw new AppError(503, 'Unable to start board deliberation. Please try again.');
      }
      return { session_id: row.id, status: 'starting' as const, message: START_MESSAGE };
    },

    async getStatus(user: UserRow, id: string): Promise<SessionStatusResponse> {
      const row = await loadSession(user, id);
      return {
        status: row.status,
        phase: row.phase,
        round: row.round,
        progress: row.progress,
        error: row.error,
      };
    },

    async getDetail(user: UserRow, id: string): Promise<SessionDetail> {
      return presentDetail(await loadSession(user, id));
    },

    /** The session's report document (only once the session has ended), with a file name. */
    async report(user: UserRow, id: string) {
      const row = await loadSession(user, id);
      if (row.status !== 'completed' && row.status !== 'failed') {
        throw new AppError(409, 'The session has not finished yet');
      }
      const board = await boards.findById(row.boardId);
      return {
        report: sessionReport(presentDetail(row), board?.name ?? 'Board'),
        stem: fileStem('boardwise-session', row.decisionTopic, row.id.slice(0, 8)),
      };
    },

    async listForBoard(user: UserRow, boardId: string): Promise<SessionSummary[]> {
      const board = await loadOwnedBoard(user, boardId);
      return (await sessions.listByBoard(board.id)).map(presentSummary);
    },

    /** Authorizes a live stream once, then hands back readers that need no further checks. */
    async openStream(user: UserRow, id: string) {
      const row = await loadSession(user, id);
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
