// A request made with a personal API token: the token must exist, be neither revoked nor
// expired, and its owner not disabled (401 saying which); the route must be one its scope
// reaches and not account security (403); and each token has its own rate limit (429). The
// token then acts as its user, through the same authorization as a sign-in.
//
// Not cached, unlike sign-in actors: one indexed statement per request, so a revocation counts
// at once on every process without any notice to wait for.
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_EXPIRED, API_TOKEN_INVALID, API_TOKEN_REVOKED } from '../../../contracts/api-tokens.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { type Identity, toActor } from '../../plugins/authenticate.ts';
import { createAttemptLimiter } from '../account/attempt-limiter.ts';
import type { ApiTokenRepository } from './repository.ts';
import { isAccountSecurityRoute, scopeAllows, scopeRefusal, TOKEN_CANNOT_MANAGE_ACCOUNT } from './scope.ts';
import { hashTokenSecret, isWellFormedToken } from './token-secret.ts';

/** 'Last used' needs minutes: a busy integration writes it once a minute at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function createTokenAuthentication(deps: {
  repository: ApiTokenRepository;
  now: () => Date;
  /** Beyond it, 429 with Retry-After (API_RATE_LIMIT_PER_MINUTE). */
  requestsPerMinute: number;
}) {
  const { repository, now } = deps;
  const limiter = createAttemptLimiter({ max: deps.requestsPerMinute, windowMs: 60_000 }, now);

  return {
    async identify(request: FastifyRequest, credential: string): Promise<Identity> {
      if (!isWellFormedToken(credential)) throw unauthorized(API_TOKEN_INVALID);
      const row = await repository.findActorByHash(hashTokenSecret(credential));
      if (!row || row.user.disabledAt) throw unauthorized(API_TOKEN_INVALID);
      const at = now();
      if (row.token.revokedAt) throw unauthorized(API_TOKEN_REVOKED);
      if (row.token.expiresAt.getTime() <= at.getTime()) throw unauthorized(API_TOKEN_EXPIRED);

      const wait = limiter.wait(row.token.id);
      if (wait > 0)
        throw new AppError(429, `Too many requests with this API token. Try again in ${wait} seconds.`, {
          'retry-after': String(wait),
        });
      limiter.record(row.token.id);

      // The route's pattern, not the URL: ids in the path cannot steer the decision.
      const route = request.routeOptions.url ?? '';
      if (isAccountSecurityRoute(request.method, route)) throw forbidden(TOKEN_CANNOT_MANAGE_ACCOUNT);
      if (!scopeAllows(row.token.scope, request.method, route))
        throw forbidden(scopeRefusal(row.token.scope));

      const last = row.token.lastUsedAt;
      if (!last || at.getTime() - last.getTime() > LAST_USED_RESOLUTION_MS)
        await repository.touch(row.token.id, at);
      return {
        user: row.user,
        actor: toActor(row, request.ip ?? null),
        sessionId: '',
        apiToken: { id: row.token.id, scope: row.token.scope },
      };
    },
  };
}
export type TokenAuthentication = ReturnType<typeof createTokenAuthentication>;
