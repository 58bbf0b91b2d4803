// The live deliberation room's API: the room itself, interjections, reactions, and human seats'
// revisions and votes while their windows are open.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  interjectionBodySchema,
  presenceBodySchema,
  reactionBodySchema,
  reactionResultSchema,
  revisionBodySchema,
  roomSchema,
  voteBodySchema,
} from '../../../contracts/live.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { RoomService } from './room-service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);
const acting = { ...errors, 403: errorResponseSchema, 409: errorResponseSchema };
const done = z.object({ success: z.boolean(), message: z.string() });

export const liveRoutes: FastifyPluginAsyncZod<{ service: RoomService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/sessions/:id/room',
    {
      schema: {
        tags: ['live room'],
        summary: 'A session as the live room shows it: status, seats, the open window of human seats',
        params: idParams,
        response: { 200: roomSchema, ...errors },
      },
    },
    async (request) => service.room(actorOf(request), request.params.id),
  );

  app.post(
    '/sessions/:id/interjections',
    {
      schema: {
        tags: ['live room'],
        summary: 'Interject: a remark (at most 200 characters, one every 30 seconds) the AI seats read next',
        params: idParams,
        body: interjectionBodySchema,
        response: {
          201: z.object({ seq: z.number().int(), author: z.string(), text: z.string() }),
          ...acting,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.interject(actorOf(request), request.params.id, request.body.text)),
  );

  app.post(
    '/sessions/:id/presence',
    {
      schema: {
        tags: ['live room'],
        summary: 'Join or leave the live room (announced on the session log while it runs)',
        params: idParams,
        body: presenceBodySchema,
        response: { 204: z.null(), ...acting },
      },
    },
    async (request, reply) => {
      await service.presence(actorOf(request), request.params.id, request.body.present);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/:id/reactions',
    {
      schema: {
        tags: ['live room'],
        summary: 'React to a message (agree, disagree, question, concern); again to take it back',
        params: idParams,
        body: reactionBodySchema,
        response: { 200: reactionResultSchema, ...acting },
      },
    },
    async (request) =>
      service.react(actorOf(request), request.params.id, request.body.event_seq, request.body.kind),
  );

  app.post(
    '/sessions/:id/revisions',
    {
      schema: {
        tags: ['live room'],
        summary: "Your human seat's stance in the open consensus round",
        params: idParams,
        body: revisionBodySchema,
        response: { 201: done, ...acting },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.revise(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/sessions/:id/votes',
    {
      schema: {
        tags: ['live room'],
        summary: "Your human seat's final vote, while the voting window is open",
        params: idParams,
        body: voteBodySchema,
        response: { 201: done, ...acting },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.vote(actorOf(request), request.params.id, request.body)),
  );
};
