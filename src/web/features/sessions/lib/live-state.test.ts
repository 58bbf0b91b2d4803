import { describe, expect, it } from 'vitest';
import { ev, SEEDS } from '../../../shared/session-stream/test-events.ts';
import { applyEvents, initialLiveState, liveReducer, PLACEHOLDER_SEATS } from './live-state.ts';

const ip = { phase: 'initial_positions', round: 0 };

describe('live state', () => {
  it('starts with every seat waiting, and falls back to CEO, CFO, CTO without a seat list', () => {
    const state = initialLiveState(SEEDS);
    expect(state.seats.map((s) => [s.title, s.kind, s.status])).toEqual([
      ['CEO', 'AI', 'pending'],
      ['CFO', 'AI', 'pending'],
      ['Independent Director', 'Human', 'pending'],
    ]);
    const empty = initialLiveState([]);
    expect(empty.placeholders).toBe(true);
    expect(empty.seats.map((s) => s.title)).toEqual(PLACEHOLDER_SEATS.map((s) => s.title));
  });

  it('moves a seat from waiting to active to complete with its stance, then its vote', () => {
    let state = applyEvents(initialLiveState(SEEDS), [
      ev(1, 'session_started', {}, { engine: 'llm', model: 'm-1' }),
      ev(2, 'phase_started', ip, { seats: 3 }),
      ev(3, 'seat_started', { ...ip, seat: 'ceo' }, { title: 'CEO', kind: 'AI' }),
      ev(4, 'human_waiting', ip, { seats: [{ seatId: 'dir', title: 'Independent Director', key: 'X' }] }),
    ]);
    expect(state.engine).toBe('llm');
    expect(state.model).toBe('m-1');
    expect(state.phase).toBe('initial_positions');
    expect(state.seats.map((s) => s.status)).toEqual(['active', 'pending', 'waiting']);

    state = applyEvents(state, [
      ev(5, 'seat_completed', { ...ip, seat: 'ceo' }, { title: 'CEO', stance: 'support' }),
      ev(6, 'human_missing', { ...ip, seat: 'dir' }, { reason: 'no response' }),
      ev(7, 'seat_started', { ...ip, seat: 'cfo' }, { kind: 'AI' }),
      ev(8, 'seat_failed', { ...ip, seat: 'cfo' }, { error: 'timeout' }),
    ]);
    const [ceo, cfo, dir] = state.seats;
    expect(ceo).toMatchObject({
      status: 'complete',
      stance: 'support',
      step: 'initial_positions:0',
      completedStep: 'initial_positions:0',
    });
    expect(cfo).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(dir?.status).toBe('missing');
    expect(state.progress).toBe(30); // the initial-positions band is full

    state = applyEvents(state, [
      ev(9, 'phase_started', { phase: 'final_vote', round: 0 }, { seats: 1 }),
      ev(10, 'seat_started', { phase: 'final_vote', round: 0, seat: 'ceo' }),
      ev(11, 'seat_completed', { phase: 'final_vote', round: 0, seat: 'ceo' }, { vote: 'approve' }),
    ]);
    expect(state.seats[0]).toMatchObject({ status: 'complete', stance: 'support', vote: 'approve' });
    expect(state.seats[0]?.step).toBe('final_vote:0');
    expect(state.seats[0]?.completedStep).toBe('final_vote:0');
    // A seat that starts its next step keeps showing what it completed last.
    state = applyEvents(state, [ev(12, 'seat_started', { phase: 'discussion', round: 0, seat: 'cfo' })]);
    expect(state.seats[1]).toMatchObject({ status: 'active', completedStep: null, step: 'discussion:0' });
  });

  it('records skipped rounds with their reason, and the ending', () => {
    const state = applyEvents(initialLiveState(SEEDS), [
      ev(1, 'phase_started', { phase: 'consensus', round: 1 }, { seats: 2 }),
      ev(2, 'round_skipped', { phase: 'consensus', round: 3 }, { reason: 'Consensus settled' }),
      ev(3, 'seat_started', { phase: 'synthesis', round: 0 }, { title: 'Chair' }),
      ev(4, 'session_completed', {}, { outcome: 'against', recommendation: 'Do not raise' }),
    ]);
    expect(state.phase).toBe('consensus');
    expect(state.round).toBe(1);
    expect(state.skipped).toEqual([{ round: 3, reason: 'Consensus settled' }]);
    expect(state.chair).toBe('active');
    expect(state).toMatchObject({ status: 'completed', outcome: 'against', progress: 95 });
  });

  it('fills each phase band as seats finish, staying below 95 until the session completes', () => {
    const synthesis = { phase: 'synthesis', round: 0 };
    const state = applyEvents(initialLiveState(SEEDS), [
      ev(1, 'phase_started', synthesis, { seats: 1 }),
      ev(2, 'seat_started', synthesis, { title: 'Chair' }),
    ]);
    expect(state.progress).toBe(90);
    const done = applyEvents(state, [ev(3, 'seat_completed', synthesis, { title: 'Chair' })]);
    expect(done.progress).toBe(94);
    expect(applyEvents(done, [ev(4, 'session_completed', {}, { outcome: 'proceed' })]).progress).toBe(95);
  });

  it('reports a failed session with its reason', () => {
    const state = applyEvents(initialLiveState(SEEDS), [ev(1, 'session_failed', {}, { reason: 'Quorum' })]);
    expect(state).toMatchObject({ status: 'failed', failure: 'Quorum' });
  });

  it('ignores events it has already seen (a resumed stream)', () => {
    const first = ev(1, 'seat_started', { ...ip, seat: 'ceo' });
    const once = applyEvents(initialLiveState(SEEDS), [first]);
    expect(applyEvents(once, [first])).toBe(once);
  });

  it('replaces the placeholders with the seats the events name', () => {
    const state = applyEvents(initialLiveState([]), [
      ev(1, 'seat_started', { ...ip, seat: 's1' }, { title: 'Risk Officer', kind: 'AI' }),
    ]);
    expect(state.placeholders).toBe(false);
    expect(state.seats.map((s) => [s.id, s.title, s.status])).toEqual([['s1', 'Risk Officer', 'active']]);
  });

  it('follows polled status when there is no event stream', () => {
    let state = initialLiveState(SEEDS);
    state = liveReducer(state, {
      type: 'status',
      status: { status: 'starting', phase: null, round: null, progress: 2, error: null },
    });
    expect(state.progress).toBe(2);
    state = liveReducer(state, {
      type: 'status',
      status: { status: 'in_progress', phase: 'discussion', round: 0, progress: 40, error: null },
    });
    expect(state).toMatchObject({ status: 'in_progress', phase: 'discussion', progress: 40 });
    expect(state.seats.every((s) => s.status === 'active')).toBe(true);
    state = liveReducer(state, {
      type: 'status',
      status: { status: 'failed', phase: null, round: null, progress: 40, error: 'Chair failed' },
    });
    expect(state).toMatchObject({ status: 'failed', failure: 'Chair failed' });
    expect(liveReducer(state, { type: 'reset', seats: SEEDS })).toEqual(initialLiveState(SEEDS));
  });
});
