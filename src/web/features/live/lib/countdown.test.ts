import { describe, expect, it } from 'vitest';
import { clock, elapsedSeconds, secondsUntil } from './countdown.ts';
import { interjectionBox, voteChoiceLabel } from './interjection.ts';

const now = Date.UTC(2026, 0, 1, 12);
const iso = (ms: number) => new Date(ms).toISOString();

describe('countdowns', () => {
  it('counts whole seconds up to a server mark, never below zero', () => {
    expect(secondsUntil(iso(now + 29_100), now)).toBe(30);
    expect(secondsUntil(iso(now - 1000), now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
  it('formats a clock', () => {
    expect(clock(45)).toBe('0:45');
    expect(clock(725)).toBe('12:05');
    expect(clock(3723)).toBe('1:02:03');
  });
  it('measures a session from its start to its end, or to now', () => {
    const times = { created_at: iso(now - 90_000), started_at: iso(now - 60_000), completed_at: null };
    expect(elapsedSeconds(times, now)).toBe(60);
    expect(elapsedSeconds({ ...times, completed_at: iso(now - 30_000) }, now)).toBe(30);
    expect(elapsedSeconds({ ...times, started_at: null }, now)).toBe(90);
  });
});

describe('the interjection box', () => {
  it('sends only non-blank text of at most 200 characters outside the cooldown', () => {
    expect(interjectionBox('', 0, false).canSend).toBe(false);
    expect(interjectionBox('   ', 0, false).canSend).toBe(false);
    expect(interjectionBox('Churn doubled', 0, false)).toEqual({
      remaining: 187,
      cooldown: 0,
      canSend: true,
    });
    expect(interjectionBox('x'.repeat(201), 0, false)).toMatchObject({ remaining: -1, canSend: false });
    expect(interjectionBox('Churn', 12, false).canSend).toBe(false);
    expect(interjectionBox('Churn', 0, true).canSend).toBe(false);
  });
  it('names votes Yes, No and Abstain', () => {
    expect(['approve', 'against', 'abstain'].map(voteChoiceLabel)).toEqual(['Yes', 'No', 'Abstain']);
  });
});
