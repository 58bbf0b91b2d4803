// What a personal token may reach, decided from the route alone before any handler runs, so a
// route added later is covered by the same rules: reads for `read`; for `ask` also starting a
// session and asking a follow-up; for `manage` everything — and for no token, ever, account
// security (everything under /auth but "who am I", and ending other people's sessions), so a
// leaked token can neither mint tokens, change the password, address or factors, nor lock the
// owner out.
import type { ApiTokenScope } from '../../../contracts/api-tokens.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The writes an `ask` token may make (method and route pattern, as Fastify names them): asking,
 * and saying how a decision turned out (what an assistant that asked is expected to come back with).
 */
const ASK_ROUTES = new Set([
  'POST /api/v1/boards/:id/sessions',
  'POST /api/v1/sessions/:id/follow-ups',
  'PUT /api/v1/sessions/:id/review',
]);

/**
 * Account security outside /auth: ending someone's sessions, disabling an account, resetting
 * factors. How an organization's people sign in (single sign-on, its domain and any route added
 * under it later) is matched by its prefix below.
 */
const ACCOUNT_SECURITY_ROUTES = new Set([
  'DELETE /api/v1/organizations/:id',
  'DELETE /api/v1/organizations/:id/members/:userId/sessions',
  'PUT /api/v1/superadmin/users/:id/disabled',
  'POST /api/v1/organizations/:id/members/:userId/factors/reset',
  'POST /api/v1/superadmin/users/:id/factors/reset',
]);
/**
 * The MCP endpoint carries every kind of call in one POST: each tool judges the scope itself
 * against the REST route it stands for (features/mcp/tool-access.ts).
 */
const SCOPED_PER_TOOL = new Set(['POST /mcp']);
const ACCOUNT_PREFIX = '/api/v1/auth/';
const SIGN_IN_SETTINGS = /^\/api\/v1\/organizations\/:id\/sso(?:\/|$)/;
const WHO_AM_I = '/api/v1/auth/me';

export const TOKEN_CANNOT_MANAGE_ACCOUNT =
  'API tokens cannot be used for account security: sign in to the app to do this';
export const scopeRefusal = (scope: ApiTokenScope) =>
  `This API token's scope (${scope}) does not allow this request`;

export function isAccountSecurityRoute(method: string, url: string): boolean {
  if (url.startsWith(ACCOUNT_PREFIX)) return url !== WHO_AM_I;
  if (SIGN_IN_SETTINGS.test(url) && !READ_METHODS.has(method)) return true;
  return ACCOUNT_SECURITY_ROUTES.has(`${method} ${url}`);
}

/** Whether a token of `scope` may call the route `url` (its pattern) with `method`. */
export function scopeAllows(scope: ApiTokenScope, method: string, url: string): boolean {
  if (READ_METHODS.has(method) || SCOPED_PER_TOOL.has(`${method} ${url}`)) return true;
  if (scope === 'manage') return true;
  return scope === 'ask' && ASK_ROUTES.has(`${method} ${url}`);
}
