import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { GRANT_DAYS, grantCookieValue } from './site-gate.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('with SITE_ACCESS_PASSWORD set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SITE_ACCESS_PASSWORD: 'open sesame', JWT_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const grant = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/access',
      payload: { password: 'open sesame' },
    });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'bw_site_access');
    expect(cookie?.httpOnly).toBe(true);
    return `${cookie!.name}=${cookie!.value}`;
  };

  it('refuses the API and serves the gate instead of pages without a grant', async () => {
    const boards = await t.app.inject({ method: 'GET', url: '/api/v1/boards' });
    expect(boards.statusCode).toBe(401);
    expect(boards.json().detail).toBe('Site access required');
    for (const url of ['/', '/dashboard', '/index.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('Site Access Required');
    }
  });

  it('keeps health, the gate call and static bundles open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/access' })).json()).toEqual({
      required: true,
      granted: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  it('answers 401 with the spec message for a wrong password and sets no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/access',
      payload: { password: 'guess' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Incorrect password. Please try again.');
    expect(response.cookies).toHaveLength(0);
  });

  it('lets a granted browser reach pages and the API', async () => {
    const cookie = await grant();
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/access', headers: { cookie } });
    expect(status.json().granted).toBe(true);
    const actor = await createUserThroughGate(cookie);
    const boards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards',
      headers: { cookie, authorization: actor },
    });
    expect(boards.statusCode).toBe(200);
  });

  it('refuses a grant older than its lifetime, and the old unsigned-time form', async () => {
    const day = 24 * 3600;
    const now = Math.floor(Date.now() / 1000);
    const stale = `bw_site_access=${grantCookieValue('open sesame', SECRET, now - (GRANT_DAYS + 1) * day)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: stale } })).statusCode,
    ).toBe(401);
    const fresh = `bw_site_access=${grantCookieValue('open sesame', SECRET, now - day)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
    const future = `bw_site_access=${grantCookieValue('open sesame', SECRET, now + 2 * day)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: future } })).statusCode,
    ).toBe(401);
    const timeless = createHmac('sha256', SECRET).update('site-access:open sesame').digest('base64url');
    const old = `bw_site_access=${timeless}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: old } })).statusCode,
    ).toBe(401);
  });

  it('gives two browsers different grants', async () => {
    expect(await grant()).not.toBe(await grant());
  });

  it('answers 404 for a missing bundle without a grant, never the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('does not accept a forged grant cookie', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'bw_site_access=forged' },
    });
    expect(page.statusCode).toBe(401);
  });

  async function createUserThroughGate(cookie: string): Promise<string> {
    const payload = { email: 'gated@example.com', password: 'longenough', username: 'gated', full_name: 'G' };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload,
      headers: { cookie },
    });
    expect(registered.statusCode).toBe(201);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'username=gated%40example.com&password=longenough',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    return `Bearer ${token.json().access_token}`;
  }
});

describe('without SITE_ACCESS_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has no gate', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/access' })).json()).toEqual({
      required: false,
      granted: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    const actor = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers: actor.headers })).statusCode,
    ).toBe(200);
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  it('marks the grant cookie Secure', async () => {
    const t = await buildTestApp({ SITE_ACCESS_PASSWORD: 'open sesame', TRUST_PROXY: 'true' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/access',
        payload: { password: 'open sesame' },
      });
      expect(response.cookies.find((c) => c.name === 'bw_site_access')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
