// Two-factor: enrolment confirmed by a first code, the second step of signing in, codes used
// once, the limit on wrong codes, re-authentication, and organizations requiring it — on a clock
// the tests move, with codes computed as an authenticator app would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { TOO_MANY_CODES, WRONG_CODE_LIMIT } from '../../../contracts/two-factor.ts';
import { callAs } from '../../test/api.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createOrganization, createUser, joinOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  enableTwoFactor,
  passwordStep,
  requireTwoFactor,
  secondStep,
  totpCode,
} from '../../test/two-factor.ts';
import { TWO_FACTOR_FIRST } from '../organizations/invites-service.ts';
import { ADMIN_NEEDS_TWO_FACTOR } from './organization-requirement.ts';

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;
/** Moves to the next 30-second step, so the app shows a new code. */
const nextStep = () => clock.advanceMinutes(0.5);

async function signedInTwice() {
  const user = await createUser(t.app);
  const other = await passwordStep(t.app, user);
  return { user, otherToken: other.access_token! };
}

describe('enrolment', () => {
  it('shows a QR code and key, turns on with a first valid code, and ends the other sessions', async () => {
    const { user, otherToken } = await signedInTwice();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/totp',
      headers: user.headers,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_url, qr_data_url } = started.json();
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/totp/confirm',
      headers: user.headers,
      payload: { code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await status(user)).enabled).toBe(false);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/totp/confirm',
      headers: user.headers,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(user)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(await meStatus(otherToken)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
  });

  it('keeps the secret sealed in the database', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    const stored = await t.app.database.pool.query('select secret_sealed from user_totp');
    const sealed = stored.rows.map((row: { secret_sealed: string | null }) => row.secret_sealed ?? '');
    expect(sealed.length).toBeGreaterThan(0);
    expect(sealed.some((text: string) => text.includes(secret))).toBe(false);
  });
});

async function status(user: Actor) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/two-factor',
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { enabled: boolean; recovery_codes_left: number; required_by: string[] };
}

