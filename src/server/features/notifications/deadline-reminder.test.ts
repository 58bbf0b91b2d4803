import { describe, expect, it } from 'vitest';
import { reminderTime } from './deadline-reminder.ts';

const start = new Date('2026-03-01T10:00:00Z');
const minutesIn = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('reminderTime', () => {
  it('reminds the lead time before the deadline', () => {
    expect(reminderTime(start, minutesIn(30), 10)).toEqual(minutesIn(20));
  });
  it('never reminds in the first half of a short window', () => {
    expect(reminderTime(start, minutesIn(12), 10)).toEqual(minutesIn(6));
  });
  it('has nothing to remind of when there is no window', () => {
    expect(reminderTime(start, start, 10)).toBeNull();
  });
});
