// Single sign-on against a real identity provider in-process (oidc-provider on 127.0.0.1): an
// Admin sets it up and proves the domain, a new person of the domain signs in and joins, and
// every answer that cannot be trusted — a wrong state or nonce, a state from another browser, a
// tampered ID token, an issuer that does not match — is refused without a session. An existing
// account is never taken over by an identity claiming its address; mandatory SSO refuses passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import {
  LINK_WRONG_PASSWORD,
  NO_SSO_FOR_DOMAIN,
  SSO_CALLBACK_PATH,
  SSO_REQUIRED,
  SSO_SIGN_IN_FAILED,
} from '../../../contracts/sso.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createOrganization, createUser, login } from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import {
  followToCallback,
  type IdentityProvider,
  startIdentityProvider,
} from '../../test/identity-provider.ts';
import { linkToken, waitForMail } from '../../test/mailbox.ts';
import { enableTwoFactor, requireTwoFactor } from '../../test/two-factor.ts';
import { SSO_COOKIE } from './routes.ts';
import { VERIFY_DOMAIN_FIRST } from './settings.ts';

const PUBLIC_URL = 'http://127.0.0.1:5999';
const REDIRECT_URI = `${PUBLIC_URL}${SSO_CALLBACK_PATH}`;
const DOMAIN = 'acme.test';
const CLIENT = { id: 'boardwise', secret: 'a-client-secret-of-the-provider-1234' };

let idp: IdentityProvider;
let admin: Actor;
let organizationId: string;
const clock = createTestClock();
const t = sharedMailingTestApp({ PUBLIC_URL, SSO_ALLOW_INSECURE_ISSUERS: 'true' }, { now: clock.now });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  client_id: CLIENT.id,
  client_secret: CLIENT.secret,
  domain: DOMAIN,
  mandatory: false,
  default_role: 'member',
  ...overrides,
});

