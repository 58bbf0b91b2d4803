import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardListItemSchema,
  boardSchema,
  createBoardBodySchema,
  positionSchema,
  updateBoardBodySchema,
} from '../../../contracts/boards.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  addBoardMemberBodySchema,
  boardMemberSchema,
  organizationFilterSchema,
} from '../../../contracts/organizations.ts';
import { idSchema, textSchema } from '../../../contracts/text.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import type { GuestQuotas } from '../guests/quotas.ts';
import type { BoardService } from './service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['boards'];

export const boardRoutes: FastifyPluginAsyncZod<{ service: BoardService; guestQuotas: GuestQuotas }> = async (
  app,
  { service, guestQuotas },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The boards you may see, across your organizations (or in one)',
        querystring: organizationFilterSchema,
        response: { 200: z.array(boardListItemSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.listBoards(actorOf(request), request.query.organization_id),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a board in an organization from a template and weighted seats',
        body: createBoardBodySchema,
        response: { 201: boardSchema, ...errors, 403: errorResponseSchema },
      },
      preHandler: async (request) => guestQuotas.beforeCreateBoard(identityOf(request).user),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createBoard(actorOf(request), request.body)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One board', params: idParams, response: { 200: boardSchema, ...errors } } },
    async (request) => service.getBoard(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a board and its seats, all at once or not at all',
        params: idParams,
        body: updateBoardBodySchema,
        response: { 200: boardSchema, ...errors },
      },
    },
    async (request) => service.updateBoard(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/:id/positions',
    {
      schema: {
        tags,
        summary: "A board's seats in order",
        params: idParams,
        response: { 200: z.array(positionSchema), ...errors },
      },
    },
    async (request) => service.listPositions(actorOf(request), request.params.id),
  );

  app.put(
    '/:id/positions/:positionId/assignee',
    {
      schema: {
        tags,
        summary: "Give a human seat to a member of the board's organization (null frees it)",
        params: z.object({ id: idSchema, positionId: idSchema }),
        body: z.strictObject({ email: textSchema.trim().max(320).nullable() }),
        response: { 200: positionSchema, ...errors },
      },
    },
    async (request) =>
      service.assignSeat(actorOf(request), request.params.id, request.params.positionId, request.body.email),
  );

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'People of the organization who may use this board',
        params: idParams,
        response: { 200: z.array(boardMemberSchema), ...errors },
      },
    },
    async (request) => service.members(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'Add a member of the organization to the board',
        params: idParams,
        body: addBoardMemberBodySchema,
        response: { 201: z.array(boardMemberSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addMember(actorOf(request), request.params.id, request.body.user_id)),
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove someone from the board (they stay in the organization)',
        params: z.object({ id: idSchema, userId: idSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeMember(actorOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a board with its seats, sessions, meetings and minutes',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteBoard(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
