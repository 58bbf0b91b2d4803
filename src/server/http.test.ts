// Behaviour every route shares: error shape, limits, headers, page routing, OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('answers 4xx with a detail for broken JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Request body is not valid JSON');
  });

  it('answers 413 with a detail for a 2 MB body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Request body is too large');
  });

  it('answers 415 for a content type no route reads', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBeTruthy();
  });
});

describe('bad URLs', () => {
  it('answers a malformed URL with a 400 detail and the security headers', async () => {
    for (const url of ['/%', '/api/v1/boards/%ZZ', '/api/v1/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Malformed URL' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('headers', () => {
  it('sends a CSP without inline scripts, and no-store on the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages', () => {
  it('serves index.html for deep links so client routing works', async () => {
    for (const url of ['/', '/dashboard', '/board/123/meetings']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('never caches HTML, however it is asked for', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers 404 for a missing bundle instead of the app page, and serves present ones', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not Found' });
    const present = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(present.statusCode).toBe(200);
    expect(present.headers['cache-control']).toContain('immutable');
  });

  it('does not answer other methods on page paths with HTML', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  it('sends HSTS only when told the deployment is behind TLS', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['strict-transport-security'],
    ).toBe(undefined);
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});

describe('health and API documents', () => {
  it('reports the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes an OpenAPI document generated from the route schemas, and interactive docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/auth/login',
        '/api/v1/boards',
        '/api/v1/boards/{id}',
      ]),
    );
    expect(
      doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['email', 'password', 'username', 'full_name']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });
});
