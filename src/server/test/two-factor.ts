// Two-factor in tests: enrol an account's authenticator app with codes computed here (otpauth),
// as a person's phone would, and sign in with a second step.
import { Secret, TOTP } from 'otpauth';
import type { App } from '../app.ts';
import { callAs } from './api.ts';
import type { Actor } from './factories.ts';

/** The code an authenticator app with `secret` shows at `at`. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

/** Turns two-factor on for a freshly signed-in actor; its secret and recovery codes. */
export async function enableTwoFactor(app: App, actor: Actor, now: () => Date = () => new Date()) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor/totp',
    headers: actor.headers,
    payload: { current_password: actor.password },
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const secret = (started.json() as { secret: string }).secret;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor/totp/confirm',
    headers: actor.headers,
    payload: { code: totpCode(secret, now()) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

/** The password step: the answer's JSON (a token, or the second step to take). */
export async function passwordStep(app: App, actor: Actor) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: actor.user.email!, password: actor.password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json() as { access_token?: string; two_factor?: 'verify' | 'enrol'; challenge?: string };
}

export const secondStep = (app: App, challenge: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login/two-factor', payload: { challenge, code } });

/** The Admin requires a second factor of every member of the organization; the answer. */
export const requireTwoFactor = (app: App, admin: Actor, organizationId: string) =>
  callAs(app, admin, 'PUT', `/organizations/${organizationId}/two-factor`, { required: true });
