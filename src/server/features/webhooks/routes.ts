// /api/v1/organizations/:id/webhooks: an organization's outgoing webhooks and their delivery
// log, for its Admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/errors.ts';
import { idSchema } from '../../../contracts/text.ts';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliverySchema,
  webhookSchema,
} from '../../../contracts/webhooks.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { WebhookService } from './service.ts';

const orgParams = z.object({ id: idSchema });
const webhookParams = z.object({ id: idSchema, webhookId: idSchema });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['webhooks'];

export const webhookRoutes: FastifyPluginAsyncZod<{ service: WebhookService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:id/webhooks',
    {
      schema: {
        tags,
        summary: "The organization's outgoing webhooks (Admins)",
        params: orgParams,
        response: { 200: z.array(webhookSchema), ...errors },
      },
    },
    async (request) => service.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/webhooks',
    {
      schema: {
        tags,
        summary: 'Add a webhook (Admins); its signing secret is shown this once',
        params: orgParams,
        body: createWebhookBodySchema,
        response: { 201: createdWebhookSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/:id/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Change a webhook: address, events, format, enabled (Admins)',
        params: webhookParams,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...errors },
      },
    },
    async (request) =>
      service.update(actorOf(request), request.params.id, request.params.webhookId, request.body),
  );

  app.delete(
    '/:id/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Remove a webhook and its delivery log (Admins)',
        params: webhookParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        summary: "A webhook's delivery log, newest first (Admins)",
        params: webhookParams,
        response: { 200: z.array(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => service.deliveries(actorOf(request), request.params.id, request.params.webhookId),
  );

  app.post(
    '/:id/webhooks/:webhookId/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        summary: 'Send a logged delivery again (same message id), as a new delivery (Admins)',
        params: webhookParams.extend({ deliveryId: idSchema }),
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await service.replay(
            actorOf(request),
            request.params.id,
            request.params.webhookId,
            request.params.deliveryId,
          ),
        ),
  );
};
