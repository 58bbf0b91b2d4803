// A server-sent event stream read over a real socket on loopback, as a browser tab reads it.
import http from 'node:http';

export interface OpenEventStream {
  status: number;
  /** Everything the stream has sent so far. */
  body: () => string;
  /** Everything it sent, once the server ends it. */
  ended: Promise<string>;
}

/**
 * Opens the stream at `url`; resolves once its answer's headers arrive (the body keeps flowing).
 * The request joins `open`, which the test file destroys after its tests.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  open: http.ClientRequest[],
  timeoutMs?: number,
): Promise<OpenEventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers });
    open.push(request);
    if (timeoutMs !== undefined) {
      request.setTimeout(timeoutMs, () => request.destroy(new Error('stream timed out')));
    }
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += String(chunk);
      });
      const ended = new Promise<string>((done) => response.on('end', () => done(text)));
      resolve({ status: response.statusCode ?? 0, body: () => text, ended });
    });
  });
}

/** The data of each frame of one event the stream sent, in order. */
export const framesOf = <Frame>(text: string, event: string): Frame[] =>
  text
    .split('\n\n')
    .filter((frame) => frame.startsWith(`event: ${event}`))
    .map((frame) => JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as Frame);
