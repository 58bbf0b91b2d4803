// Server-Sent Events for a session's event log: resumable with Last-Event-ID (or ?after=),
// heartbeats every 15 s, closed once the session has ended and every event was sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEvent } from '../../../contracts/sessions.ts';
import type { SessionEventBus } from './event-bus.ts';
import type { SessionEventRow } from './repository.ts';

const HEARTBEAT_MS = 15_000;
const RECHECK_MS = 1_000;
const MAX_FINISHED_CHECKS = 5;
const TERMINAL = new Set(['session_completed', 'session_failed']);

export interface EventStreamSource {
  sessionId: string;
  eventsAfter(seq: number): Promise<SessionEventRow[]>;
  isFinished(): Promise<boolean>;
}

function format(event: SessionEventRow): string {
  const data: SessionEvent = {
    seq: event.seq,
    type: event.type,
    phase: event.phase,
    round: event.round,
    seat_id: event.seatId,
    payload: event.payload,
    at: event.at.toISOString(),
  };
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function streamSessionEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  source: EventStreamSource,
  bus: SessionEventBus,
  afterSeq: number,
): Promise<void> {
  const abort = new AbortController();
  request.raw.on('close', () => abort.abort());
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 2000\n\n');
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  let last = afterSeq;
  let ended = false;
  let finishedChecks = 0;
  try {
    while (!abort.signal.aborted && !ended) {
      const events = await source.eventsAfter(last);
      for (const event of events) {
        raw.write(format(event));
        last = event.seq;
        ended ||= TERMINAL.has(event.type);
      }
      if (ended || events.length > 0) continue;
      // The closing event follows the final status by a moment; a session that ended without
      // one (it never started) closes the stream after a few checks.
      if (await source.isFinished()) finishedChecks += 1;
      if (finishedChecks >= MAX_FINISHED_CHECKS) break;
      await bus.waitForEvent(source.sessionId, finishedChecks > 0 ? 200 : RECHECK_MS, abort.signal);
    }
    if (!abort.signal.aborted) raw.write('event: end\ndata: {}\n\n');
  } catch (error) {
    request.log.warn({ err: error }, 'session event stream stopped');
  } finally {
    clearInterval(heartbeat);
    raw.end();
  }
}
