import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  formatClock,
  formatMinutes,
  itemClock,
  scheduleOverrun,
  totalDuration,
} from './agenda-timing.ts';

describe('agenda totals', () => {
  it('adds the estimates and reports the overrun past the scheduled duration', () => {
    const items = [20, 10, 15].map((m) => ({ estimated_duration_minutes: m }));
    expect(totalDuration(items)).toBe(45);
    expect(scheduleOverrun(45, 60)).toBe(0);
    expect(scheduleOverrun(75, 60)).toBe(15);
  });
});

describe('item clock', () => {
  const start = Date.parse('2026-05-01T10:00:00Z');
  const base = { started_at: '2026-05-01T10:00:00Z', completed_at: null, estimated_duration_minutes: 10 };

  it('is zero before the item starts', () => {
    expect(elapsedSeconds({ status: 'pending', started_at: null, completed_at: null }, start)).toBe(0);
  });

  it('counts up while in progress and shows the overrun', () => {
    const clock = itemClock({ ...base, status: 'in_progress' }, start + 12 * 60_000 + 5_000);
    expect(clock).toEqual({ elapsed: 725, estimate: 600, overrun: 125, percent: 100 });
    expect(itemClock({ ...base, status: 'in_progress' }, start + 5 * 60_000).percent).toBe(50);
  });

  it('stops at the completion time', () => {
    const item = { ...base, status: 'done' as const, completed_at: '2026-05-01T10:08:00Z' };
    expect(elapsedSeconds(item, start + 60 * 60_000)).toBe(480);
    expect(itemClock(item, start + 60 * 60_000).overrun).toBe(0);
  });
});

describe('formatting', () => {
  it('formats clocks', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('formats minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });
});
