import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  castResolutionVoteSchema,
  circulateResolutionSchema,
  myResolutionsSchema,
  resolutionSchema,
  resolutionSummarySchema,
} from '../../../contracts/resolutions.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ResolutionService } from './service.ts';

const params = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);
const changeErrors = { ...errors, 403: errorResponseSchema, 409: errorResponseSchema };

export const registerSchema = z.object({
  board_id: z.string(),
  board_name: z.string(),
  can_circulate: z.boolean(),
  resolutions: z.array(resolutionSummarySchema),
});

export const resolutionRoutes: FastifyPluginAsyncZod<{ service: ResolutionService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/boards/:id/resolutions',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'The board’s written resolutions (its register), newest first',
        params,
        response: { 200: registerSchema, ...errors },
      },
    },
    async (request) => service.listOfBoard(actorOf(request), request.params.id),
  );

  app.post(
    '/boards/:id/resolutions',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'Circulate a written resolution to the board’s directors (Manage Meetings)',
        params,
        body: circulateResolutionSchema,
        response: { 201: resolutionSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const created = await service.circulate(actorOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/resolutions/mine',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'The written resolutions circulated to me: open ones, then recently closed ones',
        response: { 200: myResolutionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.mine(actorOf(request)),
  );

  app.get(
    '/resolutions/:id',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'One written resolution with its directors’ votes and reasons',
        params,
        response: { 200: resolutionSchema, ...errors },
      },
    },
    async (request) => service.get(actorOf(request), request.params.id),
  );

  app.post(
    '/resolutions/:id/vote',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'Approve, object or abstain, with a reason (a director it was circulated to, while open)',
        params,
        body: castResolutionVoteSchema,
        response: { 200: resolutionSchema, ...changeErrors },
      },
    },
    async (request) => service.vote(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/resolutions/:id/withdraw',
    {
      schema: {
        tags: ['resolutions'],
        summary: 'Withdraw an open written resolution (its circulator or an Admin)',
        params,
        response: { 200: resolutionSchema, ...changeErrors },
      },
    },
    async (request) => service.withdraw(actorOf(request), request.params.id),
  );
};
