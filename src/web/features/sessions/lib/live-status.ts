// The live state from polled status answers, when there is no event stream: the cards can only
// follow the overall status.
import type { SessionStatusResponse } from '../../../../contracts/sessions.ts';
import { polledProgress } from '../../../shared/session-stream/polling.ts';
import type { LiveState } from './live-state.ts';

export function applyStatus(state: LiveState, status: SessionStatusResponse): LiveState {
  const next: LiveState = {
    ...state,
    status: status.status,
    phase: status.phase ?? state.phase,
    round: status.round ?? state.round,
    progress: polledProgress(state.progress, status),
  };
  if (status.status === 'failed') return { ...next, failure: status.error ?? 'Board deliberation failed' };
  if (status.status === 'in_progress') {
    return {
      ...next,
      seats: next.seats.map((seat) => (seat.status === 'pending' ? { ...seat, status: 'active' } : seat)),
    };
  }
  if (status.status === 'completed') {
    return {
      ...next,
      seats: next.seats.map((seat) =>
        seat.status === 'pending' || seat.status === 'active' ? { ...seat, status: 'complete' } : seat,
      ),
    };
  }
  return next;
}
