// Runs one extraction on a worker thread, so a 50-page PDF or a 10,000-row sheet never holds
// the server's event loop; the thread reports progress and then its result, and ends.
import { parentPort, workerData } from 'node:worker_threads';
import type { PaperKind } from '../../../contracts/papers.ts';
import { extractPaper } from './extract/index.ts';

export type ThreadMessage =
  | { type: 'progress'; percent: number }
  | { type: 'done'; result: Awaited<ReturnType<typeof extractPaper>> }
  | { type: 'failed'; message: string };

const { kind, bytes } = workerData as { kind: PaperKind; bytes: Uint8Array };
const post = (message: ThreadMessage) => parentPort!.postMessage(message);

try {
  const result = await extractPaper(kind, bytes, (percent) => post({ type: 'progress', percent }));
  post({ type: 'done', result });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
