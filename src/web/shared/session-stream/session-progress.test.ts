import { describe, expect, it } from 'vitest';
import type { SessionStatusResponse } from '../../../contracts/sessions.ts';
import {
  INITIAL_SESSION_PROGRESS,
  progressFromEvent,
  progressFromStatus,
  progressMessage,
  UNKNOWN_FAILURE,
} from './session-progress.ts';
import { ev } from './test-events.ts';

const ip = { phase: 'initial_positions', round: 0 };
const consensus2 = { phase: 'consensus', round: 2 };

const status = (s: SessionStatusResponse['status'], error: string | null = null): SessionStatusResponse => ({
  status: s,
  phase: null,
  round: null,
  progress: 0,
  error,
});

describe('session progress', () => {
  it('counts the seats done with the current step, again from zero at each phase or round', () => {
    const events = [
      ev(1, 'session_started', {}, { seats: 6 }),
      ev(2, 'phase_started', ip, { seats: 6 }),
      ev(3, 'seat_completed', { ...ip, seat: 'ceo' }),
      ev(4, 'seat_failed', { ...ip, seat: 'cfo' }),
      ev(5, 'human_missing', { ...ip, seat: 'dir' }),
      ev(6, 'phase_started', consensus2, { seats: 4 }),
      ev(7, 'human_received', { ...consensus2, seat: 'dir' }),
    ];
    const state = events.reduce(progressFromEvent, INITIAL_SESSION_PROGRESS);
    expect(state).toMatchObject({ status: 'in_progress', phase: 'consensus', round: 2 });
    expect([state.stepDone, state.stepSeats]).toEqual([1, 4]);
    // The second of three consensus rounds fills 58.3–66.7: a quarter of its seats done is 60.
    expect(state.progress).toBe(60);
  });

  it('takes an event once, even when a reconnect sends it again', () => {
    const done = ev(3, 'seat_completed', { ...ip, seat: 'ceo' });
    const once = [ev(2, 'phase_started', ip, { seats: 2 }), done].reduce(
      progressFromEvent,
      INITIAL_SESSION_PROGRESS,
    );
    expect(progressFromEvent(once, done)).toBe(once);
    expect(once.stepDone).toBe(1);
  });

  it('ends completed at 95, or failed with the reason (a default when there is none)', () => {
    const completed = progressFromEvent(
      INITIAL_SESSION_PROGRESS,
      ev(1, 'session_completed', {}, { outcome: 'needs_information' }),
    );
    // The outcome comes with it: a screen waiting for a recorded decision knows none is coming.
    expect(completed).toMatchObject({ status: 'completed', progress: 95, outcome: 'needs_information' });
    const failed = progressFromEvent(
      INITIAL_SESSION_PROGRESS,
      ev(1, 'session_failed', {}, { reason: 'Quorum' }),
    );
    expect(failed).toMatchObject({ status: 'failed', failure: 'Quorum' });
    expect(progressFromStatus(INITIAL_SESSION_PROGRESS, status('failed')).failure).toBe(UNKNOWN_FAILURE);
    expect(progressFromStatus(INITIAL_SESSION_PROGRESS, status('failed', 'Chair')).failure).toBe('Chair');
  });

  it('says the members are joining, then that the board deliberates, then that it is complete', () => {
    expect(progressMessage('starting')).toBe('Board members are joining the session...');
    expect(progressMessage('in_progress')).toBe('Board deliberation in progress...');
    expect(progressMessage('completed')).toBe('Board deliberation complete!');
  });
});
