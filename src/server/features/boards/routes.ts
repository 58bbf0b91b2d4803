import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardSchema, createBoardBodySchema, positionSchema } from '../../../contracts/boards.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { idSchema, textSchema } from '../../../contracts/text.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import type { GuestQuotas } from '../guests/quotas.ts';
import type { BoardService } from './service.ts';

const idParams = z.object({ id: idSchema });
const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

export const boardRoutes: FastifyPluginAsyncZod<{ service: BoardService; guestQuotas: GuestQuotas }> = async (
  app,
  { service, guestQuotas },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags: ['boards'],
        summary: 'Your boards',
        response: { 200: z.array(boardSchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.listBoards(identityOf(request).user),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['boards'],
        summary: 'Create a board from a template and weighted seats',
        body: createBoardBodySchema,
        response: { 201: boardSchema, ...errors, 403: errorResponseSchema },
      },
      preHandler: async (request) => guestQuotas.beforeCreateBoard(identityOf(request).user),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createBoard(identityOf(request).user, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['boards'],
        summary: 'One board',
        params: idParams,
        response: { 200: boardSchema, ...errors },
      },
    },
    async (request) => service.getBoard(identityOf(request).user, request.params.id),
  );

  app.get(
    '/:id/positions',
    {
      schema: {
        tags: ['boards'],
        summary: "A board's seats in order",
        params: idParams,
        response: { 200: z.array(positionSchema), ...errors },
      },
    },
    async (request) => service.listPositions(identityOf(request).user, request.params.id),
  );

  app.put(
    '/:id/positions/:positionId/assignee',
    {
      schema: {
        tags: ['boards'],
        summary: 'Give a human seat to a registered user (null frees it)',
        params: z.object({ id: idSchema, positionId: idSchema }),
        body: z.strictObject({ email: textSchema.trim().max(320).nullable() }),
        response: { 200: positionSchema, ...errors },
      },
    },
    async (request) =>
      service.assignSeat(
        identityOf(request).user,
        request.params.id,
        request.params.positionId,
        request.body.email,
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['boards'],
        summary: 'Delete a board with its seats',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteBoard(identityOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
