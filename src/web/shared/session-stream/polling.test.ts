import { describe, expect, it } from 'vitest';
import type { SessionStatusResponse } from '../../../contracts/sessions.ts';
import { givingUpMessage, polledProgress } from './polling.ts';

const status = (s: SessionStatusResponse['status'], progress = 0): SessionStatusResponse => ({
  status: s,
  phase: null,
  round: null,
  progress,
  error: null,
});

describe('polledProgress', () => {
  it('rises by 2 while starting, capped at 20', () => {
    expect(polledProgress(0, status('starting'))).toBe(2);
    expect(polledProgress(19, status('starting'))).toBe(20);
    expect(polledProgress(20, status('starting'))).toBe(20);
  });

  it('rises by 3 while running, follows a higher server figure, capped at 80', () => {
    expect(polledProgress(20, status('in_progress', 5))).toBe(23);
    expect(polledProgress(20, status('in_progress', 55))).toBe(55);
    expect(polledProgress(79, status('in_progress', 99))).toBe(80);
  });

  it('shows 95 at completion and never goes back', () => {
    expect(polledProgress(40, status('completed', 100))).toBe(95);
    expect(polledProgress(40, status('failed'))).toBe(40);
    expect(polledProgress(90, status('starting'))).toBe(90);
  });

  it('gives up with the spec messages', () => {
    expect(givingUpMessage(false)).toBe('Session timed out - deliberation took too long');
    expect(givingUpMessage(true)).toBe('Failed to get session status after multiple attempts');
  });
});
