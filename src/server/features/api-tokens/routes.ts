// /api/v1/auth/tokens: one's personal API tokens. Under /auth, so no token can reach them
// (scope.ts): tokens are made and revoked by a signed-in person only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '../../../contracts/api-tokens.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { ApiTokenService } from './service.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);

export const apiTokenRoutes: FastifyPluginAsyncZod<{
  service: ApiTokenService;
  rateLimitPerMinute: number;
}> = async (app, { service, rateLimitPerMinute }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['account'];

  app.get(
    '/auth/tokens',
    {
      schema: {
        tags,
        summary: 'My personal API tokens (never their secrets)',
        response: { 200: z.array(apiTokenSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => service.list(identityOf(request)),
  );

  app.post(
    '/auth/tokens',
    {
      // It may take the password: guesses are limited like sign-ins.
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags,
        summary: 'Create a personal API token (re-authentication); its secret is shown this once',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(identityOf(request), request.body)),
  );

  app.delete(
    '/auth/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of my personal API tokens',
        params: z.object({ id: z.string() }),
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(identityOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
