import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shareTemplateBodySchema,
  templateBodySchema,
  templateSchema,
  updateTemplateBodySchema,
} from '../../../contracts/boards.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { organizationFilterSchema } from '../../../contracts/organizations.ts';
import { idSchema, textSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { TemplateService } from './service.ts';

const tags = ['templates'];
const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 403, 404, 422);

export const templateRoutes: FastifyPluginAsyncZod<{ service: TemplateService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Built-in templates and your organizations’ own',
        querystring: organizationFilterSchema,
        response: { 200: z.array(templateSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.list(actorOf(request), request.query.organization_id),
  );

  app.get(
    '/marketplace',
    {
      schema: {
        tags,
        summary: 'Templates shared by every organization',
        response: { 200: z.array(templateSchema), 401: errorResponseSchema },
      },
    },
    async () => service.marketplace(),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a custom template in an organization',
        body: templateBodySchema,
        response: { 201: templateSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        summary: 'One board template',
        params: z.object({ slug: textSchema.max(80) }),
        response: { 200: templateSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.get(actorOf(request), request.params.slug),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a custom template',
        params: idParams,
        body: updateTemplateBodySchema,
        response: { 200: templateSchema, ...errors },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/share',
    {
      schema: {
        tags,
        summary: 'Share a custom template on the marketplace, or stop sharing it',
        params: idParams,
        body: shareTemplateBodySchema,
        response: { 200: templateSchema, ...errors },
      },
    },
    async (request) => service.share(actorOf(request), request.params.id, request.body.shared),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom template',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
