// The relying party's side of OpenID Connect, through `openid-client`: discovery of the issuer's
// metadata (its `issuer` must equal the configured one), the authorization URL with PKCE (S256),
// state and nonce, and the code exchange, whose ID token is checked for issuer, audience, expiry,
// nonce — and signature, against the issuer's published keys (`enableNonRepudiationChecks`: by
// default the library trusts TLS for tokens fetched from the token endpoint). Every request goes
// through the guarded HTTP client (ADR 25): the issuer is typed by an organization's Admin.
import * as oidc from 'openid-client';
import type { FetchFunction } from '../../lib/outbound/guarded-http.ts';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface ProvenIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** How the person authenticated at the provider (RFC 8176 `amr`) and the level reached (`acr`). */
  amr: string[];
  acr: string | null;
  /** When the person last authenticated at the provider (`auth_time`, seconds), if said. */
  authTime: number | null;
}

/** `acr` values that name a multi-factor level (generic MFA, PAPE's multi-factor, phishing-resistant). */
const MULTI_FACTOR_ACR = /mfa|multi-?factor|\bphrh?\b|2fa/i;
/** RFC 8176 methods that are something held or a second step, beyond a password. */
const SECOND_FACTOR_AMR = new Set([
  'otp',
  'hwk',
  'sms',
  'tel',
  'sc',
  'swk',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]);

/**
 * Whether the provider says the person proved more than one factor: `amr` has "mfa", or a
 * password together with another method, or two different methods; or `acr` names a multi-factor level.
 */
export function multiFactorAtProvider(identity: Pick<ProvenIdentity, 'amr' | 'acr'>): boolean {
  const methods = new Set(identity.amr);
  if (methods.has('mfa')) return true;
  if (methods.size >= 2 && [...methods].some((m) => SECOND_FACTOR_AMR.has(m))) return true;
  return identity.acr !== null && MULTI_FACTOR_ACR.test(identity.acr);
}

export interface OidcClientOptions {
  fetch: FetchFunction;
  /** SSO_ALLOW_INSECURE_ISSUERS: plain http issuers (labs and tests only). */
  allowInsecure: boolean;
}

export const newSignInChecks = (): SignInChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

export function createOidcClient(options: OidcClientOptions) {
  const customFetch: oidc.CustomFetch = (url, init) => options.fetch(url, init as RequestInit);

  async function configure(settings: ProviderSettings): Promise<oidc.Configuration> {
    const execute = [oidc.enableNonRepudiationChecks];
    if (options.allowInsecure) execute.push(oidc.allowInsecureRequests);
    const config = await oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretBasic(settings.clientSecret),
      { execute, timeout: 10, [oidc.customFetch]: customFetch },
    );
    config[oidc.customFetch] = customFetch;
    return config;
  }

  return {
    async authorizationUrl(
      settings: ProviderSettings,
      redirectUri: string,
      checks: SignInChecks,
      loginHint: string,
      /** Re-authentication: the provider must ask again now, whatever session it holds. */
      fresh = false,
    ) {
      const config = await configure(settings);
      const url = oidc.buildAuthorizationUrl(config, {
        ...(fresh ? { prompt: 'login', max_age: '0' } : {}),
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        login_hint: loginHint,
      });
      return url.href;
    },

    /** The code exchanged and every check made; throws when anything does not hold. */
    async exchange(
      settings: ProviderSettings,
      callbackUrl: URL,
      checks: SignInChecks,
      /** Re-authentication: the ID token's `auth_time` must be this recent (checked by the library). */
      maxAgeSeconds?: number,
    ): Promise<ProvenIdentity> {
      const config = await configure(settings);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
        ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      let profile: Record<string, unknown> = claims;
      // Providers that keep the address out of the ID token give it at the userinfo endpoint.
      if (typeof claims.email !== 'string')
        profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile.email === 'string' ? profile.email.toLowerCase() : null,
        emailVerified: profile.email_verified === true,
        name: typeof profile.name === 'string' ? profile.name.slice(0, 200) : null,
        // Read from the ID token itself (signed), never from userinfo.
        amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [],
        acr: typeof claims.acr === 'string' ? claims.acr : null,
        authTime: typeof claims.auth_time === 'number' ? claims.auth_time : null,
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
