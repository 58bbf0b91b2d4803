import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import { minutesSchema, minutesSummarySchema } from '../../../contracts/meetings.ts';
import { minutesAmendmentBodySchema } from '../../../contracts/minutes-comments.ts';
import { idSchema } from '../../../contracts/text.ts';
import { sendReport } from '../../lib/report/send.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { MinutesService } from './service.ts';

const params = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);
const changeErrors = { ...errors, 403: errorResponseSchema, 409: errorResponseSchema };

export const minutesRoutes: FastifyPluginAsyncZod<{ service: MinutesService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags: ['minutes'],
        summary: 'Minutes of your meetings',
        response: { 200: z.array(minutesSummarySchema), 401: errorResponseSchema },
      },
    },
    async (request) => service.list(actorOf(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['minutes'],
        summary: 'One meeting’s minutes',
        params,
        response: { 200: minutesSchema, ...errors },
      },
    },
    async (request) => service.get(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['minutes'],
        summary: 'Approve draft minutes (an Admin of the board’s organization); they are then read-only',
        params,
        response: { 200: minutesSchema, ...changeErrors },
      },
    },
    async (request) => service.approve(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/amendments',
    {
      schema: {
        tags: ['minutes'],
        summary:
          'Amend approved minutes (an Admin): the approved text stays, the amendment is the next version',
        params,
        body: minutesAmendmentBodySchema,
        response: { 201: minutesSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.amend(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags: ['minutes'],
        summary: 'Minutes as a PDF or Markdown file',
        params,
        querystring: z.object({ format: z.enum(['pdf', 'md']).default('pdf') }),
        response: { 200: z.unknown().describe('application/pdf or text/markdown attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { report, stem } = await service.report(actorOf(request), request.params.id);
      return sendReport(reply, report, request.query.format, stem);
    },
  );
};
