import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from './test-support/memory-store.ts';
import { STARTUP_KEYS, sampleBoard } from './test-support/sample-board.ts';
import { createScriptedMind, type ScriptOptions } from './test-support/scripted-mind.ts';
import { deliberateSeedRound } from './test-support/seed-round.ts';
import { FatalMindError, SeatStepError } from './types.ts';

const board = sampleBoard(STARTUP_KEYS);

// Stances that move in round 1 so the rounds, skips and scores are all non-trivial.
const script: ScriptOptions = {
  stances: { CFO: 'oppose', CTO: 'neutral' },
  revise: (ctx) => ({
    stance: ctx.seat.key === 'CTO' && ctx.round === 1 ? 'support' : ctx.own.stance,
    confidence: Math.min(1, ctx.own.confidence + (ctx.round === 1 ? 0.1 : 0)),
    reasoning: `round ${ctx.round}`,
    what_would_change_my_mind: 'evidence',
  }),
};

function runWith(store: MemoryStore, options: ScriptOptions = script) {
  const mind = createScriptedMind(options);
  return { mind, ...deliberateSeedRound({ board, mind, store }) };
}

describe('runDeliberation: checkpoints and resume', () => {
  it('saves every completed step with its output and usage', async () => {
    const store = createMemoryStore();
    await runWith(store).result;
    const phases = store.rows.map((c) => `${c.phase}:${c.round}`);
    expect(phases.filter((p) => p === 'initial_positions:0')).toHaveLength(6);
    expect(phases.filter((p) => p.startsWith('consensus'))).toHaveLength(12);
    expect(store.rows.find((c) => c.phase === 'synthesis')).toMatchObject({
      seatId: null,
      status: 'completed',
    });
    expect(store.rows.every((c) => c.status === 'completed' && c.usage.calls === 1)).toBe(true);
  });

  it('a re-run over saved checkpoints asks nothing again, emits no step events and returns the same result', async () => {
    const store = createMemoryStore();
    const first = await runWith(store).result;
    const again = runWith(store);
    const second = await again.result;
    expect(again.mind.count()).toBe(0);
    expect(second).toEqual(first);
    expect(again.log.events.map((e) => e.type)).toEqual(['session_started', 'session_completed']);
    expect(again.log.events[0]?.payload.resumed).toBe(true);
  });

  it('resumes after a fatal stop without repeating completed steps, reaching the uninterrupted result', async () => {
    const reference = await runWith(createMemoryStore()).result;
    const store = createMemoryStore();
    const crashing = runWith(store, {
      ...script,
      fail: (c) =>
        c.phase === 'final_vote' && c.seatKey === 'CEO' ? new FatalMindError('provider down') : undefined,
      before: (c) =>
        c.phase === 'final_vote' && c.seatKey !== 'CEO'
          ? new Promise((r) => setTimeout(r, 5))
          : Promise.resolve(),
    });
    await expect(crashing.result).rejects.toMatchObject({ reason: 'provider down' });
    const resumed = runWith(store);
    const result = await resumed.result;
    expect(
      resumed.mind.count('initial_positions') +
        resumed.mind.count('discussion') +
        resumed.mind.count('consensus'),
    ).toBe(0);
    expect(resumed.mind.count('final_vote')).toBe(6);
    expect(result).toEqual(reference);
    // Only the phases with work left are announced; completed ones replay silently.
    expect(resumed.log.ofType('phase_started').map((e) => e.phase)).toEqual(['final_vote', 'synthesis']);
    expect(
      resumed.log.ofType('seat_completed').every((e) => e.phase === 'final_vote' || e.phase === 'synthesis'),
    ).toBe(true);
  });

  it('retries a step that failed in an earlier run', async () => {
    const store = createMemoryStore();
    const first = await runWith(store, {
      ...script,
      fail: (c) => (c.phase === 'synthesis' ? new SeatStepError('chair timeout') : undefined),
    }).result.catch((e: unknown) => e);
    expect(first).toMatchObject({ name: 'DeliberationFailedError' });
    const resumed = runWith(store);
    const result = await resumed.result;
    expect(resumed.mind.calls.map((c) => c.phase)).toEqual(['synthesis']);
    expect(result.synthesis.recommendation).toContain('proceed');
    expect(store.rows.find((c) => c.phase === 'synthesis')?.status).toBe('completed');
  });

  it('skips the same rounds on resume, deciding only from the checkpoints', async () => {
    const store = createMemoryStore();
    const first = await runWith(store).result;
    expect(first.rounds.map((r) => r.status)).toEqual(['completed', 'completed', 'skipped']);
    const second = await runWith(store).result;
    expect(second.rounds).toEqual(first.rounds);
  });
});
