import { describe, expect, it } from 'vitest';
import { buildTimeline, dueCount, formatClock, msUntilNext, totalDuration } from './replay.ts';

const at = (ms: number) => ({ at: new Date(Date.UTC(2026, 0, 1) + ms).toISOString() });

describe('replay scheduler', () => {
  it('places events at their real offsets from the first', () => {
    expect(buildTimeline([at(0), at(400), at(400), at(1100)])).toEqual([0, 400, 400, 1100]);
  });

  it('shortens long waits and ignores clock steps backwards', () => {
    expect(buildTimeline([at(0), at(60_000), at(59_000), at(59_500)], 5000)).toEqual([0, 5000, 5000, 5500]);
  });

  it('counts the events due at a moment, and the wait until the next one at a speed', () => {
    const timeline = [0, 400, 400, 1100];
    expect(dueCount(timeline, -1)).toBe(0);
    expect(dueCount(timeline, 0)).toBe(1);
    expect(dueCount(timeline, 399)).toBe(1);
    expect(dueCount(timeline, 400)).toBe(3);
    expect(dueCount(timeline, 5000)).toBe(4);
    expect(msUntilNext(timeline, 0, 1)).toBe(400);
    expect(msUntilNext(timeline, 0, 4)).toBe(100);
    expect(msUntilNext(timeline, 1100, 1)).toBeNull();
    expect(totalDuration(timeline)).toBe(1100);
    expect(totalDuration([])).toBe(0);
  });

  it('formats a replay clock', () => {
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(640)).toBe('0:00.6');
    expect(formatClock(65_400)).toBe('1:05.4');
  });
});
