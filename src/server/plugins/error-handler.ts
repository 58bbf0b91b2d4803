// One error shape for every failure, FastAPI's: `{"detail": "message"}`, or for invalid input
// 422 `{"detail": [{loc, msg, type}]}`. 5xx answers never carry internals (stack, SQL).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '../../contracts/errors.ts';
import { AppError } from '../lib/errors.ts';

const LOCATION_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Friendlier words for Fastify's own client errors. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LOCATION_NAMES[error.validationContext ?? 'body'] ?? 'body';
      const detail: ValidationIssue[] = error.validation.map((issue) => ({
        loc: [where, ...issue.instancePath.split('/').filter(Boolean)],
        msg: issue.message ?? 'Invalid value',
        type: issue.keyword,
      }));
      return reply.status(422).send({ detail });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        FASTIFY_CLIENT_ERRORS[error.code] ??
        (error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message);
      return reply.status(status).send({ detail });
    }
    // The logger's `err` serializer (lib/safe-log.ts) keeps a database error to its code and a
    // redacted message: Drizzle's own carries the query parameters, password hashes included.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

/**
 * Errors raised before routing (a URL that does not decode): no hook has run, so the security
 * headers are set here, for an answer that carries no page.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply
    .status(badUrl ? 400 : (error.statusCode ?? 400))
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    .send({ detail: badUrl ? 'Malformed URL' : 'Bad request' });
}
