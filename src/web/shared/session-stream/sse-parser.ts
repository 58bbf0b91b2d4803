// An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text as it
// arrives, get back the complete frames. Comments (': heartbeat') and unknown fields are ignored.

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
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  let retryMs: number | null = null;

  const dispatch = (frames: SseFrame[]) => {
    if (data.length > 0) frames.push({ id, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string, frames: SseFrame[]) => {
    if (text === '') return dispatch(frames);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      const frames: SseFrame[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the very end may be the first half of '\r\n': wait for more text.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), frames);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return frames;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
