// Exports of one's data as durable pg-boss jobs: one per request, retried a few times; after the
// last failure the export is marked failed so the person can ask again.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { ensureQueue } from './job-queue.ts';

export const ACCOUNT_EXPORT_QUEUE = 'account-export';
const RETRY_LIMIT = 3;

interface AccountExportJob {
  exportId: string;
}

export async function createAccountExportQueue(boss: PgBoss): Promise<void> {
  const queue = { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 };
  await ensureQueue(boss, ACCOUNT_EXPORT_QUEUE, queue);
}

export async function sendAccountExport(boss: PgBoss, exportId: string): Promise<void> {
  await boss.send(ACCOUNT_EXPORT_QUEUE, { exportId } satisfies AccountExportJob, { singletonKey: exportId });
}

export async function startAccountExportWorker(
  boss: PgBoss,
  run: (exportId: string) => Promise<void>,
  fail: (exportId: string) => Promise<void>,
): Promise<void> {
  await boss.work<AccountExportJob>(
    ACCOUNT_EXPORT_QUEUE,
    { pollingIntervalSeconds: 2, localConcurrency: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await run(job.data.exportId);
      } catch (error) {
        const { retryCount, retryLimit } = job as JobWithMetadata<AccountExportJob>;
        if (retryCount >= retryLimit) await fail(job.data.exportId);
        throw error;
      }
    },
  );
}
