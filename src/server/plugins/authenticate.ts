// Who is asking: reads the bearer token, checks its sign-in session is live, and exposes
// `requireUser` (onRequest hook → 401 when missing) and `identify` (optional identity).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRepository, UserRow } from '../features/auth/repository.ts';
import type { TokenService } from '../features/auth/tokens.ts';
import { isUuid, unauthorized } from '../lib/errors.ts';

export interface Identity {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    identify(request: FastifyRequest): Promise<Identity | null>;
  }
}

export interface AuthenticateOptions {
  tokens: TokenService;
  repository: AuthRepository;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authenticatePlugin(app: FastifyInstance, options: AuthenticateOptions) {
  app.decorateRequest('identity', null);

  app.decorate('identify', async (request: FastifyRequest): Promise<Identity | null> => {
    if (request.identity) return request.identity;
    const token = bearerToken(request);
    if (!token) return null;
    const claims = options.tokens.read(token);
    if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.userId))
      throw unauthorized('Could not validate credentials');
    const user = await options.repository.findLiveSessionUser(claims.sessionId, claims.userId);
    if (!user) throw unauthorized('Could not validate credentials');
    request.identity = { user, sessionId: claims.sessionId };
    return request.identity;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await app.identify(request))) throw unauthorized();
  });
}

export default fp(authenticatePlugin, { name: 'authenticate' });

/** The caller of a route guarded by `requireUser`. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}
