import { describe, expect, it } from 'vitest';
import type { Review } from '../../../../contracts/reviews.ts';
import { dueAtOf, formStateOf, reviewBodyOf } from './review-form.ts';

const review: Review = {
  session_id: 's',
  board_id: 'b',
  board_name: 'Board',
  decision_topic: 'Raise?',
  outcome: 'proceed',
  decided_at: '2026-11-01T10:00:00.000Z',
  due_at: '2027-01-30T10:00:00.000Z',
  status: 'scheduled',
  action: null,
  result: null,
  notes: '',
  figures: [],
  risks: [
    { index: 0, risk: 'CFO: runway', severity: 'critical', happened: null },
    { index: 1, risk: 'Churn', severity: 'high', happened: true },
  ],
  recorded_by: null,
  recorded_at: null,
  updated_at: null,
  can_edit: true,
};

describe('the review form', () => {
  it('reads today as now and another day as 09:00 UTC', () => {
    const now = new Date('2026-11-25T21:00:00.000Z');
    expect(dueAtOf('2026-11-25', now)).toBe('2026-11-25T21:00:00.000Z');
    expect(dueAtOf('2027-02-23', now)).toBe('2027-02-23T09:00:00.000Z');
  });

  it('asks what was done and how it turned out, and sends a tick for every risk', () => {
    const state = formStateOf(review);
    expect(reviewBodyOf(state, review)).toEqual({ problem: 'Say what was done' });
    expect(reviewBodyOf({ ...state, action: 'followed' }, review)).toEqual({
      problem: 'Say how it turned out',
    });
    expect(reviewBodyOf({ ...state, action: 'not_yet', result: 'better' }, review)).toMatchObject({
      body: {
        action: 'not_yet',
        result: null,
        risks: [
          { index: 0, happened: false },
          { index: 1, happened: true },
        ],
      },
    });
    expect(
      reviewBodyOf(
        { ...state, action: 'other', result: 'worse', figures: [{ label: 'ARR', value: '' }] },
        review,
      ),
    ).toEqual({ problem: 'Give every figure a name and a value, or remove it' });
  });
});
