// Who is asking: reads the bearer token, checks its sign-in session is live, loads the actor
// (user, super-admin flag, memberships) once per request — through the actor cache, which
// drops everything at any change (actor-cache.ts) — and exposes `requireUser` (onRequest hook →
// 401 when missing) and `identify` (optional identity). A personal API token (`bw_…`) is the
// other kind of bearer: see api-tokens/token-auth.ts.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTokenScope } from '../../contracts/api-tokens.ts';
import { effectiveMatrix } from '../../contracts/permissions.ts';
import { SESSION_END_REASONS } from '../features/account/session-end.ts';
import type { TokenAuthentication } from '../features/api-tokens/token-auth.ts';
import { isApiTokenShaped } from '../features/api-tokens/token-secret.ts';
import type { ActorCache } from '../features/auth/actor-cache.ts';
import type { ActorRow, AuthRepository, UserRow } from '../features/auth/repository.ts';
import type { TokenService } from '../features/auth/tokens.ts';
import { isUuid, unauthorized } from '../lib/errors.ts';
import type { Actor } from '../policy.ts';

export interface Identity {
  user: UserRow;
  actor: Actor;
  /** The sign-in session; empty for a personal token, which has none (and is refused every route that needs one). */
  sessionId: string;
  /** Set when the request came with a personal API token rather than a sign-in. */
  apiToken: { id: string; scope: ApiTokenScope } | null;
}

/** 'Last Active' needs minutes, not milliseconds: one write a minute per user at most. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/**
 * Actors already built from a row the actor cache holds: every request of a sign-in would
 * otherwise build the same maps and sets (and each organization's matrix) again.
 */
const actorsOfRows = new WeakMap<ActorRow, Actor>();

export function toActor(row: ActorRow, ip: string | null): Actor {
  let actor = actorsOfRows.get(row);
  if (!actor) {
    actor = buildActor(row, ip);
    actorsOfRows.set(row, actor);
  }
  return actor.ip === ip ? actor : { ...actor, ip };
}

function buildActor(row: ActorRow, ip: string | null): Actor {
  return {
    user: row.user,
    isSuperadmin: row.user.isSuperadmin,
    organizations: new Map(
      row.organizations.map((m) => [m.id, { role: m.role, matrix: effectiveMatrix(m.permissions) }]),
    ),
    boardIds: new Set(row.boardIds),
    seatBoardIds: new Set(row.seatBoardIds),
    ip,
  };
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
  actors: ActorCache;
  apiTokens: TokenAuthentication;
  /** A sign-in session unused this long ends at its next request (0: off). */
  idleMinutes: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    if (isApiTokenShaped(token)) {
      request.identity = await options.apiTokens.identify(request, token);
      return request.identity;
    }
    const claims = options.tokens.read(token);
    if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.userId))
      throw unauthorized('Could not validate credentials');
    const row = await options.actors.load(claims.sessionId, () =>
      options.repository.findLiveSessionActor(claims.sessionId, claims.userId),
    );
    if (!row || row.user.id !== claims.userId) throw unauthorized('Could not validate credentials');
    const now = new Date();
    // Inactivity: 'last seen' moves once a minute at most, well inside any timeout one may set.
    if (
      options.idleMinutes > 0 &&
      row.sessionLastSeenAt &&
      now.getTime() - row.sessionLastSeenAt.getTime() > options.idleMinutes * 60_000
    ) {
      await options.repository.revokeSession(claims.sessionId, 'inactive');
      options.actors.invalidate();
      throw unauthorized(SESSION_END_REASONS.inactive);
    }
    // The user's 'Last Active' and this session's 'last seen' each move once a minute at most.
    const stale = (at: Date | null) => !at || now.getTime() - at.getTime() > LAST_ACTIVE_RESOLUTION_MS;
    if (stale(row.sessionLastSeenAt) || stale(row.user.lastActiveAt)) {
      await options.repository.touchLastActive(row.user.id, claims.sessionId, now);
      options.actors.touched(claims.sessionId, now);
    }
    const actor = toActor(row, request.ip ?? null);
    request.identity = { user: row.user, actor, sessionId: claims.sessionId, apiToken: null };
    return request.identity;
  });

  // A change made here is read by the next request here, before the database's own notice of
  // it arrives (it reaches the other processes that way). A refused write changed nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) options.actors.invalidate();
    done(null, payload);
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

/** Who is asking, with their memberships, for a route guarded by `requireUser`. */
export const actorOf = (request: FastifyRequest): Actor => identityOf(request).actor;
