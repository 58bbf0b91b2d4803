import { describe, expect, it } from 'vitest';
import { fakeServerSettings } from '../../test-support/llm-settings.ts';
import { startFakeOpenAiServer } from '../../testing/fake-openai-server.ts';
import { sampleDecision, tenSeatBoard } from '../../testing/fixtures.ts';
import { createLimiter } from './concurrency.ts';
import { createLlmMind } from './llm-mind.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limiter', () => {
  it('hands out at most max slots and passes a released slot to the next waiter in order', async () => {
    const limiter = createLimiter(2);
    const a = await limiter.acquire();
    const b = await limiter.acquire();
    const order: string[] = [];
    const c = limiter.acquire().then((release) => {
      order.push('c');
      return release;
    });
    const d = limiter.acquire().then((release) => {
      order.push('d');
      return release;
    });
    await tick();
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(2);
    expect(order).toEqual([]);

    a();
    a(); // releasing twice frees one slot only
    await tick();
    expect(order).toEqual(['c']);
    expect(limiter.active).toBe(2);
    b();
    (await c)();
    (await d)();
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('a waiting call rejects when its signal aborts, and leaves the queue', async () => {
    const limiter = createLimiter(1);
    const held = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    await tick();
    expect(limiter.waiting).toBe(1);

    controller.abort(new Error('session cancelled'));
    await expect(waiting).rejects.toThrow('session cancelled');
    expect(limiter.waiting).toBe(0);
    held();
    expect(limiter.active).toBe(0);
  });

  it('rejects at once for an already-aborted signal', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.acquire(AbortSignal.abort())).rejects.toBeDefined();
    expect(limiter.active).toBe(0);
  });

  it('run releases the slot when the task throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 42)).resolves.toBe(42);
  });

  it('refuses a size below 1', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });

  it('keeps at most N requests in flight at the provider', async () => {
    const server = await startFakeOpenAiServer({ latencyMs: 80 });
    try {
      const limiter = createLimiter(3);
      const mind = createLlmMind({
        settings: fakeServerSettings(server.url, { model: 'm', timeoutMs: 5000 }),
        limiter,
      });
      const board = tenSeatBoard();
      const decision = sampleDecision();
      const signal = new AbortController().signal;
      // Two sessions at once: 20 calls compete for 3 slots.
      await Promise.all(
        [...board, ...board].map((seat) => mind.initialPosition({ seat, board, decision }, signal)),
      );
      expect(server.chatRequests()).toHaveLength(20);
      expect(server.maxInFlight).toBe(3);
      expect(limiter.active).toBe(0);
    } finally {
      await server.close();
    }
  });
});
