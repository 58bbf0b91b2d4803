// The authorization matrix: every route, called anonymously and by a stranger. A route added
// to the API without an entry here fails the completeness test below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createBoard, createUser } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { createMeeting, importAgenda, inMinutes } from './test/meetings.ts';
import { startSession, validDecision, waitForSession } from './test/sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteCase {
  method: Method;
  /** OpenAPI path; `{id}` is the owner's board, `{positionId}` its first seat. */
  path: string;
  access: 'public' | 'user' | 'board-owner' | 'session-owner' | 'meeting-owner' | 'minutes-owner';
  body?: Record<string, unknown> | Record<string, unknown>[];
  /** The board id goes in the query string (`?board_id=`) and the body's `board_id`. */
  query?: boolean;
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
  { method: 'GET', path: '/api/v1/sessions/{id}/export', access: 'session-owner' },
  { method: 'GET', path: '/api/v1/boards/{id}/agenda-pool', access: 'board-owner' },
  { method: 'GET', path: '/api/v1/meetings', access: 'board-owner', query: true },
  {
    method: 'POST',
    path: '/api/v1/meetings',
    access: 'board-owner',
    body: { title: 'M', scheduled_date: inMinutes(5) },
  },
  { method: 'GET', path: '/api/v1/meetings/{id}', access: 'meeting-owner' },
  { method: 'PATCH', path: '/api/v1/meetings/{id}', access: 'meeting-owner', body: { title: 'Renamed' } },
  { method: 'DELETE', path: '/api/v1/meetings/{id}', access: 'meeting-owner' },
  { method: 'POST', path: '/api/v1/meetings/{id}/start', access: 'meeting-owner', body: {} },
  { method: 'POST', path: '/api/v1/meetings/{id}/complete', access: 'meeting-owner' },
  { method: 'GET', path: '/api/v1/meetings/{id}/agenda', access: 'meeting-owner' },
  {
    method: 'POST',
    path: '/api/v1/meetings/{id}/agenda/import',
    access: 'meeting-owner',
    body: { text: 'X' },
  },
  {
    method: 'POST',
    path: '/api/v1/meetings/{id}/agenda/reorder',
    access: 'meeting-owner',
    body: [{ item_id: 'x', new_order: 1 }],
  },
  {
    method: 'POST',
    path: '/api/v1/meetings/{id}/agenda/move',
    access: 'meeting-owner',
    body: { item_ids: ['x'], target_meeting_id: 'x' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/meetings/{id}/agenda/{itemId}',
    access: 'meeting-owner',
    body: { title: 'T' },
  },
  { method: 'DELETE', path: '/api/v1/meetings/{id}/agenda/{itemId}', access: 'meeting-owner' },
  {
    method: 'POST',
    path: '/api/v1/meetings/{id}/action-items',
    access: 'meeting-owner',
    body: { description: 'D', owner: 'O' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/meetings/{id}/action-items/{actionId}',
    access: 'meeting-owner',
    body: { owner: 'X' },
  },
  { method: 'DELETE', path: '/api/v1/meetings/{id}/action-items/{actionId}', access: 'meeting-owner' },
  { method: 'GET', path: '/api/v1/minutes', access: 'user' },
  { method: 'GET', path: '/api/v1/minutes/{id}', access: 'minutes-owner' },
  { method: 'GET', path: '/api/v1/minutes/{id}/export', access: 'minutes-owner' },
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
let meetingId: string;
let itemId: string;
let actionId: string;
let minutesId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  const board = await createBoard(t.app, owner);
  boardId = board.id;
  seatId = board.positions[0]!.id;
  sessionId = (await startSession(t.app, owner, boardId)).json().session_id;
  await waitForSession(t.app, owner, sessionId);
  // A meeting in progress (with an item and an action item), and a completed one with minutes.
  meetingId = (await createMeeting(t.app, owner, boardId)).id;
  itemId = (await importAgenda(t.app, owner, meetingId, 'Item')).json().items[0].id;
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/start`,
    headers: owner.headers,
    payload: {},
  });
  actionId = (
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meetingId}/action-items`,
      headers: owner.headers,
      payload: { description: 'D', owner: 'O' },
    })
  ).json().id;
  const done = (await createMeeting(t.app, owner, boardId)).id;
  await importAgenda(t.app, owner, done, 'Item');
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${done}/start`,
    headers: owner.headers,
    payload: {},
  });
  minutesId = (
    await t.app.inject({ method: 'POST', url: `/api/v1/meetings/${done}/complete`, headers: owner.headers })
  ).json().minutes_id;
});
afterAll(() => t.close());

const ID_FOR: Record<RouteCase['access'], () => string> = {
  public: () => boardId,
  user: () => boardId,
  'board-owner': () => boardId,
  'session-owner': () => sessionId,
  'meeting-owner': () => meetingId,
  'minutes-owner': () => minutesId,
};

const urlOf = (route: RouteCase) =>
  (route.query ? `${route.path}?board_id=${boardId}` : route.path)
    .replace('{id}', ID_FOR[route.access]())
    .replace('{positionId}', seatId)
    .replace('{itemId}', itemId)
    .replace('{actionId}', actionId)
    .replace('{slug}', 'startup-board');

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
    '$method $path answers 404 to a stranger, as if the resource did not exist',
    async (route) => {
      const body =
        route.method === 'POST' && route.path === '/api/v1/meetings'
          ? { ...route.body, board_id: boardId }
          : route.body;
      const response = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: stranger.headers,
        payload: body,
      });
      expect(response.statusCode).toBe(404);
      // The same address names a real resource: its owner may read it (reads only: no side effects).
      if (route.method === 'GET') {
        const owned = await t.app.inject({ method: 'GET', url: urlOf(route), headers: owner.headers });
        expect(owned.statusCode).toBe(200);
      }
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
