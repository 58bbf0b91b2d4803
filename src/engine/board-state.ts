// Each seat's latest known stance, confidence and points as the deliberation moves on: the
// source of every digest a mind sees and of the final stances the consensus is computed from.
import { buildDigest, digestEntry } from './digest.ts';
import type { DigestEntry, InitialPosition, Seat, Stance } from './types.ts';

export interface SeatState {
  seat: Seat;
  stance: Stance;
  confidence: number;
  /** The seat's initial perspective and key points. */
  perspective: string;
  points: string[];
  /** Its latest word (discussion summary or revision reasoning), shown first. */
  note: string | null;
}

export type BoardState = Map<string, SeatState>;

export function stateFromPosition(seat: Seat, position: InitialPosition): SeatState {
  const points = position.key_points.length ? position.key_points : [position.perspective];
  return {
    seat,
    stance: position.stance,
    confidence: position.confidence,
    perspective: position.perspective,
    points,
    note: null,
  };
}

export function entryOf(state: SeatState): DigestEntry {
  const points = state.note ? [state.note, ...state.points] : state.points;
  return digestEntry(state.seat, state.stance, state.confidence, points);
}

/** The digest of the board in board order, without `excludeSeatId` when given. */
export function digestOf(
  board: readonly Seat[],
  state: BoardState,
  excludeSeatId: string | null = null,
): DigestEntry[] {
  const entries = new Map([...state].map(([id, s]) => [id, entryOf(s)]));
  return buildDigest(board, entries, excludeSeatId);
}

/** A seat that never stated a position still votes: it is shown as neutral with no confidence. */
export function ownEntry(seat: Seat, state: BoardState): DigestEntry {
  const own = state.get(seat.id);
  return own ? entryOf(own) : digestEntry(seat, 'neutral', 0, []);
}

/** Weight-averaged confidence of the seats with a known stance (0 when none). */
export function weightedConfidence(state: BoardState): number {
  let weight = 0;
  let sum = 0;
  for (const s of state.values()) {
    weight += Math.max(0, s.seat.weight);
    sum += Math.max(0, s.seat.weight) * s.confidence;
  }
  return weight > 0 ? sum / weight : 0;
}
