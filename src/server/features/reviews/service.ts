// Outcome reviews: whoever follows the board's sessions reads a decision's review; the person who
// asked and the organization's Admins (who are told when it is due) record it and move its date.
// Every change is in the audit trail, with what it changed.
import {
  type AcceptWeightsBody,
  type BoardTrackRecords,
  REVIEW_ACTION_LABELS,
  REVIEW_DEFAULT_DAYS,
  REVIEW_MAX_DAYS,
  REVIEW_RESULT_LABELS,
  type RecordReviewBody,
  type Review,
  type ReviewDateBody,
  recordReviewBodySchema,
  type SuggestedWeights,
  TRACK_RECORD_MIN_REVIEWS,
  type TrackRecord,
} from '../../../contracts/reviews.ts';
import type { CriticalRisk, DeliberationResult } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, unprocessable } from '../../lib/errors.ts';
import { type Actor, type BoardRef, canApproveMinutes, canOnBoard } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import type { SessionAccess, SessionRow } from '../sessions/access.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';
import { createReviewRepository, type ReviewRow } from './repository.ts';
import { suggestWeights } from './suggested-weights.ts';
import { type CurrentSeat, trackRecords } from './track-records.ts';

const DAY_MS = 24 * 60 * 60_000;

export const defaultReviewDate = (decidedAt: Date) =>
  new Date(decidedAt.getTime() + REVIEW_DEFAULT_DAYS * DAY_MS);

/** A decision the board actually deliberated gets a review; a text it refused to judge does not. */
export const reviewable = (session: Pick<SessionRow, 'status' | 'outcome' | 'completedAt'>) =>
  session.status === 'completed' && session.completedAt !== null && session.outcome !== 'cannot_judge';

const criticalRisksOf = (session: SessionRow): CriticalRisk[] =>
  ((session.result as unknown as DeliberationResult | null)?.synthesis?.critical_risks ?? []).slice(0, 50);

/** The asker (while still at the board) and the organization's Admins record a review. */
export const canEditReview = (actor: Actor, session: Pick<SessionRow, 'ownerId'>, board: BoardRef) =>
  canApproveMinutes(actor, board) ||
  (session.ownerId === actor.user.id && canOnBoard(actor, 'take_part', board));

export function presentReview(
  row: ReviewRow,
  session: SessionRow,
  board: { id: string; name: string },
  canEdit: boolean,
  now: Date,
): Review {
  const ticks = new Map(row.risks.map((r) => [r.index, r.happened]));
  const open = row.action === null || row.action === 'not_yet';
  return {
    session_id: row.sessionId,
    board_id: board.id,
    board_name: board.name,
    decision_topic: session.decisionTopic,
    outcome: session.outcome,
    decided_at: (session.completedAt ?? session.createdAt).toISOString(),
    due_at: row.dueAt.toISOString(),
    status: !open ? 'recorded' : row.dueAt <= now ? 'due' : 'scheduled',
    action: row.action,
    result: row.result,
    notes: row.notes,
    figures: row.figures,
    risks: criticalRisksOf(session).map((risk, index) => ({
      index,
      risk: risk.risk,
      severity: risk.severity,
      happened: ticks.get(index) ?? null,
    })),
    recorded_by: row.recordedByName,
    recorded_at: row.recordedAt?.toISOString() ?? null,
    updated_at: row.updatedAt?.toISOString() ?? null,
    can_edit: canEdit,
  };
}

/** What a change to a review changed, in words, for the audit trail. */
function changeSummary(before: ReviewRow, after: ReviewRow): string {
  const parts: string[] = [];
  if (before.action !== after.action)
    parts.push(
      `what was done: ${before.action ? REVIEW_ACTION_LABELS[before.action] : 'unrecorded'} → ${after.action ? REVIEW_ACTION_LABELS[after.action] : 'unrecorded'}`,
    );
  if (before.result !== after.result)
    parts.push(
      `result: ${before.result ? REVIEW_RESULT_LABELS[before.result] : 'none'} → ${after.result ? REVIEW_RESULT_LABELS[after.result] : 'none'}`,
    );
  if (before.notes !== after.notes) parts.push('notes');
  if (JSON.stringify(before.figures) !== JSON.stringify(after.figures))
    parts.push(`figures (${after.figures.length})`);
  if (JSON.stringify(before.risks) !== JSON.stringify(after.risks)) {
    const happened = after.risks.filter((r) => r.happened).length;
    parts.push(`risks: ${happened} of ${after.risks.length} ticked happened`);
  }
  return parts.length ? parts.join('; ') : 'nothing changed';
}

