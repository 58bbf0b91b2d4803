import { describe, expect, it } from 'vitest';
import { lastActiveLabel } from './last-active.ts';

const now = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('lastActiveLabel', () => {
  it('says Never without an activity', () => {
    expect(lastActiveLabel(null, now)).toBe('Never');
    expect(lastActiveLabel('not a date', now)).toBe('Never');
  });

  it('says Just now within the hour (and for clocks slightly ahead)', () => {
    expect(lastActiveLabel(hoursAgo(0.5), now)).toBe('Just now');
    expect(lastActiveLabel(hoursAgo(-0.1), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(lastActiveLabel(hoursAgo(1), now)).toBe('1h ago');
    expect(lastActiveLabel(hoursAgo(23.9), now)).toBe('23h ago');
  });

  it('says Yesterday from 24 up to 48 hours', () => {
    expect(lastActiveLabel(hoursAgo(24), now)).toBe('Yesterday');
    expect(lastActiveLabel(hoursAgo(47.9), now)).toBe('Yesterday');
  });

  it('shows the date from 48 hours on', () => {
    const label = lastActiveLabel(hoursAgo(72), now);
    expect(label).not.toMatch(/ago|Yesterday/);
    expect(label).toContain('2026');
  });
});
