// Board papers: list and attach on a board, read one (what was extracted), its file, remove it.
// An upload's body is the file itself (application/octet-stream), its name in the query.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/errors.ts';
import {
  PAPER_MAX_BYTES,
  paperContentQuerySchema,
  paperDetailSchema,
  paperListSchema,
  paperSchema,
  paperTargetSchema,
  uploadPaperQuerySchema,
} from '../../../contracts/papers.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { PaperService } from './service.ts';

const params = z.object({ id: idSchema });
const errors = errorResponses(401, 403, 404, 409, 413, 415, 422);

/** Kinds a browser shows in place; everything else is only downloaded. */
const INLINE = new Set(['pdf', 'image']);

/** A Content-Disposition naming the file safely whatever characters its name has (RFC 6266). */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const paperRoutes: FastifyPluginAsyncZod<{ service: PaperService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  // The file is the body: read whole (at most PAPER_MAX_BYTES), its kind judged from its bytes.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: PAPER_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/boards/:id/papers',
    {
      schema: {
        tags: ['papers'],
        summary:
          "The board's papers (or a meeting's, an agenda item's, a session's), with extraction progress",
        params,
        querystring: paperTargetSchema,
        response: { 200: paperListSchema, ...errors },
      },
    },
    async (request) => service.list(actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/boards/:id/papers',
    {
      bodyLimit: PAPER_MAX_BYTES,
      schema: {
        tags: ['papers'],
        summary:
          'Attach a file (PDF, XLSX, CSV, DOCX, PPTX or image, at most 20 MB, its kind judged by content) to the board, a meeting, an agenda item or a session',
        params,
        querystring: uploadPaperQuerySchema,
        response: { 201: paperSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      reply.status(201);
      return service.upload(actorOf(request), request.params.id, request.query, body);
    },
  );

  app.get(
    '/papers/:id',
    {
      schema: {
        tags: ['papers'],
        summary: 'A board paper with the text and tables extracted from it',
        params,
        response: { 200: paperDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(actorOf(request), request.params.id),
  );

  app.get(
    '/papers/:id/content',
    {
      schema: {
        tags: ['papers'],
        summary: 'The file itself: shown in place (PDF, images) or downloaded (?download=1, and other kinds)',
        params,
        querystring: paperContentQuerySchema,
        response: { 200: z.unknown().describe('the file, in the type judged from its content'), ...errors },
      },
    },
    async (request, reply) => {
      const { paper, bytes } = await service.content(actorOf(request), request.params.id);
      const inline = INLINE.has(paper.kind) && request.query.download !== '1';
      return (
        reply
          .type(paper.mediaType)
          .header('content-disposition', disposition(inline ? 'inline' : 'attachment', paper.name))
          // Never run as a page of this site, whatever the file holds.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(bytes)
      );
    },
  );

  app.delete(
    '/papers/:id',
    {
      schema: {
        tags: ['papers'],
        summary: 'Remove a board paper (whoever attached it, or whoever manages the meetings)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
