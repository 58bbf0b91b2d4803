// Everything that runs deliberations, shared by the server (which also works jobs unless
// RUN_WORKER=false) and `npm run worker` (workers alone, for machines sharing one PostgreSQL).
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHumanRepository } from '../features/human/repository.ts';
import { recordMeetingDecision } from '../features/meetings/decisions.ts';
import { createMeetingRepository } from '../features/meetings/repository.ts';
import { createSessionEventBus, type SessionEventBus } from '../features/sessions/event-bus.ts';
import { createMindResolver, type MindResolver } from '../features/sessions/mind-factory.ts';
import { createSessionRepository } from '../features/sessions/repository.ts';
import { createSessionRunner } from '../features/sessions/runner.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { enqueueSession, startDeliberationWorker } from './deliberation-worker.ts';
import { type JobLogger, startJobQueue } from './job-queue.ts';
import { startWorkerHeartbeat } from './worker-heartbeat.ts';

export interface DeliberationRuntime {
  bus: SessionEventBus;
  minds: MindResolver;
  enqueue(sessionId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startDeliberationRuntime(options: {
  database: Database;
  config: Config;
  log: JobLogger & { info(obj: unknown, msg?: string): void };
  runWorker: boolean;
  box: SecretBox;
}): Promise<DeliberationRuntime> {
  const { database, config, log } = options;
  const bus = createSessionEventBus();
  const boss = await startJobQueue(database, config.databaseUrl, log);
  const minds = createMindResolver({ db: database.db, llm: config.llm, box: options.box });
  const sessions = createSessionRepository(database.db);
  const meetings = createMeetingRepository(database.db);
  const worker = options.runWorker
    ? await startDeliberationWorker({
        boss,
        runner: createSessionRunner({
          sessions,
          humans: createHumanRepository(database.db),
          bus,
          mindFor: (session) => minds.mindFor(session),
          log,
          onCompleted: (session, result) => recordMeetingDecision(meetings, session, result),
        }),
        concurrency: config.workerConcurrency,
        soleWorker: database.kind === 'pglite',
        unfinishedSessionIds: async () => (await sessions.listUnfinished()).map((s) => s.id),
        log,
      })
    : null;
  const heartbeat = worker ? startWorkerHeartbeat(database.db, log) : null;
  return {
    bus,
    minds,
    async enqueue(sessionId) {
      await enqueueSession(boss, sessionId);
    },
    async stop() {
      await worker?.stop();
      await heartbeat?.stop();
      await boss.stop({ graceful: false, close: true }).catch(() => {});
    },
  };
}
