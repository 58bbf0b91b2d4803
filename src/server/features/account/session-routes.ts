// One's sign-in sessions (/api/v1/auth/sessions), an Admin ending a member's
// (/api/v1/organizations/{id}/members/{userId}/sessions) and a super-admin disabling an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authSessionSchema,
  endedSessionsSchema,
  endOtherSessionsBodySchema,
} from '../../../contracts/account.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import type { SessionManagement } from './session-management.ts';

const errors = {
  401: errorResponseSchema,
  429: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.string() });

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionManagement;
  rateLimitPerMinute: number;
}> = async (app, { sessions, rateLimitPerMinute }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['account'];

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: 'My live sign-in sessions',
        response: { 200: z.array(authSessionSchema), 401: errorResponseSchema },
      },
    },
    async (request) => sessions.list(identityOf(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of my sessions',
        params: idParams,
        response: { 204: z.null().describe('Ended'), ...errors },
      },
    },
    async (request, reply) => {
      await sessions.endOne(identityOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      // It takes the password: guesses are limited like sign-ins.
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'End every session but this one (re-authentication)',
        body: endOtherSessionsBodySchema,
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) => sessions.endOthers(identityOf(request), request.body.current_password),
  );

  app.delete(
    '/organizations/:id/members/:userId/sessions',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Sign a member out everywhere (Admin)',
        params: z.object({ id: z.string(), userId: z.string() }),
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) => sessions.endMemberSessions(actorOf(request), request.params.id, request.params.userId),
  );

  app.put(
    '/superadmin/users/:id/disabled',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Disable an account (its sessions end) or enable it again',
        params: idParams,
        body: z.strictObject({ disabled: z.boolean() }),
        response: { 200: z.object({ disabled: z.boolean() }), ...errors },
      },
    },
    async (request) => sessions.setDisabled(actorOf(request), request.params.id, request.body.disabled),
  );
};
