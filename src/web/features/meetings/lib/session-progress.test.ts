import { describe, expect, it } from 'vitest';
import { applyEvent, initialSeatProgress, parseFrames, phaseLabel } from './session-progress.ts';

const frame = (type: string, extra: Record<string, unknown> = {}) =>
  `id: 1\nevent: ${type}\ndata: ${JSON.stringify({ type, phase: null, round: null, payload: {}, ...extra })}\n\n`;

describe('session progress', () => {
  it('parses complete frames and keeps the unfinished tail', () => {
    const text = `retry: 2000\n\n${frame('session_started', { payload: { seats: 6 } })}: heartbeat\n\n${frame('phase_started').slice(0, 10)}`;
    const { events, rest } = parseFrames(text);
    expect(events.map((e) => e.type)).toEqual(['session_started']);
    expect(rest).toBe(frame('phase_started').slice(0, 10));
  });

  it('counts completed seats per phase', () => {
    const text = [
      frame('session_started', { payload: { seats: 6 } }),
      frame('phase_started', { phase: 'initial_positions' }),
      frame('seat_completed', { phase: 'initial_positions' }),
      frame('seat_failed', { phase: 'initial_positions' }),
      frame('phase_started', { phase: 'consensus', round: 2 }),
      frame('seat_completed', { phase: 'consensus', round: 2 }),
    ].join('');
    const state = parseFrames(text).events.reduce(applyEvent, initialSeatProgress);
    expect(state).toEqual({ phase: 'consensus', round: 2, seats: 6, completed: 1 });
  });

  it('labels phases', () => {
    expect(phaseLabel(null, null)).toBe('Board members are joining the session...');
    expect(phaseLabel('consensus', 2)).toBe('Consensus Building (round 2)');
    expect(phaseLabel('final_vote', null)).toBe('Final Vote');
  });
});
