import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../../contracts/sessions.ts';
import { ev } from '../../../shared/session-stream/test-events.ts';
import {
  applyFeedEvent,
  EMPTY_FEED,
  type FeedContribution,
  messageCount,
  type RoomFeed,
} from './room-feed.ts';

const ME = 'user-me';
const feedOf = (events: SessionEvent[], me: string | null = ME): RoomFeed =>
  events.reduce((feed, event) => applyFeedEvent(feed, event, me), EMPTY_FEED);

const contributions = (feed: RoomFeed) =>
  feed.items.filter((i): i is FeedContribution => i.kind === 'contribution');

describe('the live room feed', () => {
  it('shows a typing seat until its step completes, then its contribution', () => {
    const started = feedOf([
      ev(1, 'phase_started', { phase: 'initial_positions', round: 0 }, { seats: 2 }),
      ev(
        2,
        'seat_started',
        { phase: 'initial_positions', round: 0, seat: 'ceo' },
        { title: 'CEO', kind: 'AI' },
      ),
    ]);
    expect(started.typing).toEqual({ ceo: 'CEO' });
    expect(started.items).toEqual([
      expect.objectContaining({ kind: 'separator', phase: 'initial_positions' }),
    ]);

    const done = applyFeedEvent(
      started,
      ev(
        3,
        'seat_completed',
        { phase: 'initial_positions', round: 0, seat: 'ceo' },
        { title: 'CEO', stance: 'support', perspective: 'Raise now.', key_points: ['Runway', 7] },
      ),
      ME,
    );
    expect(done.typing).toEqual({});
    expect(contributions(done)).toEqual([
      expect.objectContaining({
        seq: 3,
        title: 'CEO',
        source: 'ai',
        stance: 'support',
        text: 'Raise now.',
        keyPoints: ['Runway'],
      }),
    ]);
  });

  it('marks human contributions, revisions that changed and votes implied by stance', () => {
    const feed = feedOf([
      ev(
        1,
        'human_received',
        { phase: 'initial_positions', round: 0, seat: 'dir' },
        {
          title: 'Independent Director',
          stance: 'oppose',
          confidence: 0.6,
          key_points: ['Too early'],
        },
      ),
      ev(
        2,
        'seat_completed',
        { phase: 'consensus', round: 1, seat: 'dir' },
        {
          title: 'Independent Director',
          source: 'human',
          previous: 'oppose',
          stance: 'neutral',
          changed: true,
          reasoning: 'The runway answer helps.',
        },
      ),
      ev(
        3,
        'seat_completed',
        { phase: 'final_vote', round: 0, seat: 'dir' },
        {
          title: 'Independent Director',
          source: 'human',
          fallback: true,
          vote: 'abstain',
          rationale: 'Implied by stance.',
        },
      ),
    ]);
    expect(
      contributions(feed).map((c) => [c.source, c.stance, c.previous, c.vote, c.fallback, c.text]),
    ).toEqual([
      ['human', 'oppose', null, null, false, ''],
      ['human', 'neutral', 'oppose', null, false, 'The runway answer helps.'],
      ['human', null, null, 'abstain', true, 'Implied by stance.'],
    ]);
  });

  it('keeps the chair synthesis and discussion answers', () => {
    const feed = feedOf([
      ev(1, 'seat_started', { phase: 'synthesis', round: 0 }, { title: 'Chair', key: 'CHAIR' }),
      ev(
        2,
        'seat_completed',
        { phase: 'discussion', round: 0, seat: 'cfo' },
        {
          title: 'CFO',
          summary: 'Runway is nine months.',
          answers: [
            { seat: 'Independent Director', question: 'Runway?', answer: 'Nine months.' },
            { seat: 1 },
          ],
        },
      ),
      ev(
        3,
        'seat_completed',
        { phase: 'synthesis', round: 0 },
        { title: 'Chair', recommendation: 'Proceed.' },
      ),
    ]);
    expect(feed.typing).toEqual({});
    const [cfo, chair] = contributions(feed);
    expect(cfo?.answers).toEqual([
      { seat: 'Independent Director', question: 'Runway?', answer: 'Nine months.' },
    ]);
    expect(chair).toMatchObject({ seatId: null, title: 'Chair', text: 'Proceed.' });
  });

  it('knows who is in the room from presence events, without adding messages', () => {
    const feed = feedOf([
      ev(1, 'presence', {}, { user_id: 'ann', name: 'Ann', present: true }),
      ev(2, 'presence', {}, { user_id: 'bob', name: 'Bob', present: true }),
      ev(3, 'presence', {}, { user_id: 'ann', name: 'Ann', present: false }),
    ]);
    expect(feed.present).toEqual({ bob: 'Bob' });
    expect(feed.items).toEqual([]);
  });

  it('shows interjections (mine marked) and counts them as messages, not notices', () => {
    const feed = feedOf([
      ev(1, 'seat_completed', { phase: 'initial_positions', round: 0, seat: 'ceo' }, { title: 'CEO' }),
      ev(2, 'interjection', {}, { user_id: ME, author: 'Me', text: 'Churn doubled.' }),
      ev(3, 'interjection', {}, { user_id: 'other', author: 'Ann', text: 'Agreed.' }),
      ev(
        4,
        'human_acted',
        { phase: 'final_vote', round: 0, seat: 'dir' },
        { step: 'final_vote', title: 'Director' },
      ),
      ev(
        5,
        'human_window',
        { phase: 'final_vote', round: 0 },
        {
          step: 'final_vote',
          deadline: '2026-01-01T00:00:00Z',
          seats: [{ seatId: 'dir', title: 'Director' }],
        },
      ),
    ]);
    expect(feed.items.filter((i) => i.kind === 'interjection')).toEqual([
      expect.objectContaining({ text: 'Churn doubled.', mine: true }),
      expect.objectContaining({ text: 'Agreed.', author: 'Ann', mine: false }),
    ]);
    expect(
      feed.items.filter((i) => i.kind === 'notice').map((n) => (n.kind === 'notice' ? n.text : '')),
    ).toEqual(['Director has voted', 'Voting is open for Director']);
    expect(messageCount(feed)).toBe(3);
  });

  it('counts reactions from their events and highlights only my own', () => {
    const feed = feedOf([
      ev(1, 'seat_completed', { phase: 'initial_positions', round: 0, seat: 'ceo' }, { title: 'CEO' }),
      ev(2, 'reaction', {}, { target_seq: 1, kind: 'agree', user_id: 'other', active: true, count: 1 }),
      ev(3, 'reaction', {}, { target_seq: 1, kind: 'agree', user_id: ME, active: true, count: 2 }),
      ev(4, 'reaction', {}, { target_seq: 1, kind: 'concern', user_id: ME, active: true, count: 1 }),
      ev(5, 'reaction', {}, { target_seq: 1, kind: 'concern', user_id: ME, active: false, count: 0 }),
      ev(6, 'reaction', {}, { target_seq: 1, kind: 'agree', user_id: 'other', active: false, count: 1 }),
    ]);
    expect(feed.reactions[1]).toEqual({
      agree: { count: 1, mine: true },
      concern: { count: 0, mine: false },
    });
  });

  it('ignores frames seen before a reconnect, so a replay gives the same feed', () => {
    const events = [
      ev(1, 'interjection', {}, { user_id: 'x', author: 'X', text: 'One' }),
      ev(2, 'interjection', {}, { user_id: 'x', author: 'X', text: 'Two' }),
    ];
    const once = feedOf(events);
    expect(feedOf([...events, ...events])).toEqual(once);
    expect(once.items).toHaveLength(2);
  });

  it('ends on completion or failure and stops every typing indicator', () => {
    const typing = feedOf([
      ev(1, 'seat_started', { phase: 'final_vote', round: 0, seat: 'ceo' }, { title: 'CEO' }),
    ]);
    expect(applyFeedEvent(typing, ev(2, 'session_completed', {}, { outcome: 'proceed' }), ME)).toMatchObject({
      ended: 'completed',
      typing: {},
    });
    expect(applyFeedEvent(typing, ev(2, 'session_failed', {}, { reason: 'No model' }), ME).ended).toBe(
      'failed',
    );
  });
});
