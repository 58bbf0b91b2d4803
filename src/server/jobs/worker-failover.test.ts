// On PostgreSQL a worker killed outright (kill -9, a real `npm run worker` process) has its session
// finished by another running worker: the job's heartbeat goes stale, pg-boss retries it, and the
// other worker resumes from the checkpoints — completed steps are not asked again and no vote is
// recorded twice. How long that takes is a figure of `npm run bench:scale`, not asserted here.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RecordedRequest, startFakeOpenAiServer } from '../../engine/testing/fake-openai-server.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { createBoard, createUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startSession } from '../test/sessions.ts';
import { type DeliberationRuntime, startDeliberationRuntime } from './deliberation-runtime.ts';

const onPostgres = Boolean(inject('postgresTemplateUrl'));
const WORKER_SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/worker.ts');
// Generous bounds for a loaded machine; the failover itself is documented to take at most ~32 s.
const CLAIM_MS = 30_000;
const FAILOVER_MS = 90_000;
const quiet = { warn() {}, error() {}, info() {} };
const stepOf = (request: RecordedRequest) => request.body?.response_format?.json_schema?.name ?? '';

describe.skipIf(!onPostgres)('a worker killed mid-session (PostgreSQL)', () => {
  // The provider answers the opening positions, then holds the debate until the victim is dead.
  let holdDebate = true;
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let llm: Record<string, string>;
  let victim: ChildProcess | undefined;
  let survivorDatabase: Database | undefined;
  let survivor: DeliberationRuntime | undefined;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({
      respond: (request) =>
        holdDebate && stepOf(request) === 'discussion_turn' ? { type: 'hang' } : undefined,
    });
    llm = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'test-model',
      LLM_MAX_RETRIES: '0',
    };
    // The web side only: no worker in this process until the survivor is started.
    t = await buildTestApp({ RUN_WORKER: 'false', ...llm });
  });
  afterAll(async () => {
    victim?.kill('SIGKILL');
    await survivor?.stop();
    await survivorDatabase?.close();
    await t?.close();
    await fake?.close();
  });

  const waitFor = async <T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const query = async <R>(text: string, values: unknown[]): Promise<R[]> =>
    (await t.app.database.pool!.query(text, values)).rows as R[];

  /** Starts `npm run worker` in its own process and resolves with the id it prints. */
  const startVictim = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [WORKER_SCRIPT], {
        env: {
          ...process.env,
          ...llm,
          DATABASE_URL: t.databaseUrl,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-victim-')),
          JWT_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      victim = child;
      let text = '';
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        text += chunk;
        const id = /Boardwise worker ([0-9a-f-]{36}) running/.exec(text)?.[1];
        if (id) resolve(id);
      });
    });

  it('finishes the session on the other worker from its checkpoints, with every vote once', {
    timeout: CLAIM_MS + FAILOVER_MS + 30_000,
  }, async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const seats = board.positions.length;
    const sessionId = (await startSession(t.app, actor, board.id)).json().session_id as string;

    const victimId = await startVictim();
    await waitFor('the victim claimed the session and holds the debate', CLAIM_MS, async () => {
      const [row] = await query<{ worker_id: string | null }>(
        'select worker_id from decision_sessions where id = $1',
        [sessionId],
      );
      const debating = fake.chatRequests().some((r) => stepOf(r) === 'discussion_turn');
      return row?.worker_id === victimId && debating ? true : undefined;
    });
    const openingCheckpoints = await query<{ n: number }>(
      `select count(*)::int as n from session_checkpoints where session_id = $1 and phase = 'initial_positions'`,
      [sessionId],
    );
    expect(openingCheckpoints[0]?.n).toBe(seats);

    // The survivor is running before the kill: it takes the job over, not a restart's recovery.
    survivorDatabase = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: os.tmpdir() });
    const config = loadConfig({
      ...llm,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-survivor-')),
      LOG_LEVEL: 'silent',
    });
    survivor = await startDeliberationRuntime({
      database: survivorDatabase,
      config,
      log: quiet,
      runWorker: true,
      box: createSecretBox(randomBytes(32).toString('hex')),
      webhookBox: createSecretBox(randomBytes(32).toString('hex'), 'webhook secrets'),
    });

    const exited = new Promise((resolve) => victim!.once('exit', resolve));
    victim!.kill('SIGKILL');
    await exited;
    holdDebate = false;

    const finished = await waitFor('the survivor finished the session', FAILOVER_MS, async () => {
      const [row] = await query<{ status: string; worker_id: string }>(
        'select status, worker_id from decision_sessions where id = $1',
        [sessionId],
      );
      return row && (row.status === 'completed' || row.status === 'failed') ? row : undefined;
    });
    expect(finished).toEqual({ status: 'completed', worker_id: survivor.workerId });

    // Resumed, not restarted: the opening positions were asked once, by the victim.
    expect(fake.chatRequests().filter((r) => stepOf(r) === 'initial_position')).toHaveLength(seats);
    const votes = await query<{ seat_id: string; n: number }>(
      `select seat_id, count(*)::int as n from session_events
       where session_id = $1 and type = 'seat_completed' and phase = 'final_vote' group by seat_id`,
      [sessionId],
    );
    expect(votes).toHaveLength(seats);
    expect(votes.every((v) => v.n === 1)).toBe(true);
    const voteCheckpoints = await query<{ n: number }>(
      `select count(*)::int as n from session_checkpoints where session_id = $1 and phase = 'final_vote'`,
      [sessionId],
    );
    expect(voteCheckpoints[0]?.n).toBe(seats);
  });
});
