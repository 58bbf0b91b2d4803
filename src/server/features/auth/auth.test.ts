import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../contracts/auth.ts';
import { createBoard, createUser, login } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const TEST_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPERADMIN_EMAILS: 'Chief@Example.com', JWT_SECRET: TEST_SECRET });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers });

describe('register', () => {
  it('creates an account and never returns password fields', async () => {
    const response = await register({
      email: 'New.Person@Example.com',
      password: 'longenough',
      username: 'newperson',
      full_name: 'New Person',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'new.person@example.com',
      username: 'newperson',
      full_name: 'New Person',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('answers 422 in FastAPI shape for missing fields, a bad e-mail and a short password', async () => {
    const response = await register({ email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(422);
    const fields = (response.json().detail as { loc: string[]; msg: string }[]).map((d) => d.loc.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining(['body.email', 'body.password', 'body.username', 'body.full_name']),
    );
  });

  it('refuses weak passwords with a message the form can show: common ones and only spaces', async () => {
    for (const [password, message] of [
      ['password', PASSWORD_MESSAGES.common],
      ['12345678', PASSWORD_MESSAGES.common],
      ['        ', PASSWORD_MESSAGES.blank],
    ] as const) {
      const response = await register({
        email: 'weak@example.com',
        username: 'weak_password',
        full_name: 'Weak',
        password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['body', 'password'], msg: message, type: 'custom' }]);
    }
  });

  it('answers 409 naming the e-mail or the username that is taken', async () => {
    const first = await createUser(t.app);
    const sameEmail = await register({
      email: first.user.email!.toUpperCase(),
      password: 'longenough',
      username: 'someoneelse',
      full_name: 'X',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toMatch(/email/i);
    const sameUsername = await register({
      email: 'unique-addr@example.com',
      password: 'longenough',
      username: first.user.username.toUpperCase(),
      full_name: 'X',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().detail).toMatch(/username/i);
  });

  it('refuses unknown fields rather than dropping them silently', async () => {
    const response = await register({
      email: 'extra@example.com',
      password: 'longenough',
      username: 'extra',
      full_name: 'Extra',
      is_superadmin: true,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('login, me and logout', () => {
  it('signs in with form data and reads the current user', async () => {
    const actor = await createUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: actor.user.id, email: actor.user.email, is_superadmin: false });
  });

  it('answers 401 with a detail for a wrong password and for an unknown e-mail', async () => {
    const actor = await createUser(t.app);
    const attempts: [string, string][] = [
      [actor.user.email!, 'wrong-password'],
      ['nobody@example.com', actor.password],
    ];
    for (const [username, password] of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: new URLSearchParams({ username, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Incorrect email or password');
    }
  });

  it('refuses a token after logout', async () => {
    const actor = await createUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: actor.headers });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toBeTruthy();
    // Other sessions of the same user stay valid.
    const again = await login(t.app, actor.user.email!, actor.password);
    const meAgain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${again}` },
    });
    expect(meAgain.statusCode).toBe(200);
  });

  it('answers 401 for a missing, malformed or forged token', async () => {
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
      'Basic abc',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('marks the e-mails of SUPERADMIN_EMAILS as super-admins, case-insensitively', async () => {
    const chief = await createUser(t.app, { email: 'chief@example.com' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: chief.headers });
    expect(me.json().is_superadmin).toBe(true);
  });
});

describe('guest try-it-now', () => {
  it('issues a working token for a guest account', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' });
    expect(guest.statusCode).toBe(200);
    const token = guest.json().access_token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ is_guest: true, email: null });
  });

  it('keeps the guest’s boards when the guest creates an account', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest' });
    const headers = { authorization: `Bearer ${guest.json().access_token}` };
    const actor = { headers, token: '', password: '', user: guest.json() };
    const board = await createBoard(t.app, actor, { name: 'Guest board' });
    const registered = await register(
      {
        email: 'converted@example.com',
        password: 'longenough',
        username: 'converted',
        full_name: 'Converted',
      },
      headers,
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().is_guest).toBe(false);
    const token = await login(t.app, 'converted@example.com', 'longenough');
    const boards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(boards.json().map((b: { id: string }) => b.id)).toContain(board.id);
    // The guest's token named an anonymous account: it ends with the conversion.
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(old.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const actor = await createUser(t.app);
    const [, payload] = actor.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const forever = createSigner({ key: TEST_SECRET, algorithm: 'HS256', iss: 'boardwise' })({
      sub: claims.sub,
      sid: claims.sid,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
