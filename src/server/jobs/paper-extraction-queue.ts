// Extracting board papers as durable pg-boss jobs: the upload only hands the job over, and a
// worker runs one extraction at a time (each on a thread of its own) so two cores stay useful.
import type { PgBoss } from 'pg-boss';
import { ensureQueue } from './job-queue.ts';

export const PAPER_EXTRACTION_QUEUE = 'paper-extraction';

interface PaperExtractionJob {
  paperId: string;
}

export async function createPaperExtractionQueue(boss: PgBoss): Promise<void> {
  // A process that died mid-extraction leaves the job active: it is retried once it expires.
  const queue = { retryLimit: 2, retryDelay: 5, expireInSeconds: 600 };
  await ensureQueue(boss, PAPER_EXTRACTION_QUEUE, queue);
}

export async function sendPaperExtraction(boss: PgBoss, paperId: string): Promise<void> {
  await boss.send(PAPER_EXTRACTION_QUEUE, { paperId } satisfies PaperExtractionJob);
}

export async function startPaperExtractionWorker(
  boss: PgBoss,
  extract: (paperId: string, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  await boss.work<PaperExtractionJob>(
    PAPER_EXTRACTION_QUEUE,
    // Someone watches the progress bar: a short poll starts the job soon after the upload.
    { pollingIntervalSeconds: 1, localConcurrency: 1 },
    async ([job]) => {
      if (job) await extract(job.data.paperId, job.signal);
    },
  );
}
