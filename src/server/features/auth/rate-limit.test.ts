import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

it('answers 429 with Retry-After and a detail once the sign-in limit is spent', async () => {
  const attempt = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'username=someone%40example.com&password=wrong-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().detail).toMatch(/too many requests/i);
});
