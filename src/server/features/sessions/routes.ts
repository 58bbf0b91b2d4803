import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  createSessionBodySchema,
  sessionDetailSchema,
  sessionStatusResponseSchema,
  sessionSummarySchema,
  startSessionResponseSchema,
} from '../../../contracts/sessions.ts';
import { idSchema, sequenceSchema } from '../../../contracts/text.ts';
import { sendReport } from '../../lib/report/send.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import type { StreamHub } from '../../realtime/stream-hub.ts';
import type { GuestQuotas } from '../guests/quotas.ts';
import { streamSessionEvents } from './event-stream.ts';
import type { SessionService } from './service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);

export const sessionRoutes: FastifyPluginAsyncZod<{
  service: SessionService;
  streams: StreamHub;
  maxStreamMs: number;
  guestQuotas: GuestQuotas;
}> = async (app, { service, streams, maxStreamMs, guestQuotas }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/boards/:id/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Ask the board: start a deliberation (runs as a durable job)',
        params: idParams,
        body: createSessionBodySchema,
        response: {
          202: startSessionResponseSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      preHandler: async (request) => guestQuotas.beforeStartSession(identityOf(request).user),
    },
    async (request, reply) =>
      reply.status(202).send(await service.startSession(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/boards/:id/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: "A board's sessions, newest first",
        params: idParams,
        response: { 200: z.array(sessionSummarySchema), ...errors },
      },
    },
    async (request) => service.listForBoard(actorOf(request), request.params.id),
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'A session with its recommendation, positions, debate, rounds and votes',
        params: idParams,
        response: { 200: sessionDetailSchema, ...errors },
      },
    },
    async (request) => service.getDetail(actorOf(request), request.params.id),
  );

  app.get(
    '/sessions/:id/status',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Status, phase, round and progress of a session',
        params: idParams,
        response: { 200: sessionStatusResponseSchema, ...errors },
      },
    },
    async (request) => service.getStatus(actorOf(request), request.params.id),
  );

  app.get(
    '/sessions/:id/export',
    {
      schema: {
        tags: ['sessions'],
        summary: 'The session report as a PDF or Markdown file',
        params: idParams,
        querystring: z.object({ format: z.enum(['pdf', 'md']).default('pdf') }),
        response: {
          200: z.unknown().describe('application/pdf or text/markdown attachment'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { report, stem } = await service.report(actorOf(request), request.params.id);
      return sendReport(reply, report, request.query.format, stem);
    },
  );

  app.get(
    '/sessions/:id/events',
    {
      schema: {
        tags: ['sessions'],
        summary: "The session's event log as Server-Sent Events (resumable with Last-Event-ID)",
        params: idParams,
        querystring: z.object({ after: sequenceSchema.optional() }),
        headers: z.object({ 'last-event-id': sequenceSchema.optional() }).loose(),
        response: { 200: z.string().describe('text/event-stream'), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const source = await service.openStream(actor, request.params.id);
      const user = actor.user;
      const after = request.headers['last-event-id'] ?? request.query.after ?? 0;
      await streamSessionEvents(request, reply, source, streams, {
        userId: user.id,
        afterSeq: Number(after),
        maxLifetimeMs: maxStreamMs,
      });
    },
  );
};
