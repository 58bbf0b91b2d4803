// One's sign-in sessions (/api/v1/auth/sessions), an Admin ending a member's
// (/api/v1/organizations/{id}/members/{userId}/sessions) and a super-admin disabling an account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportListSchema,
  accountExportSchema,
  authSessionSchema,
  deleteAccountBodySchema,
  endedSessionsSchema,
  endOtherSessionsBodySchema,
  exportAccountBodySchema,
  factorsResetBodySchema,
  factorsResetSchema,
} from '../../../contracts/account.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { AccountData } from './account-data.ts';
import { type AccountExports, sendZip } from './account-exports.ts';
import type { FactorReset } from './factor-reset.ts';
import type { SessionManagement } from './session-management.ts';

const errors = errorResponses(401, 429, 403, 404, 409, 422);
const idParams = z.object({ id: z.string() });

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionManagement;
  factorReset: FactorReset;
  data: AccountData;
  exports: AccountExports;
  rateLimitPerMinute: number;
}> = async (app, { sessions, factorReset, data, exports, rateLimitPerMinute }) => {
  const tags = ['account'];

  app.addHook('onRequest', app.requireUser);

  app.post(
    '/auth/account/exports',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags,
        summary:
          'Ask for an export of my data as a zip of JSON and Markdown, made in the background and e-mailed as a link (re-authentication)',
        body: exportAccountBodySchema,
        response: { 202: accountExportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await exports.request(identityOf(request), request.body.current_password)),
  );

  app.get(
    '/auth/account/exports',
    {
      schema: {
        tags,
        summary: 'My latest exports and whether they are ready',
        response: { 200: accountExportListSchema, ...errors },
      },
    },
    async (request) => ({ exports: await exports.list(identityOf(request)) }),
  );

  app.get(
    '/auth/account/exports/:id',
    {
      schema: {
        tags,
        summary: 'Download one of my exports (a zip)',
        params: idParams,
        response: { 200: z.any().describe('The zip'), ...errors },
      },
    },
    async (request, reply) => sendZip(reply, await exports.download(identityOf(request), request.params.id)),
  );

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
      config: limitPerMinute(rateLimitPerMinute),
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

  // Both take the administrator's password: guesses are limited like sign-ins.
  app.post(
    '/organizations/:id/members/:userId/factors/reset',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags: ['organizations'],
        summary: "Remove a member's lost second factor (Admin, re-authentication); their sessions end",
        params: z.object({ id: z.string(), userId: z.string() }),
        body: factorsResetBodySchema,
        response: { 200: factorsResetSchema, ...errors },
      },
    },
    async (request) =>
      factorReset.byOrganizationAdmin(
        identityOf(request),
        request.params.id,
        request.params.userId,
        request.body.current_password,
      ),
  );

  app.post(
    '/superadmin/users/:id/factors/reset',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags: ['superadmin'],
        summary: "Remove an account's lost second factor (re-authentication); its sessions end",
        params: idParams,
        body: factorsResetBodySchema,
        response: { 200: factorsResetSchema, ...errors },
      },
    },
    async (request) =>
      factorReset.bySuperadmin(identityOf(request), request.params.id, request.body.current_password),
  );

  app.post(
    '/auth/account/export',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags,
        summary: 'Download everything Boardwise holds about me, as JSON (re-authentication)',
        body: exportAccountBodySchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const exported = await data.export(identityOf(request), request.body.current_password);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="boardwise-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(exported);
    },
  );

  app.delete(
    '/auth/account',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags,
        summary: 'Delete my account (re-authentication and my address typed to confirm)',
        body: deleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await data.delete(identityOf(request), request.body.current_password, request.body.confirmation);
      return reply.status(204).send(null);
    },
  );
};
