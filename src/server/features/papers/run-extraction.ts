// Extraction off the event loop: each paper on a worker thread of its own with a memory ceiling,
// so a hostile file (a zip bomb, a PDF that never ends) ends that thread, not the server.
import { Worker } from 'node:worker_threads';
import type { PaperKind } from '../../../contracts/papers.ts';
import type { Extraction, OnProgress } from './extract/index.ts';
import type { ThreadMessage } from './extraction-thread.ts';

export class ExtractionFailed extends Error {}

const THREAD = new URL('./extraction-thread.ts', import.meta.url);
/** Heap for one extraction: room for a 20 MB file's text, well short of the server's. */
const HEAP_MB = 512;

export function runExtraction(
  kind: PaperKind,
  bytes: Uint8Array,
  onProgress: OnProgress,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Extraction> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(THREAD, {
      workerData: { kind, bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      void worker.terminate();
      outcome();
    };
    const abort = () => finish(() => reject(new ExtractionFailed('Extraction was stopped')));
    const timer = setTimeout(
      () => finish(() => reject(new ExtractionFailed('Extraction took too long'))),
      options.timeoutMs ?? 5 * 60_000,
    );
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'progress') onProgress(message.percent);
      else if (message.type === 'done') finish(() => resolve(message.result));
      else finish(() => reject(new ExtractionFailed(message.message)));
    });
    worker.on('error', (error) => finish(() => reject(new ExtractionFailed(error.message))));
    worker.on('exit', (code) =>
      finish(() => reject(new ExtractionFailed(`Extraction ended without a result (exit ${code})`))),
    );
  });
}
