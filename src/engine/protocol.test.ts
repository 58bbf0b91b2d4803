import { describe, expect, it } from 'vitest';
import { MAX_CONSENSUS_ROUNDS } from '../contracts/consensus-rounds.ts';
import { createOfflineMind } from './minds/offline/offline-mind.ts';
import { runDeliberation } from './protocol.ts';
import { createEventLog, createMemoryStore } from './test-support/memory-store.ts';
import { STARTUP_KEYS, sampleBoard } from './test-support/sample-board.ts';
import {
  CALL_USAGE,
  createScriptedMind,
  type MindCall,
  type ScriptOptions,
} from './test-support/scripted-mind.ts';
import { deliberateSeedRound } from './test-support/seed-round.ts';
import type { Seat } from './types.ts';

function setup(options: ScriptOptions = {}, board: Seat[] = sampleBoard(STARTUP_KEYS)) {
  const mind = createScriptedMind(options);
  const store = createMemoryStore();
  const log = createEventLog();
  const run = (maxRounds?: number) =>
    deliberateSeedRound({ board, mind, store, ...(maxRounds === undefined ? {} : { maxRounds }) }, log)
      .result;
  return { mind, store, log, board, run };
}

describe('runDeliberation: the five phases', () => {
  it('runs every phase and returns computed scores, the synthesis and summed usage', async () => {
    const { run, mind } = setup({ stances: { CFO: 'oppose' } });
    const result = await run();
    expect(result.engine).toBe('offline');
    expect(result.model).toBe('scripted-test-mind');
    expect(result.positions.map((p) => p.seat.key)).toEqual([...STARTUP_KEYS]);
    expect(result.positions.every((p) => p.source === 'ai')).toBe(true);
    expect(result.discussion).toHaveLength(6);
    expect(result.votes.map((v) => v.vote.vote)).toEqual([
      'approve',
      'against',
      'approve',
      'approve',
      'approve',
      'approve',
    ]);
    expect(result.scores.outcome).toBe('proceed');
    expect(result.scores.vote_breakdown.headcount).toEqual({ approve: 5, against: 1, abstain: 0 });
    expect(result.synthesis.recommendation).toContain('proceed');
    expect(result.failures).toEqual([]);
    // 6 positions + 6 turns + 6 revisions (one round, then settled) + 6 votes + 1 synthesis
    expect(mind.count()).toBe(25);
    expect(result.usage).toEqual({
      calls: 25,
      prompt_tokens: 25 * CALL_USAGE.prompt_tokens,
      completion_tokens: 25 * CALL_USAGE.completion_tokens,
    });
  });

  it('emits ordered phase and seat events with the seat title and key', async () => {
    const { run, log } = setup();
    await run();
    const types = log.events.map((e) => `${e.type}:${e.phase ?? ''}`);
    expect(types[0]).toBe('session_started:');
    expect(types.at(-1)).toBe('session_completed:');
    const phases = log.ofType('phase_started').map((e) => `${e.phase}:${e.round}`);
    expect(phases).toEqual([
      'initial_positions:0',
      'discussion:0',
      'consensus:1',
      'final_vote:0',
      'synthesis:0',
    ]);
    const completed = log.ofType('seat_completed').filter((e) => e.phase === 'initial_positions');
    expect(completed).toHaveLength(6);
    expect(completed[0]?.payload).toMatchObject({
      title: 'CEO',
      key: 'CEO',
      stance: 'support',
      confidence: 0.7,
    });
    const vote = log.ofType('seat_completed').find((e) => e.phase === 'final_vote');
    expect(vote?.payload).toMatchObject({ vote: 'approve', rationale: expect.any(String) });
    const done = log.ofType('session_completed')[0];
    expect(done?.payload).toMatchObject({
      outcome: 'proceed',
      scores: expect.objectContaining({ outcome: 'proceed' }),
    });
    // every seat_started of a phase comes before its phase_completed
    const ends = log.events.findIndex((e) => e.type === 'phase_completed' && e.phase === 'initial_positions');
    expect(log.events.slice(0, ends).filter((e) => e.type === 'seat_started')).toHaveLength(6);
  });

  it('starts every seat of a step before any seat finishes it', async () => {
    const board = sampleBoard(STARTUP_KEYS);
    const arrived = new Map<string, number>();
    const waiters = new Map<string, (() => void)[]>();
    // A barrier per step: no seat may answer until all six have been asked (a sequential run would time out).
    const before = (call: MindCall) => {
      if (call.phase === 'synthesis') return Promise.resolve();
      const step = `${call.phase}:${call.round}`;
      const n = (arrived.get(step) ?? 0) + 1;
      arrived.set(step, n);
      if (n === board.length) {
        for (const release of waiters.get(step) ?? []) release();
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        waiters.set(step, [...(waiters.get(step) ?? []), resolve]);
        setTimeout(() => reject(new Error(`step ${step} is not parallel`)), 2_000);
      });
    };
    const { run } = setup({ before }, board);
    const result = await run();
    expect(result.failures).toEqual([]);
    expect([...arrived.values()].every((n) => n === board.length)).toBe(true);
  });

  it('stops consensus early when no stance changed and confidence moved < 0.05, recording skipped rounds', async () => {
    const { run, log, mind } = setup({
      stances: { CFO: 'oppose' },
      // Round 1: the CFO comes round; round 2: nobody moves.
      revise: (ctx) => ({
        stance: ctx.seat.key === 'CFO' && ctx.round === 1 ? 'neutral' : ctx.own.stance,
        confidence: ctx.own.confidence,
        reasoning: `round ${ctx.round}`,
        what_would_change_my_mind: 'numbers',
      }),
    });
    const result = await run();
    expect(result.rounds.map((r) => r.status)).toEqual(['completed', 'completed', 'skipped']);
    expect(result.rounds[0]?.seats.find((s) => s.title === 'CFO')).toMatchObject({
      previous: 'oppose',
      stance: 'neutral',
      changed: true,
    });
    expect(result.rounds[2]?.reason).toMatch(/no stance changed/);
    expect(result.rounds[2]?.seats).toEqual([]);
    expect(mind.count('consensus')).toBe(12);
    const skipped = log.ofType('round_skipped');
    expect(skipped.map((e) => e.round)).toEqual([3]);
    expect(skipped[0]?.payload.reason).toBe(result.rounds[2]?.reason);
  });

  it('keeps deliberating while confidence still moves by 0.05 or more, up to the round limit', async () => {
    const { run } = setup({
      confidence: 0.5,
      revise: (ctx) => ({
        stance: ctx.own.stance,
        confidence: ctx.own.confidence + 0.1,
        reasoning: '',
        what_would_change_my_mind: '',
      }),
    });
    const result = await run();
    expect(result.rounds).toHaveLength(MAX_CONSENSUS_ROUNDS);
    expect(result.rounds.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    expect(result.rounds.map((r) => r.weighted_confidence)).toEqual([0.6, 0.7, 0.8]);
  });

  it('honours maxRounds, including no consensus rounds at all', async () => {
    expect((await setup().run(1)).rounds).toHaveLength(1);
    const none = setup();
    const result = await none.run(0);
    expect(result.rounds).toEqual([]);
    expect(none.mind.count('consensus')).toBe(0);
  });

  it('gives each seat the digest of the others, then the latest stances', async () => {
    const seen: string[][] = [];
    const { run } = setup({
      revise: (ctx) => {
        seen.push(ctx.digest.map((d) => d.title));
        expect(ctx.own.title).toBe(ctx.seat.title);
        expect(ctx.own.top_points[0]).toMatch(/read 5 positions/);
        return {
          stance: ctx.own.stance,
          confidence: ctx.own.confidence,
          reasoning: '',
          what_would_change_my_mind: '',
        };
      },
    });
    await run();
    expect(seen.every((titles) => titles.length === 5)).toBe(true);
  });
});

describe('a decision the mind cannot judge', () => {
  it('ends before deliberating: no mind steps, no votes, the outcome cannot_judge', async () => {
    const log = createEventLog();
    const result = await runDeliberation({
      board: sampleBoard(),
      decision: {
        topic: 'asdf qwer zxcv',
        context: 'jkl hjkl uiop fghj vbnm qwerty asdfgh',
        type: 'strategic',
        constraints: {},
      },
      mind: createOfflineMind(),
      store: createMemoryStore(),
      emit: log.emit,
      signal: new AbortController().signal,
    });
    expect(result.scores.outcome).toBe('cannot_judge');
    expect(result.votes).toEqual([]);
    expect(result.synthesis.action_items).toEqual([]);
    expect(result.reading?.cannot_judge?.reason).toBe('no_decision');
    expect(log.events.map((e) => e.type)).toEqual(['session_started', 'reading', 'session_completed']);
  });
});
