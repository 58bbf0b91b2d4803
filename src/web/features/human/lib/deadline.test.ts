import { describe, expect, it } from 'vitest';
import { dueLabel, minutesLeft, responseNeededText } from './deadline.ts';

const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('dueLabel', () => {
  const now = at(2026, 3, 10, 9);
  it('says Today, Tomorrow or N days by calendar day', () => {
    expect(dueLabel(new Date(at(2026, 3, 10, 23, 30)).toISOString(), now)).toBe('Today');
    expect(dueLabel(new Date(at(2026, 3, 11, 0, 10)).toISOString(), now)).toBe('Tomorrow');
    expect(dueLabel(new Date(at(2026, 3, 13, 8)).toISOString(), now)).toBe('3 days');
  });
  it('says Overdue once the deadline passed, and nothing without a deadline', () => {
    expect(dueLabel(new Date(at(2026, 3, 10, 8)).toISOString(), now)).toBe('Overdue');
    expect(dueLabel(null, now)).toBeNull();
    expect(dueLabel('not a date', now)).toBeNull();
  });
});

describe('minutesLeft', () => {
  it('rounds up and stops at zero', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(minutesLeft(new Date(now + 29 * 60_000 + 1).toISOString(), now)).toBe(30);
    expect(minutesLeft(new Date(now + 30_000).toISOString(), now)).toBe(1);
    expect(minutesLeft(new Date(now - 5_000).toISOString(), now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
  });
  it('words the countdown', () => {
    expect(responseNeededText(30)).toBe('Response needed within 30 minutes');
    expect(responseNeededText(1)).toBe('Response needed within 1 minute');
  });
});
