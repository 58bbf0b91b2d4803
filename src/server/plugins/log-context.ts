// Every request runs in a log context holding its id, and, on the routes of one deliberation
// session (/sessions/:id…, the portal's /boards/sessions/:id…), the session's id: the lines that
// services and libraries log through the app's logger while serving it carry both
// (lib/log-context.ts). The context is entered again before the handler, as body parsing may run
// outside the request's async chain.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type LogContext, withLogContext } from '../lib/log-context.ts';

const SESSION_ROUTE = /^\/api\/v1\/(?:boards\/)?sessions\/:id(?:\/|$)/;

export default fp(
  async (app) => {
    const contexts = new WeakMap<FastifyRequest, LogContext>();
    app.addHook('onRequest', (request, _reply, done) => {
      const context: LogContext = { reqId: request.id };
      contexts.set(request, context);
      withLogContext(context, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const context = contexts.get(request) ?? { reqId: request.id };
      const id = (request.params as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string' && SESSION_ROUTE.test(request.routeOptions.url ?? '')) {
        context.sessionId = id;
        // The request's own logger (Fastify's "request completed" line, handlers' request.log).
        request.log = request.log.child({ sessionId: id });
      }
      withLogContext(context, done);
    });
  },
  { name: 'boardwise-log-context' },
);
