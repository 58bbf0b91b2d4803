import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  acceptWeightsBodySchema,
  boardTrackRecordsSchema,
  pendingReviewsSchema,
  recordReviewBodySchema,
  reviewDateBodySchema,
  reviewSchema,
  suggestedWeightsSchema,
} from '../../../contracts/reviews.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ReviewService } from './service.ts';

const idParams = z.object({ id: idSchema });
const errors = errorResponses(401, 404, 422);

export const reviewRoutes: FastifyPluginAsyncZod<{ service: ReviewService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/sessions/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary: "A completed decision's outcome review: its date, and how it turned out once recorded",
        params: idParams,
        response: { 200: reviewSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => service.get(actorOf(request), request.params.id),
  );

  app.put(
    '/sessions/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Record or change how a decision turned out: what was done, the result, notes, figures, and which critical risks happened',
        params: idParams,
        body: recordReviewBodySchema,
        response: { 200: reviewSchema, ...errors, 403: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => service.record(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/sessions/:id/review/date',
    {
      schema: {
        tags: ['reviews'],
        summary: "Move a decision's review date (the asker and the Admins are told on that date)",
        params: idParams,
        body: reviewDateBodySchema,
        response: { 200: reviewSchema, ...errors, 403: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => service.setDate(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/reviews/pending',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews due now that the caller records: decisions they asked, boards they administer',
        response: { 200: pendingReviewsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.pending(actorOf(request)),
  );

  app.get(
    '/boards/:id/track-records',
    {
      schema: {
        tags: ['reviews'],
        summary: "Each seat's track record from the board's outcome reviews (no score under 5 reviews)",
        params: idParams,
        response: { 200: boardTrackRecordsSchema, ...errors },
      },
    },
    async (request) => service.trackRecords(actorOf(request), request.params.id),
  );

  app.get(
    '/boards/:id/suggested-weights',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Seat weights suggested from the track records, each with its reason (never applied by itself)',
        params: idParams,
        response: { 200: suggestedWeightsSchema, ...errors },
      },
    },
    async (request) => service.suggestedWeights(actorOf(request), request.params.id),
  );

  app.post(
    '/boards/:id/suggested-weights/accept',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Accept the suggested weights as shown (409 when they changed since)',
        params: idParams,
        body: acceptWeightsBodySchema,
        response: {
          200: suggestedWeightsSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => service.acceptWeights(actorOf(request), request.params.id, request.body),
  );
};
