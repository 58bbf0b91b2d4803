import { describe, expect, it } from 'vitest';
import type { EngineEvent, Phase } from '../../../engine/types.ts';
import { advanceProgress, initialProgress } from './progress.ts';

const event = (
  type: EngineEvent['type'],
  phase: Phase | null = null,
  round: number | null = null,
): EngineEvent => ({
  type,
  phase,
  round,
  seatId: null,
  payload: {},
});

describe('session progress', () => {
  it('rises through the phases in whole numbers and ends at 100', () => {
    const seats = 6;
    const events: EngineEvent[] = [
      event('phase_started', 'initial_positions', 0),
      ...Array.from({ length: seats }, () => event('seat_completed')),
      event('phase_started', 'discussion', 0),
      ...Array.from({ length: seats }, () => event('seat_completed')),
      ...[1, 2, 3].flatMap((round) => [
        event('phase_started', 'consensus', round),
        ...Array.from({ length: seats }, () => event('seat_completed')),
      ]),
      event('phase_started', 'final_vote', 0),
      ...Array.from({ length: seats }, () => event('seat_failed')),
      event('phase_started', 'synthesis', 0),
      event('seat_completed'),
      event('session_completed'),
    ];
    let state = initialProgress();
    const seen: number[] = [];
    for (const e of events) {
      state = advanceProgress(state, e, seats, 3);
      seen.push(state.progress);
    }
    expect(seen.every(Number.isInteger)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-2)).toBe(99);
    expect(seen.at(-1)).toBe(100);
  });

  it('jumps to the end of consensus when rounds are skipped', () => {
    let state = advanceProgress(initialProgress(), event('phase_started', 'consensus', 2), 6, 3);
    expect(Number.isInteger(state.progress)).toBe(true);
    state = advanceProgress(state, event('round_skipped', 'consensus', 3), 6, 3);
    expect(state.progress).toBe(75);
  });
});
