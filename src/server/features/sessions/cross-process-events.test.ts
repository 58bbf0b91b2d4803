// On PostgreSQL a viewer's live stream shows events another process wrote at once, through
// LISTEN/NOTIFY, not by polling: the safety re-check is set far beyond every wait here. After the
// LISTEN connection is killed, the bus reconnects and the stream catches up.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { liveChannel, type SessionEventBus } from '../../realtime/event-bus.ts';
import { createPostgresEventBus, LISTENER_APPLICATION_NAME } from '../../realtime/postgres-event-bus.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession } from '../../test/sessions.ts';
import { type EventJournal, openEventJournal } from './event-journal.ts';
import { createSessionRepository } from './repository.ts';

const onPostgres = Boolean(inject('postgresTemplateUrl'));
const NEVER_MS = 600_000;
const PROMPT_MS = 5_000;
const quiet = { warn() {}, info() {} };

describe.skipIf(!onPostgres)('live events across processes (PostgreSQL)', () => {
  let t: TestApp;
  let actor: Actor;
  let sessionId: string;
  let base: string;
  // The worker process's stand-in: its own pool, LISTEN connection and journal.
  let worker: Database;
  let workerBus: SessionEventBus;
  let journal: EventJournal;
  const streams: http.ClientRequest[] = [];

  beforeAll(async () => {
    // No worker in the web app: only the stand-in writes this session's events.
    t = await buildTestApp({ RUN_WORKER: 'false', LIVE_SAFETY_RECHECK_SECONDS: String(NEVER_MS / 1000) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    sessionId = (await startSession(t.app, actor, board.id)).json().session_id;

    worker = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: os.tmpdir() });
    workerBus = await createPostgresEventBus({
      connectionString: t.databaseUrl!,
      pool: worker.pool!,
      recheckMs: NEVER_MS,
      log: quiet,
    });
    journal = openEventJournal({
      sessionId,
      repository: createSessionRepository(worker.db),
      bus: workerBus,
      aiSeats: 4,
      maxRounds: 3,
    });
  });
  afterAll(async () => {
    for (const stream of streams) stream.destroy();
    await workerBus?.close();
    await worker?.close();
    await t?.close();
  });

  /** Opens the session's stream; `text()` is everything received so far. */
  async function openStream() {
    const stream = await openEventStream(
      `${base}/api/v1/sessions/${sessionId}/events`,
      actor.headers,
      streams,
    );
    expect(stream.status).toBe(200);
    return { text: stream.body, ended: stream.ended };
  }

  const waitFor = async (what: string, condition: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + PROMPT_MS;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`not within ${PROMPT_MS} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const listeners = async (): Promise<number> => {
    const result = await worker.pool!.query(
      'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    return result.rows[0].n;
  };

  const phaseEvent = (round: number) => ({
    type: 'phase_started' as const,
    phase: 'consensus' as const,
    round,
    seatId: null,
    payload: { round },
  });

  it('delivers an event written by another process to an open stream without polling', async () => {
    const viewer = await openStream();
    await waitFor('the stream opened', () => viewer.text().includes('retry:'));
    await journal.append({ type: 'session_started', phase: null, round: null, seatId: null, payload: {} });
    await waitFor('session_started arrived', () => viewer.text().includes('event: session_started'));

    await journal.append(phaseEvent(1));
    await waitFor('the second event arrived', () => viewer.text().includes('"round":1'));
  });

  it('recovers after the LISTEN connections are killed, including events written meanwhile', async () => {
    const viewer = await openStream();
    await waitFor('the stream caught up', () => viewer.text().includes('"round":1'));
    expect(await listeners()).toBe(2);
    await worker.pool!.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    // Written while nobody listens: the reconnect's catch-up read brings it.
    await journal.append(phaseEvent(2));
    await waitFor('the event written during the outage arrived', () => viewer.text().includes('"round":2'));
    await waitFor('both processes listen again', async () => (await listeners()) === 2);

    await journal.append(phaseEvent(3));
    await waitFor('an event after the reconnect arrived', () => viewer.text().includes('"round":3'));
    await journal.append({ type: 'session_completed', phase: null, round: null, seatId: null, payload: {} });
    await viewer.ended;
    expect(viewer.text()).toContain('event: end');
  });

  it('carries per-user channels between processes, apart from session channels', async () => {
    const other = await createPostgresEventBus({
      connectionString: t.databaseUrl!,
      pool: worker.pool!,
      recheckMs: NEVER_MS,
      log: quiet,
    });
    try {
      let wakes = 0;
      let sentinel = false;
      const unsubscribe = other.subscribe(liveChannel.user('ada'), () => {
        wakes += 1;
      });
      other.subscribe(liveChannel.user('zed'), () => {
        sentinel = true;
      });
      workerBus.notify(sessionId);
      workerBus.publish(liveChannel.user('ben'));
      workerBus.publish(liveChannel.user('ada'));
      // Notifications of one transaction arrive in order: once the last is in, all are.
      workerBus.publish(liveChannel.user('zed'));
      await waitFor('the last notification reached the other process', () => sentinel);
      expect(wakes).toBe(1);
      unsubscribe();
    } finally {
      await other.close();
    }
  });
});