/** Track records from a board's reviews (of decisions made before `before`, when given). */
async function recordsOf(db: Db, boardId: string, currentSeats: CurrentSeat[], before?: Date) {
  const reviews = createReviewRepository(db);
  const rows = await reviews.reviewedForBoard(boardId, before);
  const decisions = rows.flatMap(({ review, model, snapshot, result }) =>
    result && review.action
      ? [
          {
            sessionModel: model,
            seats: snapshot as SnapshotSeat[],
            result: result as unknown as DeliberationResult,
            action: review.action,
            reviewResult: review.result,
            risks: review.risks,
          },
        ]
      : [],
  );
  const memberIds = decisions.flatMap((d) =>
    d.seats.flatMap((s) => (s.assignedUserId ? [s.assignedUserId] : [])),
  );
  const records = trackRecords(decisions, {
    memberNames: await reviews.names([...new Set(memberIds)]),
    currentSeats,
  });
  return { decisions: decisions.length, records };
}

/**
 * The records of a decision's seats as they stood when it was made (for its report): from the
 * reviews of the board's earlier decisions, only the records of the minds and members that sat in it.
 */
export async function recordsAtTheTime(db: Db, session: SessionRow): Promise<TrackRecord[]> {
  if (!session.completedAt) return [];
  const seats = session.boardSnapshot as SnapshotSeat[];
  const sat: CurrentSeat[] = seats.map((s) => ({
    id: s.id,
    kind: s.kind,
    personaName: s.persona?.name ?? null,
    model: s.kind === 'AI' ? (s.model ?? session.model) : null,
    assignedUserId: s.assignedUserId,
  }));
  const { records } = await recordsOf(db, session.boardId, sat, session.completedAt);
  return records.filter((r) => r.current);
}

export interface ReviewServiceDeps {
  db: Db;
  /** Loads a decision's session through its board, like every feature. */
  sessionAccess: SessionAccess;
  /** Hands the review's date to the durable job that tells people it is due. */
  scheduleReview(sessionId: string, dueAt: Date): Promise<void>;
  now?: () => Date;
}

