// The runner's failure handling, driven directly (the app's worker is off here).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineMind } from '../../../engine/minds/offline/offline-mind.ts';
import { createSessionEventBus } from '../../realtime/event-bus.ts';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession } from '../../test/sessions.ts';
import { humanInputFactory } from '../human/human-input.ts';
import { createHumanRepository } from '../human/repository.ts';
import { createLiveRepository } from '../live/repository.ts';
import { createSessionRepository } from './repository.ts';
import { createSessionRunner } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RUN_WORKER: 'false' });
});
afterAll(() => t.close());

const silent = { error() {}, info() {} };

async function queuedSession() {
  const actor = await createUser(t.app);
  const board = await createBoard(t.app, actor);
  return (await startSession(t.app, actor, board.id)).json().session_id as string;
}

/** The real repository, whose writes of checkpoints fail the first `failures` times. */
function flakyRepository(failures: number) {
  const sessions = createSessionRepository(t.app.database.db);
  let left = failures;
  return {
    ...sessions,
    async writeJournalBatch(...args: Parameters<typeof sessions.writeJournalBatch>) {
      if (args[1].checkpoints.length > 0 && left-- > 0) throw new Error('connection reset');
      return sessions.writeJournalBatch(...args);
    },
  };
}

const bus = await createSessionEventBus();

function runnerWith(sessions: ReturnType<typeof flakyRepository>, workerId?: string) {
  return createSessionRunner({
    sessions,
    workerId,
    humanInputFor: humanInputFactory(
      createHumanRepository(t.app.database.db),
      createLiveRepository(t.app.database.db),
    ),
    humanWindows: { roundSeconds: 0, voteSeconds: 0 },
    bus,
    mindFor: async () => createOfflineMind(),
    log: silent,
  });
}

describe('the session runner', () => {
  it('rethrows a storage failure so the job is retried, and the retry completes the session', async () => {
    const id = await queuedSession();
    const sessions = flakyRepository(1);
    const runner = runnerWith(sessions);
    await expect(runner.run(id, new AbortController().signal)).rejects.toThrow('connection reset');
    expect((await sessions.findById(id))?.status).toBe('in_progress');
    await runner.run(id, new AbortController().signal);
    expect((await sessions.findById(id))?.status).toBe('completed');
  });

  it('fails the session with a clear reason when the last attempt fails too', async () => {
    const id = await queuedSession();
    const sessions = flakyRepository(1);
    await runnerWith(sessions).run(id, new AbortController().signal, { finalAttempt: true });
    const row = await sessions.findById(id);
    expect(row).toMatchObject({ status: 'failed', error: expect.stringMatching(/internal error/) });
  });

  it('records the worker that claimed the session, and the one that took it over', async () => {
    const id = await queuedSession();
    const sessions = flakyRepository(1);
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await expect(runnerWith(sessions, first).run(id, new AbortController().signal)).rejects.toThrow();
    expect((await sessions.findById(id))?.workerId).toBe(first);
    await runnerWith(sessions, second).run(id, new AbortController().signal);
    expect(await sessions.findById(id)).toMatchObject({ status: 'completed', workerId: second });
  });
});
