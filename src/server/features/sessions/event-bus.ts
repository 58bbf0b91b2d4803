// Wakes whatever waits on a live channel — a session's event log (`session:<id>`), a user's
// notifications (`user:<id>`) — the moment something is written to it. In-process on the
// embedded database (one process). On PostgreSQL every process holds one LISTEN connection and
// writers NOTIFY after their write committed, so a web process wakes for events a worker in
// another process wrote, and idle streams cost no queries (postgres-event-bus.ts).
import { EventEmitter } from 'node:events';

export const liveChannel = {
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: string) => `user:${userId}`,
};

export interface SessionEventBus {
  /** Wakes the waiters of a session's events, in every process sharing the database. */
  notify(sessionId: string): void;
  /** Resolves at the next event of the session, or after `timeoutMs`, or when aborted. */
  waitForEvent(sessionId: string, timeoutMs: number, signal: AbortSignal): Promise<void>;
  /** Any channel (see `liveChannel`): wakes its waiters and subscribers everywhere. */
  publish(channel: string): void;
  waitFor(channel: string, timeoutMs: number, signal: AbortSignal): Promise<void>;
  /** Calls `wake` at every publish on the channel (and after a reconnect); returns the unsubscribe. */
  subscribe(channel: string, wake: () => void): () => void;
  /**
   * How long a waiter may sleep without a wake-up before re-reading anyway: short where a
   * wake-up can be missed, long where it only guards against the unexpected.
   */
  recheckMs: number;
  close(): Promise<void>;
}

/** The waiting side shared by both buses: channels of one process on an EventEmitter. */
export function createLocalChannels() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    wake(channel: string): void {
      emitter.emit(channel);
    },
    /** Every channel someone waits on (a reconnect wakes them all for a catch-up read). */
    wakeAll(): void {
      for (const channel of emitter.eventNames()) emitter.emit(channel);
    },
    subscribe(channel: string, wake: () => void): () => void {
      emitter.on(channel, wake);
      return () => emitter.off(channel, wake);
    },
    waitFor(channel: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(channel, done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        emitter.once(channel, done);
        signal.addEventListener('abort', done, { once: true });
      });
    },
  };
}
export type LocalChannels = ReturnType<typeof createLocalChannels>;

/** Builds the session API over a channel transport. */
export function busOver(
  local: LocalChannels,
  publish: (channel: string) => void,
  recheckMs: number,
  close: () => Promise<void>,
): SessionEventBus {
  return {
    notify: (sessionId) => publish(liveChannel.session(sessionId)),
    waitForEvent: (sessionId, timeoutMs, signal) =>
      local.waitFor(liveChannel.session(sessionId), timeoutMs, signal),
    publish,
    waitFor: local.waitFor,
    subscribe: local.subscribe,
    recheckMs,
    close,
  };
}

/** One process (the embedded database): every writer is here, the bus is an EventEmitter. */
export function createSessionEventBus(options: { recheckMs?: number } = {}): SessionEventBus {
  const local = createLocalChannels();
  return busOver(local, local.wake, options.recheckMs ?? 1_000, async () => {});
}
