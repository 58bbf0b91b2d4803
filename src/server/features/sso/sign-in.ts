// Signing in through an organization's identity provider. `start` finds the organization by the
// verified domain of the address typed, and sends the browser to the provider with PKCE, a state
// and a nonce kept server-side, bound to a random cookie of the starting browser (so a sign-in
// begun elsewhere cannot be completed here: no login CSRF). `callback` spends the state once,
// lets openid-client check everything the provider answered, and resolves the account:
// - an identity already linked (issuer + subject, never the address) signs in its account;
// - a new person of the domain gets an account and membership (accounts.ts);
// - an existing account with that address is NOT taken over: its password (and second factor)
//   must be given first (link step), like the owner would at sign-in.
import {
  LINK_WRONG_CODE,
  LINK_WRONG_PASSWORD,
  NO_SSO_FOR_DOMAIN,
  SSO_SIGN_IN_FAILED,
  SSO_SIGN_IN_TTL_MINUTES,
  type SsoLinkStep,
} from '../../../contracts/sso.ts';
import { CHALLENGE_EXPIRED, type SecondStep } from '../../../contracts/two-factor.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthorized } from '../../lib/errors.ts';
import { hashLinkToken, newLinkToken } from '../account/secret-links.ts';
import { findSignInSession, markSignInProven } from '../account/sign-in-sessions.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { ACCOUNT_DISABLED, type SignInOrigin } from '../auth/service.ts';
import type { OpenSession } from '../two-factor/sign-in.ts';
import type { CodeVerifier } from '../two-factor/verifier.ts';
import type { SsoAccounts } from './accounts.ts';
import {
  multiFactorAtProvider,
  newSignInChecks,
  type OidcClient,
  type ProvenIdentity,
} from './oidc-client.ts';
import { createSsoRepository, type SsoSettingsRow } from './repository.ts';
import { domainOf, type SsoSettingsService } from './settings.ts';

export const PROVIDER_UNREACHABLE =
  'Your identity provider could not be reached or answered wrongly. Try again later, or ask your Admin.';
export const NO_VERIFIED_ADDRESS = 'Your identity provider did not give a verified address at your domain.';

export interface SsoSignInDeps {
  db: Db;
  now: () => Date;
  settings: SsoSettingsService;
  accounts: SsoAccounts;
  oidc: OidcClient;
  redirectUri: string;
  verifier: CodeVerifier;
  hasTwoFactor(userId: string): Promise<boolean>;
  openSession: OpenSession;
  /**
   * The second step Boardwise asks when an organization of the account requires two-factor and
   * the provider did not say it checked a second factor (a code or passkey, or enrolment).
   */
  secondStep: (user: UserRow, origin: SignInOrigin) => Promise<SecondStep | null>;
  requiresTwoFactor: (userId: string) => Promise<boolean>;
  log: { warn(object: object, message: string): void };
}

/** A re-authentication through the provider is accepted only if the person signed in there this recently. */
export const REAUTH_MAX_AGE_SECONDS = 300;
export const NOT_AN_SSO_ACCOUNT = 'This account does not sign in through an identity provider';

