// The shared poller: one per session whatever the number of viewers, caps per user and session.
import { describe, expect, it } from 'vitest';
import { createSessionEventBus } from './event-bus.ts';

import { createStreamHub, type EventFeed, type SessionEventRow, type StreamListener } from './stream-hub.ts';

function fakeFeed(sessionId: string) {
  const log: SessionEventRow[] = [];
  let queries = 0;
  const feed: EventFeed = {
    sessionId,
    async eventsAfter(seq) {
      queries += 1;
      return log.filter((e) => e.seq > seq);
    },
    latestSeq: async () => log.at(-1)?.seq ?? 0,
    isFinished: async () => false,
  };
  const append = (type: string) =>
    log.push({
      sessionId,
      seq: log.length + 1,
      type,
      phase: null,
      round: null,
      seatId: null,
      payload: {},
      at: new Date(),
    } as SessionEventRow);
  return { feed, append, queries: () => queries };
}

function recorder() {
  const seen: number[] = [];
  let finished = false;
  const listener: StreamListener = {
    deliver: (events) => seen.push(...events.map((e) => e.seq)),
    finish: () => {
      finished = true;
    },
    drop: () => {},
  };
  return { listener, seen, finished: () => finished };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

const silent = { warn: () => {} };

describe('stream hub', () => {
  it('reads each new event once for all the viewers of a session', async () => {
    const bus = await createSessionEventBus();
    const hub = createStreamHub({ bus, limits: { perUser: 100, perSession: 100 }, log: silent });
    const { feed, append, queries } = fakeFeed('s1');
    const viewers = Array.from({ length: 20 }, recorder);
    const handles = await Promise.all(viewers.map((v, i) => hub.open(`user-${i}`, feed, v.listener)));
    expect(hub.stats()).toEqual({ pollers: 1, streams: 20 });

    const before = queries();
    append('seat_started');
    bus.notify('s1');
    await until(() => viewers.every((v) => v.seen.includes(1)));
    // One poller, one read (a second at most if a timer tick raced the notification).
    expect(queries() - before).toBeLessThanOrEqual(2);

    append('session_completed');
    bus.notify('s1');
    await until(() => viewers.every((v) => v.finished()));
    expect(viewers.every((v) => v.seen.join() === '1,2')).toBe(true);
    for (const handle of handles) handle.close();
    expect(hub.stats()).toEqual({ pollers: 0, streams: 0 });
  });

  it('does not lose a wake-up that comes while it reads', async () => {
    // A re-check far beyond the test: only the wake-up can deliver the event.
    const bus = await createSessionEventBus({ recheckMs: 600_000 });
    const hub = createStreamHub({ bus, limits: { perUser: 10, perSession: 10 }, log: silent });
    const { feed, append } = fakeFeed('s2');
    let raced = false;
    const racing: EventFeed = {
      ...feed,
      async eventsAfter(seq, limit) {
        const events = await feed.eventsAfter(seq, limit);
        if (!raced) {
          // The event is written, and its wake-up sent, after this read looked.
          raced = true;
          append('seat_started');
          bus.notify('s2');
        }
        return events;
      },
    };
    const viewer = recorder();
    const handle = await hub.open('ana', racing, viewer.listener);
    await until(() => viewer.seen.includes(1));
    handle.close();
  });

  it('answers 429 past the cap of a session and of a user, and frees a place on close', async () => {
    const hub = createStreamHub({
      bus: await createSessionEventBus(),
      limits: { perUser: 3, perSession: 2 },
      log: silent,
    });
    const a = fakeFeed('a').feed;
    const b = fakeFeed('b').feed;
    const first = await hub.open('ana', a, recorder().listener);
    await hub.open('bob', a, recorder().listener);
    await expect(hub.open('cai', a, recorder().listener)).rejects.toMatchObject({ statusCode: 429 });
    await hub.open('ana', b, recorder().listener);
    await hub.open('ana', b, recorder().listener);
    await expect(hub.open('ana', b, recorder().listener)).rejects.toMatchObject({ statusCode: 429 });
    first.close();
    await hub.open('cai', a, recorder().listener);
    expect(hub.stats()).toEqual({ pollers: 2, streams: 4 });
  });
});