describe('signing in with two-factor', () => {
  it('asks for a code after the password, and accepts a code once', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    nextStep();
    const first = await passwordStep(t.app, user);
    expect(first.access_token).toBeUndefined();
    expect(first.two_factor).toBe('verify');
    const code = totpCode(secret, clock.now());
    const signedIn = await secondStep(t.app, first.challenge!, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await meStatus(signedIn.json().access_token)).toBe(200);

    // The same code again, within its window, on a new sign-in: refused.
    const again = await passwordStep(t.app, user);
    const replayed = await secondStep(t.app, again.challenge!, code);
    expect(replayed.statusCode).toBe(401);
    // A challenge opens one session only.
    nextStep();
    const spent = await secondStep(t.app, first.challenge!, totpCode(secret, clock.now()));
    expect(spent.statusCode).toBe(401);
    const fresh = await secondStep(t.app, again.challenge!, totpCode(secret, clock.now()));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('limits wrong codes: after 10, even the right code must wait', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    nextStep();
    const { challenge } = await passwordStep(t.app, user);
    const right = totpCode(secret, clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < WRONG_CODE_LIMIT; i++)
      expect((await secondStep(t.app, challenge!, wrongCode)).statusCode).toBe(401);
    const limited = await secondStep(t.app, challenge!, right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(TOO_MANY_CODES);
    expect(limited.headers['retry-after']).toBeDefined();
    // A new sign-in does not reset it; time does.
    const again = await passwordStep(t.app, user);
    expect((await secondStep(t.app, again.challenge!, right)).statusCode).toBe(429);
    clock.advanceMinutes(16);
    const later = await passwordStep(t.app, user);
    const ok = await secondStep(t.app, later.challenge!, totpCode(secret, clock.now()));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('accepts a recovery code once, whatever its case and dashes', async () => {
    const user = await createUser(t.app);
    const { recoveryCodes } = await enableTwoFactor(t.app, user, clock.now);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(t.app, user);
    const used = await secondStep(t.app, first.challenge!, ` ${code.toUpperCase()} `);
    expect(used.statusCode, used.body).toBe(200);
    const second = await passwordStep(t.app, user);
    expect((await secondStep(t.app, second.challenge!, code)).statusCode).toBe(401);
    expect((await secondStep(t.app, second.challenge!, code.replace('-', ''))).statusCode).toBe(401);
    const signedIn = { ...user, headers: bearer(used.json().access_token) };
    expect((await status(signedIn)).recovery_codes_left).toBe(9);
  });

  it('refuses a made-up or expired challenge', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    expect((await secondStep(t.app, 'A'.repeat(43), '123456')).statusCode).toBe(401);
    const { challenge } = await passwordStep(t.app, user);
    clock.advanceMinutes(11);
    expect((await secondStep(t.app, challenge!, totpCode(secret, clock.now()))).statusCode).toBe(401);
    expect((await secondStep(t.app, challenge!, 'not a code!')).statusCode).toBe(422);
  });
});

describe('changing factors', () => {
  it('needs re-authentication to turn off, and ends other sessions then', async () => {
    const user = await createUser(t.app);
    await enableTwoFactor(t.app, user, clock.now);
    clock.advanceMinutes(11);
    const disable = (body: object) => callAs(t.app, user, 'POST', '/auth/two-factor/disable', body);
    const refused = await disable({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REAUTH_REQUIRED);
    const wrongPassword = await disable({ current_password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(403);
    expect((await status(user)).enabled).toBe(true);

    const done = await disable({ current_password: user.password });
    expect(done.statusCode, done.body).toBe(204);
    expect((await status(user)).enabled).toBe(false);
    expect((await passwordStep(t.app, user)).access_token).toBeDefined();
  });

  it('regenerates recovery codes after re-authentication; the old ones stop working', async () => {
    const user = await createUser(t.app);
    const { recoveryCodes } = await enableTwoFactor(t.app, user, clock.now);
    clock.advanceMinutes(11);
    const url = '/api/v1/auth/two-factor/recovery-codes';
    expect((await t.app.inject({ method: 'POST', url, headers: user.headers, payload: {} })).statusCode).toBe(
      403,
    );
    const renewed = await t.app.inject({
      method: 'POST',
      url,
      headers: user.headers,
      payload: { current_password: user.password },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const { challenge } = await passwordStep(t.app, user);
    expect((await secondStep(t.app, challenge!, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await secondStep(t.app, challenge!, fresh[0]!)).statusCode).toBe(200);
  });
});

describe('an organization requiring two-factor', () => {
  it('needs the Admin to have it, signs out members without it, and walks them through enrolment', async () => {
    const admin = await createUser(t.app);
    const orgId = await createOrganization(t.app, admin, 'Careful Co');
    const member = await createUser(t.app);
    await joinOrganization(t.app, admin, orgId, member);
    const url = `/api/v1/organizations/${orgId}/two-factor`;

    const early = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { required: true },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(ADMIN_NEEDS_TWO_FACTOR);
    const forMember = await t.app.inject({
      method: 'PUT',
      url,
      headers: member.headers,
      payload: { required: true },
    });
    expect(forMember.statusCode).toBe(403);

    await enableTwoFactor(t.app, admin, clock.now);
    const required = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { required: true },
    });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toEqual({ required: true, members_without: 1 });
    expect(await meStatus(member.token)).toBe(401);
    expect(await meStatus(admin.token)).toBe(200);

    const step = await passwordStep(t.app, member);
    expect(step).toMatchObject({ two_factor: 'enrol', required_by: ['Careful Co'] });
    expect(step.access_token).toBeUndefined();
    // An enrolment challenge is no second factor.
    expect((await secondStep(t.app, step.challenge!, '123456')).statusCode).toBe(401);
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor/enrol',
      payload: { challenge: step.challenge },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor/enrol/confirm',
      payload: { challenge: step.challenge, code: totpCode(enrol.json().secret, clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recovery_codes).toHaveLength(10);
    const token = confirmed.json().access_token as string;
    expect(await meStatus(token)).toBe(200);

    // Required: it stays on.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/disable',
      headers: bearer(token),
      payload: { current_password: member.password },
    });
    expect(off.statusCode).toBe(409);
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(read.json()).toEqual({ required: true, members_without: 0 });
    // The next sign-in asks for the code like any account with two-factor.
    expect((await passwordStep(t.app, member)).two_factor).toBe('verify');
  });

  it('is joined by invitation only by accounts with two-factor', async () => {
    const admin = await createUser(t.app);
    const orgId = await createOrganization(t.app, admin, 'Locked Co');
    await enableTwoFactor(t.app, admin, clock.now);
    const required = await requireTwoFactor(t.app, admin, orgId);
    expect(required.statusCode, required.body).toBe(200);
    const newcomer = await createUser(t.app);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/invites`,
      headers: admin.headers,
      payload: { emails: [newcomer.user.email], role: 'member', board_ids: [] },
    });
    const link = invited.json().invited[0].link as string;
    const url = `/api/v1/invites/${link.slice(link.lastIndexOf('/') + 1)}/accept`;
    const refused = await t.app.inject({ method: 'POST', url, headers: newcomer.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(TWO_FACTOR_FIRST);
    // The invitation is not spent: with two-factor on, the same link works.
    await enableTwoFactor(t.app, newcomer, clock.now);
    const accepted = await t.app.inject({ method: 'POST', url, headers: newcomer.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