export function createSsoSignIn(deps: SsoSignInDeps) {
  const { db, now } = deps;
  const repository = createSsoRepository(db);
  const accounts = createAccountDirectory(db);

  async function refuse(
    settings: SsoSettingsRow | null,
    origin: SignInOrigin,
    reason: string,
    error?: unknown,
  ) {
    deps.log.warn({ err: error, reason }, 'single sign-on refused');
    await recordAudit(
      db,
      { actorId: null, actorEmail: null, ip: origin.ip },
      {
        organizationId: settings?.organizationId ?? null,
        action: 'auth.sso_sign_in_failed',
        summary: `Single sign-on refused: ${reason}`.slice(0, 500),
      },
    );
    return unauthorized(SSO_SIGN_IN_FAILED);
  }

  /** The settings of a verified domain the account has an identity at: its provider confirms it. */
  async function reauthSettings(userId: string): Promise<SsoSettingsRow | undefined> {
    for (const linked of await repository.identitiesOf(userId)) {
      const candidate = await repository.findSettings(linked.organizationId);
      if (candidate?.domainVerifiedAt) return candidate;
    }
    return undefined;
  }

  async function signIn(
    user: UserRow,
    origin: SignInOrigin,
    how: string,
    proven?: ProvenIdentity,
  ): Promise<string | SecondStep> {
    if (user.disabledAt) throw new AppError(403, ACCOUNT_DISABLED);
    if (proven) {
      // The provider's second factor counts toward an organization's requirement; without one,
      // Boardwise asks its own (or walks the person through enrolment).
      if (multiFactorAtProvider(proven)) how = `${how}; second factor checked by the provider`;
      else if (await deps.requiresTwoFactor(user.id)) {
        const step = await deps.secondStep(user, origin);
        if (step) return step;
      }
    }
    await recordAudit(
      db,
      { actorId: user.id, actorEmail: user.email, ip: origin.ip },
      { action: 'auth.sign_in', summary: how },
    );
    return deps.openSession(user.id, origin);
  }

  /**
   * Sends the browser to the provider: the authorization URL, and the sign-in kept under the
   * state's hash for the callback, with the secret for the starting browser's cookie. A
   * re-authentication names the session it confirms and asks the provider to sign in anew.
   */
  async function begin(
    settings: SsoSettingsRow,
    origin: SignInOrigin,
    request: { loginHint: string; reauthSessionId?: string },
  ) {
    const checks = newSignInChecks();
    const reauth = request.reauthSessionId !== undefined;
    let authorizationUrl: string;
    try {
      authorizationUrl = await deps.oidc.authorizationUrl(
        deps.settings.openSecret(settings),
        deps.redirectUri,
        checks,
        request.loginHint,
        reauth,
      );
    } catch (error) {
      deps.log.warn(
        { err: error, organizationId: settings.organizationId },
        'identity provider discovery failed',
      );
      throw new AppError(502, PROVIDER_UNREACHABLE);
    }
    const browserKey = newLinkToken();
    await repository.insertSignIn({
      organizationId: settings.organizationId,
      stateHash: hashLinkToken(checks.state),
      browserHash: hashLinkToken(browserKey),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
      createdAt: now(),
      expiresAt: new Date(now().getTime() + SSO_SIGN_IN_TTL_MINUTES * 60_000),
      ...(reauth ? { reauthSessionId: request.reauthSessionId } : {}),
    });
    return { authorizationUrl, browserKey };
  }

  return {
    /** The provider's authorization URL, and the secret for the starting browser's cookie. */
    async start(email: string, origin: SignInOrigin) {
      const settings = await repository.findByVerifiedDomain(domainOf(email));
      if (!settings) throw notFound(NO_SSO_FOR_DOMAIN);
      return begin(settings, origin, { loginHint: email.toLowerCase() });
    },

    /**
     * Re-authentication for an account that signs in through its provider: the provider is asked
     * to sign the person in again now; its answer (callback) opens this session's window.
     */
    /** Whether this account signs in through an identity provider it can confirm itself with. */
    async canReauth(userId: string): Promise<boolean> {
      return !!(await reauthSettings(userId));
    },

    async startReauth(userId: string, sessionId: string, origin: SignInOrigin) {
      const settings = await reauthSettings(userId);
      if (!settings) throw notFound(NOT_AN_SSO_ACCOUNT);
      const user = await accounts.findUserById(userId);
      return begin(settings, origin, { loginHint: user?.email ?? '', reauthSessionId: sessionId });
    },

    /** The provider's answer (its query string) from the browser that started: a session or the link step. */
    async callback(
      query: string,
      browserKey: string | undefined,
      origin: SignInOrigin,
    ): Promise<string | SsoLinkStep | SecondStep | { reauthenticated: true }> {
      const params = new URLSearchParams(query);
      const state = params.get('state');
      if (!state || !browserKey) throw await refuse(null, origin, 'no state or no browser cookie');
      const row = await repository.spendSignIn(hashLinkToken(state), now());
      if (!row) throw await refuse(null, origin, 'unknown, used or expired state');
      const settings = (await repository.findSettings(row.organizationId)) ?? null;
      if (row.browserHash !== hashLinkToken(browserKey))
        throw await refuse(settings, origin, 'the state was started by another browser');
      if (!settings?.domainVerifiedAt) throw await refuse(settings, origin, 'single sign-on was turned off');
      const callbackUrl = new URL(deps.redirectUri);
      callbackUrl.search = params.toString();
      let identity: Awaited<ReturnType<OidcClient['exchange']>>;
      try {
        identity = await deps.oidc.exchange(
          deps.settings.openSecret(settings),
          callbackUrl,
          {
            state,
            nonce: row.nonce,
            codeVerifier: row.codeVerifier,
          },
          row.reauthSessionId ? REAUTH_MAX_AGE_SECONDS : undefined,
        );
      } catch (error) {
        throw await refuse(settings, origin, (error as Error).message ?? 'the answer failed a check', error);
      }
      const linked = await repository.findIdentity(identity.issuer, identity.subject);
      if (row.reauthSessionId) {
        // Proving a signed-in session again: the provider must vouch for that session's own
        // account, and must have just asked (prompt=login, max_age=0).
        const session = await findSignInSession(db, row.reauthSessionId);
        if (!session || session.revokedAt || !linked || linked.userId !== session.userId)
          throw await refuse(settings, origin, 're-authentication by another identity');
        // openid-client checked auth_time against REAUTH_MAX_AGE_SECONDS (on its own clock).
        if (identity.authTime === null)
          throw await refuse(settings, origin, 're-authentication without a fresh sign-in at the provider');
        await markSignInProven(db, session.id, now());
        const user = await accounts.findUserById(session.userId);
        await recordAudit(
          db,
          { actorId: session.userId, actorEmail: user?.email ?? null, ip: origin.ip },
          {
            action: 'auth.reauthenticated',
            summary: `Confirmed it is them through ${identity.issuer}${multiFactorAtProvider(identity) ? ' (with a second factor)' : ''}`,
          },
        );
        return { reauthenticated: true };
      }
      if (linked) {
        const user = await accounts.findUserById(linked.userId);
        if (!user) throw await refuse(settings, origin, 'the linked account is gone');
        await repository.touchIdentity(linked.id, now());
        return signIn(user, origin, `Signed in by single sign-on through ${identity.issuer}`, identity);
      }
      // A new identity speaks for an address only if the provider verified it, at the proven domain.
      const email = identity.email;
      if (!email || !identity.emailVerified || domainOf(email) !== settings.domain) {
        await refuse(settings, origin, `no verified address at ${settings.domain} (${email ?? 'none'})`);
        throw new AppError(403, NO_VERIFIED_ADDRESS);
      }
      const existing = await accounts.findUserByEmail(email);
      if (!existing) {
        const user = await deps.accounts.createFromIdentity(settings, { ...identity, email }, origin.ip);
        return signIn(
          user,
          origin,
          `Signed in by single sign-on through ${identity.issuer} (new account)`,
          identity,
        );
      }
      if (existing.disabledAt) throw new AppError(403, ACCOUNT_DISABLED);
      const challenge = newLinkToken();
      await repository.awaitLink(row.id, {
        userId: existing.id,
        issuer: identity.issuer,
        subject: identity.subject,
        linkTokenHash: hashLinkToken(challenge),
        expiresAt: new Date(now().getTime() + SSO_SIGN_IN_TTL_MINUTES * 60_000),
      });
      return { sso: 'link', challenge, email, two_factor: await deps.hasTwoFactor(existing.id) };
    },

    /** The existing account's password (and code) link it to the identity, then sign in. */
    async link(challenge: string, password: string, code: string | undefined, origin: SignInOrigin) {
      const row = await repository.findPendingLink(hashLinkToken(challenge), now());
      const user = row?.pendingUserId ? await accounts.findUserById(row.pendingUserId) : undefined;
      if (!row || !user || !row.pendingIssuer || !row.pendingSubject) throw unauthorized(CHALLENGE_EXPIRED);
      // A wrong answer ends the link step: each guess costs a new sign-in at the provider.
      if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
        await repository.spendPendingLink(row.id);
        await recordAudit(
          db,
          { actorId: user.id, actorEmail: user.email, ip: origin.ip },
          { action: 'auth.sign_in_failed', summary: 'Linking single sign-on refused: wrong password' },
        );
        throw unauthorized(LINK_WRONG_PASSWORD);
      }
      if (await deps.hasTwoFactor(user.id)) {
        if (!code || !(await deps.verifier.verify(user.id, code))) {
          await repository.spendPendingLink(row.id);
          throw new AppError(401, LINK_WRONG_CODE);
        }
      }
      const settings = await repository.findSettings(row.organizationId);
      if (!settings?.domainVerifiedAt) throw unauthorized(CHALLENGE_EXPIRED);
      if (!(await repository.spendPendingLink(row.id))) throw unauthorized(CHALLENGE_EXPIRED);
      await deps.accounts.link(
        settings,
        user,
        { issuer: row.pendingIssuer, subject: row.pendingSubject },
        origin.ip,
      );
      // The account's own password and code were just given: no provider claims to weigh, so a session.
      return (await signIn(
        user,
        origin,
        `Signed in by single sign-on through ${row.pendingIssuer}, newly linked`,
      )) as string;
    },
  };
}
export type SsoSignIn = ReturnType<typeof createSsoSignIn>;
