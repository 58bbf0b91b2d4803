// /api/v1/mail/bounces: where the mail service reports a message that bounced after it was sent.
// No sign-in: the shared secret (MAIL_BOUNCE_SECRET) in a header; without one configured the
// route is off and answers 404. It takes our JSON, or the mail server's own delivery status
// notification as it arrived in the bounce mailbox (message/rfc822, or a bare multipart/report),
// so a relay can forward bounces without understanding them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import {
  DSN_MAX_BYTES,
  MAIL_BOUNCE_SECRET_HEADER,
  mailBounceAnswerSchema,
  mailBounceReportSchema,
} from '../../../contracts/mail-bounces.ts';
import type { BounceService } from './bounces.ts';
import { readDeliveryStatus } from './delivery-status.ts';

export const bounceRoutes: FastifyPluginAsyncZod<{ service: BounceService }> = async (app, { service }) => {
  // A report is read into the JSON form before validation: the same schema checks both. Body
  // parsing comes after onRequest, so nothing is parsed for a caller without the secret.
  app.addContentTypeParser(
    ['message/rfc822', 'multipart/report'],
    { parseAs: 'buffer', bodyLimit: DSN_MAX_BYTES },
    async (request: { headers: Record<string, string | string[] | undefined> }, body: Buffer) => {
      const type = request.headers['content-type'];
      return { bounces: await readDeliveryStatus(body, typeof type === 'string' ? type : undefined) };
    },
  );
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
        summary:
          'Report e-mail that bounced (the mail service, with the shared bounce secret): JSON, or a delivery status notification (RFC 3464) as message/rfc822 or multipart/report',
        body: mailBounceReportSchema,
        response: {
          202: mailBounceAnswerSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.report(request.body);
      return reply.code(202).send({ accepted: true });
    },
  );
};
