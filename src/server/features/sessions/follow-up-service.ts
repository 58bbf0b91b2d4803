// Follow-up questions after a session: whoever follows the board's sessions reads them; the
// board's people (who may also interject while it runs) ask them — a super-admin reading for
// support does not. The seat answers with the mind the session deliberated with, from its record;
// the question and answer are kept with the session, in the audit trail, the analysis and exports.

import {
  type AskFollowUpBody,
  FOLLOW_UPS_PER_HOUR,
  FOLLOW_UPS_PER_SESSION,
  type FollowUp,
} from '../../../contracts/follow-ups.ts';
import { decisionReadingSchema } from '../../../contracts/sessions.ts';
import { seatRecordOf } from '../../../engine/follow-up.ts';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import type { SessionAccess } from './access.ts';
import type { SnapshotSeat } from './board-snapshot.ts';
import type { FollowUpMinds } from './follow-up-mind.ts';
import { createFollowUpRepository, type FollowUpRow } from './follow-up-repository.ts';
import { decisionOf } from './runner.ts';

/** A follow-up is answered within the request (which the server ends at 30 s). */
export const FOLLOW_UP_TIMEOUT_MS = 25_000;
const HOUR_MS = 60 * 60_000;

export interface FollowUpServiceDeps {
  db: Db;
  sessionAccess: SessionAccess;
  minds: FollowUpMinds;
  log?: { warn(obj: unknown, msg?: string): void };
}

export function presentFollowUp(row: FollowUpRow, seats: readonly SnapshotSeat[]): FollowUp {
  return {
    id: row.id,
    session_id: row.sessionId,
    seat_id: row.seatId,
    position_title: seats.find((s) => s.id === row.seatId)?.title ?? 'Board member',
    asker_name: row.askerName,
    question: row.question,
    answer: row.answer,
    engine: row.engine,
    model: row.model,
    created_at: row.createdAt.toISOString(),
  };
}

export function createFollowUpService(deps: FollowUpServiceDeps) {
  const access = deps.sessionAccess;
  const followUps = createFollowUpRepository(deps.db);

  return {
    async list(actor: Actor, sessionId: string): Promise<FollowUp[]> {
      const at = await access.load(actor, sessionId);
      return (await followUps.listForSession(at.row.id)).map((row) => presentFollowUp(row, at.seats));
    },

    async ask(actor: Actor, sessionId: string, body: AskFollowUpBody): Promise<FollowUp> {
      const at = await access.load(actor, sessionId);
      if (!canOnBoard(actor, 'take_part', at.board))
        throw forbidden('Only the members of this board can ask its seats follow-up questions');
      const result = at.row.result as unknown as DeliberationResult | null;
      if (at.row.status !== 'completed' || !result)
        throw conflict('Follow-up questions open once the session has completed');
      if (result.scores.outcome === 'cannot_judge')
        throw conflict('The board did not deliberate on this text, so no seat has reasoning to explain');
      if (result.scores.outcome === 'needs_information')
        throw conflict(
          'The board asked for more information instead of deliberating: add the facts it listed and ask again',
        );
      const seat = at.seats.find((s) => s.id === body.seat_id);
      if (!seat) throw unprocessable('That seat did not sit in this session');
      if (seat.kind === 'Human')
        throw unprocessable(`${seat.title} is a human member: ask them directly. Follow-ups go to AI seats.`);
      const record = seatRecordOf(result, seat.id);
      if (!record) throw conflict(`The ${seat.title} seat recorded no reasoning in this session`);
      const mind = await deps.minds(at.row);
      if (!mind?.answerFollowUp)
        throw conflict(
          'This session deliberated with a language model this server is no longer set up to use, so its seats cannot answer',
        );
      const asked = await followUps.countByAskerSince(actor.user.id, new Date(Date.now() - HOUR_MS));
      if (asked >= FOLLOW_UPS_PER_HOUR)
        throw new AppError(
          429,
          `You have asked ${asked} follow-up questions in the last hour. Try again later.`,
          {
            'retry-after': '600',
          },
        );
      if ((await followUps.countForSession(at.row.id)) >= FOLLOW_UPS_PER_SESSION)
        throw conflict(
          `This session already keeps ${FOLLOW_UPS_PER_SESSION} follow-up questions, the most it holds`,
        );

      const asker = actor.user.fullName?.trim() || actor.user.username;
      let answered: Awaited<ReturnType<NonNullable<typeof mind.answerFollowUp>>>;
      try {
        answered = await mind.answerFollowUp(
          {
            seat,
            decision: decisionOf(at.row),
            board: at.seats,
            record,
            outcome: result.scores.outcome,
            // Stored readings predate some fields (duties, premise checks): read them through the contract.
            reading: decisionReadingSchema
              .nullable()
              .catch(null)
              .parse(result.reading ?? null),
            asker,
            question: body.question,
          },
          AbortSignal.timeout(FOLLOW_UP_TIMEOUT_MS),
        );
      } catch (error) {
        deps.log?.warn({ err: error, sessionId: at.row.id }, 'follow-up answer failed');
        throw new AppError(503, `The ${seat.title} seat could not answer just now. Try again in a moment.`, {
          'retry-after': '30',
        });
      }
      const row = await inTransaction(deps.db, async (tx) => {
        const created = await createFollowUpRepository(tx).insert({
          sessionId: at.row.id,
          seatId: seat.id,
          askerId: actor.user.id,
          askerName: asker,
          question: body.question,
          answer: answered.output.answer,
          engine: mind.engine,
          model: mind.model,
          usage: answered.usage,
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: at.board.organizationId,
          action: 'session.follow_up',
          targetType: 'session',
          targetId: at.row.id,
          summary: `Asked the ${seat.title}: ${body.question}`,
        });
        return created;
      });
      return presentFollowUp(row, at.seats);
    },

    /** The follow-ups of a session already loaded by its caller (for the exports). */
    forSession: (sessionId: string) => followUps.listForSession(sessionId),
  };
}
export type FollowUpService = ReturnType<typeof createFollowUpService>;
