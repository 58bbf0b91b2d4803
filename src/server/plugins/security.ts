// Security headers (helmet with a CSP that allows no inline script), no caching of API answers,
// and the rate-limit machinery that auth routes opt into.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export interface SecurityOptions {
  /** Behind a TLS-terminating proxy: browsers are told to use HTTPS only (HSTS). */
  behindTls: boolean;
}

const HSTS = { maxAge: 180 * 24 * 3600, includeSubDomains: false };

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
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
    strictTransportSecurity: options.behindTls ? HSTS : false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests. Try again in ${context.after}.`, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

export default fp(securityPlugin, { name: 'security' });
