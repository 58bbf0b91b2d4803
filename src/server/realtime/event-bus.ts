// Wakes whatever waits on a live channel — a session's event log (`session:<id>`), a user's
// notifications (`user:<id>`) — the moment something is written to it. In-process on the
// embedded database (one process). On PostgreSQL every process holds one LISTEN connection and
// writers NOTIFY after their write committed, so a web process wakes for events a worker in
// another process wrote, and idle streams cost no queries (postgres-event-bus.ts).
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client.ts';

/** The one PostgreSQL NOTIFY channel; each payload is `<origin>|<live channel>`. */
export const NOTIFY_CHANNEL = 'boardwise_live';

export const liveChannel = {
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: string) => `user:${userId}`,
  /** Raised by the database itself (triggers): something an actor is made of changed. */
  access: 'access',
};

/** `<origin>|<channel>` → the channel, unless it came from `ownOrigin` (already woken locally). */
export function channelOfPayload(payload: string, ownOrigin?: string): string | null {
  const split = payload.indexOf('|');
  if (split < 0 || payload.slice(0, split) === ownOrigin) return null;
  return payload.slice(split + 1);
}

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
   * Calls `change` with whether notifications from the database reach this process — now, and at
   * every loss and recovery of that connection. Returns the unsubscribe.
   */
  onConnection(change: (listening: boolean) => void): () => void;
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

/** Whether the database's notifications reach this process, for whoever needs to know. */
export function createConnectionState(initial: boolean) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listening = initial;
  return {
    set(value: boolean): void {
      if (value === listening) return;
      listening = value;
      emitter.emit('change', value);
    },
    subscribe(change: (listening: boolean) => void): () => void {
      emitter.on('change', change);
      change(listening);
      return () => emitter.off('change', change);
    },
  };
}
export type ConnectionState = ReturnType<typeof createConnectionState>;

/** Builds the session API over a channel transport. */
export function busOver(
  local: LocalChannels,
  publish: (channel: string) => void,
  recheckMs: number,
  close: () => Promise<void>,
  connection: ConnectionState,
): SessionEventBus {
  return {
    onConnection: connection.subscribe,
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

/**
 * One process (the embedded database): every writer is here, the bus is an EventEmitter. The
 * database's own notifications (its triggers) arrive on its one session when it is given.
 */
export async function createSessionEventBus(
  options: { recheckMs?: number; database?: Database } = {},
): Promise<SessionEventBus> {
  const local = createLocalChannels();
  const listen = options.database?.listen;
  const unlisten = listen
    ? await listen(NOTIFY_CHANNEL, (payload) => {
        const channel = channelOfPayload(payload);
        if (channel) local.wake(channel);
      })
    : null;
  return busOver(
    local,
    local.wake,
    options.recheckMs ?? 1_000,
    async () => {
      await unlisten?.();
    },
    createConnectionState(unlisten !== null),
  );
}
