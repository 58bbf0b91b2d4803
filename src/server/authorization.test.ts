// The authorization matrix: every route, called anonymously and by a stranger. A route added
// to the API without an entry here fails the completeness test below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createBoard, createUser } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { startSession, validDecision, waitForSession } from './test/sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteCase {
  method: Method;
  /** OpenAPI path; `{id}` is the owner's board, `{positionId}` its first seat. */
  path: string;
  access: 'public' | 'user' | 'board-owner' | 'session-owner';
  body?: Record<string, unknown>;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/v1/health', access: 'public' },
  { method: 'GET', path: '/api/v1/access', access: 'public' },
  { method: 'POST', path: '/api/v1/access', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/register', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/login', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/guest', access: 'public' },
  { method: 'GET', path: '/api/v1/auth/me', access: 'user' },
  { method: 'POST', path: '/api/v1/auth/logout', access: 'user' },
  { method: 'GET', path: '/api/v1/templates', access: 'user' },
  { method: 'GET', path: '/api/v1/templates/{slug}', access: 'user' },
  { method: 'GET', path: '/api/v1/personas', access: 'user' },
  { method: 'GET', path: '/api/v1/personas/{id}', access: 'user' },
  { method: 'GET', path: '/api/v1/dashboard/stats', access: 'user' },
  { method: 'GET', path: '/api/v1/boards', access: 'user' },
  { method: 'POST', path: '/api/v1/boards', access: 'user' },
  { method: 'GET', path: '/api/v1/boards/{id}', access: 'board-owner' },
  { method: 'GET', path: '/api/v1/boards/{id}/positions', access: 'board-owner' },
  {
    method: 'PUT',
    path: '/api/v1/boards/{id}/positions/{positionId}/assignee',
    access: 'board-owner',
    body: { email: null },
  },
  { method: 'GET', path: '/api/v1/boards/{id}/sessions', access: 'board-owner' },
  { method: 'POST', path: '/api/v1/boards/{id}/sessions', access: 'board-owner', body: validDecision() },
  { method: 'GET', path: '/api/v1/sessions/{id}', access: 'session-owner' },
  { method: 'GET', path: '/api/v1/sessions/{id}/status', access: 'session-owner' },
  { method: 'GET', path: '/api/v1/sessions/{id}/events', access: 'session-owner' },
  { method: 'GET', path: '/api/v1/boards/human/pending', access: 'user' },
  { method: 'GET', path: '/api/v1/boards/sessions/{id}', access: 'session-owner' },
  { method: 'GET', path: '/api/v1/boards/sessions/{id}/perspectives', access: 'session-owner' },
  {
    method: 'POST',
    path: '/api/v1/boards/sessions/{id}/perspectives',
    access: 'session-owner',
    body: { stance: 'support', perspective: 'x'.repeat(60), key_points: [], confidence: 0.7 },
  },
  { method: 'DELETE', path: '/api/v1/boards/{id}', access: 'board-owner' },
];

let t: TestApp;
let owner: Actor;
let stranger: Actor;
let boardId: string;
let seatId: string;
let sessionId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  const board = await createBoard(t.app, owner);
  boardId = board.id;
  seatId = board.positions[0]!.id;
  sessionId = (await startSession(t.app, owner, boardId)).json().session_id;
  await waitForSession(t.app, owner, sessionId);
});
afterAll(() => t.close());

const urlOf = (route: RouteCase) =>
  route.path.replace('{id}', boardId).replace('{positionId}', seatId).replace('{slug}', 'startup-board');

describe('authorization matrix', () => {
  it('lists every route of the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(documented.filter((route) => !listed.includes(route))).toEqual([]);
  });

  it.each(ROUTES.filter((r) => r.access !== 'public'))(
    '$method $path refuses anonymous callers with 401',
    async (route) => {
      const response = await t.app.inject({ method: route.method, url: urlOf(route), payload: route.body });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().detail).toBe('string');
    },
  );

  it.each(ROUTES.filter((r) => r.access === 'board-owner'))(
    '$method $path answers 404 to a stranger, as if the board did not exist',
    async (route) => {
      const response = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: stranger.headers,
        payload: route.body,
      });
      expect(response.statusCode).toBe(404);
      const owned = await t.app.inject({
        method: 'GET',
        url: `/api/v1/boards/${boardId}`,
        headers: owner.headers,
      });
      expect(owned.statusCode).toBe(200);
    },
  );

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])(
    'answers 404 for board id %s, never 500',
    async (id) => {
      for (const url of [
        `/api/v1/boards/${encodeURIComponent(id)}`,
        `/api/v1/boards/${encodeURIComponent(id)}/positions`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: owner.headers });
        expect(response.statusCode).toBe(404);
      }
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/boards/${encodeURIComponent(id)}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(404);
    },
  );
});
