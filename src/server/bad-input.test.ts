// Hostile input on every route that takes text, dates or sequence numbers: always a 4xx with a
// detail, never a 5xx. PostgreSQL refuses NUL in text and jsonb and has no year 0, so input
// that reached the database unchecked used to answer 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createBoard, createUser, startupSeats } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { createMeeting, importAgenda } from './test/meetings.ts';
import { startSession, validDecision, waitForSession } from './test/sessions.ts';

const NUL = 'a\u0000b';

let t: TestApp;
let owner: Actor;
let boardId: string;
let meetingId: string;
let itemId: string;
let actionId: string;
let sessionId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  boardId = (await createBoard(t.app, owner)).id;
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
  sessionId = (await startSession(t.app, owner, boardId)).json().session_id;
  await waitForSession(t.app, owner, sessionId);
});
afterAll(() => t.close());

interface BadCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  payload?: () => unknown;
  anonymous?: boolean;
  form?: boolean;
  headers?: Record<string, string>;
}

const registration = (overrides: Record<string, string>) => ({
  email: 'nul@example.com',
  username: 'nul_user',
  full_name: 'Nul User',
  password: 'a long enough pass phrase',
  ...overrides,
});

const CASES: BadCase[] = [
  {
    name: 'login username (no account needed)',
    method: 'POST',
    url: () => '/api/v1/auth/login',
    payload: () => new URLSearchParams({ username: NUL, password: 'whatever-it-is' }).toString(),
    anonymous: true,
    form: true,
  },
  {
    name: 'register full name',
    method: 'POST',
    url: () => '/api/v1/auth/register',
    payload: () => registration({ full_name: NUL }),
    anonymous: true,
  },
  {
    name: 'register e-mail',
    method: 'POST',
    url: () => '/api/v1/auth/register',
    payload: () => registration({ email: `a\u0000b@example.com` }),
    anonymous: true,
  },
  {
    name: 'board name',
    method: 'POST',
    url: () => '/api/v1/boards',
    payload: () => ({ name: NUL, custom_positions: startupSeats() }),
  },
  {
    name: 'board description',
    method: 'POST',
    url: () => '/api/v1/boards',
    payload: () => ({ name: 'B', description: NUL, custom_positions: startupSeats() }),
  },
  {
    name: 'seat title',
    method: 'POST',
    url: () => '/api/v1/boards',
    payload: () => ({
      name: 'B',
      custom_positions: startupSeats().map((seat, i) => (i === 0 ? { ...seat, title: NUL } : seat)),
    }),
  },
  {
    name: 'board template slug',
    method: 'POST',
    url: () => '/api/v1/boards',
    payload: () => ({ name: 'B', template_slug: NUL, custom_positions: startupSeats() }),
  },
  { name: 'template slug in the path', method: 'GET', url: () => '/api/v1/templates/a%00b' },
  { name: 'board id in the path', method: 'GET', url: () => '/api/v1/boards/a%00b' },
  { name: 'board id in the query', method: 'GET', url: () => '/api/v1/meetings?board_id=a%00b' },
  {
    name: 'seat assignee e-mail',
    method: 'PUT',
    url: () => `/api/v1/boards/${boardId}/positions/x/assignee`,
    payload: () => ({ email: NUL }),
  },
  {
    name: 'meeting title',
    method: 'POST',
    url: () => '/api/v1/meetings',
    payload: () => ({ board_id: boardId, title: NUL, scheduled_date: '2030-01-01T10:00:00Z' }),
  },
  {
    name: 'meeting location',
    method: 'PATCH',
    url: () => `/api/v1/meetings/${meetingId}`,
    payload: () => ({ location: NUL }),
  },
  {
    name: 'meeting date in year 0',
    method: 'POST',
    url: () => '/api/v1/meetings',
    payload: () => ({ board_id: boardId, title: 'Year zero', scheduled_date: '0000-01-01T10:00:00Z' }),
  },
  {
    name: 'agenda text',
    method: 'POST',
    url: () => `/api/v1/meetings/${meetingId}/agenda/import`,
    payload: () => ({ text: `Budget ${NUL}, 10` }),
  },
  {
    name: 'agenda item notes',
    method: 'PATCH',
    url: () => `/api/v1/meetings/${meetingId}/agenda/${itemId}`,
    payload: () => ({ notes: NUL }),
  },
  {
    name: 'action item description',
    method: 'POST',
    url: () => `/api/v1/meetings/${meetingId}/action-items`,
    payload: () => ({ description: NUL, owner: 'O' }),
  },
  {
    name: 'action item owner',
    method: 'PATCH',
    url: () => `/api/v1/meetings/${meetingId}/action-items/${actionId}`,
    payload: () => ({ owner: NUL }),
  },
  {
    name: 'action item due date in year 0',
    method: 'POST',
    url: () => `/api/v1/meetings/${meetingId}/action-items`,
    payload: () => ({ description: 'D', owner: 'O', due_date: '0000-01-01' }),
  },
  {
    name: 'attendee name',
    method: 'POST',
    url: () => `/api/v1/meetings/${meetingId}/start`,
    payload: () => ({ actual_attendees: [NUL] }),
  },
  {
    name: 'session topic',
    method: 'POST',
    url: () => `/api/v1/boards/${boardId}/sessions`,
    payload: () => validDecision({ decision_topic: `Should we ${NUL} raise?` }),
  },
  {
    name: 'session context',
    method: 'POST',
    url: () => `/api/v1/boards/${boardId}/sessions`,
    payload: () => validDecision({ decision_context: `${'x'.repeat(30)}${NUL}` }),
  },
  {
    name: 'session constraint',
    method: 'POST',
    url: () => `/api/v1/boards/${boardId}/sessions`,
    payload: () => validDecision({ constraints: { ...validDecision().constraints, budget: NUL } }),
  },
  {
    name: 'lone surrogate in a constraint (stored as jsonb)',
    method: 'POST',
    url: () => `/api/v1/boards/${boardId}/sessions`,
    payload: () => validDecision({ constraints: { ...validDecision().constraints, budget: 'x\ud800y' } }),
  },
  {
    name: 'lone surrogate in a board name',
    method: 'POST',
    url: () => '/api/v1/boards',
    payload: () => ({ name: '\udfffBoard', custom_positions: startupSeats() }),
  },
  {
    name: 'human perspective',
    method: 'POST',
    url: () => `/api/v1/boards/sessions/${sessionId}/perspectives`,
    payload: () => ({ stance: 'support', perspective: `${'x'.repeat(60)}${NUL}`, confidence: 0.5 }),
  },
  {
    name: 'event sequence past 2^31 - 1 in the query',
    method: 'GET',
    url: () => `/api/v1/sessions/${sessionId}/events?after=2147483648`,
  },
  {
    name: 'event sequence past 2^31 - 1 in Last-Event-ID',
    method: 'GET',
    url: () => `/api/v1/sessions/${sessionId}/events`,
    headers: { 'last-event-id': '2147483648' },
  },
  {
    name: 'SSO sign-in e-mail',
    method: 'POST',
    url: () => '/api/v1/auth/sso/start',
    payload: () => ({ email: `a\u0000b@example.com` }),
    anonymous: true,
  },
  {
    name: "SSO identity provider's answer",
    method: 'POST',
    url: () => '/api/v1/auth/sso/callback',
    payload: () => ({ query: `state=${NUL}&code=x` }),
    anonymous: true,
  },
  {
    name: 'SSO link password',
    method: 'POST',
    url: () => '/api/v1/auth/sso/link',
    payload: () => ({ challenge: 'A'.repeat(43), password: NUL }),
    anonymous: true,
  },
  {
    name: 'SSO client id',
    method: 'PUT',
    url: () => `/api/v1/organizations/${boardId}/sso`,
    payload: () => ({
      issuer: 'https://login.example.com',
      client_id: NUL,
      client_secret: 'secret',
      domain: 'example.com',
      mandatory: false,
      default_role: 'member',
    }),
  },
  {
    name: 'SSO issuer in a far-off scheme',
    method: 'PUT',
    url: () => `/api/v1/organizations/${boardId}/sso`,
    payload: () => ({
      issuer: 'javascript:alert(1)',
      client_id: 'x',
      domain: 'example.com',
      mandatory: false,
      default_role: 'member',
    }),
  },
];

describe('bad input', () => {
  it.each(CASES)('answers 422 with a detail for $name', async (testCase) => {
    const response = await t.app.inject({
      method: testCase.method,
      url: testCase.url(),
      headers: {
        ...(testCase.anonymous ? {} : owner.headers),
        ...(testCase.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...testCase.headers,
      },
      payload: testCase.payload?.() as string | object | undefined,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().detail).toBeTruthy();
  });

  it('still accepts the largest sequence number and a date in year 1', async () => {
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/events?after=2147483647`,
      headers: owner.headers,
    });
    expect(events.statusCode).toBe(200);
    const action = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meetingId}/action-items`,
      headers: owner.headers,
      payload: { description: 'D', owner: 'O', due_date: '0001-01-01' },
    });
    expect(action.statusCode, action.body).toBe(201);
  });
});
