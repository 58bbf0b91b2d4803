import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  awaitedMembersSchema,
  heldSeatSchema,
  humanPerspectiveBodySchema,
  pastContributionSchema,
  pendingDecisionSchema,
  perspectiveDraftSchema,
  perspectiveSchema,
  portalSessionSchema,
  savedDraftSchema,
} from '../../../contracts/sessions.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { AwaitedService } from './awaited.ts';
import type { HumanService } from './service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);

export const humanRoutes: FastifyPluginAsyncZod<{ service: HumanService; awaited: AwaitedService }> = async (
  app,
  { service, awaited },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/sessions/:id/awaited',
    {
      schema: {
        tags: ['board members'],
        summary: 'The board members a session is waiting for, until when, and whom it went on without',
        params: idParams,
        response: { 200: awaitedMembersSchema, ...errors },
      },
    },
    async (request) => awaited.get(actorOf(request), request.params.id),
  );

  app.post(
    '/sessions/:id/proceed-without',
    {
      schema: {
        tags: ['board members'],
        summary: 'Go on without the board members who have not given their perspective yet',
        params: idParams,
        response: {
          200: awaitedMembersSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => awaited.proceedWithout(actorOf(request), request.params.id),
  );

  app.get(
    '/boards/human/pending',
    {
      schema: {
        tags: ['board members'],
        summary: 'Decisions awaiting the seats you hold',
        response: { 200: z.array(pendingDecisionSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.pending(actorOf(request)),
  );

  app.get(
    '/boards/human/seats',
    {
      schema: {
        tags: ['board members'],
        summary: 'The human seats you hold, on every board',
        response: { 200: z.array(heldSeatSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.seats(actorOf(request)),
  );

  app.get(
    '/boards/human/contributions',
    {
      schema: {
        tags: ['board members'],
        summary: "Your past contributions, newest first, with the board's outcome",
        response: { 200: z.array(pastContributionSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.contributions(actorOf(request)),
  );

  app.get(
    '/boards/sessions/:id/draft',
    {
      schema: {
        tags: ['board members'],
        summary: 'Your saved draft perspective for this session (null when none)',
        params: idParams,
        response: { 200: savedDraftSchema.nullable(), ...errors, 403: errorResponseSchema },
      },
    },
    async (request) => service.draft(actorOf(request), request.params.id),
  );

  app.put(
    '/boards/sessions/:id/draft',
    {
      schema: {
        tags: ['board members'],
        summary: 'Save your draft perspective on the server',
        params: idParams,
        body: perspectiveDraftSchema,
        response: { 200: savedDraftSchema, ...errors, 403: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => service.saveDraft(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/boards/sessions/:id',
    {
      schema: {
        tags: ['board members'],
        summary: 'A session as the board member portal shows it',
        params: idParams,
        response: { 200: portalSessionSchema, ...errors },
      },
    },
    async (request) => service.session(actorOf(request), request.params.id),
  );

  app.get(
    '/boards/sessions/:id/perspectives',
    {
      schema: {
        tags: ['board members'],
        summary: 'The perspectives given so far',
        params: idParams,
        response: { 200: z.array(perspectiveSchema), ...errors },
      },
    },
    async (request) => service.perspectives(actorOf(request), request.params.id),
  );

  app.post(
    '/boards/sessions/:id/perspectives',
    {
      schema: {
        tags: ['board members'],
        summary: 'Give your perspective for the human seat you hold',
        params: idParams,
        body: humanPerspectiveBodySchema,
        response: {
          201: z.object({ success: z.boolean(), message: z.string() }),
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.submit(actorOf(request), request.params.id, request.body)),
  );
};
