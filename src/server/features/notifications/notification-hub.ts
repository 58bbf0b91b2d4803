// Live notification streams, shared per person: one reader per connected user (however many
// tabs) reads the bell's frame when woken on the user's channel of the bus, and hands it to every
// open stream of that user when it changed. Idle streams cost no queries except a slow recheck,
// which catches notifications written by a worker in another process until the bus carries
// wake-ups across processes. Streams per user and per process are capped (429).
import type { NotificationStreamFrame } from '../../../contracts/notifications.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import { userChannel } from './notify.ts';

const RECHECK_MS = 15_000;

export interface NotificationStreamLimits {
  perUser: number;
  total: number;
}

export interface FrameListener {
  deliver(frame: NotificationStreamFrame): void;
  /** The server is shutting down: close (the client reconnects). */
  drop(): void;
}

interface Reader {
  listeners: Set<FrameListener>;
  last: NotificationStreamFrame | null;
  stop: AbortController;
}

export function createNotificationHub(options: {
  bus: Pick<SessionEventBus, 'waitFor'>;
  readFrame(userId: string): Promise<NotificationStreamFrame>;
  limits: NotificationStreamLimits;
  log: { warn(fields: unknown, message?: string): void };
}) {
  const readers = new Map<string, Reader>();
  let open = 0;

  function startReader(userId: string): Reader {
    const reader: Reader = { listeners: new Set(), last: null, stop: new AbortController() };
    const run = async () => {
      let sent = '';
      while (!reader.stop.signal.aborted) {
        // Listen before reading, so a wake-up that arrives during the read is not lost.
        const woken = options.bus.waitFor(userChannel(userId), RECHECK_MS, reader.stop.signal);
        const frame = await options.readFrame(userId);
        const text = JSON.stringify(frame);
        if (text !== sent && !reader.stop.signal.aborted) {
          sent = text;
          reader.last = frame;
          for (const listener of reader.listeners) listener.deliver(frame);
        }
        await woken;
      }
    };
    run().catch((error: unknown) => {
      options.log.warn({ err: error }, 'notification reader stopped');
      for (const listener of [...reader.listeners]) listener.drop();
      reader.stop.abort();
      if (readers.get(userId) === reader) readers.delete(userId);
    });
    return reader;
  }

  return {
    /** Joins the user's reader (starting it), or answers 429 over a cap. */
    open(userId: string, listener: FrameListener): { close(): void } {
      const existing = readers.get(userId);
      if ((existing?.listeners.size ?? 0) >= options.limits.perUser) {
        throw new AppError(429, 'Too many notification streams open. Close a tab and try again.', {
          'retry-after': '10',
        });
      }
      if (open >= options.limits.total) {
        throw new AppError(429, 'The server is busy. Try again shortly.', { 'retry-after': '10' });
      }
      const reader = existing ?? startReader(userId);
      if (!existing) readers.set(userId, reader);
      reader.listeners.add(listener);
      open += 1;
      if (reader.last) listener.deliver(reader.last);
      let closed = false;
      return {
        close() {
          if (closed) return;
          closed = true;
          open -= 1;
          reader.listeners.delete(listener);
          if (reader.listeners.size === 0) {
            reader.stop.abort();
            if (readers.get(userId) === reader) readers.delete(userId);
          }
        },
      };
    },
    closeAll(): void {
      for (const reader of [...readers.values()]) {
        reader.stop.abort();
        for (const listener of [...reader.listeners]) listener.drop();
      }
      readers.clear();
    },
    stats() {
      return { readers: readers.size, streams: open };
    },
  };
}
export type NotificationHub = ReturnType<typeof createNotificationHub>;
