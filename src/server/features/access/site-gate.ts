// The site access gate: when SITE_ACCESS_PASSWORD is set, every page and API call except the
// gate call, health and static bundles needs a grant cookie. The password lives only on the
// server. A grant is `issuedAt.nonce.hmac`, signed with the password and the server secret: it
// differs per browser, expires on the server after GRANT_DAYS whatever the browser keeps, and
// changing the password revokes every grant.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteAccessBodySchema, siteAccessStatusSchema } from '../../../contracts/auth.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { limitPerMinute } from '../../plugins/security.ts';

export const ACCESS_COOKIE = 'bw_site_access';
export const WRONG_PASSWORD = 'Incorrect password. Please try again.';
export const GRANT_DAYS = 30;
const GRANT_SECONDS = GRANT_DAYS * 24 * 3600;
/** Clocks of several servers may differ a little; a grant from further ahead is forged. */
const CLOCK_SKEW_SECONDS = 300;

/**
 * Paths reachable without a grant: the gate itself, health, the (secret-free) static bundles, and
 * /metrics (a scraper has no browser cookie; the route checks its own token).
 */
const OPEN_PATHS = new Set(['/api/v1/access', '/api/v1/health', '/favicon.svg', '/gate.html', '/metrics']);
const OPEN_PREFIXES = ['/assets/'];

export interface SiteGateOptions {
  password: string | undefined;
  secret: string;
  rateLimitPerMinute: number;
  /** Behind a TLS-terminating proxy: the grant cookie is then Secure. */
  behindTls: boolean;
  /** Sends the gate page for a page request without a grant. */
  sendGatePage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

function signGrant(password: string, secret: string, issuedAt: number, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`site-access:${issuedAt}:${nonce}:${password}`)
    .digest('base64url');
}

/** A grant cookie's value, issued at `issuedAt` (seconds since the epoch). */
export function grantCookieValue(
  password: string,
  secret: string,
  issuedAt: number,
  nonce = randomBytes(9).toString('base64url'),
): string {
  return `${issuedAt}.${nonce}.${signGrant(password, secret, issuedAt, nonce)}`;
}

function isValidGrant(value: string, password: string, secret: string, now: number): boolean {
  const [issued, nonce, signature, ...rest] = value.split('.');
  if (!issued || !nonce || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return false;
  const issuedAt = Number(issued);
  if (issuedAt > now + CLOCK_SKEW_SECONDS || now - issuedAt > GRANT_SECONDS) return false;
  return sameText(signature, signGrant(password, secret, issuedAt, nonce));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const siteGate: FastifyPluginAsyncZod<SiteGateOptions> = async (app, options) => {
  await app.register(cookie);
  const password = options.password || null;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const isGranted = (request: FastifyRequest) =>
    password === null ||
    isValidGrant(request.cookies[ACCESS_COOKIE] ?? '', password, options.secret, nowSeconds());

  if (password !== null) {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (OPEN_PATHS.has(path) || OPEN_PREFIXES.some((p) => path.startsWith(p)) || isGranted(request)) return;
      if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        throw new AppError(401, 'Site access required');
      }
      reply.status(401).header('cache-control', 'no-store');
      return options.sendGatePage(reply);
    });
  }

  app.get(
    '/api/v1/access',
    {
      schema: {
        tags: ['access'],
        summary: 'Whether the site gate is on and this browser holds a grant',
        response: { 200: siteAccessStatusSchema },
      },
    },
    async (request) => ({ required: password !== null, granted: isGranted(request) }),
  );

  app.post(
    '/api/v1/access',
    {
      config: limitPerMinute(options.rateLimitPerMinute),
      schema: {
        tags: ['access'],
        summary: 'Enter the site password; sets an HttpOnly grant cookie',
        body: siteAccessBodySchema,
        response: {
          204: z.null(),
          401: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (password !== null) {
        if (!sameText(request.body.password, password)) throw new AppError(401, WRONG_PASSWORD);
        reply.setCookie(ACCESS_COOKIE, grantCookieValue(password, options.secret, nowSeconds()), {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: options.behindTls || request.protocol === 'https',
          maxAge: GRANT_SECONDS,
        });
      }
      return reply.status(204).send(null);
    },
  );
};

export default fp(siteGate, { name: 'site-gate' });
