// Follow-up questions after a session: a user asks one seat 'why?' or a new question, and the
// seat answers in character from what it recorded — its position, its discussion turn, its
// consensus rounds and its vote — and the decision's reading. Pure data and one pure function
// that gathers a seat's record from a stored result; the minds do the answering.
import type { DecisionReading } from './reading.ts';
import type {
  Decision,
  DeliberationResult,
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  Outcome,
  Seat,
  SeatRound,
} from './types.ts';

/** Everything one seat said during a session, in the order it said it. */
export interface SeatRecord {
  position: InitialPosition | null;
  turn: DiscussionTurn | null;
  /** Its entries in the consensus rounds that ran. */
  rounds: SeatRound[];
  vote: FinalVote | null;
}

export interface FollowUpContext {
  /** The seat asked, with its persona as the session saw it. */
  seat: Seat;
  decision: Decision;
  board: readonly Seat[];
  record: SeatRecord;
  outcome: Outcome;
  /** How the mind read the decision during the session, when it recorded one. */
  reading: DecisionReading | null;
  /** The name of the person asking. */
  asker: string;
  question: string;
}

export interface FollowUpAnswer {
  answer: string;
}

/** The stored result's parts a seat's record is read from (seats may be stored without personas). */
export type RecordedResult = Pick<DeliberationResult, 'positions' | 'discussion' | 'rounds' | 'votes'>;

/** A seat's record in a finished session, or null when the seat said nothing at all (it failed). */
export function seatRecordOf(result: RecordedResult, seatId: string): SeatRecord | null {
  const record: SeatRecord = {
    position: result.positions.find((p) => p.seat.id === seatId)?.position ?? null,
    turn: result.discussion.find((d) => d.seat.id === seatId)?.turn ?? null,
    rounds: result.rounds
      .filter((r) => r.status === 'completed')
      .flatMap((r) => r.seats.filter((s) => s.seatId === seatId)),
    vote: result.votes.find((v) => v.seat.id === seatId)?.vote ?? null,
  };
  const empty = !record.position && !record.turn && record.rounds.length === 0 && !record.vote;
  return empty ? null : record;
}

/** The seat's last recorded stance: its latest round, else its opening position. */
export function lastStanceOf(record: SeatRecord) {
  return record.rounds.at(-1)?.stance ?? record.position?.stance ?? null;
}
