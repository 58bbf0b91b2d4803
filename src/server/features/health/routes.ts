import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { healthResponseSchema } from '../../../contracts/health.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, with a round trip to the database',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
