// Live streams of session events, shared: one poller per session reads new events when the bus
// wakes it (in-process, or a NOTIFY from another process on PostgreSQL) and hands them to every
// open stream of that session. A thousand viewers cost one read per event, not a thousand; an
// idle session re-reads only at the bus's re-check interval (long on PostgreSQL).
// Streams per user and per session are capped (429), so one account cannot hold the server.

import type { sessionEvents } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { liveChannel, type SessionEventBus } from './event-bus.ts';

/** A row of a session's event log, as the hub hands it on. */
export type SessionEventRow = typeof sessionEvents.$inferSelect;

export const TERMINAL_EVENTS = new Set(['session_completed', 'session_failed']);
const FINISHED_RECHECK_MS = 200;
const MAX_FINISHED_CHECKS = 5;
const PAGE = 500;

export interface StreamLimits {
  perUser: number;
  perSession: number;
}

export interface EventFeed {
  sessionId: string;
  eventsAfter(seq: number, limit?: number): Promise<SessionEventRow[]>;
  latestSeq(): Promise<number>;
  isFinished(): Promise<boolean>;
}

/** One open stream, as the hub sees it. */
export interface StreamListener {
  deliver(events: SessionEventRow[]): void;
  /** The session has ended and every event was delivered (or the poller failed). */
  finish(): void;
  /** The server is shutting down: close without 'end', so the client resumes later. */
  drop(): void;
}

interface Poller {
  listeners: Set<StreamListener>;
  /** Every event up to this sequence number has been read (and delivered). */
  ready: Promise<void>;
  stop: AbortController;
}

export interface StreamHandle {
  /** Leaves the session's poller; the last one out stops it. */
  close(): void;
}

export function createStreamHub(options: { bus: SessionEventBus; limits: StreamLimits; log: WarnLog }) {
  const { bus, limits } = options;
  const pollers = new Map<string, Poller>();
  const perUser = new Map<string, number>();

  function startPoller(feed: EventFeed): Poller {
    const poller: Poller = { listeners: new Set(), ready: Promise.resolve(), stop: new AbortController() };
    let lastSeq = 0;
    // Subscribed for the poller's whole life, so a wake-up during a read is not lost: the read may
    // have missed that event, and the next wake-up could be a whole re-check interval away.
    let woken = false;
    let wakeSleeper = () => {};
    const unsubscribe = bus.subscribe(liveChannel.session(feed.sessionId), () => {
      woken = true;
      wakeSleeper();
    });
    poller.stop.signal.addEventListener('abort', unsubscribe, { once: true });
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (woken || poller.stop.signal.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          poller.stop.signal.removeEventListener('abort', done);
          wakeSleeper = () => {};
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeSleeper = done;
        poller.stop.signal.addEventListener('abort', done, { once: true });
      });
    poller.ready = feed.latestSeq().then((seq) => {
      lastSeq = seq;
    });
    const finishAll = () => {
      for (const listener of poller.listeners) listener.finish();
      poller.stop.abort();
      if (pollers.get(feed.sessionId) === poller) pollers.delete(feed.sessionId);
    };
    const run = async () => {
      await poller.ready;
      let finishedChecks = 0;
      while (!poller.stop.signal.aborted) {
        woken = false;
        const events = await feed.eventsAfter(lastSeq, PAGE);
        if (events.length > 0) {
          lastSeq = events.at(-1)!.seq;
          for (const listener of poller.listeners) listener.deliver(events);
          if (events.some((e) => TERMINAL_EVENTS.has(e.type))) return finishAll();
          if (events.length === PAGE) continue;
        } else {
          // The closing event follows the final status by a moment; a session that ended
          // without one (it never started) ends its streams after a few checks.
          if (await feed.isFinished()) finishedChecks += 1;
          if (finishedChecks >= MAX_FINISHED_CHECKS) return finishAll();
        }
        await sleep(finishedChecks > 0 ? FINISHED_RECHECK_MS : bus.recheckMs);
      }
    };
    run().catch((error: unknown) => {
      options.log.warn({ err: error, sessionId: feed.sessionId }, 'session event poller stopped');
      finishAll();
    });
    return poller;
  }

  return {
    /**
     * Joins the session's poller, or answers 429 over a cap. Resolves once every event up to
     * the poller's position can be read from the log: the caller catches up from the log, and
     * everything later reaches `listener` (perhaps twice: dedupe by sequence number).
     */
    async open(userId: string, feed: EventFeed, listener: StreamListener): Promise<StreamHandle> {
      const existing = pollers.get(feed.sessionId);
      if ((existing?.listeners.size ?? 0) >= limits.perSession) {
        throw new AppError(429, 'Too many live views of this session. Try again shortly.', {
          'retry-after': '10',
        });
      }
      const held = perUser.get(userId) ?? 0;
      if (held >= limits.perUser) {
        throw new AppError(429, `You have ${held} live session views open. Close one to open another.`, {
          'retry-after': '10',
        });
      }
      const poller = existing ?? startPoller(feed);
      if (!existing) pollers.set(feed.sessionId, poller);
      poller.listeners.add(listener);
      perUser.set(userId, held + 1);
      let closed = false;
      const handle: StreamHandle = {
        close() {
          if (closed) return;
          closed = true;
          poller.listeners.delete(listener);
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
          if (poller.listeners.size === 0) {
            poller.stop.abort();
            if (pollers.get(feed.sessionId) === poller) pollers.delete(feed.sessionId);
          }
        },
      };
      try {
        await poller.ready;
      } catch (error) {
        handle.close();
        throw error;
      }
      return handle;
    },
    /** Closes every stream (server shutdown): open connections would hold the close up. */
    closeAll(): void {
      for (const poller of [...pollers.values()]) {
        poller.stop.abort();
        for (const listener of [...poller.listeners]) listener.drop();
      }
      pollers.clear();
    },
    /** Open streams and running pollers (for tests and diagnostics). */
    stats() {
      let streams = 0;
      for (const poller of pollers.values()) streams += poller.listeners.size;
      return { pollers: pollers.size, streams };
    },
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;

interface WarnLog {
  warn(fields: unknown, message?: string): void;
}
