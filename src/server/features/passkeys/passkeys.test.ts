// Passkeys, with a software authenticator answering as a browser would: registration after
// re-authentication, passwordless sign-in, the second step of a password sign-in, re-authenticating
// with a passkey, and the refusals: a challenge used twice, another origin, a counter that does
// not move forward, an unverified user at a passwordless sign-in, changed backup flags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { PASSKEY_CHALLENGE_EXPIRED, PASSKEY_NOT_VERIFIED } from '../../../contracts/passkeys.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createUser, joinOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { type AnswerTweaks, createSoftAuthenticator, type SoftAuthenticator } from '../../test/passkeys.ts';
import { enableTwoFactor, passwordStep, requireTwoFactor, totpCode } from '../../test/two-factor.ts';

const ORIGIN = 'https://board.example.com';
const RP_ID = 'board.example.com';
let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { now: clock.now });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;
const newAuthenticator = (synced = false) => createSoftAuthenticator({ origin: ORIGIN, rpId: RP_ID, synced });

async function addPasskey(actor: Actor, authenticator: SoftAuthenticator, tweaks: AnswerTweaks = {}) {
  const options = await post(
    '/auth/passkeys/registration-options',
    { current_password: actor.password },
    actor.headers,
  );
  expect(options.statusCode, options.body).toBe(200);
  return post(
    '/auth/passkeys',
    { name: 'Laptop', credential: authenticator.register(options.json(), tweaks) },
    actor.headers,
  );
}

async function signInOptions() {
  const options = await post('/auth/login/passkey/options', {});
  expect(options.statusCode).toBe(200);
  return options.json();
}

describe('registering a passkey', () => {
  it('lists it after a verified registration, and ends the other sessions', async () => {
    const user = await createUser(t.app);
    const other = await passwordStep(t.app, user);
    const added = await addPasskey(user, newAuthenticator());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Laptop', synced: false, last_used_at: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/auth/passkeys', headers: user.headers });
    expect(list.json().passkeys).toHaveLength(1);
    expect(await meStatus(other.access_token!)).toBe(401);
    expect(await meStatus(user.token)).toBe(200);
  });

  it('needs re-authentication once the window has passed', async () => {
    const user = await createUser(t.app);
    clock.advanceMinutes(11);
    const options = await post('/auth/passkeys/registration-options', {}, user.headers);
    expect(options.statusCode).toBe(403);
    expect(options.json().detail).toBe(REAUTH_REQUIRED);
  });

  it('refuses an answer from another origin, and a registration challenge used twice', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    const wrongOrigin = await addPasskey(user, authenticator, { origin: 'https://evil.example' });
    expect(wrongOrigin.statusCode).toBe(422);
    expect(wrongOrigin.json().detail).toBe(PASSKEY_NOT_VERIFIED);

    const options = await post('/auth/passkeys/registration-options', {}, user.headers);
    const credential = authenticator.register(options.json());
    expect((await post('/auth/passkeys', { credential }, user.headers)).statusCode).toBe(201);
    const again = await post('/auth/passkeys', { credential }, user.headers);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(PASSKEY_CHALLENGE_EXPIRED);
  });

  it('does not let another account finish a registration started by someone else', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const options = await post('/auth/passkeys/registration-options', {}, owner.headers);
    const credential = newAuthenticator().register(options.json());
    expect((await post('/auth/passkeys', { credential }, stranger.headers)).statusCode).toBe(422);
  });
});

