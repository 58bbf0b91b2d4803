// The live state from polled status answers, when there is no event stream: the shared progress
// moves, and the cards can only follow the overall status.
import type { SessionStatusResponse } from '../../../../contracts/sessions.ts';
import { progressFromStatus } from '../../../shared/session-stream/session-progress.ts';
import type { LiveState, SeatStatus } from './live-state.ts';

export function applyStatus(state: LiveState, status: SessionStatusResponse): LiveState {
  const next = progressFromStatus(state, status);
  if (status.status === 'in_progress') return withSeats(next, ['pending'], 'active');
  if (status.status === 'completed') return withSeats(next, ['pending', 'active'], 'complete');
  return next;
}

function withSeats(state: LiveState, from: readonly SeatStatus[], to: SeatStatus): LiveState {
  return {
    ...state,
    seats: state.seats.map((seat) => (from.includes(seat.status) ? { ...seat, status: to } : seat)),
  };
}
