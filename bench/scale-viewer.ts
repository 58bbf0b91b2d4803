// For bench/scale.ts: one live viewer of a session, read the way the web app reads it (fetch, a
// stream reader and the app's own SSE parser). It notes when each event arrived and whether it
// was written after the stream opened (live) or before (caught up from the log).
import { createSseParser } from '../src/web/shared/lib/sse-parser.ts';

export interface ViewerReport {
  /** Distinct events received (by sequence number). */
  received: number;
  /** Events written after the stream opened: their delivery latency is meaningful. */
  liveLatenciesMs: number[];
  caughtUp: number;
  sawEnd: boolean;
}

export interface Viewer {
  /** Resolves at the server's closing frame (or when the stream drops or is stopped). */
  done: Promise<ViewerReport>;
  stop(): void;
}

/** Opens the stream and resolves once the server answered (the viewer is then connected). */
export async function openViewer(base: string, sessionId: string, authorization: string): Promise<Viewer> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/sessions/${sessionId}/events`, {
    headers: { authorization, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const openedAt = Date.now();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const report: ViewerReport = { received: 0, liveLatenciesMs: [], caughtUp: 0, sawEnd: false };
  const seen = new Set<number>();

  const read = async (): Promise<ViewerReport> => {
    const parser = createSseParser();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return report;
        const arrived = Date.now();
        for (const frame of parser.push(value)) {
          if (frame.event === 'end') {
            report.sawEnd = true;
            return report;
          }
          const event = JSON.parse(frame.data) as { seq: number; at: string };
          if (seen.has(event.seq)) continue;
          seen.add(event.seq);
          report.received += 1;
          const written = Date.parse(event.at);
          if (written >= openedAt) report.liveLatenciesMs.push(arrived - written);
          else report.caughtUp += 1;
        }
      }
    } catch (error) {
      if (abort.signal.aborted) return report;
      throw error;
    } finally {
      reader.cancel().catch(() => {});
    }
  };
  return { done: read(), stop: () => abort.abort() };
}
