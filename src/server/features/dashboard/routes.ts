import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../contracts/boards.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
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
    async (request) => service.stats(actorOf(request)),
  );
};
