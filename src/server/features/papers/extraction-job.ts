// The extraction job's work: read the paper's bytes, extract on a thread (run-extraction), record
// the progress as it comes and the result. A file that cannot be read fails its paper, not the job:
// trying it again would fail again.
import { performance } from 'node:perf_hooks';
import type { PaperKind } from '../../../contracts/papers.ts';
import type { Db } from '../../db/client.ts';
import { createPaperRepository } from './repository.ts';
import { ExtractionFailed, runExtraction } from './run-extraction.ts';

/** Progress is written when it has moved this many points (a 50-page PDF: ten writes, not fifty). */
const PROGRESS_STEP = 10;

export function createPaperExtraction({ db }: { db: Db }) {
  const papers = createPaperRepository(db);
  return {
    async run(paperId: string, signal?: AbortSignal): Promise<void> {
      const found = await papers.find(paperId);
      const bytes = found && (await papers.bytesOf(paperId));
      if (!found || !bytes || !(await papers.markRunning(paperId))) return;
      let written = 0;
      let pending = Promise.resolve();
      const started = performance.now();
      try {
        const result = await runExtraction(
          found.paper.kind as PaperKind,
          bytes,
          (percent) => {
            if (percent - written < PROGRESS_STEP) return;
            written = percent;
            pending = pending.then(() => papers.setProgress(paperId, percent)).catch(() => {});
          },
          { signal },
        );
        await pending;
        await papers.saveExtraction(paperId, result, performance.now() - started);
      } catch (error) {
        await pending;
        if (!(error instanceof ExtractionFailed)) throw error;
        // Stopped by a shutdown: the job goes back to the queue and runs again at the next start.
        if (signal?.aborted) throw error;
        await papers.failExtraction(paperId, `This file could not be read: ${error.message}`);
      }
    },
  };
}
