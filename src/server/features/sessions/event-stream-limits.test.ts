// Live streams over real sockets on loopback: past the caps a stream answers 429 and health keeps
// answering while streams are open; a stream closes after its lifetime without 'end'.
// Bounded: at most SESSION_CAP + 3 connections, each with a timeout.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession } from '../../test/sessions.ts';

const SESSION_CAP = 20;
const USER_CAP = SESSION_CAP + 1;

let t: TestApp;
let base: string;
let actor: Actor;
let sessionA: string;
let sessionB: string;
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  // No worker: sessions stay 'starting', so their streams stay open.
  t = await buildTestApp({
    RUN_WORKER: 'false',
    SSE_MAX_STREAMS_PER_SESSION: String(SESSION_CAP),
    SSE_MAX_STREAMS_PER_USER: String(USER_CAP),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  actor = await createUser(t.app);
  const board = await createBoard(t.app, actor);
  sessionA = (await startSession(t.app, actor, board.id)).json().session_id;
  sessionB = (await startSession(t.app, actor, board.id)).json().session_id;
});
afterAll(async () => {
  for (const request of open) request.destroy();
  await t.close();
});

/** Opens a stream and resolves with its status once headers arrive (the body keeps flowing). */
const openStream = (sessionId: string) =>
  openEventStream(`${base}/api/v1/sessions/${sessionId}/events`, actor.headers, open, 10_000);

async function health(): Promise<number> {
  const response = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
  return response.status;
}

describe('live stream limits', () => {
  it('answers 429 past the per-session and per-user caps while health keeps answering', async () => {
    const streams = await Promise.all(Array.from({ length: SESSION_CAP }, () => openStream(sessionA)));
    expect(streams.map((s) => s.status)).toEqual(Array(SESSION_CAP).fill(200));
    expect(await health()).toBe(200);

    const overSession = await openStream(sessionA);
    expect(overSession.status).toBe(429);
    await overSession.ended;
    expect(JSON.parse(overSession.body()).detail).toMatch(/Too many live views/);

    expect((await openStream(sessionB)).status).toBe(200);
    const overUser = await openStream(sessionB);
    expect(overUser.status).toBe(429);
    await overUser.ended;
    expect(JSON.parse(overUser.body()).detail).toMatch(/live session views open/);
    expect(await health()).toBe(200);
  });

  it('ends open streams when the server closes, so shutting down does not wait for them', async () => {
    const closing = await buildTestApp({ RUN_WORKER: 'false' });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (closing.app.server.address() as AddressInfo).port;
    const owner = await createUser(closing.app);
    const board = await createBoard(closing.app, owner);
    const id = (await startSession(closing.app, owner, board.id)).json().session_id;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/v1/sessions/${id}/events`,
      owner.headers,
      open,
    );
    await closing.close();
    const text = await stream.ended;
    expect(text).toContain('retry: 2000');
    expect(text).not.toContain('event: end');
  });

  it('closes a stream after its lifetime without an end frame, so the client resumes', async () => {
    const short = await buildTestApp({ RUN_WORKER: 'false', SSE_MAX_STREAM_MINUTES: '0.01' });
    try {
      const owner = await createUser(short.app);
      const board = await createBoard(short.app, owner);
      const id = (await startSession(short.app, owner, board.id)).json().session_id;
      // inject resolves once the stream has ended: here by its lifetime, the session still starting.
      const response = await short.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${id}/events`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('retry: 2000');
      expect(response.body).not.toContain('event: end');
    } finally {
      await short.close();
    }
  });
});
