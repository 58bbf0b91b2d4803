// A session's event log as Server-Sent Events, read with fetch and a stream reader (EventSource
// cannot send the bearer token). Resumes after `after` (sent as Last-Event-ID).
import type { SessionEvent } from '../../../contracts/sessions.ts';
import { ApiError, apiResponse } from '../api/api-client.ts';
import { createSseParser } from '../lib/sse-parser.ts';
import type { StreamEnd } from './follow-session.ts';

export interface ReadStreamOptions {
  after: number;
  signal: AbortSignal;
  onOpen?: () => void;
  onEvent: (event: SessionEvent) => void;
}

/**
 * A frame is taken when it has the log's envelope; its payload is read defensively by each
 * screen, so an event type this build does not know yet is passed on, not dropped.
 */
function isSessionEvent(value: unknown): value is SessionEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as { seq?: unknown; type?: unknown; at?: unknown; payload?: unknown };
  return (
    typeof event.seq === 'number' &&
    typeof event.type === 'string' &&
    typeof event.at === 'string' &&
    typeof event.payload === 'object' &&
    event.payload !== null
  );
}

/** Resolves 'end' at the server's closing frame, 'dropped' when the connection ends before it. */
export async function readEventStream(sessionId: string, options: ReadStreamOptions): Promise<StreamEnd> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (options.after > 0) headers['Last-Event-ID'] = String(options.after);
  const response = await apiResponse(`/sessions/${encodeURIComponent(sessionId)}/events`, {
    headers,
    signal: options.signal,
  });
  if (!response.body) throw new ApiError(0, 'Streaming is not supported by this browser');
  options.onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'dropped';
      for (const frame of parser.push(value)) {
        if (frame.event === 'end') return 'end';
        let data: unknown;
        try {
          data = JSON.parse(frame.data);
        } catch {
          continue;
        }
        if (isSessionEvent(data)) options.onEvent(data);
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** The whole recorded log of a session (for the replay): read from the start to the end frame. */
export async function loadSessionEvents(sessionId: string, signal: AbortSignal): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  const seen = new Set<number>();
  let after = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const end = await readEventStream(sessionId, {
      after,
      signal,
      onEvent: (event) => {
        if (seen.has(event.seq)) return;
        seen.add(event.seq);
        events.push(event);
        after = Math.max(after, event.seq);
      },
    });
    if (end === 'end') break;
  }
  return events.sort((a, b) => a.seq - b.seq);
}
