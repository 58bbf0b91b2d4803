import { describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION_PROGRESS,
  UNKNOWN_FAILURE,
} from '../../../shared/session-stream/session-progress.ts';
import { DELIBERATION_FAILED, failedMessage, phaseLine } from './item-session.ts';

const at = (phase: string | null, round: number | null, stepDone: number, stepSeats: number) => ({
  ...INITIAL_SESSION_PROGRESS,
  status: 'in_progress' as const,
  phase,
  round,
  stepDone,
  stepSeats,
});

describe('item session', () => {
  it('names the phase with the members done, without a count for the chair or before any is known', () => {
    expect(phaseLine(at(null, null, 0, 0))).toBeNull();
    expect(phaseLine(at('initial_positions', 0, 3, 6))).toBe('Initial Positions · 3 of 6 board members done');
    expect(phaseLine(at('consensus', 2, 7, 6))).toBe(
      'Consensus Building — Round 2 · 6 of 6 board members done',
    );
    expect(phaseLine(at('synthesis', 0, 0, 1))).toBe('Synthesis');
    expect(phaseLine(at('discussion', 0, 0, 0))).toBe('Discussion & Debate');
  });

  it('adds the reason to a failure when the server gave one', () => {
    expect(failedMessage('Quorum not met')).toBe(`${DELIBERATION_FAILED} (Quorum not met)`);
    expect(failedMessage(UNKNOWN_FAILURE)).toBe(DELIBERATION_FAILED);
    expect(failedMessage(null)).toBe(DELIBERATION_FAILED);
  });
});
