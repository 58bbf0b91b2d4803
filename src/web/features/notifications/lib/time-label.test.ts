import { describe, expect, it } from 'vitest';
import { timeAgoLabel } from './time-label.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('timeAgoLabel', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN, '59m ago'],
    [60 * MIN, '1h ago'],
    [23 * 60 * MIN + 59 * MIN, '23h ago'],
    [24 * 60 * MIN, 'Yesterday'],
    [47 * 60 * MIN, 'Yesterday'],
    [48 * 60 * MIN, '2d ago'],
    [9 * 24 * 60 * MIN, '9d ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(timeAgoLabel(ago(ms), now)).toBe(label);
  });

  it('reads a time slightly ahead of the clock (clock skew) as just now', () => {
    expect(timeAgoLabel(new Date(now.getTime() + 5_000), now)).toBe('Just now');
  });
});
