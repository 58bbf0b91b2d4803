// Every log line names its request, and the session it concerns: the request's own lines, lines
// that services write through the app's logger while serving it, and the worker's lines while it
// runs a session.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logContextMixin, withLogContext } from '../lib/log-context.ts';
import { createBoard, createUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startSession, waitForSession } from '../test/sessions.ts';
import logContext from './log-context.ts';

type Line = Record<string, unknown>;
const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Line);

describe('the log context', () => {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      mixin: logContextMixin,
      stream: { write: (line: string) => void lines.push(line) },
    },
  });
  beforeAll(async () => {
    await app.register(logContext);
    // A "service" logging through the app's root logger, after an await, as services do.
    const service = async (what: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info({ what }, 'service line');
    };
    app.get('/api/v1/sessions/:id/status', async () => {
      await service('session');
      return {};
    });
    app.post('/api/v1/boards', async () => {
      await service('board');
      return {};
    });
    app.get('/api/v1/auth/sessions/:id', async () => {
      await service('sign-in session');
      return {};
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('puts the request id on service lines, and the session id on a session route', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/sessions/s-123/status' });
    await app.inject({ method: 'POST', url: '/api/v1/boards', payload: { name: 'x' } });
    await app.inject({ method: 'GET', url: '/api/v1/auth/sessions/t-1' });
    const all = parse(lines);
    const serviceLines = all.filter((l) => l.msg === 'service line');
    expect(serviceLines.map((l) => [l.what, typeof l.reqId, l.sessionId])).toEqual([
      ['session', 'string', 's-123'],
      ['board', 'string', undefined],
      // A sign-in session is no deliberation session.
      ['sign-in session', 'string', undefined],
    ]);
    // Fastify's own line for the request carries both as well, each key once.
    const completed = all.find((l) => l.msg === 'request completed' && l.sessionId === 's-123');
    expect(completed?.reqId).toBe(serviceLines[0]?.reqId);
    for (const line of lines) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('names the session on the lines of code run for it outside any request', async () => {
    await withLogContext({ sessionId: 's-9' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.warn('worker line');
    });
    app.log.info('outside');
    const all = parse(lines);
    expect(all.find((l) => l.msg === 'worker line')?.sessionId).toBe('s-9');
    expect(all.find((l) => l.msg === 'outside')?.sessionId).toBeUndefined();
  });
});

describe('in the app', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it("logs a session route's request with the session id", async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    const { session_id } = (await startSession(t.app, actor, board.id)).json();
    await waitForSession(t.app, actor, session_id);
    const statusLines = parse(lines).filter(
      (l) => l.msg === 'request completed' && l.sessionId === session_id && typeof l.reqId === 'string',
    );
    expect(statusLines.length).toBeGreaterThan(0);
  });
});