describe('signing in without a password', () => {
  it('opens a session for the passkey’s account, with the re-authentication window open', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator(true);
    expect((await addPasskey(user, authenticator)).statusCode).toBe(201);
    const options = await signInOptions();
    expect(options.rpId).toBe(RP_ID);
    expect(options.userVerification).toBe('required');
    const signedIn = await post('/auth/login/passkey', { credential: authenticator.answer(options) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().access_token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.json().id).toBe(user.user.id);
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/reauthenticate',
      headers: bearer(token),
    });
    expect(recent.json().recent_until).not.toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/auth/passkeys', headers: bearer(token) });
    expect(list.json().passkeys[0]).toMatchObject({ synced: true, backed_up: true });
    expect(list.json().passkeys[0].last_used_at).not.toBeNull();
  });

  it('refuses a replayed answer: its challenge was spent', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    await addPasskey(user, authenticator);
    const credential = authenticator.answer(await signInOptions());
    expect((await post('/auth/login/passkey', { credential })).statusCode).toBe(200);
    const replayed = await post('/auth/login/passkey', { credential });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().detail).toBe(PASSKEY_CHALLENGE_EXPIRED);
  });

  it('refuses an expired challenge', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    await addPasskey(user, authenticator);
    const options = await signInOptions();
    clock.advanceMinutes(6);
    expect(
      (await post('/auth/login/passkey', { credential: authenticator.answer(options) })).statusCode,
    ).toBe(401);
  });

  it('refuses an answer made for another origin', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    await addPasskey(user, authenticator);
    const credential = authenticator.answer(await signInOptions(), {
      origin: 'https://board.example.com.evil.example',
    });
    const refused = await post('/auth/login/passkey', { credential });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(PASSKEY_NOT_VERIFIED);
  });

  it('refuses a counter that does not move forward (a cloned authenticator)', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    await addPasskey(user, authenticator);
    expect(
      (await post('/auth/login/passkey', { credential: authenticator.answer(await signInOptions()) }))
        .statusCode,
    ).toBe(200);
    const cloned = authenticator.answer(await signInOptions(), { counter: 1 });
    expect((await post('/auth/login/passkey', { credential: cloned })).statusCode).toBe(401);
  });

  it('refuses a passkey whose backup eligibility changed since it was registered', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator(false);
    await addPasskey(user, authenticator);
    const credential = authenticator.answer(await signInOptions(), { backupEligible: true });
    expect((await post('/auth/login/passkey', { credential })).statusCode).toBe(401);
  });

  it('requires a verified user (PIN or biometrics) when the passkey is the whole sign-in', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    await addPasskey(user, authenticator);
    const credential = authenticator.answer(await signInOptions(), { userVerified: false });
    expect((await post('/auth/login/passkey', { credential })).statusCode).toBe(401);
  });

  it('refuses a passkey that was removed', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    const added = (await addPasskey(user, authenticator)).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/passkeys/${added.id}`,
      headers: user.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(
      (await post('/auth/login/passkey', { credential: authenticator.answer(await signInOptions()) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a passkey as the second step of a password sign-in', () => {
  it('answers the second step instead of an authenticator code', async () => {
    const user = await createUser(t.app);
    await enableTwoFactor(t.app, user, clock.now);
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(201);
    const step = await passwordStep(t.app, user);
    expect(step).toMatchObject({ two_factor: 'verify', passkey: true });
    const options = await post('/auth/login/two-factor/passkey/options', { challenge: step.challenge! });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const credential = authenticator.answer(options.json());
    const done = await post('/auth/login/two-factor/passkey', { challenge: step.challenge!, credential });
    expect(done.statusCode, done.body).toBe(200);
    expect(await meStatus(done.json().access_token)).toBe(200);
    // The sign-in challenge opened one session: it cannot open another.
    const again = await post('/auth/login/two-factor/passkey', { challenge: step.challenge!, credential });
    expect(again.statusCode).toBe(401);
  });

  it('refuses another account’s passkey', async () => {
    const user = await createUser(t.app);
    await enableTwoFactor(t.app, user, clock.now);
    await addPasskey(user, newAuthenticator());
    const stranger = await createUser(t.app);
    const strangerKey = newAuthenticator();
    await addPasskey(stranger, strangerKey);
    const step = await passwordStep(t.app, user);
    const options = (
      await post('/auth/login/two-factor/passkey/options', { challenge: step.challenge! })
    ).json();
    const refused = await post('/auth/login/two-factor/passkey', {
      challenge: step.challenge!,
      credential: strangerKey.answer(options),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('does not ask for a second step when the account has only passkeys (they sign in on their own)', async () => {
    const user = await createUser(t.app);
    await addPasskey(user, newAuthenticator());
    const step = await passwordStep(t.app, user);
    expect(step.access_token).toBeTruthy();
  });
});

describe('managing passkeys and re-authenticating', () => {
  it('renames one’s own passkey; another account’s answers 404', async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const added = (await addPasskey(user, newAuthenticator())).json();
    const url = `/api/v1/auth/passkeys/${added.id}`;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: user.headers,
      payload: { name: 'Phone' },
    });
    expect(renamed.json().name).toBe('Phone');
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: stranger.headers, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('removing needs re-authentication, which a passkey gives', async () => {
    const user = await createUser(t.app);
    const authenticator = newAuthenticator();
    const added = (await addPasskey(user, authenticator)).json();
    clock.advanceMinutes(11);
    const url = `/api/v1/auth/passkeys/${added.id}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: user.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(REAUTH_REQUIRED);

    const options = await post('/auth/reauthenticate/passkey/options', {}, user.headers);
    expect(options.statusCode).toBe(200);
    const credential = authenticator.answer(options.json());
    const confirmed = await post('/auth/reauthenticate/passkey', { credential }, user.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recent_until).not.toBeNull();
    expect((await post('/auth/reauthenticate/passkey', { credential }, user.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(204);
  });

  it('re-authenticates with an authenticator code instead of the password', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    clock.advanceMinutes(11);
    const wrong = await post(
      '/auth/reauthenticate/two-factor',
      { code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000' },
      user.headers,
    );
    expect(wrong.statusCode).toBe(403);
    const right = await post(
      '/auth/reauthenticate/two-factor',
      { code: totpCode(secret, clock.now()) },
      user.headers,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().recent_until).not.toBeNull();
  });

  it('answers 422 to a malformed credential', async () => {
    const user = await createUser(t.app);
    const bad = await post(
      '/auth/passkeys',
      { credential: { id: 'not base64!', type: 'public-key' } },
      user.headers,
    );
    expect(bad.statusCode).toBe(422);
    const garbage = await post('/auth/login/passkey', {
      credential: {
        id: 'AA',
        rawId: 'AA',
        type: 'public-key',
        response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
      },
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('passkeys and an organization requiring two-factor', () => {
  it('count as the second factor: no enrolment, the passkey answers the sign-in, the last one stays', async () => {
    const admin = await createUser(t.app);
    expect((await addPasskey(admin, newAuthenticator())).statusCode).toBe(201);
    const org = await post('/organizations', { name: 'Keyed Co' }, admin.headers);
    const orgId = org.json().id as string;
    const member = await createUser(t.app);
    await joinOrganization(t.app, admin, orgId, member);
    const memberKey = newAuthenticator();
    expect((await addPasskey(member, memberKey)).statusCode).toBe(201);
    const bare = await createUser(t.app);
    await joinOrganization(t.app, admin, orgId, bare);

    // The Admin's passkey is enough to require it; only the member with no factor is signed out.
    const required = await requireTwoFactor(t.app, admin, orgId);
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toEqual({ required: true, members_without: 1 });
    expect(await meStatus(member.token)).toBe(200);
    expect(await meStatus(bare.token)).toBe(401);
    expect((await passwordStep(t.app, bare)).two_factor).toBe('enrol');

    // The member's password sign-in asks for the passkey, not an app it does not have.
    const step = await passwordStep(t.app, member);
    expect(step).toMatchObject({
      two_factor: 'verify',
      passkey: true,
      app: false,
      required_by: ['Keyed Co'],
    });
    const options = await post('/auth/login/two-factor/passkey/options', { challenge: step.challenge! });
    const done = await post('/auth/login/two-factor/passkey', {
      challenge: step.challenge!,
      credential: memberKey.answer(options.json()),
    });
    expect(done.statusCode, done.body).toBe(200);

    // Its only factor cannot be removed while the organization requires one.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/auth/passkeys', headers: member.headers });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/passkeys/${list.json().passkeys[0].id}`,
      headers: member.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().detail).toContain('Keyed Co requires two-factor');
  });
});
