// Builds single sign-on's services: settings, sign-in, and the one HTTP client they use to reach
// identity providers (guarded like every request made on a user's behalf, ADR 25).
import { SSO_CALLBACK_PATH } from '../../../contracts/sso.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createGuardedHttp, type ResolveHostname } from '../../lib/outbound/guarded-http.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { Reauth } from '../account/reauth.ts';
import type { OrganizationService } from '../organizations/service.ts';
import { createAccountTwoFactor } from '../two-factor/requirement-of-account.ts';
import type { OpenSession } from '../two-factor/sign-in.ts';
import type { CodeVerifier } from '../two-factor/verifier.ts';
import { createSsoAccounts } from './accounts.ts';
import { createDomainTxt } from './domain-txt.ts';
import { createOidcClient } from './oidc-client.ts';
import { createSsoSettings } from './settings.ts';
import { createSsoSignIn, type SsoSignInDeps } from './sign-in.ts';

export interface SsoDeps {
  db: Db;
  serverSecret: string;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  reauth: Reauth;
  organizations: OrganizationService;
  verifier: CodeVerifier;
  openSession: OpenSession;
  /** The second step Boardwise asks itself (two-factor sign-in's, after a password). */
  secondStep: SsoSignInDeps['secondStep'];
  allowInsecureIssuers: boolean;
  /** SSO_DNS_SERVERS: where a domain's TXT proof is looked up (unset: the system's resolvers). */
  dnsServers?: string[] | undefined;
  resolveHostname?: ResolveHostname;
  log: { warn(object: object, message: string): void };
}

export function createSso(deps: SsoDeps) {
  const { db, now } = deps;
  const redirectUri = `${deps.publicUrl}${SSO_CALLBACK_PATH}`;
  const http = createGuardedHttp({
    allowPrivateAddresses: deps.allowInsecureIssuers,
    resolveHostname: deps.resolveHostname,
  });
  const settings = createSsoSettings({
    db,
    box: createSecretBox(deps.serverSecret, 'sso client secrets'),
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    redirectUri,
    now,
    reauth: deps.reauth,
    txt: createDomainTxt({ serverSecret: deps.serverSecret, servers: deps.dnsServers }),
    background: (what, send) => {
      send().catch((error: unknown) => deps.log.warn({ err: error }, `could not send the ${what}`));
    },
  });
  const twoFactor = createAccountTwoFactor(db);
  const signIn = createSsoSignIn({
    db,
    now,
    settings,
    accounts: createSsoAccounts({ db, now, organizations: deps.organizations }),
    oidc: createOidcClient({ fetch: http.fetch, allowInsecure: deps.allowInsecureIssuers }),
    redirectUri,
    verifier: deps.verifier,
    hasTwoFactor: twoFactor.hasAuthenticatorApp,
    openSession: deps.openSession,
    secondStep: deps.secondStep,
    requiresTwoFactor: async (userId) => (await twoFactor.organizationsRequiring(userId)).length > 0,
    log: deps.log,
  });
  return { settings, signIn, close: () => http.close() };
}
