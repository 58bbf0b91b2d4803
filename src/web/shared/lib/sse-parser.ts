// Server-Sent Events read incrementally with `eventsource-parser` (the WHATWG event-stream format):
// feed it text as it arrives, get back the complete frames. Comments (': heartbeat') and unknown
// fields are ignored. The frame keeps the last id seen, as EventSource's lastEventId does, so a
// resumed stream asks from the right place.
import { createParser } from 'eventsource-parser';

export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

export interface SseParser {
  /** Parses `chunk` (any size, split anywhere) and returns the frames it completed. */
  push(chunk: string): SseFrame[];
  /** The last `retry:` value the server sent, in ms. */
  readonly retryMs: number | null;
}

export function createSseParser(): SseParser {
  let lastId: string | null = null;
  let retryMs: number | null = null;
  let frames: SseFrame[] = [];
  const parser = createParser({
    onEvent(message) {
      if (message.id !== undefined) lastId = message.id;
      frames.push({ id: lastId, event: message.event ?? 'message', data: message.data });
    },
    onRetry(ms) {
      retryMs = ms;
    },
  });

  return {
    push(chunk) {
      frames = [];
      parser.feed(chunk);
      return frames;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
