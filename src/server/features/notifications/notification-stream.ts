// A person's notifications as Server-Sent Events: a frame (unread count and the latest few) at
// once and whenever it changes, heartbeats every 15 s, and a bounded lifetime after which the
// stream closes and the client reconnects. Same headers and limits as the session streams.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationStreamFrame } from '../../../contracts/notifications.ts';
import { hijackKeepingHeaders } from '../../plugins/security.ts';
import { HEARTBEAT_MS, openEventStream, writeResumeHint } from '../../realtime/sse.ts';
import type { NotificationHub } from './notification-hub.ts';

export const NOTIFICATION_FRAME_EVENT = 'notifications';
/** Sent once when the stream's own sign-in session has ended; the stream then closes. */
export const SIGNED_OUT_EVENT = 'signed_out';

/** How a stream learns that the session it was opened with has ended. */
export interface SessionWatch {
  /** Calls `wake` whenever the person's sessions or memberships may have changed; returns the unsubscribe. */
  subscribe(wake: () => void): () => void;
  /** Null while the session is live; else the sentence that tells the person why it ended. */
  ended(): Promise<string | null>;
}

export async function streamNotifications(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: NotificationHub,
  options: { userId: string; maxLifetimeMs: number; session?: SessionWatch },
): Promise<void> {
  const raw = reply.raw;
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const pending: NotificationStreamFrame[] = [];
  let live = false;
  const write = (frame: NotificationStreamFrame) => {
    if (raw.writableEnded) return;
    raw.write(`event: ${NOTIFICATION_FRAME_EVENT}\ndata: ${JSON.stringify(frame)}\n\n`);
  };
  const close = () => {
    if (!raw.writableEnded) raw.end();
    settle();
  };

  // Over a cap this throws before anything is written: the error handler answers 429.
  const handle = hub.open(options.userId, {
    deliver(frame) {
      if (live) write(frame);
      else pending.push(frame);
    },
    // Dropped by the server (it is stopping, or the reader failed): the client comes back later.
    drop: () => {
      writeResumeHint(raw);
      close();
    },
  });

  hijackKeepingHeaders(reply);
  openEventStream(raw);
  live = true;
  const latest = pending.at(-1);
  if (latest) write(latest);
  // The session is checked when the database wakes the person's channel (a session ended, a
  // membership removed: triggers, on every process) and, in case a wake-up was missed, every
  // fourth heartbeat.
  let checking = false;
  const checkSession = async () => {
    if (!options.session || checking || raw.writableEnded) return;
    checking = true;
    try {
      const detail = await options.session.ended();
      if (detail !== null && !raw.writableEnded) {
        raw.write(`event: ${SIGNED_OUT_EVENT}\ndata: ${JSON.stringify({ detail })}\n\n`);
        close();
      }
    } catch {
      // The next wake-up or heartbeat checks again.
    } finally {
      checking = false;
    }
  };
  const unsubscribe = options.session?.subscribe(() => void checkSession()) ?? (() => {});
  let beats = 0;
  const heartbeat = setInterval(() => {
    raw.write(': heartbeat\n\n');
    beats += 1;
    if (beats % 4 === 0) void checkSession();
  }, HEARTBEAT_MS);
  const lifetime = setTimeout(close, options.maxLifetimeMs);
  request.raw.on('close', () => settle());
  try {
    await done;
  } finally {
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    handle.close();
    if (!raw.writableEnded) raw.end();
  }
}
