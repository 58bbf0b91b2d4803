// Related past decisions: what Ask Your Board shows before a question is asked (ADR 50).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  relatedDecisionsQuerySchema,
  relatedDecisionsResponseSchema,
} from '../../../contracts/related-decisions.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { RelatedDecisionService } from './service.ts';

export const relatedDecisionRoutes: FastifyPluginAsyncZod<{ service: RelatedDecisionService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/boards/:id/related-decisions',
    {
      schema: {
        tags: ['sessions'],
        summary: "This board's past decisions related to a question, with their outcomes and reviews",
        params: z.object({ id: idSchema }),
        querystring: relatedDecisionsQuerySchema,
        response: {
          200: relatedDecisionsResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => service.forQuestion(actorOf(request), request.params.id, request.query),
  );
};
