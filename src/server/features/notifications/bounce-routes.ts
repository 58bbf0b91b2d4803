// /api/v1/mail/bounces: where the mail service reports a message that bounced after it was sent.
// No sign-in: the shared secret (MAIL_BOUNCE_SECRET) in a header; without one configured the
// route is off and answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  MAIL_BOUNCE_SECRET_HEADER,
  mailBounceAnswerSchema,
  mailBounceSchema,
} from '../../../contracts/mail-bounces.ts';
import type { BounceService } from './bounces.ts';

export const bounceRoutes: FastifyPluginAsyncZod<{ service: BounceService }> = async (app, { service }) => {
  app.post(
    '/mail/bounces',
    {
      // Checked before the body is read: a caller without the secret learns nothing from a 422.
      onRequest: async (request) => {
        const given = request.headers[MAIL_BOUNCE_SECRET_HEADER];
        service.authorize(typeof given === 'string' ? given : undefined);
      },
      schema: {
        tags: ['notifications'],
        summary: 'Report an e-mail that bounced (the mail service, with the shared bounce secret)',
        body: mailBounceSchema,
        response: {
          202: mailBounceAnswerSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.record(request.body);
      return reply.code(202).send({ accepted: true });
    },
  );
};
