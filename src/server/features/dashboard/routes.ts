import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../contracts/boards.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { BoardService } from '../boards/service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ boards: BoardService }> = async (app, { boards }) => {
  app.get(
    '/stats',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'The four dashboard figures',
        response: { 200: dashboardStatsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => boards.dashboardStats(actorOf(request)),
  );
};
