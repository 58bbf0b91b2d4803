import { describe, expect, it } from 'vitest';
import { DeliberationFailedError, runDeliberation } from './protocol.ts';
import { createEventLog, createMemoryStore } from './test-support/memory-store.ts';
import { SEED_ROUND, STARTUP_KEYS, sampleBoard } from './test-support/sample-board.ts';
import { createScriptedMind, type ScriptOptions } from './test-support/scripted-mind.ts';
import type { Seat } from './types.ts';
import { FatalMindError, SeatStepError } from './types.ts';

function setup(
  options: ScriptOptions,
  board: Seat[] = sampleBoard(STARTUP_KEYS),
  signal = new AbortController().signal,
) {
  const mind = createScriptedMind(options);
  const store = createMemoryStore();
  const log = createEventLog();
  const run = () => runDeliberation({ board, decision: SEED_ROUND, mind, store, emit: log.emit, signal });
  return { mind, store, log, run };
}

const never = () => new Promise<void>(() => {});

describe('runDeliberation: failure policy', () => {
  it('leaves a seat whose position fails out of discussion and consensus, visibly, but lets it vote', async () => {
    const { run, log, mind, store } = setup({
      fail: (c) =>
        c.seatKey === 'CTO' && c.phase === 'initial_positions'
          ? new SeatStepError('model returned nonsense')
          : undefined,
    });
    const result = await run();
    expect(result.failures).toEqual([
      {
        seatId: 'seat-cto',
        title: 'CTO',
        phase: 'initial_positions',
        round: 0,
        error: 'model returned nonsense',
      },
    ]);
    expect(log.ofType('seat_failed')[0]).toMatchObject({
      phase: 'initial_positions',
      seatId: 'seat-cto',
      payload: { title: 'CTO', key: 'CTO', error: 'model returned nonsense' },
    });
    expect(result.positions.map((p) => p.seat.key)).not.toContain('CTO');
    expect(mind.calls.filter((c) => c.seatKey === 'CTO').map((c) => c.phase)).toEqual([
      'initial_positions',
      'final_vote',
    ]);
    // With no stance it is shown as neutral, so it abstains.
    expect(result.votes.find((v) => v.seat.key === 'CTO')?.vote.vote).toBe('abstain');
    expect(store.rows.find((c) => c.seatId === 'seat-cto' && c.phase === 'initial_positions')).toMatchObject({
      status: 'failed',
      error: 'model returned nonsense',
    });
  });

  it('treats any ordinary error as the seat’s own failure and keeps its last stance afterwards', async () => {
    const { run, mind } = setup({
      stances: { CFO: 'oppose' },
      fail: (c) =>
        c.seatKey === 'CFO' && (c.phase === 'discussion' || c.phase === 'consensus')
          ? new Error('timeout')
          : undefined,
    });
    const result = await run();
    expect(result.failures.map((f) => `${f.phase}:${f.round}`)).toEqual(['discussion:0', 'consensus:1']);
    expect(result.rounds[0]?.seats.map((s) => s.title)).not.toContain('CFO');
    expect(mind.count('consensus')).toBe(6); // still asked in round 1
    expect(result.votes.find((v) => v.seat.key === 'CFO')?.vote.vote).toBe('against');
  });

  it('fails the session when less than half of the board’s weight could vote', async () => {
    const board = sampleBoard(['CEO', 'CFO', 'CTO'], { weights: { CEO: 40, CFO: 35, CTO: 25 } });
    const { run, log, mind } = setup(
      {
        fail: (c) =>
          c.phase === 'final_vote' && c.seatKey !== 'CTO' ? new SeatStepError('no answer') : undefined,
      },
      board,
    );
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliberationFailedError);
    expect((error as DeliberationFailedError).reason).toMatch(
      /Only 25% of the board's weight could cast a valid final vote/,
    );
    expect(mind.count('synthesis')).toBe(0);
    expect(log.events.at(-1)).toMatchObject({
      type: 'session_failed',
      payload: { reason: (error as DeliberationFailedError).reason },
    });
  });

  it('accepts exactly half of the weight voting', async () => {
    const board = sampleBoard(['CEO', 'CFO'], { weights: { CEO: 50, CFO: 50 } });
    const { run } = setup(
      { fail: (c) => (c.phase === 'final_vote' && c.seatKey === 'CFO' ? new SeatStepError('x') : undefined) },
      board,
    );
    const result = await run();
    expect(result.scores.vote_breakdown.absent).toEqual({ count: 1, weight: 0.5 });
  });

  it('aborts at once on a FatalMindError, without waiting for seats still thinking', async () => {
    const { run, log, mind } = setup({
      // Other seats never answer (and ignore their signal): the run must not wait for them.
      before: (c) => (c.seatKey === 'CFO' ? Promise.resolve() : never()),
      fail: (c) => (c.seatKey === 'CFO' ? new FatalMindError('Invalid API key for provider') : undefined),
    });
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliberationFailedError);
    expect((error as DeliberationFailedError).reason).toBe('Invalid API key for provider');
    expect(mind.count('discussion')).toBe(0);
    expect(log.ofType('session_failed')).toHaveLength(1);
    expect(log.ofType('seat_failed')).toHaveLength(0);
  });

  it('stops a later phase on a FatalMindError too and passes the abort to the other calls', async () => {
    const aborted: string[] = [];
    const { run, mind } = setup({
      before: (c, signal) => {
        if (c.phase !== 'consensus') return Promise.resolve();
        // The CEO fails fatally once the others are thinking; they hear of it through their signal.
        if (c.seatKey === 'CEO') return new Promise<void>((resolve) => setTimeout(resolve, 20));
        return new Promise<void>((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted.push(c.seatKey ?? '');
            reject(signal.reason);
          }),
        );
      },
      fail: (c) =>
        c.phase === 'consensus' && c.seatKey === 'CEO' ? new FatalMindError('Quota exceeded') : undefined,
    });
    await expect(run()).rejects.toMatchObject({ name: 'DeliberationFailedError', reason: 'Quota exceeded' });
    expect(aborted).toHaveLength(5);
    expect(mind.count('final_vote')).toBe(0);
  });

  it('throws the abort reason promptly when the caller aborts', async () => {
    const controller = new AbortController();
    const { run, log } = setup(
      {
        before: (c) => {
          if (c.phase === 'discussion') {
            controller.abort(new Error('shutting down'));
            return never();
          }
          return Promise.resolve();
        },
      },
      sampleBoard(STARTUP_KEYS),
      controller.signal,
    );
    await expect(run()).rejects.toThrow('shutting down');
    expect(log.ofType('session_completed')).toHaveLength(0);
    expect(log.ofType('seat_failed')).toHaveLength(0);
  });

  it('refuses to start on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already gone'));
    const { run, mind } = setup({}, sampleBoard(STARTUP_KEYS), controller.signal);
    await expect(run()).rejects.toThrow('already gone');
    expect(mind.count()).toBe(0);
  });

  it('fails the session, after saving the failure, when the chair cannot synthesize', async () => {
    const { run, store } = setup({
      fail: (c) => (c.phase === 'synthesis' ? new SeatStepError('chair timed out') : undefined),
    });
    await expect(run()).rejects.toMatchObject({ reason: expect.stringContaining('chair timed out') });
    expect(store.rows.find((c) => c.phase === 'synthesis')?.status).toBe('failed');
  });

  it('fails a seat step whose output breaks the contract (unknown stance)', async () => {
    const { run } = setup({
      revise: (ctx) =>
        ctx.seat.key === 'CEO'
          ? ({
              stance: 'enthusiastic',
              confidence: 0.9,
              reasoning: '',
              what_would_change_my_mind: '',
            } as never)
          : {
              stance: ctx.own.stance,
              confidence: ctx.own.confidence,
              reasoning: '',
              what_would_change_my_mind: '',
            },
    });
    const result = await run();
    expect(result.failures).toEqual([
      expect.objectContaining({
        title: 'CEO',
        phase: 'consensus',
        error: expect.stringMatching(/unknown stance/),
      }),
    ]);
  });
});

describe('runDeliberation: a failing port', () => {
  it('stops the other steps and calls no port once it has settled', async () => {
    const board = sampleBoard(STARTUP_KEYS);
    // The CEO's checkpoint write fails; the other seats are still thinking when it does.
    const mind = createScriptedMind({
      before: (call) => new Promise((resolve) => setTimeout(resolve, call.seatKey === 'CEO' ? 0 : 30)),
    });
    const store = createMemoryStore();
    const failing = {
      load: store.load,
      async save(checkpoint: Parameters<typeof store.save>[0]) {
        if (checkpoint.seatId === 'seat-ceo') throw new Error('disk full');
        return store.save(checkpoint);
      },
    };
    const log = createEventLog();
    const run = runDeliberation({
      board,
      decision: SEED_ROUND,
      mind,
      store: failing,
      emit: log.emit,
      signal: new AbortController().signal,
    });
    await expect(run).rejects.toThrow('disk full');
    const settled = { saves: store.saves.length, events: log.events.length, calls: mind.calls.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ saves: store.saves.length, events: log.events.length, calls: mind.calls.length }).toEqual(
      settled,
    );
  });
});
