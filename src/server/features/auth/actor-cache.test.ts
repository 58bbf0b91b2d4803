import { describe, expect, it } from 'vitest';
import { type CachedActorRow, createActorCache } from './actor-cache.ts';

const HOUR = 3_600_000;

function actorRow(userId: string, expiresAt: number): CachedActorRow {
  return {
    user: { id: userId, lastActiveAt: null } as CachedActorRow['user'],
    sessionExpiresAt: new Date(expiresAt),
    sessionLastSeenAt: null,
    organizations: [],
    boardIds: [],
    seatBoardIds: [],
  };
}

/** A cache on a hand-moved clock, and a reader that counts how often the database is asked. */
function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const cache = createActorCache({ ...options, now: () => clock });
  cache.setListening(true);
  let reads = 0;
  const read =
    (userId = 'u1', expiresAt = clock + HOUR) =>
    async () => {
      reads++;
      return actorRow(userId, expiresAt);
    };
  return {
    cache,
    read,
    reads: () => reads,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
  };
}

describe('the actor cache', () => {
  it('reads an actor once and answers later requests of the same sign-in from memory', async () => {
    const { cache, read, reads } = setup();
    const first = await cache.load('s1', read());
    const second = await cache.load('s1', read());
    expect(second).toBe(first);
    expect(reads()).toBe(1);
    await cache.load('s2', read('u2'));
    expect(reads()).toBe(2);
  });

  it('reads again after any change is announced', async () => {
    const { cache, read, reads } = setup();
    await cache.load('s1', read());
    cache.invalidate();
    await cache.load('s1', read());
    expect(reads()).toBe(2);
  });

  it('does not keep a read that a change overtook while it was in flight', async () => {
    const { cache, read, reads } = setup();
    await cache.load('s1', async () => {
      cache.invalidate(); // the change commits while the actor is being read
      return read()();
    });
    await cache.load('s1', read());
    expect(reads()).toBe(2);
  });

  it('keeps nothing while change notifications cannot arrive, and starts afresh when they can', async () => {
    const { cache, read, reads } = setup();
    await cache.load('s1', read());
    cache.setListening(false);
    await cache.load('s1', read());
    await cache.load('s1', read());
    expect(reads()).toBe(3);
    cache.setListening(true);
    await cache.load('s1', read());
    await cache.load('s1', read());
    expect(reads()).toBe(4);
  });

  it('never outlives the sign-in session, nor its time to live', async () => {
    const { cache, read, reads, advance, now } = setup({ ttlMs: 60_000 });
    await cache.load('s1', read('u1', now() + 5_000));
    advance(5_000);
    await cache.load('s1', read());
    expect(reads()).toBe(2);
    advance(59_000);
    await cache.load('s1', read());
    expect(reads()).toBe(2);
    advance(1_000);
    await cache.load('s1', read());
    expect(reads()).toBe(3);
  });

  it('does not cache a sign-in that is not live', async () => {
    const { cache, reads } = setup();
    const missing = async () => undefined;
    expect(await cache.load('gone', missing)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(reads()).toBe(0);
  });

  it('holds at most its size, dropping the oldest first', async () => {
    const { cache, read, reads } = setup({ maxEntries: 2 });
    await cache.load('s1', read('u1'));
    await cache.load('s2', read('u2'));
    await cache.load('s3', read('u3'));
    expect(cache.size).toBe(2);
    await cache.load('s3', read('u3'));
    expect(reads()).toBe(3);
    await cache.load('s1', read('u1'));
    expect(reads()).toBe(4);
  });

  it('follows a Last Active write on the cached copy', async () => {
    const { cache, read } = setup();
    await cache.load('s1', read());
    const at = new Date(2026, 0, 1);
    cache.touched('s1', at);
    expect((await cache.load('s1', read()))?.user.lastActiveAt).toBe(at);
  });
});
