// Password reset by e-mail against a real SMTP server on loopback, with a clock the tests move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '../../../contracts/account.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createUser, login } from '../../test/factories.ts';
import { buildTestApp, sharedMailingTestApp, type TestApp } from '../../test/helper.ts';
import { linkToken, waitForMail } from '../../test/mailbox.ts';
import { enableTwoFactor, passwordStep, secondStep, totpCode } from '../../test/two-factor.ts';
import { RESET_LIMITS } from './account-security.ts';
import { RESET_LINK_INVALID } from './password-reset.ts';

const clock = createTestClock();
const t = sharedMailingTestApp({}, { now: clock.now });

let clientCounter = 0;
/** Each test asks from its own client address, so the per-client limit is its own. */
const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

function requestReset(email: string, remoteAddress = newClient()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    payload: { email },
    remoteAddress,
  });
}
function confirmReset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm',
    payload: { token, password },
  });
}
const me = (actor: Actor) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers });

/** Asks for a link for the actor's address and reads it from the mailbox. */
async function resetToken(actor: Actor): Promise<string> {
  const before = t.mailbox.received.length;
  expect((await requestReset(actor.user.email!)).statusCode).toBe(202);
  const mail = await waitForMail(t.mailbox.received, actor.user.email!, 'Reset your', before);
  return linkToken(mail, 'http://boardwise.test/reset-password/');
}

describe('password reset', () => {
  it('still asks for the second factor at the next sign-in', async () => {
    const user = await createUser(t.app);
    const { secret } = await enableTwoFactor(t.app, user, clock.now);
    clock.advanceMinutes(1);
    expect((await confirmReset(await resetToken(user), 'a brand new passphrase')).statusCode).toBe(204);
    const step = await passwordStep(t.app, { ...user, password: 'a brand new passphrase' });
    expect(step.access_token).toBeUndefined();
    expect(step.two_factor).toBe('verify');
    const signedIn = await secondStep(t.app, step.challenge!, totpCode(secret, clock.now()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const user = await createUser(t.app);
    const known = await requestReset(user.user.email!.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const mail = await waitForMail(t.mailbox.received, user.user.email!, 'Reset your');
    expect(mail.text).toMatch(/works once, for 30 minutes/);
    expect(t.mailbox.received.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('sets a new password once, ends every session, and proves the address', async () => {
    const user = await createUser(t.app);
    const other = await login(t.app, user.user.email!, user.password);
    expect((await me(user)).json().email_verified).toBe(false);
    const token = await resetToken(user);

    expect((await confirmReset(token, 'a brand new passphrase')).statusCode).toBe(204);
    for (const bearer of [user.token, other]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(401);
    }
    await expect(login(t.app, user.user.email!, user.password)).rejects.toThrow();
    const fresh = await login(t.app, user.user.email!, 'a brand new passphrase');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(after.json().email_verified).toBe(true);

    // The same link a second time: refused, and the password stays.
    const again = await confirmReset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(RESET_LINK_INVALID);
    await login(t.app, user.user.email!, 'a brand new passphrase');
  });

  it('refuses a link after 30 minutes, and takes it just before', async () => {
    const late = await createUser(t.app);
    const lateToken = await resetToken(late);
    const early = await createUser(t.app);
    clock.advanceMinutes(29);
    const earlyToken = await resetToken(early);
    clock.advanceMinutes(2);
    expect((await confirmReset(lateToken, 'too late passphrase')).statusCode).toBe(400);
    await login(t.app, late.user.email!, late.password);
    // The early link is 2 minutes old: at 29 it still works.
    clock.advanceMinutes(27);
    expect((await confirmReset(earlyToken, 'just in time passphrase')).statusCode).toBe(204);
  });

  it('a newer link replaces the older one', async () => {
    const user = await createUser(t.app);
    const first = await resetToken(user);
    const second = await resetToken(user);
    expect((await confirmReset(first, 'first link passphrase')).statusCode).toBe(400);
    expect((await confirmReset(second, 'second link passphrase')).statusCode).toBe(204);
  });

  it('a link sent to an address the account no longer has opens nothing', async () => {
    const user = await createUser(t.app);
    const token = await resetToken(user);
    const moved = `moved-${user.user.username}@example.com`;
    const before = t.mailbox.received.length;
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email',
      headers: user.headers,
      payload: { email: moved, current_password: user.password },
    });
    expect(change.statusCode).toBe(202);
    const confirm = linkToken(
      await waitForMail(t.mailbox.received, moved, 'Confirm your new', before),
      '/verify-email/',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: confirm } }))
        .statusCode,
    ).toBe(200);
    expect((await confirmReset(token, 'hijacking passphrase')).statusCode).toBe(400);
  });

  it('resets only the account the link was sent for, whoever follows it', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const token = await resetToken(owner);
    // Followed from another account's signed-in browser: the bearer chooses nothing.
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      headers: other.headers,
      payload: { token, password: 'owner new passphrase' },
    });
    expect(followed.statusCode).toBe(204);
    await login(t.app, owner.user.email!, 'owner new passphrase');
    // The other account keeps its password and its session.
    await login(t.app, other.user.email!, other.password);
    await expect(login(t.app, other.user.email!, 'owner new passphrase')).rejects.toThrow();
    expect((await me(other)).statusCode).toBe(200);
    // And another account's link cannot be spent twice through a third either.
    expect((await confirmReset(token, 'third passphrase here')).statusCode).toBe(400);
  });

  it('refuses tokens that were never issued, and malformed ones with 422', async () => {
    expect((await confirmReset('A'.repeat(43), 'some fine passphrase')).statusCode).toBe(400);
    expect((await confirmReset('not a token!', 'some fine passphrase')).statusCode).toBe(422);
  });

  it('limits requests per address, whoever asks, until the hour has passed', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < RESET_LIMITS.perAddress; i++)
      expect((await requestReset(user.user.email!)).statusCode).toBe(202);
    const refused = await requestReset(user.user.email!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(typeof refused.json().detail).toBe('string');
    // An unknown address is limited the same way: the limit tells nothing about accounts.
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) await requestReset('ghost@example.com');
    expect((await requestReset('ghost@example.com')).statusCode).toBe(429);
    clock.advanceMinutes(61);
    expect((await requestReset(user.user.email!)).statusCode).toBe(202);
  });

  it('limits requests per client across addresses', async () => {
    const client = newClient();
    for (let i = 0; i < RESET_LIMITS.perClient; i++)
      expect((await requestReset(`spray-${i}@example.com`, client)).statusCode).toBe(202);
    expect((await requestReset('spray-last@example.com', client)).statusCode).toBe(429);
    expect((await requestReset('spray-last@example.com', newClient())).statusCode).toBe(202);
  });
});

describe('password reset without e-mail', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('says no link can be sent, rather than pretending', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toMatch(/does not send e-mail/);
  });
});
