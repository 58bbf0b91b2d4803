import { describe, expect, it } from 'vitest';
import { canStartMeeting, canTransition, meetingTabs } from './meeting-rules.ts';

describe('meeting tabs', () => {
  it('puts scheduled and dated drafts under Upcoming, drafts also under Drafts', () => {
    expect(meetingTabs({ status: 'SCHEDULED', scheduled_date: '2026-12-01T10:00:00Z' })).toEqual([
      'upcoming',
    ]);
    expect(meetingTabs({ status: 'DRAFT', scheduled_date: '2026-12-01T10:00:00Z' })).toEqual([
      'upcoming',
      'drafts',
    ]);
    expect(meetingTabs({ status: 'DRAFT', scheduled_date: null })).toEqual(['drafts']);
    expect(meetingTabs({ status: 'IN_PROGRESS', scheduled_date: '2026-12-01T10:00:00Z' })).toEqual([
      'in_progress',
    ]);
    expect(meetingTabs({ status: 'COMPLETED', scheduled_date: '2026-12-01T10:00:00Z' })).toEqual([
      'completed',
    ]);
  });
});

describe('the 15-minute rule', () => {
  const at = '2026-12-01T10:00:00Z';
  it('allows starting a scheduled meeting from 15 minutes before its time', () => {
    expect(
      canStartMeeting({ status: 'SCHEDULED', scheduled_date: at }, new Date('2026-12-01T09:44:59Z')),
    ).toBe(false);
    expect(
      canStartMeeting({ status: 'SCHEDULED', scheduled_date: at }, new Date('2026-12-01T09:45:00Z')),
    ).toBe(true);
    expect(
      canStartMeeting({ status: 'SCHEDULED', scheduled_date: at }, new Date('2026-12-01T13:00:00Z')),
    ).toBe(true);
  });
  it('never starts a meeting that is not scheduled', () => {
    const late = new Date('2026-12-01T11:00:00Z');
    for (const status of ['DRAFT', 'IN_PROGRESS', 'COMPLETED'] as const) {
      expect(canStartMeeting({ status, scheduled_date: at }, late)).toBe(false);
    }
  });
});

describe('transitions', () => {
  it('go DRAFT → SCHEDULED → IN_PROGRESS → COMPLETED only', () => {
    expect(canTransition('DRAFT', 'SCHEDULED')).toBe(true);
    expect(canTransition('SCHEDULED', 'IN_PROGRESS')).toBe(true);
    expect(canTransition('IN_PROGRESS', 'COMPLETED')).toBe(true);
    expect(canTransition('DRAFT', 'IN_PROGRESS')).toBe(false);
    expect(canTransition('SCHEDULED', 'COMPLETED')).toBe(false);
    expect(canTransition('COMPLETED', 'SCHEDULED')).toBe(false);
    expect(canTransition('SCHEDULED', 'DRAFT')).toBe(false);
  });
});
