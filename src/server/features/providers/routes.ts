// AI provider routes: the platform's (mounted under /superadmin), an organization's own, and a
// board's override. Each validates, then makes one service call that checks who asks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/errors.ts';
import {
  organizationProvidersSchema,
  providerChoiceSchema,
  providerCreateSchema,
  providerModelsSchema,
  providerSchema,
  providerTestResultSchema,
  providerUpdateSchema,
} from '../../../contracts/providers.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ProviderService } from './service.ts';

const tags = ['providers'];
const errors = errorResponses(401, 403, 404, 409, 422, 502);
const one = z.object({ id: idSchema });
const orgAndProvider = z.object({ id: idSchema, providerId: idSchema });

/** Registered inside the super-admin plugin (its hook answers 403 to everyone else). */
export const platformProviderRoutes: FastifyPluginAsyncZod<{ providers: ProviderService }> = async (
  app,
  { providers },
) => {
  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Platform AI providers (the environment one first, read-only)',
        response: { 200: z.array(providerSchema), ...errors },
      },
    },
    async (request) => providers.listPlatform(actorOf(request)),
  );
  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Add a platform AI provider',
        body: providerCreateSchema,
        response: { 201: providerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await providers.createPlatform(actorOf(request), request.body)),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a platform AI provider',
        params: one,
        body: providerUpdateSchema,
        response: { 200: providerSchema, ...errors },
      },
    },
    async (request) => providers.updatePlatform(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Remove a platform AI provider',
        params: one,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await providers.removePlatform(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/default',
    {
      schema: {
        tags,
        summary: "Make a provider (or 'environment') the platform default",
        params: one,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await providers.setPlatformDefault(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/test',
    {
      schema: {
        tags,
        summary: 'Test connection: one minimal structured call, timed',
        params: one,
        response: { 200: providerTestResultSchema, ...errors },
      },
    },
    async (request) => providers.testPlatform(actorOf(request), request.params.id),
  );
  app.get(
    '/:id/models',
    {
      schema: {
        tags,
        summary: "The provider's models",
        params: one,
        response: { 200: providerModelsSchema, ...errors },
      },
    },
    async (request) => providers.modelsPlatform(actorOf(request), request.params.id),
  );
};

/** Mounted at /organizations. */
export const organizationProviderRoutes: FastifyPluginAsyncZod<{ providers: ProviderService }> = async (
  app,
  { providers },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/:id/providers',
    {
      schema: {
        tags,
        summary: "Providers the organization's boards may use, and its current choice",
        params: one,
        response: { 200: organizationProvidersSchema, ...errors },
      },
    },
    async (request) => providers.listForOrganization(actorOf(request), request.params.id),
  );
  app.post(
    '/:id/providers',
    {
      schema: {
        tags,
        summary: "Add the organization's own provider (Admins)",
        params: one,
        body: providerCreateSchema,
        response: { 201: providerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await providers.createForOrganization(actorOf(request), request.params.id, request.body)),
  );
  app.put(
    '/:id/provider-choice',
    {
      schema: {
        tags,
        summary: "Which provider the organization's boards use (null: the platform's)",
        params: one,
        body: providerChoiceSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await providers.chooseForOrganization(actorOf(request), request.params.id, request.body.provider_id);
      return reply.status(204).send(null);
    },
  );
  app.patch(
    '/:id/providers/:providerId',
    {
      schema: {
        tags,
        summary: "Change the organization's own provider (Admins)",
        params: orgAndProvider,
        body: providerUpdateSchema,
        response: { 200: providerSchema, ...errors },
      },
    },
    async (request) =>
      providers.updateForOrganization(
        actorOf(request),
        request.params.id,
        request.params.providerId,
        request.body,
      ),
  );
  app.delete(
    '/:id/providers/:providerId',
    {
      schema: {
        tags,
        summary: "Remove the organization's own provider (Admins)",
        params: orgAndProvider,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await providers.removeForOrganization(actorOf(request), request.params.id, request.params.providerId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/providers/:providerId/test',
    {
      schema: {
        tags,
        summary: "Test connection of the organization's own provider",
        params: orgAndProvider,
        response: { 200: providerTestResultSchema, ...errors },
      },
    },
    async (request) =>
      providers.testForOrganization(actorOf(request), request.params.id, request.params.providerId),
  );
  app.get(
    '/:id/providers/:providerId/models',
    {
      schema: {
        tags,
        summary: 'Models of a provider the organization may use (for the seat picker)',
        params: orgAndProvider,
        response: { 200: providerModelsSchema, ...errors },
      },
    },
    async (request) =>
      providers.modelsForOrganization(actorOf(request), request.params.id, request.params.providerId),
  );
};

/** Mounted at /boards. */
export const boardProviderRoutes: FastifyPluginAsyncZod<{ providers: ProviderService }> = async (
  app,
  { providers },
) => {
  app.addHook('onRequest', app.requireUser);
  const body = providerChoiceSchema;
  const answer = z.object({ provider_id: z.string().nullable() });
  app.get(
    '/:id/provider',
    {
      schema: {
        tags,
        summary: "The board's own provider (null: its organization's choice)",
        params: one,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => providers.boardProvider(actorOf(request), request.params.id),
  );
  app.put(
    '/:id/provider',
    {
      schema: {
        tags,
        summary: "Override the board's provider (null: its organization's choice)",
        params: one,
        body,
        response: { 200: answer, ...errors },
      },
    },
    async (request) =>
      providers.setBoardProvider(actorOf(request), request.params.id, request.body.provider_id),
  );
};
