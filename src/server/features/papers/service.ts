// Board papers: attached by whoever may ask the board (to the board or a session) or manage its
// meetings (to a meeting or an agenda item), read by everyone who follows the board's sessions,
// removed by whoever attached them or manages the board's meetings. Access is the board's.
import {
  PAPER_MAX_BYTES,
  PAPER_MESSAGES,
  type Paper,
  type PaperDetail,
  type PaperList,
  type PaperTarget,
  type UploadPaperQuery,
} from '../../../contracts/papers.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import { detectContentKind } from './content-kind.ts';
import { createPaperRepository, type PaperRow, toPaper, toPaperDetail } from './repository.ts';

export interface PaperServiceOptions {
  db: Db;
  /** Bytes all of one board's papers may take. */
  boardLimitBytes: number;
  /** Hands a paper to the extraction job (after its upload is committed). */
  enqueueExtraction(paperId: string): Promise<void>;
  /** Whether this server sends e-mail: only then can an address be proven (ADR 27). */
  emailEnabled: boolean;
}

const abilityFor = (target: PaperTarget) =>
  target.meeting_id || target.agenda_item_id ? 'manage_meetings' : 'start_sessions';

export function createPaperService({
  db,
  boardLimitBytes,
  enqueueExtraction,
  emailEnabled,
}: PaperServiceOptions) {
  const boards = createBoardReader(db);
  const papers = createPaperRepository(db);

  /**
   * An account whose address is unproven receives no paper someone else attached: the address
   * may be another person's, and papers are what a board guards most. Its own papers stay its own.
   * Without e-mail on the server nothing can be proven, so nothing is held back.
   */
  const withheldFrom = (actor: Actor, paper: Pick<PaperRow, 'uploadedBy'>) =>
    emailEnabled && !actor.user.isGuest && !actor.user.emailVerifiedAt && paper.uploadedBy !== actor.user.id;

  /** The paper, when the actor follows its board's sessions; otherwise not found. */
  async function seenPaper(actor: Actor, id: string) {
    const found = isUuid(id) ? await papers.find(id) : undefined;
    const board = found && { id: found.paper.boardId, organizationId: found.organizationId };
    if (!found || !board || !canOnBoard(actor, 'read_sessions', board))
      throw notFound(PAPER_MESSAGES.notFound);
    return { paper: found.paper, board };
  }

  async function checkTarget(boardId: string, target: PaperTarget): Promise<void> {
    const given = [target.meeting_id, target.agenda_item_id, target.session_id].filter(Boolean);
    if (given.length > 1) throw unprocessable(PAPER_MESSAGES.oneTarget);
    const on = (id: string | undefined, check: (id: string) => Promise<boolean>) =>
      id === undefined ? true : isUuid(id) && check(id);
    if (!(await on(target.meeting_id, (id) => papers.meetingOnBoard(id, boardId))))
      throw notFound('Meeting not found');
    if (!(await on(target.agenda_item_id, (id) => papers.agendaItemOnBoard(id, boardId))))
      throw notFound('Agenda item not found');
    if (!(await on(target.session_id, (id) => papers.sessionOnBoard(id, boardId))))
      throw notFound('Session not found');
  }

  return {
    async list(actor: Actor, boardId: string, target: PaperTarget): Promise<PaperList> {
      const board = await loadBoard(boards, actor, boardId, 'read_sessions');
      await checkTarget(board.id, target);
      const rows = await papers.list(board.id, {
        meetingId: target.meeting_id,
        agendaItemId: target.agenda_item_id,
        sessionId: target.session_id,
      });
      const received = rows.filter((row) => !withheldFrom(actor, row));
      return {
        papers: received.map(toPaper),
        used_bytes: await papers.usedBytes(board.id),
        limit_bytes: boardLimitBytes,
        withheld: rows.length - received.length,
      };
    },

    /** `bytes` is null when the body was not the file itself (another content type). */
    async upload(
      actor: Actor,
      boardId: string,
      query: UploadPaperQuery,
      bytes: Buffer | null,
    ): Promise<Paper> {
      const { name, ...target } = query;
      if (Object.values(target).filter(Boolean).length > 1) throw unprocessable(PAPER_MESSAGES.oneTarget);
      const board = await loadBoard(boards, actor, boardId, abilityFor(target));
      await checkTarget(board.id, target);
      if (bytes === null) throw new AppError(415, PAPER_MESSAGES.notOctetStream);
      if (bytes.length === 0) throw unprocessable(PAPER_MESSAGES.empty);
      if (bytes.length > PAPER_MAX_BYTES) throw new AppError(413, PAPER_MESSAGES.tooLarge);
      const content = await detectContentKind(bytes);
      if (!content) throw new AppError(415, PAPER_MESSAGES.unsupported);
      const row = await inTransaction(db, async (tx) => {
        const repository = createPaperRepository(tx);
        await repository.lockBoard(board.id);
        if ((await repository.usedBytes(board.id)) + bytes.length > boardLimitBytes)
          throw conflict(PAPER_MESSAGES.boardFull(Math.floor(boardLimitBytes / (1024 * 1024))));
        const inserted = await repository.insert({
          boardId: board.id,
          meetingId: target.meeting_id ?? null,
          agendaItemId: target.agenda_item_id ?? null,
          sessionId: target.session_id ?? null,
          name,
          kind: content.kind,
          mediaType: content.mediaType,
          bytes,
          uploadedBy: actor.user.id,
          // Tesseract reads PNG, JPEG and WebP pictures; a GIF is shown as it is.
          extractionStatus: content.mediaType === 'image/gif' ? 'none' : 'queued',
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: board.organizationId,
          action: 'paper.attached',
          targetType: 'board_paper',
          targetId: inserted.id,
          summary: `Attached ${name} to ${board.name}`,
        });
        return inserted;
      });
      if (row.extractionStatus === 'queued') await enqueueExtraction(row.id);
      return toPaper(row);
    },

    async detail(actor: Actor, id: string): Promise<PaperDetail> {
      const { paper } = await seenPaper(actor, id);
      if (withheldFrom(actor, paper)) throw forbidden(PAPER_MESSAGES.confirmAddress);
      return toPaperDetail(paper);
    },

    async content(actor: Actor, id: string): Promise<{ paper: PaperRow; bytes: Buffer }> {
      const { paper } = await seenPaper(actor, id);
      if (withheldFrom(actor, paper)) throw forbidden(PAPER_MESSAGES.confirmAddress);
      const bytes = await papers.bytesOf(paper.id);
      if (!bytes) throw notFound(PAPER_MESSAGES.notFound);
      return { paper, bytes };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const { paper, board } = await seenPaper(actor, id);
      const target = {
        meeting_id: paper.meetingId ?? undefined,
        agenda_item_id: paper.agendaItemId ?? undefined,
      };
      const own = paper.uploadedBy === actor.user.id && canOnBoard(actor, abilityFor(target), board);
      if (!own && !canOnBoard(actor, 'manage_meetings', board)) throw forbidden();
      await auditedChange(
        db,
        actor,
        (tx) => createPaperRepository(tx).remove(paper.id),
        () => ({
          organizationId: board.organizationId,
          action: 'paper.removed',
          targetType: 'board_paper',
          targetId: paper.id,
          summary: `Removed ${paper.name}`,
        }),
      );
    },
  };
}

export type PaperService = ReturnType<typeof createPaperService>;
