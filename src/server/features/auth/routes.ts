import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginFormSchema,
  registerBodySchema,
  tokenResponseSchema,
  userSchema,
} from '../../../contracts/auth.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { secondStepSchema } from '../../../contracts/two-factor.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { AuthService } from './service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  rateLimitPerMinute: number;
}

const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const errors = errorResponses(401, 403, 409, 422, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  const config = limitPerMinute(rateLimitPerMinute);

  app.post(
    '/register',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (a guest calling this keeps its boards)',
        body: registerBodySchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = await app.identify(request);
      const user = await service.register(request.body, identity?.user ?? null, request.ip);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      config,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the e-mail as `username` (form data); with two-factor, answers the second step to take',
        consumes: ['application/x-www-form-urlencoded'],
        body: loginFormSchema,
        response: { 200: z.union([tokenResponseSchema, secondStepSchema]), ...errors },
      },
    },
    async (request) => {
      const result = await service.login(request.body.username, request.body.password, originOf(request));
      return typeof result === 'string' ? { access_token: result, token_type: 'bearer' as const } : result;
    },
  );

  app.post(
    '/guest',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Start a guest session: try Boardwise without an account',
        response: { 200: tokenResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      access_token: await service.startGuest(originOf(request)),
      token_type: 'bearer' as const,
    }),
  );

  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.toUser(identityOf(request).user),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        response: { 204: z.null().describe('Signed out'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = identityOf(request);
      await service.logout(user, sessionId, request.ip);
      return reply.status(204).send(null);
    },
  );
};
