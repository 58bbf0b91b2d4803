// The site access gate (spec §2): when SITE_ACCESS_PASSWORD is set, every page and API call
// except the gate call, health and static bundles needs a grant cookie. The password lives
// only on the server; the cookie holds an HMAC of it, so changing the password revokes grants.
import { createHmac, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteAccessBodySchema, siteAccessStatusSchema } from '../../../contracts/auth.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';

export const ACCESS_COOKIE = 'bw_site_access';
export const WRONG_PASSWORD = 'Incorrect password. Please try again.';
const GRANT_DAYS = 30;

/** Paths reachable without a grant: the gate itself, health, and the (secret-free) static bundles. */
const OPEN_PATHS = new Set(['/api/v1/access', '/api/v1/health', '/favicon.svg', '/gate.html']);
const OPEN_PREFIXES = ['/assets/'];

export interface SiteGateOptions {
  password: string | undefined;
  secret: string;
  rateLimitPerMinute: number;
  /** Sends the gate page for a page request without a grant. */
  sendGatePage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

function grantFor(password: string, secret: string): string {
  return createHmac('sha256', secret).update(`site-access:${password}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const siteGate: FastifyPluginAsyncZod<SiteGateOptions> = async (app, options) => {
  await app.register(cookie);
  const expected = options.password ? grantFor(options.password, options.secret) : null;
  const isGranted = (request: FastifyRequest) =>
    expected === null || sameText(request.cookies[ACCESS_COOKIE] ?? '', expected);

  if (expected !== null) {
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
    async (request) => ({ required: expected !== null, granted: isGranted(request) }),
  );

  app.post(
    '/api/v1/access',
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
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
      if (options.password !== undefined && expected !== null) {
        if (!sameText(request.body.password, options.password)) throw new AppError(401, WRONG_PASSWORD);
        reply.setCookie(ACCESS_COOKIE, expected, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: request.protocol === 'https',
          maxAge: GRANT_DAYS * 24 * 3600,
        });
      }
      return reply.status(204).send(null);
    },
  );
};

export default fp(siteGate, { name: 'site-gate' });
