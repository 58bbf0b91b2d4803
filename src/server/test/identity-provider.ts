// A real OpenID Connect identity provider in-process (`oidc-provider`) on 127.0.0.1, for the
// single sign-on tests. Nobody types at its login page: whoever the test names as `next` signs in
// and consents at once. The test may also make it misbehave: alter the ID token after signing it,
// or announce another issuer in its metadata.
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
}

export interface IdentityProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** A fixed port (browser tests); 0 picks a free one. */
  port?: number;
}

export async function startIdentityProvider(options: IdentityProviderOptions) {
  const server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const behaviour: {
    next: ProviderAccount;
    tamperIdToken: boolean;
    announcedIssuer: string | null;
    /** How the next sign-in authenticates (`amr` in the ID token); none said when null. */
    amr: string[] | null;
  } = {
    next: { sub: 'nobody', email: 'nobody@example.com' },
    tamperIdToken: false,
    announcedIssuer: null,
    amr: null,
  };
  const accounts = new Map<string, ProviderAccount>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['identity provider test cookie key'] },
    // Lifetimes set, so the provider does not warn about its defaults at every sign-in.
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    claims: {
      // How the person authenticated goes with every ID token, as providers that report it send it
      // unasked (`amr` is set per sign-in by `behaviour.amr`); a claim outside a scope would be sent
      // only when the client asks for it by name.
      openid: ['sub', 'amr', 'acr'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      auth_time: null,
    },
    // The address in the ID token itself, as many providers send it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.email_verified ?? true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.path === '/token' && behaviour.tamperIdToken && typeof body?.id_token === 'string') {
      // Another address in the payload, the provider's signature left as it was.
      const [header, payload, signature] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      claims.email = 'someone.else@example.com';
      const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
      ctx.body = { ...body, id_token: `${header}.${forged}.${signature}` };
    }
    if (ctx.path === '/.well-known/openid-configuration' && behaviour.announcedIssuer)
      ctx.body = { ...body, issuer: behaviour.announcedIssuer };
  });

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** The login and consent pages, answered at once for `behaviour.next`. */
  async function finishInteraction(req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      accounts.set(behaviour.next.sub, behaviour.next);
      return provider.interactionFinished(req, res, {
        login: { accountId: behaviour.next.sub, ...(behaviour.amr ? { amr: behaviour.amr } : {}) },
      });
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({
        accountId: details.session!.accountId,
        clientId: String(details.params.client_id),
      });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
  }

  return {
    issuer,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) until it sends the
 * browser back to `redirectUri`; returns the query string it came back with.
 */
export async function followToCallback(authorizationUrl: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hops = 0; hops < 12; hops++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped at ${url}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
    const next = new URL(location, url);
    if (`${next.origin}${next.pathname}` === redirectUri) return next.search.slice(1);
    url = next.href;
  }
  throw new Error('too many redirects at the identity provider');
}