export function createReviewService(deps: ReviewServiceDeps) {
  const access = deps.sessionAccess;
  const reviews = createReviewRepository(deps.db);
  const boards = createBoardReader(deps.db);
  const now = deps.now ?? (() => new Date());
  /** The board's seats as they are now, as track records and weights read them (kind for type). */
  const currentSeats = async (boardId: string) =>
    (await boards.seatsOf([boardId])).map((seat) => ({ ...seat, kind: seat.type }));

  async function load(actor: Actor, sessionId: string) {
    const at = await access.load(actor, sessionId);
    if (!reviewable(at.row)) {
      if (at.row.status === 'completed')
        throw conflict('The board did not deliberate on this text, so there is no decision to review');
      throw conflict('A decision is reviewed once the board has decided');
    }
    // Decisions made while reviews were being introduced may have none yet: give them their date.
    const row = await reviews.ensure(at.row.id, at.board.id, defaultReviewDate(at.row.completedAt!));
    return { ...at, review: row, canEdit: canEditReview(actor, at.row, at.board) };
  }

  return {
    async get(actor: Actor, sessionId: string): Promise<Review> {
      const at = await load(actor, sessionId);
      return presentReview(at.review, at.row, at.board, at.canEdit, now());
    },

    async record(actor: Actor, sessionId: string, input: RecordReviewBody): Promise<Review> {
      const body = recordReviewBodySchema.parse(input);
      const at = await load(actor, sessionId);
      if (!at.canEdit)
        throw forbidden(
          'Only the person who asked and the organization’s Admins record how a decision turned out',
        );
      const risks = criticalRisksOf(at.row);
      const stray = body.risks.find((r) => r.index >= risks.length);
      if (stray)
        throw unprocessable(
          risks.length === 0
            ? 'The board named no critical risks for this decision, so there is nothing to tick'
            : `The board named ${risks.length} critical risks: tick them by index 0 to ${risks.length - 1}`,
        );
      const when = now();
      const first = at.review.recordedAt === null;
      const updated = await inTransaction(deps.db, async (tx) => {
        const row = await createReviewRepository(tx).update(at.row.id, {
          action: body.action,
          result: body.result,
          notes: body.notes,
          figures: body.figures,
          risks: [...body.risks].sort((a, b) => a.index - b.index),
          recordedById: actor.user.id,
          recordedByName: actor.user.fullName?.trim() || actor.user.username,
          ...(first ? { recordedAt: when } : { updatedAt: when }),
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: at.board.organizationId,
          action: first ? 'review.recorded' : 'review.updated',
          targetType: 'session',
          targetId: at.row.id,
          summary: `${first ? 'Review recorded' : 'Review changed'} for “${at.row.decisionTopic.slice(0, 120)}”: ${changeSummary(at.review, row)}`,
        });
        return row;
      });
      return presentReview(updated, at.row, at.board, true, when);
    },

    async setDate(actor: Actor, sessionId: string, body: ReviewDateBody): Promise<Review> {
      const at = await load(actor, sessionId);
      if (!at.canEdit)
        throw forbidden('Only the person who asked and the organization’s Admins move a review date');
      const dueAt = new Date(body.due_at);
      const decidedAt = at.row.completedAt!;
      if (dueAt < decidedAt) throw unprocessable('The review date cannot be before the decision was made');
      if (dueAt.getTime() > now().getTime() + REVIEW_MAX_DAYS * DAY_MS)
        throw unprocessable('Choose a review date within five years');
      const updated = await inTransaction(deps.db, async (tx) => {
        const row = await createReviewRepository(tx).update(at.row.id, { dueAt });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: at.board.organizationId,
          action: 'review.date_changed',
          targetType: 'session',
          targetId: at.row.id,
          summary: `Review date of “${at.row.decisionTopic.slice(0, 120)}” moved from ${at.review.dueAt.toISOString().slice(0, 10)} to ${dueAt.toISOString().slice(0, 10)}`,
        });
        return row;
      });
      // After the commit: the job reads the new date (a job for the old date does nothing).
      await deps.scheduleReview(at.row.id, dueAt);
      return presentReview(updated, at.row, at.board, true, now());
    },

    /**
     * Reviews this person may record — decisions they asked, boards they administer — due now, or
     * (`upcoming`) whenever due, for their calendar.
     */
    async pending(actor: Actor, upcoming = false): Promise<Review[]> {
      const rows = await reviews.pendingFor(actor.user.id, upcoming ? null : now());
      return rows.flatMap(({ review, session, board }) => {
        if (!canOnBoard(actor, 'read_sessions', board)) return [];
        return canEditReview(actor, session, board)
          ? [presentReview(review, session, board, true, now())]
          : [];
      });
    },

    async trackRecords(actor: Actor, boardId: string): Promise<BoardTrackRecords> {
      const board = await loadBoard(boards, actor, boardId, 'read');
      const { decisions, records } = await recordsOf(deps.db, board.id, await currentSeats(board.id));
      return {
        board_id: board.id,
        reviewed_decisions: decisions,
        min_reviews: TRACK_RECORD_MIN_REVIEWS,
        records,
      };
    },

    /** Weights suggested from the track records; whoever may edit the board may accept them. */
    async suggestedWeights(actor: Actor, boardId: string): Promise<SuggestedWeights> {
      const board = await loadBoard(boards, actor, boardId, 'read');
      const seats = await currentSeats(board.id);
      const { records } = await recordsOf(deps.db, board.id, seats);
      return {
        board_id: board.id,
        ...suggestWeights(seats, records),
        can_accept: canOnBoard(actor, 'edit', board),
      };
    },

    /**
     * Applies the suggested weights as the person saw them: if the suggestion changed since (a
     * review edited, a seat changed), nothing is written and they are asked to look again.
     */
    async acceptWeights(actor: Actor, boardId: string, body: AcceptWeightsBody): Promise<SuggestedWeights> {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      const seats = await currentSeats(board.id);
      const { suggestions } = suggestWeights(seats, (await recordsOf(deps.db, board.id, seats)).records);
      const same =
        suggestions.length === body.weights.length &&
        suggestions.every((s) =>
          body.weights.some((w) => w.seat_id === s.seat_id && Math.abs(w.weight - s.suggested) < 1e-9),
        );
      if (!same) throw conflict('The suggested weights have changed since you saw them; look at them again');
      await inTransaction(deps.db, async (tx) => {
        await createReviewRepository(tx).setWeights(
          board.id,
          suggestions.map((s) => ({ seatId: s.seat_id, weight: s.suggested })),
        );
        await recordAudit(tx, auditorOf(actor), {
          organizationId: board.organizationId,
          action: 'board.weights_accepted',
          targetType: 'board',
          targetId: board.id,
          summary: `Suggested weights accepted: ${suggestions
            .map(
              (s) =>
                `${s.seat_title} ${Math.round(s.current * 1000) / 10}% → ${Math.round(s.suggested * 1000) / 10}%`,
            )
            .join('; ')}`,
        });
      });
      return this.suggestedWeights(actor, board.id);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
