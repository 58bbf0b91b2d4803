// /api/v1/auth/calendar-feed: one's private calendar address (under /auth, so no API token can
// mint or read one: the address is a credential). /api/v1/calendar/<secret>.ics: the feed itself,
// fetched by calendar apps without a cookie or a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema, createdCalendarFeedSchema } from '../../../contracts/calendar.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import type { CalendarService } from './service.ts';

const errors = errorResponses(401, 403, 404, 422);

export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (
  app,
  { service },
) => {
  const tags = ['calendar'];

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'A private calendar feed (iCalendar), by its secret address; no sign-in',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: z.unknown().describe('text/calendar'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ics = await service.feed(request.params.file);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // The address is the secret: no shared cache may keep the answer.
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(Buffer.from(ics, 'utf8'))
      );
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.requireUser);

    signedIn.get(
      '/auth/calendar-feed',
      {
        schema: {
          tags,
          summary: 'Whether I have a calendar feed address (never its secret)',
          response: { 200: calendarFeedSchema, ...errors },
        },
      },
      async (request) => service.status(identityOf(request)),
    );

    signedIn.post(
      '/auth/calendar-feed',
      {
        schema: {
          tags,
          summary: 'Make my calendar feed address, or a new one (the old stops working); shown this once',
          response: { 201: createdCalendarFeedSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(identityOf(request))),
    );

    signedIn.delete(
      '/auth/calendar-feed',
      {
        schema: {
          tags,
          summary: 'Turn my calendar feed off (its address stops working)',
          response: { 204: z.null().describe('Off'), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(identityOf(request));
        return reply.status(204).send(null);
      },
    );
  });
};
