// Server-Sent Events for a session's event log: resumable with Last-Event-ID (or ?after=),
// heartbeats every 15 s, closed once the session has ended and every event was sent. A stream
// catches up from the log, then follows the session's shared poller (stream-hub.ts); it lives
// at most `maxLifetimeMs`, then closes without 'end' so the client resumes with Last-Event-ID.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEvent } from '../../../contracts/sessions.ts';
import { hijackKeepingHeaders } from '../../plugins/security.ts';
import { HEARTBEAT_MS, openEventStream, writeResumeHint } from '../../realtime/sse.ts';
import { type EventFeed, type StreamHub, TERMINAL_EVENTS } from '../../realtime/stream-hub.ts';
import type { SessionEventRow } from './repository.ts';

const CATCH_UP_PAGE = 500;

function format(event: SessionEventRow): string {
  // The log holds only events of the union (written by the engine's sink and the live room).
  const data = {
    seq: event.seq,
    type: event.type,
    phase: event.phase,
    round: event.round,
    seat_id: event.seatId,
    payload: event.payload,
    at: event.at.toISOString(),
  } as SessionEvent;
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface StreamOptions {
  userId: string;
  afterSeq: number;
  maxLifetimeMs: number;
}

export async function streamSessionEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  source: EventFeed,
  hub: StreamHub,
  options: StreamOptions,
): Promise<void> {
  let last = options.afterSeq;
  let live = false;
  let ended = false;
  let finishPending = false;
  const buffered: SessionEventRow[] = [];
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const raw = reply.raw;

  const write = (events: SessionEventRow[]) => {
    for (const event of events) {
      if (event.seq <= last) continue;
      raw.write(format(event));
      last = event.seq;
      if (TERMINAL_EVENTS.has(event.type)) ended = true;
    }
  };
  const close = (withEnd: boolean) => {
    if (raw.writableEnded) return;
    if (withEnd) raw.write('event: end\ndata: {}\n\n');
    raw.end();
    settle();
  };

  // Over a cap this throws before anything is written: the error handler answers 429.
  const handle = await hub.open(options.userId, source, {
    deliver(events) {
      if (raw.writableEnded) return;
      if (!live) buffered.push(...events);
      else {
        write(events);
        if (ended) close(true);
      }
    },
    finish() {
      if (live) close(true);
      else finishPending = true;
    },
    // Dropped by the server (it is stopping, or the reader failed): the client comes back after
    // the retry hint, with Last-Event-ID, to this process restarted or to another one.
    drop: () => {
      writeResumeHint(raw);
      close(false);
    },
  });

  hijackKeepingHeaders(reply);
  openEventStream(raw);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => close(false), options.maxLifetimeMs);
  request.raw.on('close', () => settle());

  try {
    for (;;) {
      const page = await source.eventsAfter(last, CATCH_UP_PAGE);
      write(page);
      if (ended || page.length < CATCH_UP_PAGE || raw.writableEnded) break;
    }
    write(buffered.splice(0));
    live = true;
    if (ended || finishPending) close(true);
    await done;
  } catch (error) {
    request.log.warn({ err: error }, 'session event stream stopped');
  } finally {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    handle.close();
    if (!raw.writableEnded) raw.end();
  }
}
