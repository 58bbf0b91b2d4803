import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { askFollowUpBodySchema, followUpSchema } from '../../../contracts/follow-ups.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { FollowUpService } from './follow-up-service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);

export const followUpRoutes: FastifyPluginAsyncZod<{ service: FollowUpService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/sessions/:id/follow-ups',
    {
      schema: {
        tags: ['sessions'],
        summary: "Follow-up questions put to the session's seats after it ended, oldest first",
        params: idParams,
        response: { 200: z.array(followUpSchema), ...errors },
      },
    },
    async (request) => service.list(actorOf(request), request.params.id),
  );

  app.post(
    '/sessions/:id/follow-ups',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Ask one AI seat of a completed session a follow-up question; it answers in character',
        params: idParams,
        body: askFollowUpBodySchema,
        response: {
          201: followUpSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.ask(actorOf(request), request.params.id, request.body)),
  );
};
