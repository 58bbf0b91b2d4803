// Personal API tokens: made after re-authentication and shown once, listed without their
// secret, revocable; used as a bearer they act as their user within their scope, never on
// account security; expired and revoked ones are told apart; each is rate-limited.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import {
  API_TOKEN_EXPIRED,
  API_TOKEN_INVALID,
  API_TOKEN_REVOKED,
  type ApiTokenScope,
} from '../../../contracts/api-tokens.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { validDecision } from '../../test/sessions.ts';
import { scopeRefusal, TOKEN_CANNOT_MANAGE_ACCOUNT } from './scope.ts';

const SUPERADMIN = `root-${randomBytes(4).toString('hex')}@example.com`;
let t: TestApp;
const clock = createTestClock();
const PER_MINUTE = 30;

beforeAll(async () => {
  t = await buildTestApp(
    { SUPERADMIN_EMAILS: SUPERADMIN, API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
    { now: clock.now },
  );
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createToken(actor: Actor, scope: ApiTokenScope, days = 30, name = `t-${scope}`) {
  const response = await call('POST', '/api/v1/auth/tokens', actor.token, {
    name,
    scope,
    expires_in_days: days,
    current_password: actor.password,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; token: string; prefix: string };
}
const listTokens = async (actor: Actor) =>
  (await call('GET', '/api/v1/auth/tokens', actor.token)).json() as Record<string, unknown>[];

describe('making and listing tokens', () => {
  it('shows the secret once, and lists the token by its prefix with its dates and scope', async () => {
    const user = await createUser(t.app);
    const created = await createToken(user, 'read', 30, 'Reporting script');
    expect(created.token).toMatch(/^bw_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 11));
    const [listed, ...rest] = await listTokens(user);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({
      id: created.id,
      name: 'Reporting script',
      scope: 'read',
      prefix: created.prefix,
    });
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(11));
    expect(listed!.last_used_at).toBeNull();
    expect(listed!.expired).toBe(false);
    expect(new Date(listed!.expires_at as string).getTime() - clock.now().getTime()).toBe(30 * 24 * 3600_000);
  });

  it('asks for the password again once the sign-in is older than the window', async () => {
    const user = await createUser(t.app);
    clock.advanceMinutes(11);
    const body = { name: 'CI', scope: 'manage', expires_in_days: 7 };
    const refused = await call('POST', '/api/v1/auth/tokens', user.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REAUTH_REQUIRED);
    const wrong = await call('POST', '/api/v1/auth/tokens', user.token, {
      ...body,
      current_password: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(await listTokens(user)).toEqual([]);
    const made = await call('POST', '/api/v1/auth/tokens', user.token, {
      ...body,
      current_password: user.password,
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it.each([
    [{ name: 'x', scope: 'admin', expires_in_days: 30 }],
    [{ name: 'x', scope: 'read', expires_in_days: 1000 }],
    [{ name: 'x', scope: 'read' }],
    [{ name: '', scope: 'read', expires_in_days: 30 }],
    [{ name: 'x', scope: 'read', expires_in_days: 30, forever: true }],
  ])('refuses %j with 422 and makes nothing', async (body) => {
    const user = await createUser(t.app);
    const response = await call('POST', '/api/v1/auth/tokens', user.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBeDefined();
    expect(await listTokens(user)).toEqual([]);
  });
});

describe('using a token', () => {
  it('acts as its user, within what the user may do', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const board = await createBoard(t.app, owner);
    const { token } = await createToken(stranger, 'manage');
    const me = await call('GET', '/api/v1/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(stranger.user.id);
    // A token never reaches further than its user: another's board stays unseen.
    expect((await call('GET', `/api/v1/boards/${board.id}`, token)).statusCode).toBe(404);
  });

  it('read: GET requests only', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user);
    const { token } = await createToken(user, 'read');
    expect((await call('GET', `/api/v1/boards/${board.id}`, token)).statusCode).toBe(200);
    const start = await call('POST', `/api/v1/boards/${board.id}/sessions`, token, validDecision());
    expect(start.statusCode).toBe(403);
    expect(start.json().detail).toBe(scopeRefusal('read'));
    const edit = await call('PATCH', `/api/v1/boards/${board.id}`, token, { description: 'x' });
    expect(edit.statusCode).toBe(403);
  });

  it('ask: starts a session, changes nothing else', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user);
    const { token } = await createToken(user, 'ask');
    const start = await call('POST', `/api/v1/boards/${board.id}/sessions`, token, validDecision());
    expect(start.statusCode, start.body).toBe(202);
    const edit = await call('PATCH', `/api/v1/boards/${board.id}`, token, { description: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe(scopeRefusal('ask'));
    expect((await call('POST', '/api/v1/organizations', token, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('manage: everything the user may do', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user);
    const { token } = await createToken(user, 'manage');
    const edit = await call('PATCH', `/api/v1/boards/${board.id}`, token, { description: 'By a script' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call('POST', '/api/v1/organizations', token, { name: 'Scripted' })).statusCode).toBe(201);
  });

  it('no token, whatever its scope, reaches account security', async () => {
    const user = await createUser(t.app);
    const { token, id } = await createToken(user, 'manage');
    const attempts: [Method, string, object?][] = [
      ['GET', '/api/v1/auth/tokens'],
      [
        'POST',
        '/api/v1/auth/tokens',
        { name: 'x', scope: 'manage', expires_in_days: 7, current_password: user.password },
      ],
      ['DELETE', `/api/v1/auth/tokens/${id}`],
      [
        'PUT',
        '/api/v1/auth/password',
        { new_password: 'a brand new passphrase', current_password: user.password },
      ],
      ['POST', '/api/v1/auth/email', { email: 'elsewhere@example.com', current_password: user.password }],
      ['POST', '/api/v1/auth/reauthenticate', { password: user.password }],
      ['GET', '/api/v1/auth/sessions'],
      ['POST', '/api/v1/auth/sessions/end-others', {}],
      ['POST', '/api/v1/auth/logout'],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(method, url, token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe(TOKEN_CANNOT_MANAGE_ACCOUNT);
    }
    const [still] = await listTokens(user);
    expect(still?.id).toBe(id);
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(200);
  });

  it('keeps "last used" to the minute, not every request', async () => {
    const user = await createUser(t.app);
    const { token } = await createToken(user, 'read');
    await call('GET', '/api/v1/auth/me', token);
    const first = (await listTokens(user))[0]!.last_used_at as string;
    expect(first).toBe(clock.now().toISOString());
    clock.advanceMinutes(0.5);
    await call('GET', '/api/v1/auth/me', token);
    expect((await listTokens(user))[0]!.last_used_at).toBe(first);
    clock.advanceMinutes(1);
    await call('GET', '/api/v1/auth/me', token);
    expect((await listTokens(user))[0]!.last_used_at).toBe(clock.now().toISOString());
  });

  it('limits the requests of each token per minute', async () => {
    const user = await createUser(t.app);
    const busy = await createToken(user, 'read', 7, 'busy');
    const other = await createToken(user, 'read', 7, 'other');
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await call('GET', '/api/v1/auth/me', busy.token)).statusCode).toBe(200);
    const limited = await call('GET', '/api/v1/auth/me', busy.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', '/api/v1/auth/me', other.token)).statusCode).toBe(200);
    clock.advanceMinutes(1.1);
    expect((await call('GET', '/api/v1/auth/me', busy.token)).statusCode).toBe(200);
  });

  it('counts the MCP endpoint against the same limit as the API', async () => {
    const user = await createUser(t.app);
    const { token } = await createToken(user, 'ask', 7, 'assistant');
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(200);
    // An assistant's next message finds the token's minute spent, before any tool runs.
    const limited = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBeTruthy();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advanceMinutes(1.1);
  });
});

describe('tokens that no longer work say why', () => {
  it('an expired token answers 401 "expired", and shows as expired in the list', async () => {
    const user = await createUser(t.app);
    const { token } = await createToken(user, 'read', 7);
    clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const response = await call('GET', '/api/v1/auth/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(API_TOKEN_EXPIRED);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: user.user.email!, password: user.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const listed = await call('GET', '/api/v1/auth/tokens', fresh.json().access_token);
    expect(listed.json()[0].expired).toBe(true);
  });

  it('a revoked token answers 401 "revoked" at once; only its owner can revoke it', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const { id, token } = await createToken(user, 'manage');
    expect((await call('DELETE', `/api/v1/auth/tokens/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/auth/tokens/${id}`, user.token)).statusCode).toBe(204);
    const response = await call('GET', '/api/v1/auth/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(API_TOKEN_REVOKED);
    expect(await listTokens(user)).toEqual([]);
    expect((await call('DELETE', `/api/v1/auth/tokens/${id}`, user.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/auth/tokens/not-an-id', user.token)).statusCode).toBe(404);
  });

  it.each(['bw_short', `bw_${'A'.repeat(43)}`])('an unknown token %s answers 401', async (token) => {
    const response = await call('GET', '/api/v1/auth/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(API_TOKEN_INVALID);
  });

  it("a disabled account's tokens stop working", async () => {
    const user = await createUser(t.app);
    const chief = await createUser(t.app, { email: SUPERADMIN });
    const { token } = await createToken(user, 'read');
    const disabled = await call('PUT', `/api/v1/superadmin/users/${user.user.id}/disabled`, chief.token, {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(401);
  });
});
