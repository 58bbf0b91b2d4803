// /api/v1/superadmin: the platform operator's API. One hook answers 401 to anonymous callers and
// 403 to everyone who is not a super-admin; each route then validates and makes one call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personaSchema } from '../../../contracts/boards.ts';
import { errorResponses } from '../../../contracts/errors.ts';
import {
  personaExportSchema,
  personaImportBodySchema,
  personaImportResultSchema,
} from '../../../contracts/persona-import.ts';
import {
  adminBoardPageSchema,
  adminMeetingPageSchema,
  adminMinutesPageSchema,
  adminOrganizationPageSchema,
  adminPersonaUsageSchema,
  adminUserPageSchema,
  analyticsSchema,
  billingSchema,
  configurationSchema,
  decideUpgradeSchema,
  directoryQuerySchema,
  healthReportSchema,
  overviewSchema,
  platformAuditPageSchema,
  platformAuditQuerySchema,
  setPlanSchema,
} from '../../../contracts/superadmin.ts';
import { idSchema } from '../../../contracts/text.ts';
import { forbidden } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { canOnPlatform } from '../../policy.ts';
import { platformProviderRoutes } from '../providers/routes.ts';
import type { ProviderService } from '../providers/service.ts';
import type { SuperadminService } from './service.ts';

const tags = ['superadmin'];
const errors = errorResponses(401, 403, 404, 409, 422);
const one = z.object({ id: idSchema });
const adminPersonaSchema = personaSchema.extend({ is_builtin: z.boolean() });

export const superadminRoutes: FastifyPluginAsyncZod<{
  service: SuperadminService;
  providers: ProviderService;
}> = async (app, { service, providers }) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request) => {
    if (!canOnPlatform(actorOf(request))) throw forbidden('Only a super-admin may use this');
  });

  app.get(
    '/overview',
    { schema: { tags, summary: 'Platform Overview figures', response: { 200: overviewSchema, ...errors } } },
    () => service.overview(),
  );
  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary: 'Sessions and decisions over time, by outcome, averages',
        response: { 200: analyticsSchema, ...errors },
      },
    },
    () => service.analytics(),
  );
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Every account, searchable and paginated (disabled, second factors)',
        querystring: directoryQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    (request) => service.users(request.query),
  );
  app.get(
    '/organizations',
    {
      schema: {
        tags,
        summary: 'Every organization, searchable and paginated',
        querystring: directoryQuerySchema,
        response: { 200: adminOrganizationPageSchema, ...errors },
      },
    },
    (request) => service.organizations(request.query),
  );
  app.get(
    '/boards',
    {
      schema: {
        tags,
        summary: "Every organization's boards",
        querystring: directoryQuerySchema,
        response: { 200: adminBoardPageSchema, ...errors },
      },
    },
    (request) => service.boards(request.query),
  );
  app.get(
    '/meetings',
    {
      schema: {
        tags,
        summary: "Every organization's meetings",
        querystring: directoryQuerySchema,
        response: { 200: adminMeetingPageSchema, ...errors },
      },
    },
    (request) => service.meetings(request.query),
  );
  app.get(
    '/minutes',
    {
      schema: {
        tags,
        summary: "Every organization's minutes",
        querystring: directoryQuerySchema,
        response: { 200: adminMinutesPageSchema, ...errors },
      },
    },
    (request) => service.minutes(request.query),
  );
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The platform-wide audit trail',
        querystring: platformAuditQuerySchema,
        response: { 200: platformAuditPageSchema, ...errors },
      },
    },
    (request) => service.audit(request.query),
  );
  app.get(
    '/audit/export',
    {
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV (at most 10,000 events)',
        querystring: platformAuditQuerySchema.omit({ page: true, page_size: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.auditCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="boardwise-audit.csv"')
        .send(csv);
    },
  );

  app.get(
    '/billing',
    {
      schema: {
        tags,
        summary: 'Plans, seats and pending upgrade requests',
        response: { 200: billingSchema, ...errors },
      },
    },
    () => service.billing.list(),
  );
  app.post(
    '/upgrade-requests/:id/decision',
    {
      schema: {
        tags,
        summary: 'Grant or decline an upgrade request',
        params: one,
        body: decideUpgradeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.billing.decide(actorOf(request), request.params.id, request.body.decision);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/organizations/:id/plan',
    {
      schema: {
        tags,
        summary: "Set an organization's plan",
        params: one,
        body: setPlanSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.billing.setPlan(actorOf(request), request.params.id, request.body.plan);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Database, queue, workers, providers, version, uptime',
        response: { 200: healthReportSchema, ...errors },
      },
    },
    () => service.health(),
  );
  app.get(
    '/configuration',
    {
      schema: {
        tags,
        summary: 'The effective configuration; secrets as set/unset',
        response: { 200: configurationSchema, ...errors },
      },
    },
    () => service.configuration(),
  );

  app.get(
    '/personas',
    {
      schema: {
        tags,
        summary: 'Every persona, private ones too',
        response: { 200: z.array(adminPersonaSchema), ...errors },
      },
    },
    () => service.personas.list(),
  );
  app.get(
    '/personas/:id',
    {
      schema: {
        tags,
        summary: 'One persona, with the boards whose seats use it',
        params: one,
        response: {
          200: adminPersonaSchema.extend({ used_by: z.array(adminPersonaUsageSchema) }),
          ...errors,
        },
      },
    },
    (request) => service.personas.get(request.params.id),
  );
  app.get(
    '/personas/:id/export',
    {
      schema: {
        tags,
        summary: 'The persona in the import format',
        params: one,
        response: { 200: personaExportSchema, ...errors },
      },
    },
    (request) => service.personas.export(request.params.id),
  );
  app.post(
    '/personas/import',
    {
      bodyLimit: 128 * 1024,
      schema: {
        tags,
        summary: 'Import a persona (re-importing a name bumps its version)',
        body: personaImportBodySchema,
        response: { 200: personaImportResultSchema, ...errors },
      },
    },
    (request) => service.personas.import(actorOf(request), request.body),
  );
  app.delete(
    '/personas/:id',
    {
      schema: {
        tags,
        summary: 'Delete a persona no seat uses (never a built-in)',
        params: one,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.personas.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(platformProviderRoutes, { prefix: '/providers', providers });
};
