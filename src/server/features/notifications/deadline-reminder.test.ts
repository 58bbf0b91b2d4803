import { describe, expect, it } from 'vitest';
import { reminderTime } from './deadline-reminder.ts';

const start = new Date('2026-03-01T10:00:00Z');
const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('reminderTime', () => {
  it('reminds the lead time before the deadline', () => {
    expect(reminderTime(start, after(30), 10)).toEqual(after(20));
  });
  it('never reminds in the first half of a short window', () => {
    expect(reminderTime(start, after(12), 10)).toEqual(after(6));
  });
  it('has nothing to remind of when there is no window', () => {
    expect(reminderTime(start, start, 10)).toBeNull();
  });
});
