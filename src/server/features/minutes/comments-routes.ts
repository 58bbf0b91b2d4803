import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { minutesCommentBodySchema, minutesCommentsSchema } from '../../../contracts/minutes-comments.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { MinutesCommentService } from './comments.ts';

const params = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);

export const minutesCommentRoutes: FastifyPluginAsyncZod<{ service: MinutesCommentService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:id/comments',
    {
      schema: {
        tags: ['minutes'],
        summary: 'Comments on the minutes, oldest first',
        params,
        response: { 200: minutesCommentsSchema, ...errors },
      },
    },
    async (request) => service.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags: ['minutes'],
        summary: 'Comment on draft minutes (the board’s people; closed once approved)',
        params,
        body: minutesCommentBodySchema,
        response: {
          201: minutesCommentsSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.add(actorOf(request), request.params.id, request.body)),
  );
};
