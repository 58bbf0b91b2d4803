// Security headers (helmet with a CSP that allows no inline script), no caching of API answers,
// and the rate-limit machinery that auth routes opt into.
//
// The headers never vary by request, so helmet runs once, at start, against a response that only
// records them; each request then gets that record in one hook (@fastify/helmet built helmet's
// middleware again on every request, about 5% of a small route's CPU; ADR 114).
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.ts';

export interface SecurityOptions {
  /** Behind a TLS-terminating proxy: browsers are told to use HTTPS only (HSTS). */
  behindTls: boolean;
}

const HSTS = { maxAge: 180 * 24 * 3600, includeSubDomains: false };

function helmetOptions(behindTls: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine writes its CSS variables into a <style> element and uses style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: a board paper the page fetched with its token and shows (an image, a PDF in a frame).
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Served over plain HTTP on loopback by default: HSTS only when a TLS proxy is in front.
    strictTransportSecurity: behindTls ? HSTS : false,
  };
}

/** The headers helmet sets with these options, by lower-case name. */
export function securityHeaders(behindTls: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(behindTls))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Hijacks a reply (an event stream, MCP), which then writes its head itself, keeping the headers
 * it was given so far (these security headers, no-store), as helmet's writes straight onto the
 * response kept them.
 */
export function hijackKeepingHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.hijack();
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const pageHeaders = securityHeaders(options.behindTls);
  const apiHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests. Try again in ${context.after}.`, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

/** A route's config that limits attempts per client to `max` a minute (sign-ins, passwords, codes). */
export const limitPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export default fp(securityPlugin, { name: 'security' });
