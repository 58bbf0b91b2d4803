// A person's notifications as Server-Sent Events: a frame (unread count and the latest few) at
// once and whenever it changes, heartbeats every 15 s, and a bounded lifetime after which the
// stream closes and the client reconnects. Same headers and limits as the session streams.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationStreamFrame } from '../../../contracts/notifications.ts';
import type { NotificationHub } from './notification-hub.ts';

const HEARTBEAT_MS = 15_000;
/** A stream the server drops (a restart) is resumed after this: time for the process to come back. */
const RESUME_AFTER_DROP_MS = 3000;
export const NOTIFICATION_FRAME_EVENT = 'notifications';

export async function streamNotifications(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: NotificationHub,
  options: { userId: string; maxLifetimeMs: number },
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
      if (!raw.writableEnded && raw.headersSent) raw.write(`retry: ${RESUME_AFTER_DROP_MS}\n\n`);
      close();
    },
  });

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 2000\n\n');
  live = true;
  const latest = pending.at(-1);
  if (latest) write(latest);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(close, options.maxLifetimeMs);
  request.raw.on('close', () => settle());
  try {
    await done;
  } finally {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    handle.close();
    if (!raw.writableEnded) raw.end();
  }
}
