// What every Server-Sent Events stream of the server shares: the headers (no caching, no proxy
// buffering), the reconnect hint, the heartbeat interval and the retry hint a dropped stream
// leaves behind.
import type { ServerResponse } from 'node:http';

export const HEARTBEAT_MS = 15_000;
/** A stream the server drops (a restart) is resumed after this: time for the process to come back. */
export const RESUME_AFTER_DROP_MS = 3000;

/** Writes the event-stream head and the client's reconnect delay; the reply must be hijacked first. */
export function openEventStream(raw: ServerResponse): void {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 2000\n\n');
}

/** Tells a client whose stream the server drops to come back after RESUME_AFTER_DROP_MS. */
export function writeResumeHint(raw: ServerResponse): void {
  if (!raw.writableEnded && raw.headersSent) raw.write(`retry: ${RESUME_AFTER_DROP_MS}\n\n`);
}