async function saveSettings(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${organizationId}/sso`,
    headers: admin.headers,
    payload: { ...body, current_password: admin.password },
  });
}

/** "Sign in with SSO" as a browser: the provider's URL, and the cookie the start set. */
async function start(email: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso/start', payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SSO_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  return { url: response.json().authorization_url as string, cookie: cookie!.value };
}

function callback(query: string, cookie: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sso/callback',
    payload: { query },
    ...(cookie ? { cookies: { [SSO_COOKIE]: cookie } } : {}),
  });
}

/** The whole round trip for whoever the provider signs in next. */
async function signInAs(account: { sub: string; email: string; email_verified?: boolean }) {
  idp.behaviour.next = account;
  const started = await start(account.email);
  return callback(await followToCallback(started.url, REDIRECT_URI), started.cookie);
}

const auditCount = async (action: string) =>
  (await t.app.database.pool.query('select count(*)::int as n from audit_events where action = $1', [action]))
    .rows[0].n as number;

beforeAll(async () => {
  idp = await startIdentityProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUri: REDIRECT_URI,
  });
  admin = await createUser(t.app);
  organizationId = await createOrganization(t.app, admin, 'Acme');
});
afterAll(async () => {
  await idp.close();
});

describe('setting single sign-on up', () => {
  it('needs the password again, keeps the client secret sealed, and never sends it back', async () => {
    clock.advanceMinutes(11);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${organizationId}/sso`,
      headers: admin.headers,
      payload: settingsBody(),
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(REAUTH_REQUIRED);

    const saved = await saveSettings(settingsBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      issuer: idp.issuer,
      client_secret_hint: '…1234',
      domain: DOMAIN,
      domain_verified_at: null,
      redirect_uri: REDIRECT_URI,
    });
    expect(saved.body).not.toContain(CLIENT.secret);
    const stored = await t.app.database.pool.query(
      'select client_secret_sealed from organization_sso where organization_id = $1',
      [organizationId],
    );
    expect(stored.rows[0].client_secret_sealed).not.toContain(CLIENT.secret);
  });

  it('cannot be made mandatory, nor used, before the domain is proven', async () => {
    const mandatory = await saveSettings(settingsBody({ mandatory: true }));
    expect(mandatory.statusCode).toBe(409);
    expect(mandatory.json().detail).toBe(VERIFY_DOMAIN_FIRST);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso/start',
      payload: { email: `someone@${DOMAIN}` },
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().detail).toBe(NO_SSO_FOR_DOMAIN);
  });

  it('proves the domain by an address at it following the e-mailed link, once', async () => {
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${organizationId}/sso/domain`,
      headers: admin.headers,
      payload: { email: 'it@elsewhere.test', current_password: admin.password },
    });
    expect(elsewhere.statusCode).toBe(422);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${organizationId}/sso/domain`,
      headers: admin.headers,
      payload: { email: `it@${DOMAIN}`, current_password: admin.password },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().verification_sent_to).toBe(`it@${DOMAIN}`);
    const mail = await waitForMail(t.mailbox.received, `it@${DOMAIN}`, `Confirm ${DOMAIN}`);
    const token = linkToken(mail, '/sso/verify-domain/');
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/sso/domain/confirm', payload: { token } });
    const first = await confirm();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().domain).toBe(DOMAIN);
    expect((await confirm()).statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}/sso`,
      headers: admin.headers,
    });
    expect(read.json().domain_verified_at).not.toBeNull();
  });
});

describe('signing in', () => {
  it('creates the account of a new person of the domain, who joins with the default role', async () => {
    const response = await signInAs({ sub: 'dana-1', email: `dana@${DOMAIN}` });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().access_token as string;
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ email: `dana@${DOMAIN}`, email_verified: true });
    const orgs = (
      await t.app.inject({ method: 'GET', url: '/api/v1/organizations', headers: bearer(token) })
    ).json() as { id: string; role: string }[];
    expect(orgs.find((o) => o.id === organizationId)?.role).toBe('member');
    expect(await auditCount('member.joined_by_sso')).toBe(1);

    const again = await signInAs({ sub: 'dana-1', email: `dana@${DOMAIN}` });
    expect(again.statusCode, again.body).toBe(200);
    const meAgain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(again.json().access_token),
    });
    expect(meAgain.json().id).toBe(me.id);
  });

  it('gives new members the role the Admin chose', async () => {
    expect(
      (await saveSettings(settingsBody({ client_secret: undefined, default_role: 'manager' }))).statusCode,
    ).toBe(200);
    const response = await signInAs({ sub: 'erin-1', email: `erin@${DOMAIN}` });
    const orgs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizations',
        headers: bearer(response.json().access_token),
      })
    ).json() as { id: string; role: string }[];
    expect(orgs.find((o) => o.id === organizationId)?.role).toBe('manager');
    await saveSettings(settingsBody({ client_secret: undefined }));
  });

  it('refuses a wrong state, and a state started by another browser', async () => {
    idp.behaviour.next = { sub: 'fay-1', email: `fay@${DOMAIN}` };
    const started = await start(`fay@${DOMAIN}`);
    const query = await followToCallback(started.url, REDIRECT_URI);
    const wrongState = new URLSearchParams(query);
    wrongState.set('state', 'x'.repeat(43));
    const wrong = await callback(wrongState.toString(), started.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(SSO_SIGN_IN_FAILED);
    const otherBrowser = await callback(query, 'a-cookie-of-another-browser');
    expect(otherBrowser.statusCode).toBe(401);
    expect((await callback(query, null)).statusCode).toBe(401);
    // The state answered once (to the other browser): the right browser cannot reuse it either.
    expect((await callback(query, started.cookie)).statusCode).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    idp.behaviour.next = { sub: 'gil-1', email: `gil@${DOMAIN}` };
    const started = await start(`gil@${DOMAIN}`);
    const altered = new URL(started.url);
    altered.searchParams.set('nonce', 'a-nonce-the-attacker-chose');
    const response = await callback(await followToCallback(altered.href, REDIRECT_URI), started.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(SSO_SIGN_IN_FAILED);
  });

  it('refuses a tampered ID token', async () => {
    idp.behaviour.tamperIdToken = true;
    try {
      const response = await signInAs({ sub: 'hal-1', email: `hal@${DOMAIN}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(SSO_SIGN_IN_FAILED);
    } finally {
      idp.behaviour.tamperIdToken = false;
    }
    const accounts = await t.app.database.pool.query(
      'select count(*)::int as n from users where email = $1',
      ['someone.else@example.com'],
    );
    expect(accounts.rows[0].n).toBe(0);
  });

  it('refuses a provider whose metadata names another issuer', async () => {
    idp.behaviour.next = { sub: 'ida-1', email: `ida@${DOMAIN}` };
    const started = await start(`ida@${DOMAIN}`);
    const query = await followToCallback(started.url, REDIRECT_URI);
    idp.behaviour.announcedIssuer = 'http://127.0.0.1:1';
    try {
      const response = await callback(query, started.cookie);
      expect(response.statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sso/start',
        payload: { email: `ida@${DOMAIN}` },
      });
      expect(refused.statusCode).toBe(502);
    } finally {
      idp.behaviour.announcedIssuer = null;
    }
  });

  it('refuses an identity whose address the provider did not verify', async () => {
    const response = await signInAs({ sub: 'jo-1', email: `jo@${DOMAIN}`, email_verified: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('an existing account with the same address', () => {
  it('is not taken over: the identity is linked only with that account’s password', async () => {
    const owner = await createUser(t.app, { email: `kim@${DOMAIN}` });
    const claimed = await signInAs({ sub: 'kim-at-provider', email: `kim@${DOMAIN}` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().access_token).toBeUndefined();
    expect(claimed.json()).toMatchObject({ sso: 'link', email: `kim@${DOMAIN}`, two_factor: false });

    const link = (challenge: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/sso/link', payload: { challenge, password } });
    const wrong = await link(claimed.json().challenge, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(LINK_WRONG_PASSWORD);
    // A wrong password ends the step: the right one no longer works with that challenge.
    expect((await link(claimed.json().challenge, owner.password)).statusCode).toBe(401);

    const again = await signInAs({ sub: 'kim-at-provider', email: `kim@${DOMAIN}` });
    const linked = await link(again.json().challenge, owner.password);
    expect(linked.statusCode, linked.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(linked.json().access_token),
    });
    expect(me.json().id).toBe(owner.user.id);
    const direct = await signInAs({ sub: 'kim-at-provider', email: `kim@${DOMAIN}` });
    expect(direct.json().access_token).toEqual(expect.any(String));
  });
});

describe('mandatory single sign-on', () => {
  it('refuses password sign-in for the domain with a clear message, and only for it', async () => {
    const lee = await createUser(t.app, { email: `lee@${DOMAIN}` });
    const saved = await saveSettings(settingsBody({ client_secret: undefined, mandatory: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().mandatory).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: `lee@${DOMAIN}`, password: lee.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(SSO_REQUIRED);
    // People of other domains keep their passwords.
    await expect(login(t.app, admin.user.email!, admin.password)).resolves.toEqual(expect.any(String));
    // And the person of the domain still gets in, through the provider.
    const viaProvider = await signInAs({ sub: 'dana-1', email: `dana@${DOMAIN}` });
    expect(viaProvider.json().access_token).toEqual(expect.any(String));
  });
});

describe('the provider’s factors, and re-authenticating through it', () => {
  it('re-authenticates an SSO account through the provider, only as that account', async () => {
    const first = await signInAs({ sub: 'ria-1', email: `ria@${DOMAIN}` });
    const token = first.json().access_token as string;
    clock.advanceMinutes(11);
    const recent = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/reauthenticate', headers: bearer(token) })
      ).json().recent_until;
    expect(await recent()).toBeNull();
    const offered = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/sso/reauthenticate', headers })).json();
    expect(await offered(bearer(token))).toEqual({ available: true });
    expect(await offered(admin.headers)).toEqual({ available: false });

    const startReauth = async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sso/reauthenticate',
        headers: bearer(token),
      });
      expect(started.statusCode, started.body).toBe(200);
      const url = started.json().authorization_url as string;
      expect(new URL(url).searchParams.get('prompt')).toBe('login');
      return { url, cookie: started.cookies.find((c) => c.name === SSO_COOKIE)!.value };
    };
    // Someone else signing in at the provider proves nothing for this session.
    idp.behaviour.next = { sub: 'someone-else', email: `else@${DOMAIN}` };
    const wrong = await startReauth();
    const refused = await callback(await followToCallback(wrong.url, REDIRECT_URI), wrong.cookie);
    expect(refused.statusCode).toBe(401);
    expect(await recent()).toBeNull();

    idp.behaviour.next = { sub: 'ria-1', email: `ria@${DOMAIN}` };
    const right = await startReauth();
    const done = await callback(await followToCallback(right.url, REDIRECT_URI), right.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ reauthenticated: true });
    expect(await recent()).not.toBeNull();
    // A password account has no provider to ask.
    const passwordOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso/reauthenticate',
      headers: admin.headers,
    });
    expect(passwordOnly.statusCode).toBe(404);
  });

  it('counts a second factor checked by the provider toward the organization’s requirement', async () => {
    await enableTwoFactor(t.app, admin, clock.now);
    const required = await requireTwoFactor(t.app, admin, organizationId);
    expect(required.statusCode, required.body).toBe(200);

    // A password alone at the provider: Boardwise asks for its own second factor (enrolment here).
    idp.behaviour.amr = ['pwd'];
    const passwordOnly = await signInAs({ sub: 'ria-1', email: `ria@${DOMAIN}` });
    expect(passwordOnly.statusCode, passwordOnly.body).toBe(200);
    expect(passwordOnly.json()).toMatchObject({ two_factor: 'enrol', required_by: ['Acme'] });
    expect(passwordOnly.json().access_token).toBeUndefined();

    // A password and a one-time code at the provider: signed in.
    idp.behaviour.amr = ['pwd', 'otp'];
    try {
      const twoFactors = await signInAs({ sub: 'ria-1', email: `ria@${DOMAIN}` });
      expect(twoFactors.statusCode, twoFactors.body).toBe(200);
      expect(twoFactors.json().access_token).toEqual(expect.any(String));
    } finally {
      idp.behaviour.amr = null;
    }
  });
});
