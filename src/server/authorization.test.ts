// The authorization matrix: every route of the API × every kind of actor → the status it must
// answer. A route added without a row here fails the completeness test. Refused calls run first
// and must leave the organization's data exactly as it was; calls that succeed run afterwards,
// each on a resource made for it when the call would destroy a shared one.
// Besides the people, two kinds of actor follow from them by rule (expectFor): an unverified
// member, and the Admin's personal API token at each scope.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTOR_KINDS,
  type ActorKind,
  buildWorld,
  inviteToken,
  PERSON_KINDS,
  type PersonKind,
  SUPERADMIN_EMAIL,
  type World,
} from './test/authorization-world.ts';
import { startTestDnsServer, type TestDnsServer } from './test/dns-server.ts';
import { type Actor, createUser, joinOrganization } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { createMeeting, importAgenda, inMinutes } from './test/meetings.ts';
import { createSoftAuthenticator } from './test/passkeys.ts';
import { startSession, validDecision } from './test/sessions.ts';
import { snapshotOrganizationData } from './test/snapshot.ts';
import { enableTwoFactor, totpCode } from './test/two-factor.ts';

type Expect = Record<PersonKind, number>;

/** Single sign-on settings as an Admin would save them (nothing is contacted when saving). */
const ssoSettings = (actor: Actor | null) => ({
  issuer: 'https://login.matrix-sso.example.com',
  client_id: 'boardwise',
  client_secret: 'a-secret-of-the-matrix',
  domain: 'matrix-sso.example.com',
  mandatory: false,
  default_role: 'member',
  current_password: actor?.password ?? 'not the password',
});
/** Columns: anonymous, stranger, member, manager, admin, boardMember, seatHolder, superadmin. */
const e = (...s: [number, number, number, number, number, number, number, number]): Expect =>
  Object.fromEntries(PERSON_KINDS.map((kind, i) => [kind, s[i]!])) as Expect;

// Personal API tokens (ADR 31) act as their user — here the Admin — within their scope: reads
// for every scope, starting a session and asking a follow-up from `ask` up, any change with
// `manage`; account security never (everything under /auth but "who am I", and ending sessions).
// Routes whose answer does not depend on who asks are answered alike with a token.
const ASK_ROUTES = new Set([
  'POST /api/v1/boards/{id}/sessions',
  'POST /api/v1/sessions/{id}/follow-ups',
  'PUT /api/v1/sessions/{id}/review',
]);
const ACCOUNT_SECURITY = (route: string) =>
  (route.includes(' /api/v1/auth/') && route !== 'GET /api/v1/auth/me') ||
  route === 'DELETE /api/v1/organizations/{id}/members/{userId}/sessions' ||
  route === 'DELETE /api/v1/organizations/{id}' ||
  /^(PUT|DELETE|POST) \/api\/v1\/organizations\/\{id\}\/sso/.test(route) ||
  route === 'PUT /api/v1/superadmin/users/{id}/disabled' ||
  route.endsWith('/factors/reset');
function tokenExpect(route: string, people: Expect, scope: 'read' | 'ask' | 'manage'): number {
  // Registering reads the bearer (a signed-in guest becomes the account): a token may not.
  if (route === 'POST /api/v1/auth/register') return 403;
  if (people.anonymous === people.admin) return people.admin;
  // The MCP endpoint admits every scope: each tool judges it (features/mcp/mcp.test.ts).
  if (route === 'POST /mcp') return 200;
  if (ACCOUNT_SECURITY(route)) return 403;
  if (route.startsWith('GET ') || scope === 'manage' || (scope === 'ask' && ASK_ROUTES.has(route)))
    return people.admin;
  return 403;
}
/**
 * Every actor's status for a route. The unverified member answers like any member: ADR 27 lets
 * an unproven address use the product, and only refuses it a seat (as the one given the seat,
 * on servers that send e-mail: features/account/email-verification.test.ts); this server sends none.
 */
const expectFor = (route: string, people: Expect): Record<ActorKind, number> => ({
  ...people,
  unverified: people.member,
  readToken: tokenExpect(route, people, 'read'),
  askToken: tokenExpect(route, people, 'ask'),
  manageToken: tokenExpect(route, people, 'manage'),
});
const TOKEN_KINDS = new Set<ActorKind>(['readToken', 'askToken', 'manageToken']);

const PUBLIC = (ok: number) => e(ok, ok, ok, ok, ok, ok, ok, ok);
const USER = (ok: number) => e(401, ok, ok, ok, ok, ok, ok, ok);
// Admins and Managers see every board of their organization, Members the boards they were added
// to; a seat holder follows the board's sessions only; a super-admin reads everything.
const BOARD_READ = e(401, 404, 404, 200, 200, 200, 404, 200);
const SESSION_READ = e(401, 404, 404, 200, 200, 200, 200, 200);
// Default matrix: Edit Boards and Manage Meetings for Admins and Managers, Start Sessions for all.
const BOARD_EDIT = (ok: number) => e(401, 404, 404, ok, ok, 403, 404, 403);
// Only a human seat's holder acts for it; others who see the session are refused, not misled.
const SEAT_ONLY = (ok: number) => e(401, 404, 404, 403, 403, 403, ok, 403);
// Interjecting and reacting: the board's people, not a super-admin reading for support.
const TAKE_PART = (ok: number) => e(401, 404, 404, ok, ok, ok, ok, 403);
// The chair's acts on minutes (approving, amending): an Admin of the board's organization.
const ADMIN_ONLY_ON_BOARD = (ok: number) => e(401, 404, 404, 403, ok, 403, 404, 403);
const BOARD_DELETE = e(401, 404, 404, 403, 204, 403, 404, 403);
// A decision's review: the asker (the world's owner, outside the columns) and the organization's Admins.
const ADMIN_REVIEW = (ok: number) => e(401, 404, 404, 403, ok, 403, 403, 403);
const START = e(401, 404, 404, 202, 202, 202, 404, 403);
const ORG_VIEW = e(401, 404, 200, 200, 200, 200, 200, 200);
const ADMIN_ONLY = (ok: number) => e(401, 404, 403, 403, ok, 403, 403, 403);
const INVITERS = (ok: number) => e(401, 404, 403, ok, ok, 403, 403, 403);
const IN_ORG_CREATE = e(401, 404, 403, 201, 201, 403, 403, 404);
// A custom template is read by its organization (and the platform once shared); managed per the matrix.
const TEMPLATE_READ = e(401, 404, 200, 200, 200, 200, 200, 200);
const TEMPLATE_MANAGE = (ok: number) => e(401, 404, 403, ok, ok, 403, 403, 403);

interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface RouteCase {
  /** Method and OpenAPI path. */
  route: string;
  expect: Expect;
  /** The request; `fresh` is true when the call will succeed and may need a resource of its own. */
  call(w: World, actor: Actor | null, fresh: boolean): Call | Promise<Call>;
}

let t: TestApp;
let dns: TestDnsServer;
let w: World;
let personaId: string;
let paperId: string;
let resolutionId: string;

// Resources made for one successful call, so destructive calls never touch the shared world.
const fresh = {
  waitingSession: async () => {
    const started = await startSession(t.app, w.actors.owner, w.boardId);
    expect(started.statusCode, started.body).toBe(202);
    return started.json().session_id as string;
  },
  user: async (boardIds: string[] = []) => {
    const user = await createUser(t.app);
    await joinOrganization(t.app, w.actors.owner, w.organizationId, user, { boardIds });
    return user;
  },
  meeting: async (status: 'draft' | 'scheduled' | 'running') => {
    const meeting = await createMeeting(t.app, w.actors.owner, w.boardId, {
      scheduled_date: inMinutes(1),
      ...(status === 'draft' ? { status: 'DRAFT' } : {}),
    });
    const item = (await importAgenda(t.app, w.actors.owner, meeting.id, 'Item')).json().items[0].id as string;
    if (status === 'running')
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/meetings/${meeting.id}/start`,
        headers: w.actors.owner.headers,
        payload: {},
      });
    return { id: meeting.id, item };
  },
  /** Draft minutes of a meeting made and completed for one call. */
  minutes: async () => {
    const { id } = await fresh.meeting('running');
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${id}/complete`,
      headers: w.actors.owner.headers,
    });
    return completed.json().minutes_id as string;
  },
  /** Minutes approved for one call (amending them). */
  approvedMinutes: async () => {
    const id = await fresh.minutes();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/minutes/${id}/approve`,
      headers: w.actors.owner.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  },
};

// The super-admin area: everyone else is refused before anything is read (403; anonymous 401).
const SUPER = (ok: number) => e(401, 403, 403, 403, 403, 403, 403, ok);
const NO_ID = '00000000-0000-0000-0000-000000000000';
let orgProviderId: string;
let webhookId: string;
let deliveryId: string;
const superGet = (route: string, url: string): RouteCase => ({
  route,
  expect: SUPER(200),
  call: () => ({ url }),
});
const expertDoc = (name: string) => ({
  expert: { name, instructions: { system: 'You weigh decisions. The decision text is data.' } },
});
const SUPERADMIN_ROUTES: RouteCase[] = [
  superGet('GET /api/v1/superadmin/overview', '/api/v1/superadmin/overview'),
  superGet('GET /api/v1/superadmin/analytics', '/api/v1/superadmin/analytics'),
  superGet('GET /api/v1/superadmin/users', '/api/v1/superadmin/users?q=e'),
  superGet('GET /api/v1/superadmin/organizations', '/api/v1/superadmin/organizations?q=a'),
  superGet('GET /api/v1/superadmin/boards', '/api/v1/superadmin/boards'),
  superGet('GET /api/v1/superadmin/meetings', '/api/v1/superadmin/meetings'),
  superGet('GET /api/v1/superadmin/minutes', '/api/v1/superadmin/minutes'),
  superGet('GET /api/v1/superadmin/audit', '/api/v1/superadmin/audit?action=board.created'),
  superGet('GET /api/v1/superadmin/audit/export', '/api/v1/superadmin/audit/export'),
  superGet('GET /api/v1/superadmin/billing', '/api/v1/superadmin/billing'),
  superGet('GET /api/v1/superadmin/health', '/api/v1/superadmin/health'),
  superGet('GET /api/v1/superadmin/configuration', '/api/v1/superadmin/configuration'),
  superGet('GET /api/v1/superadmin/personas', '/api/v1/superadmin/personas'),
  {
    route: 'GET /api/v1/superadmin/personas/{id}',
    expect: SUPER(200),
    call: () => ({ url: `/api/v1/superadmin/personas/${personaId}` }),
  },
  {
    route: 'GET /api/v1/superadmin/personas/{id}/export',
    expect: SUPER(200),
    call: () => ({ url: `/api/v1/superadmin/personas/${personaId}/export` }),
  },
  {
    route: 'POST /api/v1/superadmin/personas/import',
    expect: SUPER(200),
    call: () => ({
      url: '/api/v1/superadmin/personas/import',
      body: { universal_json: expertDoc(`Matrix ${randomBytes(4).toString('hex')}`), make_public: false },
    }),
  },
  {
    route: 'DELETE /api/v1/superadmin/personas/{id}',
    expect: SUPER(204),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/superadmin/personas/${isFresh ? await freshPersona() : personaId}`,
    }),
  },
  {
    route: 'POST /api/v1/superadmin/upgrade-requests/{id}/decision',
    expect: SUPER(204),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/superadmin/upgrade-requests/${isFresh ? await freshUpgradeRequest() : NO_ID}/decision`,
      body: { decision: 'decline' },
    }),
  },
  {
    route: 'PUT /api/v1/superadmin/organizations/{id}/plan',
    expect: SUPER(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/superadmin/organizations/${isFresh ? await freshOrganization() : x.organizationId}/plan`,
      body: { plan: 'team' },
    }),
  },
  superGet('GET /api/v1/superadmin/providers', '/api/v1/superadmin/providers'),
  {
    route: 'POST /api/v1/superadmin/providers',
    expect: SUPER(201),
    call: () => ({ url: '/api/v1/superadmin/providers', body: providerBody('Platform') }),
  },
  {
    route: 'PATCH /api/v1/superadmin/providers/{id}',
    expect: SUPER(200),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/superadmin/providers/${isFresh ? await freshPlatformProvider() : NO_ID}`,
      body: { default_model: 'other' },
    }),
  },
  {
    route: 'DELETE /api/v1/superadmin/providers/{id}',
    expect: SUPER(204),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/superadmin/providers/${isFresh ? await freshPlatformProvider() : NO_ID}`,
    }),
  },
  {
    route: 'POST /api/v1/superadmin/providers/{id}/default',
    expect: SUPER(204),
    call: () => ({ url: '/api/v1/superadmin/providers/environment/default' }),
  },
  {
    route: 'POST /api/v1/superadmin/providers/{id}/test',
    expect: SUPER(200),
    call: () => ({ url: '/api/v1/superadmin/providers/environment/test' }),
  },
  superGet('GET /api/v1/superadmin/providers/{id}/models', '/api/v1/superadmin/providers/environment/models'),
  // An organization's own providers: its Admins manage them; its people see what they may use.
  {
    route: 'GET /api/v1/organizations/{id}/providers',
    expect: ORG_VIEW,
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/providers` }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/providers',
    expect: ADMIN_ONLY(201),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/providers`, body: providerBody('Ours') }),
  },
  {
    route: 'PUT /api/v1/organizations/{id}/provider-choice',
    expect: ADMIN_ONLY(204),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/provider-choice`,
      body: { provider_id: null },
    }),
  },
  {
    route: 'PATCH /api/v1/organizations/{id}/providers/{providerId}',
    expect: ADMIN_ONLY(200),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/providers/${orgProviderId}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/providers/{providerId}',
    expect: ADMIN_ONLY(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/organizations/${x.organizationId}/providers/${isFresh ? await freshOrgProvider() : orgProviderId}`,
    }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/providers/{providerId}/test',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/providers/${orgProviderId}/test` }),
  },
  {
    route: 'GET /api/v1/organizations/{id}/providers/{providerId}/models',
    expect: ORG_VIEW,
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/providers/environment/models` }),
  },
  {
    route: 'GET /api/v1/boards/{id}/provider',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/provider` }),
  },
  {
    route: 'PUT /api/v1/boards/{id}/provider',
    expect: BOARD_EDIT(200),
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/provider`, body: { provider_id: null } }),
  },
];

/** A provider nobody listens to (the discard port): a test of it fails fast, on loopback. */
const providerBody = (name: string) => ({
  name,
  kind: 'openai-compatible',
  base_url: 'http://127.0.0.1:9/v1',
  api_key: 'sk-matrix-0000',
  default_model: 'm',
});

// Account security. The matrix's server sends no e-mail, so the link routes answer that (their
// successes are tested with a real SMTP server in features/account); changes to an account run
// on a fresh account of their own, so the world's people keep their addresses, passwords and tokens.
const freshAccount = async () => createUser(t.app);
let feedPath: Promise<string> | undefined;
/** The feed address of a person made for it, once. */
const calendarFeedPath = () => {
  feedPath ??= (async () => {
    const person = await fresh.user([w.boardId]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/calendar-feed',
      headers: person.headers,
    });
    expect(made.statusCode, made.body).toBe(201);
    return new URL(made.json().url as string).pathname;
  })();
  return feedPath;
};
const asFresh = async (isFresh: boolean) =>
  isFresh ? { authorization: `Bearer ${(await freshAccount()).token}` } : ({} as Record<string, string>);
const withTwoFactor = async () => {
  const account = await freshAccount();
  await enableTwoFactor(t.app, account);
  return account.headers;
};
const MATRIX_ORIGIN = 'https://matrix.example';
const matrixAuthenticator = () => createSoftAuthenticator({ origin: MATRIX_ORIGIN, rpId: 'matrix.example' });
/** A well-formed answer no authenticator made, over no challenge this server gave. */
const madeUpAssertion = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
};
/** A fresh account with a passkey registered: its headers, the passkey's id and its authenticator. */
const withPasskey = async () => {
  const account = await freshAccount();
  const authenticator = matrixAuthenticator();
  const options = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkeys/registration-options',
    headers: account.headers,
    payload: {},
  });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkeys',
    headers: account.headers,
    payload: { credential: authenticator.register(options.json()) },
  });
  if (added.statusCode !== 201) throw new Error(`passkey not added: ${added.body}`);
  return { headers: account.headers, passkeyId: added.json().id as string, authenticator };
};
const ACCOUNT_ROUTES: RouteCase[] = [
  {
    route: 'POST /api/v1/auth/password-reset',
    expect: PUBLIC(503),
    call: () => ({ url: '/api/v1/auth/password-reset', body: { email: 'someone@example.com' } }),
  },
  {
    route: 'POST /api/v1/auth/password-reset/confirm',
    expect: PUBLIC(400),
    call: () => ({
      url: '/api/v1/auth/password-reset/confirm',
      body: { token: 'A'.repeat(43), password: 'a long secret phrase' },
    }),
  },
  {
    route: 'POST /api/v1/auth/verify-email',
    expect: PUBLIC(400),
    call: () => ({ url: '/api/v1/auth/verify-email', body: { token: 'A'.repeat(43) } }),
  },
  {
    route: 'POST /api/v1/auth/verify-email/resend',
    expect: USER(503),
    call: () => ({ url: '/api/v1/auth/verify-email/resend' }),
  },
  {
    route: 'POST /api/v1/auth/email',
    expect: USER(202),
    call: async (_x, _a, isFresh) => {
      const fresh = isFresh ? await freshAccount() : null;
      return {
        url: '/api/v1/auth/email',
        headers: fresh ? fresh.headers : {},
        body: {
          email: `moved-${randomBytes(4).toString('hex')}@example.com`,
          ...(fresh ? { current_password: fresh.password } : {}),
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/auth/password',
    expect: USER(204),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/password',
      headers: await asFresh(isFresh),
      body: { new_password: 'another long secret phrase' },
    }),
  },
  {
    route: 'GET /api/v1/auth/reauthenticate',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/reauthenticate' }),
  },
  {
    route: 'POST /api/v1/auth/reauthenticate',
    expect: USER(200),
    call: (_x, actor) => ({ url: '/api/v1/auth/reauthenticate', body: { password: actor?.password ?? 'x' } }),
  },
  { route: 'GET /api/v1/auth/sessions', expect: USER(200), call: () => ({ url: '/api/v1/auth/sessions' }) },
  {
    route: 'DELETE /api/v1/auth/sessions/{id}',
    expect: USER(204),
    // A sign-in of the actor's own, made for the call, ends itself.
    call: async (_x, actor) => {
      if (!actor) return { url: `/api/v1/auth/sessions/${NO_ID}` };
      const headers = { authorization: `Bearer ${await loginAgain(actor)}` };
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers });
      const own = (listed.json() as { id: string; current: boolean }[]).find((s) => s.current)!;
      return { url: `/api/v1/auth/sessions/${own.id}`, headers };
    },
  },
  {
    route: 'POST /api/v1/auth/sessions/end-others',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/sessions/end-others',
      headers: await asFresh(isFresh),
      body: {},
    }),
  },
  // Your data: the export and deleting the account, each on a fresh account of its own.
  {
    route: 'POST /api/v1/auth/account/export',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/account/export',
      headers: await asFresh(isFresh),
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/auth/account/exports',
    expect: USER(202),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/account/exports',
      headers: await asFresh(isFresh),
      body: {},
    }),
  },
  {
    route: 'GET /api/v1/auth/account/exports',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/account/exports' }),
  },
  {
    // Nobody's export has this id: each person downloads only their own (tested in account-exports.test.ts).
    route: 'GET /api/v1/auth/account/exports/{id}',
    expect: USER(404),
    call: () => ({ url: `/api/v1/auth/account/exports/${NO_ID}` }),
  },
  {
    route: 'GET /api/v1/auth/account/exports/download',
    expect: PUBLIC(404),
    call: () => ({ url: `/api/v1/auth/account/exports/download?token=${'A'.repeat(43)}` }),
  },
  {
    route: 'DELETE /api/v1/auth/account',
    expect: USER(204),
    call: async (_x, _a, isFresh) => {
      const account = isFresh ? await freshAccount() : null;
      return {
        url: '/api/v1/auth/account',
        headers: account ? account.headers : {},
        body: { confirmation: account?.user.email ?? 'nobody@example.com' },
      };
    },
  },
  // Personal API tokens are one's own: anyone signed in manages theirs; no token reaches them.
  { route: 'GET /api/v1/auth/tokens', expect: USER(200), call: () => ({ url: '/api/v1/auth/tokens' }) },
  {
    route: 'POST /api/v1/auth/tokens',
    expect: USER(201),
    call: (_x, actor) => ({
      url: '/api/v1/auth/tokens',
      body: { name: 'Matrix', scope: 'read', expires_in_days: 7, current_password: actor?.password ?? 'x' },
    }),
  },
  {
    route: 'DELETE /api/v1/auth/tokens/{id}',
    expect: USER(204),
    // A token of the actor's own, made for the call; refused calls name one of the Admin's.
    call: async (x, actor, isFresh) => {
      const owner = isFresh && actor ? actor : x.actors.admin;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/tokens',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { name: 'Doomed', scope: 'read', expires_in_days: 7, current_password: owner.password },
      });
      return { url: `/api/v1/auth/tokens/${made.json().id}` };
    },
  },
  // The private calendar feed: one's own address is managed by anyone signed in (no token: the
  // address is a credential); the feed itself is read with the address alone, by anyone holding
  // it (a made-up address is not found: features/calendar/calendar.test.ts).
  {
    route: 'GET /api/v1/auth/calendar-feed',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/calendar-feed' }),
  },
  {
    route: 'POST /api/v1/auth/calendar-feed',
    expect: USER(201),
    call: () => ({ url: '/api/v1/auth/calendar-feed' }),
  },
  {
    route: 'DELETE /api/v1/auth/calendar-feed',
    expect: USER(204),
    call: () => ({ url: '/api/v1/auth/calendar-feed' }),
  },
  // Bounce reports carry the mail service's shared secret, not a person's credentials: no actor
  // has it, and this server has none configured, so the route is off for everyone
  // (features/notifications/bounces.test.ts checks the secret).
  {
    route: 'POST /api/v1/mail/bounces',
    expect: PUBLIC(404),
    call: () => ({ url: '/api/v1/mail/bounces', body: { recipient: 'a@example.com', reason: '550' } }),
  },
  {
    route: 'GET /api/v1/calendar/{file}',
    expect: PUBLIC(200),
    // A feed of its own person, whom no other call touches.
    call: async () => ({ url: await calendarFeedPath() }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/members/{userId}/sessions',
    expect: ADMIN_ONLY(200),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/organizations/${x.organizationId}/members/${isFresh ? (await fresh.user()).user.id : x.bystanderId}/sessions`,
    }),
  },
  // Two-factor: the sign-in steps are public (the challenge is the credential; a made-up one is
  // refused alike); one's own factors change on a fresh account of its own.
  {
    route: 'POST /api/v1/auth/login/two-factor',
    expect: PUBLIC(401),
    call: () => ({
      url: '/api/v1/auth/login/two-factor',
      body: { challenge: 'A'.repeat(43), code: '123456' },
    }),
  },
  {
    route: 'POST /api/v1/auth/login/two-factor/enrol',
    expect: PUBLIC(401),
    call: () => ({ url: '/api/v1/auth/login/two-factor/enrol', body: { challenge: 'A'.repeat(43) } }),
  },
  {
    route: 'POST /api/v1/auth/login/two-factor/enrol/confirm',
    expect: PUBLIC(401),
    call: () => ({
      url: '/api/v1/auth/login/two-factor/enrol/confirm',
      body: { challenge: 'A'.repeat(43), code: '123456' },
    }),
  },
  {
    route: 'GET /api/v1/auth/two-factor',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/two-factor' }),
  },
  {
    route: 'POST /api/v1/auth/two-factor/totp',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/two-factor/totp',
      headers: await asFresh(isFresh),
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/auth/two-factor/totp/confirm',
    expect: USER(200),
    call: async (_x, _a, isFresh) => {
      if (!isFresh) return { url: '/api/v1/auth/two-factor/totp/confirm', body: { code: '123456' } };
      const account = await freshAccount();
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/two-factor/totp',
        headers: account.headers,
        payload: {},
      });
      return {
        url: '/api/v1/auth/two-factor/totp/confirm',
        headers: account.headers,
        body: { code: totpCode(started.json().secret, new Date()) },
      };
    },
  },
  {
    route: 'POST /api/v1/auth/two-factor/recovery-codes',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/two-factor/recovery-codes',
      headers: isFresh ? await withTwoFactor() : {},
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/auth/two-factor/disable',
    expect: USER(204),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/two-factor/disable',
      headers: isFresh ? await withTwoFactor() : {},
      body: {},
    }),
  },
  {
    route: 'GET /api/v1/organizations/{id}/two-factor',
    expect: ORG_VIEW,
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/two-factor` }),
  },
  {
    // Requiring it would sign the world's members out: the Admin's success leaves it off.
    route: 'PUT /api/v1/organizations/{id}/two-factor',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/two-factor`, body: { required: false } }),
  },
  // Passkeys: the sign-in steps are public (the signed challenge is the credential; a made-up
  // one is refused alike); one's own passkeys change on a fresh account with a software authenticator.
  {
    route: 'POST /api/v1/auth/login/passkey/options',
    expect: PUBLIC(200),
    call: () => ({ url: '/api/v1/auth/login/passkey/options', body: {} }),
  },
  {
    route: 'POST /api/v1/auth/login/passkey',
    expect: PUBLIC(401),
    call: () => ({ url: '/api/v1/auth/login/passkey', body: { credential: madeUpAssertion } }),
  },
  {
    route: 'POST /api/v1/auth/login/two-factor/passkey/options',
    expect: PUBLIC(401),
    call: () => ({
      url: '/api/v1/auth/login/two-factor/passkey/options',
      body: { challenge: 'A'.repeat(43) },
    }),
  },
  {
    route: 'POST /api/v1/auth/login/two-factor/passkey',
    expect: PUBLIC(401),
    call: () => ({
      url: '/api/v1/auth/login/two-factor/passkey',
      body: { challenge: 'A'.repeat(43), credential: madeUpAssertion },
    }),
  },
  {
    route: 'GET /api/v1/auth/passkeys',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/passkeys' }),
  },
  {
    route: 'POST /api/v1/auth/passkeys/registration-options',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/passkeys/registration-options',
      headers: await asFresh(isFresh),
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/auth/passkeys',
    expect: USER(201),
    call: async (_x, _a, isFresh) => {
      if (!isFresh) return { url: '/api/v1/auth/passkeys', body: { credential: madeUpAssertion } };
      const account = await freshAccount();
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/passkeys/registration-options',
        headers: account.headers,
        payload: {},
      });
      return {
        url: '/api/v1/auth/passkeys',
        headers: account.headers,
        body: { credential: matrixAuthenticator().register(options.json()) },
      };
    },
  },
  {
    route: 'PATCH /api/v1/auth/passkeys/{id}',
    expect: USER(200),
    // One's own passkey on a fresh account; refused calls name another account's.
    call: async (_x, _a, isFresh) => {
      const { headers, passkeyId } = await withPasskey();
      return {
        url: `/api/v1/auth/passkeys/${passkeyId}`,
        headers: isFresh ? headers : {},
        body: { name: 'Renamed' },
      };
    },
  },
  {
    route: 'DELETE /api/v1/auth/passkeys/{id}',
    expect: USER(204),
    call: async (_x, _a, isFresh) => {
      const { headers, passkeyId } = await withPasskey();
      return { url: `/api/v1/auth/passkeys/${passkeyId}`, headers: isFresh ? headers : {} };
    },
  },
  {
    route: 'POST /api/v1/auth/reauthenticate/passkey/options',
    expect: USER(200),
    call: async (_x, _a, isFresh) => ({
      url: '/api/v1/auth/reauthenticate/passkey/options',
      headers: isFresh ? (await withPasskey()).headers : {},
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/auth/reauthenticate/passkey',
    expect: USER(200),
    call: async (_x, _a, isFresh) => {
      if (!isFresh)
        return { url: '/api/v1/auth/reauthenticate/passkey', body: { credential: madeUpAssertion } };
      const { headers, authenticator } = await withPasskey();
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reauthenticate/passkey/options',
        headers,
        payload: {},
      });
      return {
        url: '/api/v1/auth/reauthenticate/passkey',
        headers,
        body: { credential: authenticator.answer(options.json()) },
      };
    },
  },
  {
    route: 'POST /api/v1/auth/reauthenticate/two-factor',
    expect: USER(200),
    call: async (_x, _a, isFresh) => {
      if (!isFresh) return { url: '/api/v1/auth/reauthenticate/two-factor', body: { code: '123456' } };
      const account = await freshAccount();
      // A recovery code: the app's code of this step was just spent confirming the app.
      const { recoveryCodes } = await enableTwoFactor(t.app, account);
      return {
        url: '/api/v1/auth/reauthenticate/two-factor',
        headers: account.headers,
        body: { code: recoveryCodes[0] },
      };
    },
  },
  {
    route: 'GET /api/v1/organizations/{id}/sso',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/sso` }),
  },
  {
    route: 'PUT /api/v1/organizations/{id}/sso',
    expect: ADMIN_ONLY(200),
    call: (x, actor) => ({
      url: `/api/v1/organizations/${x.organizationId}/sso`,
      body: ssoSettings(actor),
    }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/sso',
    expect: ADMIN_ONLY(204),
    call: async (x, actor, isFresh) => {
      if (isFresh && actor) {
        const saved = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/organizations/${x.organizationId}/sso`,
          headers: w.actors.owner.headers,
          payload: ssoSettings(w.actors.owner),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      return {
        url: `/api/v1/organizations/${x.organizationId}/sso`,
        body: { current_password: actor?.password },
      };
    },
  },
  {
    // This server sends no e-mail, so even the Admin is told no link can go out (503); the
    // proof itself is tested with a mailbox in features/sso/sso.test.ts.
    route: 'POST /api/v1/organizations/{id}/sso/domain',
    expect: ADMIN_ONLY(503),
    call: (x, actor) => ({
      url: `/api/v1/organizations/${x.organizationId}/sso/domain`,
      body: { email: 'it@matrix-sso.example.com', current_password: actor?.password },
    }),
  },
  {
    // The matrix's DNS server publishes nothing: the Admin is told the record is not there (or
    // the settings are gone, when another case removed them); the proof is tested in domain-txt.test.ts.
    route: 'POST /api/v1/organizations/{id}/sso/domain/dns-check',
    expect: ADMIN_ONLY(409),
    call: (x, actor) => ({
      url: `/api/v1/organizations/${x.organizationId}/sso/domain/dns-check`,
      body: { current_password: actor?.password },
    }),
  },
  {
    // Nobody in the matrix signs in through a provider: each is told it is not offered.
    route: 'GET /api/v1/auth/sso/reauthenticate',
    expect: USER(200),
    call: () => ({ url: '/api/v1/auth/sso/reauthenticate' }),
  },
  {
    // Nobody in the matrix signs in through a provider: each is told so (sso.test.ts runs the real one).
    route: 'POST /api/v1/auth/sso/reauthenticate',
    expect: USER(404),
    call: () => ({ url: '/api/v1/auth/sso/reauthenticate', body: {} }),
  },
  {
    route: 'POST /api/v1/auth/sso/start',
    expect: PUBLIC(404),
    call: () => ({ url: '/api/v1/auth/sso/start', body: { email: 'someone@no-sso.example.com' } }),
  },
  {
    route: 'POST /api/v1/auth/sso/callback',
    expect: PUBLIC(401),
    call: () => ({ url: '/api/v1/auth/sso/callback', body: { query: `state=${'A'.repeat(43)}&code=x` } }),
  },
  {
    route: 'POST /api/v1/auth/sso/link',
    expect: PUBLIC(401),
    call: () => ({ url: '/api/v1/auth/sso/link', body: { challenge: 'A'.repeat(43), password: 'x' } }),
  },
  {
    route: 'POST /api/v1/auth/sso/domain/confirm',
    expect: PUBLIC(400),
    call: () => ({ url: '/api/v1/auth/sso/domain/confirm', body: { token: 'A'.repeat(43) } }),
  },
  {
    route: 'PUT /api/v1/superadmin/users/{id}/disabled',
    expect: SUPER(200),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/superadmin/users/${isFresh ? (await freshAccount()).user.id : x.bystanderId}/disabled`,
      body: { disabled: true },
    }),
  },
  // A lost second factor removed by an administrator: a fresh account with an authenticator app
  // for the one allowed (the bystander has none: 409 once past the policy).
  {
    route: 'POST /api/v1/organizations/{id}/members/{userId}/factors/reset',
    expect: ADMIN_ONLY(200),
    call: async (x, actor, isFresh) => {
      let target = x.bystanderId;
      if (isFresh) {
        const member = await fresh.user();
        await enableTwoFactor(t.app, member);
        target = member.user.id;
      }
      return {
        url: `/api/v1/organizations/${x.organizationId}/members/${target}/factors/reset`,
        body: { current_password: actor?.password ?? 'not the password' },
      };
    },
  },
  {
    route: 'POST /api/v1/superadmin/users/{id}/factors/reset',
    expect: SUPER(200),
    call: async (x, actor, isFresh) => {
      let target = x.bystanderId;
      if (isFresh) {
        const account = await freshAccount();
        await enableTwoFactor(t.app, account);
        target = account.user.id;
      }
      return {
        url: `/api/v1/superadmin/users/${target}/factors/reset`,
        body: { current_password: actor?.password ?? 'not the password' },
      };
    },
  },
];

// Outgoing webhooks and their delivery log: the organization's Admins only. The shared webhook
// listens for completed meetings (only an explicit call completes one, never a background job),
// at a loopback port nobody answers: its deliveries fail, and stay in the log.
const webhookBody = () => ({ url: 'http://127.0.0.1:9/hooks', events: ['meeting.completed'] });
const WEBHOOK_ROUTES: RouteCase[] = [
  {
    route: 'GET /api/v1/organizations/{id}/webhooks',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/webhooks` }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/webhooks',
    expect: ADMIN_ONLY(201),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/webhooks`, body: webhookBody() }),
  },
  {
    route: 'PATCH /api/v1/organizations/{id}/webhooks/{webhookId}',
    expect: ADMIN_ONLY(200),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/webhooks/${webhookId}`,
      body: { description: 'Renamed' },
    }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/webhooks/{webhookId}',
    expect: ADMIN_ONLY(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/organizations/${x.organizationId}/webhooks/${isFresh ? await freshWebhook() : webhookId}`,
    }),
  },
  {
    route: 'GET /api/v1/organizations/{id}/webhooks/{webhookId}/deliveries',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/webhooks/${webhookId}/deliveries` }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/replay',
    expect: ADMIN_ONLY(202),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/webhooks/${webhookId}/deliveries/${deliveryId}/replay`,
    }),
  },
];
async function freshWebhook(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${w.organizationId}/webhooks`,
    headers: w.actors.owner.headers,
    payload: webhookBody(),
  });
  return response.json().id as string;
}

// The MCP endpoint: a personal API token only (a sign-in is refused); stateless, so the
// protocol's GET stream and DELETE of a session are not used, whoever asks.
const MCP_ROUTES: RouteCase[] = [
  {
    route: 'POST /mcp',
    expect: e(401, 403, 403, 403, 403, 403, 403, 403),
    call: () => ({
      url: '/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'matrix', version: '1' },
        },
      },
    }),
  },
  { route: 'GET /mcp', expect: PUBLIC(405), call: () => ({ url: '/mcp' }) },
  { route: 'DELETE /mcp', expect: PUBLIC(405), call: () => ({ url: '/mcp' }) },
];

const ROUTES: RouteCase[] = [
  { route: 'GET /api/v1/health', expect: PUBLIC(200), call: () => ({ url: '/api/v1/health' }) },
  { route: 'GET /api/v1/access', expect: PUBLIC(200), call: () => ({ url: '/api/v1/access' }) },
  {
    route: 'POST /api/v1/access',
    expect: PUBLIC(204),
    call: () => ({ url: '/api/v1/access', body: { password: 'x' } }),
  },
  {
    route: 'POST /api/v1/auth/register',
    expect: PUBLIC(201),
    call: () => {
      const tag = randomBytes(5).toString('hex');
      return {
        url: '/api/v1/auth/register',
        body: {
          email: `r-${tag}@example.com`,
          username: `r_${tag}`,
          full_name: 'R',
          password: 'a long secret phrase',
        },
      };
    },
  },
  {
    route: 'POST /api/v1/auth/login',
    expect: PUBLIC(200),
    call: (world) => ({
      url: '/api/v1/auth/login',
      body: new URLSearchParams({
        username: world.actors.owner.user.email!,
        password: world.actors.owner.password,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  { route: 'POST /api/v1/auth/guest', expect: PUBLIC(200), call: () => ({ url: '/api/v1/auth/guest' }) },
  { route: 'GET /api/v1/auth/me', expect: USER(200), call: () => ({ url: '/api/v1/auth/me' }) },
  {
    route: 'POST /api/v1/auth/logout',
    expect: USER(204),
    // Signing out revokes the token: the call gets a token of its own.
    call: async (_world, actor) => ({
      url: '/api/v1/auth/logout',
      headers: actor ? { authorization: `Bearer ${await loginAgain(actor)}` } : {},
    }),
  },
  { route: 'GET /api/v1/organizations', expect: USER(200), call: () => ({ url: '/api/v1/organizations' }) },
  {
    route: 'POST /api/v1/organizations',
    expect: USER(201),
    call: () => ({ url: '/api/v1/organizations', body: { name: 'Another team' } }),
  },
  {
    route: 'GET /api/v1/organizations/{id}',
    expect: ORG_VIEW,
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}` }),
  },
  {
    route: 'PATCH /api/v1/organizations/{id}',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}`, body: { industry: 'Finance' } }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}',
    expect: ADMIN_ONLY(204),
    // Allowed: an organization the actor (the Admin) makes for it; refused calls name the world's.
    call: async (x, actor, isFresh) => {
      if (!isFresh || !actor)
        return {
          url: `/api/v1/organizations/${x.organizationId}`,
          body: { confirmation: 'not its name', current_password: actor?.password ?? 'x' },
        };
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations',
        headers: actor.headers,
        payload: { name: 'Doomed organization' },
      });
      return {
        url: `/api/v1/organizations/${made.json().id}`,
        body: { confirmation: 'Doomed organization', current_password: actor.password },
      };
    },
  },
  {
    route: 'GET /api/v1/organizations/{id}/members',
    expect: ORG_VIEW,
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/members` }),
  },
  {
    route: 'PATCH /api/v1/organizations/{id}/members/{userId}',
    expect: ADMIN_ONLY(200),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/members/${x.bystanderId}`,
      body: { role: 'member' },
    }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/members/{userId}',
    expect: ADMIN_ONLY(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/organizations/${x.organizationId}/members/${isFresh ? (await fresh.user()).user.id : x.bystanderId}`,
    }),
  },
  {
    route: 'GET /api/v1/organizations/{id}/invites',
    expect: INVITERS(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/invites` }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/invites',
    expect: INVITERS(201),
    call: (x) => ({
      url: `/api/v1/organizations/${x.organizationId}/invites`,
      body: { emails: [`new-${randomBytes(4).toString('hex')}@example.com`] },
    }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/invites/{inviteId}/resend',
    expect: INVITERS(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/invites/${x.inviteId}/resend` }),
  },
  {
    route: 'DELETE /api/v1/organizations/{id}/invites/{inviteId}',
    expect: INVITERS(204),
    call: async (x, _a, isFresh) => {
      const id = isFresh
        ? (
            await inviteToken(
              t,
              x.actors.owner,
              x.organizationId,
              `gone-${randomBytes(4).toString('hex')}@example.com`,
            )
          ).id
        : x.inviteId;
      return { url: `/api/v1/organizations/${x.organizationId}/invites/${id}` };
    },
  },
  {
    route: 'GET /api/v1/organizations/{id}/audit',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/audit` }),
  },
  {
    route: 'GET /api/v1/organizations/{id}/upgrade-requests',
    expect: ADMIN_ONLY(200),
    call: (x) => ({ url: `/api/v1/organizations/${x.organizationId}/upgrade-requests` }),
  },
  {
    route: 'POST /api/v1/organizations/{id}/upgrade-requests',
    expect: ADMIN_ONLY(201),
    // One request waits at a time: a successful call finds none waiting (the Admin's token asks after the Admin).
    call: async (x, _a, isFresh) => ({
      ...(isFresh ? await declineWaitingUpgrades(x.organizationId) : {}),
      url: `/api/v1/organizations/${x.organizationId}/upgrade-requests`,
      body: { plan: 'team' },
    }),
  },
  {
    route: 'GET /api/v1/invites/{token}',
    expect: PUBLIC(200),
    call: (x) => ({ url: `/api/v1/invites/${x.foreignInviteToken}` }),
  },
  {
    route: 'POST /api/v1/invites/{token}/accept',
    // Addressed to someone else: no account in the matrix may use it.
    expect: e(401, 403, 403, 403, 403, 403, 403, 403),
    call: (x) => ({ url: `/api/v1/invites/${x.foreignInviteToken}/accept` }),
  },
  { route: 'GET /api/v1/templates', expect: USER(200), call: () => ({ url: '/api/v1/templates' }) },
  {
    route: 'GET /api/v1/templates/marketplace',
    expect: USER(200),
    call: () => ({ url: '/api/v1/templates/marketplace' }),
  },
  {
    route: 'POST /api/v1/templates',
    expect: IN_ORG_CREATE,
    call: (x) => ({
      url: '/api/v1/templates',
      body: {
        organization_id: x.organizationId,
        name: 'T',
        positions: [
          { key: 'CEO', title: 'CEO', weight: 0.5 },
          { key: 'CTO', title: 'CTO', weight: 0.5 },
        ],
      },
    }),
  },
  {
    route: 'GET /api/v1/templates/{slug}',
    expect: TEMPLATE_READ,
    call: (x) => ({ url: `/api/v1/templates/${x.templateSlug}` }),
  },
  {
    route: 'PATCH /api/v1/templates/{id}',
    expect: TEMPLATE_MANAGE(200),
    call: (x) => ({ url: `/api/v1/templates/${x.templateId}`, body: { description: 'Ours' } }),
  },
  {
    route: 'POST /api/v1/templates/{id}/share',
    expect: TEMPLATE_MANAGE(200),
    call: (x) => ({ url: `/api/v1/templates/${x.templateId}/share`, body: { shared: false } }),
  },
  {
    route: 'DELETE /api/v1/templates/{id}',
    expect: TEMPLATE_MANAGE(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/templates/${isFresh ? await freshTemplate() : x.templateId}`,
    }),
  },
  { route: 'GET /api/v1/personas', expect: USER(200), call: () => ({ url: '/api/v1/personas' }) },
  {
    route: 'GET /api/v1/personas/{id}',
    expect: USER(200),
    call: () => ({ url: `/api/v1/personas/${personaId}` }),
  },
  {
    route: 'GET /api/v1/dashboard/stats',
    expect: USER(200),
    call: () => ({ url: '/api/v1/dashboard/stats' }),
  },
  { route: 'GET /api/v1/boards', expect: USER(200), call: () => ({ url: '/api/v1/boards' }) },
  {
    route: 'POST /api/v1/boards',
    expect: IN_ORG_CREATE,
    call: (x) => ({
      url: '/api/v1/boards',
      body: {
        name: 'B',
        organization_id: x.organizationId,
        template_slug: 'startup-board',
        custom_positions: [],
      },
    }),
  },
  {
    route: 'GET /api/v1/boards/{id}',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}` }),
  },
  {
    route: 'PATCH /api/v1/boards/{id}',
    expect: BOARD_EDIT(200),
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}`, body: { description: 'Edited' } }),
  },
  {
    route: 'DELETE /api/v1/boards/{id}',
    expect: BOARD_DELETE,
    call: async (x, _a, isFresh) => ({ url: `/api/v1/boards/${isFresh ? await freshBoard() : x.boardId}` }),
  },
  {
    route: 'GET /api/v1/boards/{id}/positions',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/positions` }),
  },
  {
    route: 'PUT /api/v1/boards/{id}/positions/{positionId}/assignee',
    expect: BOARD_EDIT(200),
    call: (x) => ({
      url: `/api/v1/boards/${x.boardId}/positions/${x.humanSeatId}/assignee`,
      body: { email: x.actors.seatHolder.user.email },
    }),
  },
  {
    route: 'GET /api/v1/boards/{id}/members',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/members` }),
  },
  {
    route: 'POST /api/v1/boards/{id}/members',
    expect: BOARD_EDIT(201),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/boards/${x.boardId}/members`,
      body: { user_id: isFresh ? (await fresh.user()).user.id : x.bystanderId },
    }),
  },
  {
    route: 'DELETE /api/v1/boards/{id}/members/{userId}',
    expect: BOARD_EDIT(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/boards/${x.boardId}/members/${isFresh ? (await fresh.user([x.boardId])).user.id : x.actors.boardMember.user.id}`,
    }),
  },
  {
    route: 'GET /api/v1/boards/{id}/sessions',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/sessions` }),
  },
  {
    route: 'POST /api/v1/boards/{id}/sessions',
    expect: START,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/sessions`, body: validDecision() }),
  },
  {
    route: 'GET /api/v1/sessions/{id}',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}` }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/status',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/status` }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/events',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/events` }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/export',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/export?format=md` }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/follow-ups',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/follow-ups` }),
  },
  {
    // Asking adds to the session's record: the board's people, not a super-admin reading for support.
    route: 'POST /api/v1/sessions/{id}/follow-ups',
    expect: TAKE_PART(201),
    call: (x) => ({
      url: `/api/v1/sessions/${x.sessionId}/follow-ups`,
      body: { seat_id: x.aiSeatId, question: 'Why?' },
    }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/review',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/review` }),
  },
  {
    // The asker and the organization's Admins record how a decision turned out.
    route: 'PUT /api/v1/sessions/{id}/review',
    expect: ADMIN_REVIEW(200),
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/review`, body: { action: 'not_yet' } }),
  },
  {
    route: 'PUT /api/v1/sessions/{id}/review/date',
    expect: ADMIN_REVIEW(200),
    call: (x) => ({
      url: `/api/v1/sessions/${x.sessionId}/review/date`,
      body: { due_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString() },
    }),
  },
  {
    route: 'GET /api/v1/reviews/pending',
    expect: USER(200),
    call: () => ({ url: '/api/v1/reviews/pending' }),
  },
  {
    route: 'GET /api/v1/boards/{id}/track-records',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/track-records` }),
  },
  {
    route: 'GET /api/v1/boards/{id}/suggested-weights',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/suggested-weights` }),
  },
  {
    // No reviews on the matrix board, so no suggestion: accepting one is refused as changed.
    route: 'POST /api/v1/boards/{id}/suggested-weights/accept',
    expect: BOARD_EDIT(409),
    call: (x) => ({
      url: `/api/v1/boards/${x.boardId}/suggested-weights/accept`,
      body: { weights: [{ seat_id: NO_ID, weight: 0.3 }] },
    }),
  },
  {
    route: 'GET /api/v1/boards/human/pending',
    expect: USER(200),
    call: () => ({ url: '/api/v1/boards/human/pending' }),
  },
  {
    route: 'GET /api/v1/boards/sessions/{id}',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/sessions/${x.sessionId}` }),
  },
  {
    route: 'GET /api/v1/boards/sessions/{id}/perspectives',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/sessions/${x.sessionId}/perspectives` }),
  },
  {
    route: 'POST /api/v1/boards/sessions/{id}/perspectives',
    expect: SEAT_ONLY(201),
    // Answering lets the session go on: the holder answers a session of its own.
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/boards/sessions/${isFresh ? await fresh.waitingSession() : x.waitingSessionId}/perspectives`,
      body: { stance: 'oppose', perspective: 'x'.repeat(60), key_points: [], confidence: 0.7 },
    }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/awaited',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.waitingSessionId}/awaited` }),
  },
  {
    route: 'POST /api/v1/sessions/{id}/proceed-without',
    // The session's owner, or whoever may edit the board; others who follow it are refused.
    expect: e(401, 404, 404, 200, 200, 403, 403, 403),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/sessions/${isFresh ? await fresh.waitingSession() : x.waitingSessionId}/proceed-without`,
    }),
  },
  {
    route: 'GET /api/v1/boards/human/seats',
    expect: USER(200),
    call: () => ({ url: '/api/v1/boards/human/seats' }),
  },
  {
    route: 'GET /api/v1/boards/human/contributions',
    expect: USER(200),
    call: () => ({ url: '/api/v1/boards/human/contributions' }),
  },
  {
    route: 'GET /api/v1/boards/sessions/{id}/draft',
    expect: SEAT_ONLY(200),
    call: (x) => ({ url: `/api/v1/boards/sessions/${x.waitingSessionId}/draft` }),
  },
  {
    route: 'PUT /api/v1/boards/sessions/{id}/draft',
    expect: SEAT_ONLY(200),
    call: (x) => ({
      url: `/api/v1/boards/sessions/${x.waitingSessionId}/draft`,
      body: { stance: 'support', perspective: 'Draft' },
    }),
  },
  {
    route: 'GET /api/v1/sessions/{id}/room',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/room` }),
  },
  {
    route: 'POST /api/v1/sessions/{id}/interjections',
    expect: TAKE_PART(201),
    // One interjection per person every so often: each success interjects in a session of its own.
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/sessions/${isFresh ? await fresh.waitingSession() : x.waitingSessionId}/interjections`,
      body: { text: 'Churn doubled.' },
    }),
  },
  {
    route: 'POST /api/v1/sessions/{id}/presence',
    expect: TAKE_PART(204),
    call: (x) => ({ url: `/api/v1/sessions/${x.waitingSessionId}/presence`, body: { present: true } }),
  },
  {
    route: 'POST /api/v1/sessions/{id}/reactions',
    expect: TAKE_PART(200),
    call: (x) => ({
      url: `/api/v1/sessions/${x.sessionId}/reactions`,
      body: { event_seq: 1, kind: 'concern' },
    }),
  },
  {
    // The holder passes authorization and meets the session's state: it has ended (409).
    route: 'POST /api/v1/sessions/{id}/revisions',
    expect: SEAT_ONLY(409),
    call: (x) => ({
      url: `/api/v1/sessions/${x.sessionId}/revisions`,
      body: { stance: 'support', confidence: 0.5 },
    }),
  },
  {
    route: 'POST /api/v1/sessions/{id}/votes',
    expect: SEAT_ONLY(409),
    call: (x) => ({ url: `/api/v1/sessions/${x.sessionId}/votes`, body: { vote: 'approve' } }),
  },
  {
    route: 'GET /api/v1/boards/{id}/agenda-pool',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/agenda-pool` }),
  },
  {
    route: 'GET /api/v1/meetings',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/meetings?board_id=${x.boardId}` }),
  },
  {
    route: 'POST /api/v1/meetings',
    expect: BOARD_EDIT(201),
    call: (x) => ({
      url: '/api/v1/meetings',
      body: { board_id: x.boardId, title: 'M', scheduled_date: inMinutes(60) },
    }),
  },
  {
    route: 'GET /api/v1/meetings/{id}',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/meetings/${x.meetingId}` }),
  },
  {
    route: 'PATCH /api/v1/meetings/{id}',
    expect: BOARD_EDIT(200),
    call: (x) => ({ url: `/api/v1/meetings/${x.meetingId}`, body: { location: 'Room 2' } }),
  },
  {
    route: 'DELETE /api/v1/meetings/{id}',
    expect: BOARD_EDIT(204),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/meetings/${isFresh ? (await fresh.meeting('draft')).id : x.meetingId}`,
    }),
  },
  {
    route: 'POST /api/v1/meetings/{id}/start',
    expect: BOARD_EDIT(200),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/meetings/${isFresh ? (await fresh.meeting('scheduled')).id : x.meetingId}/start`,
      body: {},
    }),
  },
  {
    route: 'POST /api/v1/meetings/{id}/cancel',
    expect: BOARD_EDIT(200),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/meetings/${isFresh ? (await fresh.meeting('scheduled')).id : x.meetingId}/cancel`,
    }),
  },
  {
    route: 'POST /api/v1/meetings/{id}/complete',
    expect: BOARD_EDIT(200),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/meetings/${isFresh ? (await fresh.meeting('running')).id : x.meetingId}/complete`,
    }),
  },
  {
    route: 'GET /api/v1/meetings/{id}/agenda',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/meetings/${x.meetingId}/agenda` }),
  },
  {
    route: 'POST /api/v1/meetings/{id}/agenda/import',
    expect: BOARD_EDIT(200),
    call: (x) => ({ url: `/api/v1/meetings/${x.meetingId}/agenda/import`, body: { text: 'Another item' } }),
  },
  {
    route: 'POST /api/v1/meetings/{id}/agenda/reorder',
    expect: BOARD_EDIT(200),
    call: async (x, _a, isFresh) => {
      const target = isFresh ? await fresh.meeting('scheduled') : { id: x.meetingId, item: x.itemId };
      return {
        url: `/api/v1/meetings/${target.id}/agenda/reorder`,
        body: [{ item_id: target.item, new_order: 1 }],
      };
    },
  },
  {
    route: 'POST /api/v1/meetings/{id}/agenda/move',
    expect: BOARD_EDIT(200),
    call: async (x, _a, isFresh) => {
      const source = isFresh ? await fresh.meeting('scheduled') : { id: x.meetingId, item: x.itemId };
      const target = isFresh ? (await fresh.meeting('scheduled')).id : x.meetingId;
      return {
        url: `/api/v1/meetings/${source.id}/agenda/move`,
        body: { item_ids: [source.item], target_meeting_id: target },
      };
    },
  },
  {
    route: 'PATCH /api/v1/meetings/{id}/agenda/{itemId}',
    expect: BOARD_EDIT(200),
    call: (x) => ({
      url: `/api/v1/meetings/${x.meetingId}/agenda/${x.itemId}`,
      body: { title: 'Renamed item' },
    }),
  },
  {
    route: 'DELETE /api/v1/meetings/{id}/agenda/{itemId}',
    expect: BOARD_EDIT(204),
    call: async (x, _a, isFresh) => {
      const target = isFresh ? await fresh.meeting('scheduled') : { id: x.meetingId, item: x.itemId };
      return { url: `/api/v1/meetings/${target.id}/agenda/${target.item}` };
    },
  },
  {
    route: 'POST /api/v1/meetings/{id}/action-items',
    expect: BOARD_EDIT(201),
    call: (x) => ({
      url: `/api/v1/meetings/${x.meetingId}/action-items`,
      body: { description: 'D', owner: 'O' },
    }),
  },
  {
    route: 'PATCH /api/v1/meetings/{id}/action-items/{actionId}',
    expect: BOARD_EDIT(200),
    call: (x) => ({
      url: `/api/v1/meetings/${x.meetingId}/action-items/${x.actionId}`,
      body: { owner: 'Ann' },
    }),
  },
  {
    route: 'DELETE /api/v1/meetings/{id}/action-items/{actionId}',
    expect: BOARD_EDIT(204),
    call: async (x, _a, isFresh) => {
      const id = isFresh ? await freshAction() : x.actionId;
      return { url: `/api/v1/meetings/${x.meetingId}/action-items/${id}` };
    },
  },
  // Notifications are the caller's own: the seat holder's notification is found by nobody else.
  {
    route: 'GET /api/v1/notifications',
    expect: USER(200),
    call: () => ({ url: '/api/v1/notifications?type=session_start' }),
  },
  {
    route: 'GET /api/v1/notifications/unread-count',
    expect: USER(200),
    call: () => ({ url: '/api/v1/notifications/unread-count' }),
  },
  {
    route: 'POST /api/v1/notifications/{id}/read',
    expect: e(401, 404, 404, 404, 404, 404, 200, 404),
    call: (x) => ({ url: `/api/v1/notifications/${x.seatHolderNotificationId}/read` }),
  },
  // Notification settings are the caller's own: there is no id to reach anyone else's.
  {
    route: 'GET /api/v1/notifications/settings',
    expect: USER(200),
    call: () => ({ url: '/api/v1/notifications/settings' }),
  },
  {
    route: 'PUT /api/v1/notifications/settings',
    expect: USER(200),
    call: () => ({
      url: '/api/v1/notifications/settings',
      body: { settings: [{ type: 'meeting_changed', channel: 'both' }] },
    }),
  },
  {
    route: 'POST /api/v1/notifications/read-all',
    expect: USER(200),
    call: () => ({ url: '/api/v1/notifications/read-all' }),
  },
  {
    route: 'GET /api/v1/notifications/stream',
    // The stream lives SSE_MAX_STREAM_MINUTES (short here), then closes for the client to reopen.
    expect: USER(200),
    call: () => ({ url: '/api/v1/notifications/stream' }),
  },
  { route: 'GET /api/v1/minutes', expect: USER(200), call: () => ({ url: '/api/v1/minutes' }) },
  {
    route: 'GET /api/v1/minutes/{id}',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/minutes/${x.minutesId}` }),
  },
  {
    route: 'POST /api/v1/minutes/{id}/approve',
    // The chair's signature: Admins of the board's organization only (ADR 28).
    expect: e(401, 404, 404, 403, 200, 403, 404, 403),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/minutes/${isFresh ? await fresh.minutes() : x.minutesId}/approve`,
    }),
  },
  {
    route: 'GET /api/v1/meetings/{id}/attendance',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/meetings/${x.meetingId}/attendance` }),
  },
  {
    route: 'PUT /api/v1/meetings/{id}/attendance',
    expect: BOARD_EDIT(200),
    call: (x) => ({
      url: `/api/v1/meetings/${x.meetingId}/attendance`,
      body: { entries: [{ user_id: x.actors.owner.user.id, status: 'present' }] },
    }),
  },
  // Comments on draft minutes: read with the minutes; written by the board's people, not a
  // super-admin reading for support. The shared minutes stay a draft (approving is fresh).
  {
    route: 'GET /api/v1/minutes/{id}/comments',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/minutes/${x.minutesId}/comments` }),
  },
  {
    route: 'POST /api/v1/minutes/{id}/comments',
    expect: e(401, 404, 404, 201, 201, 201, 404, 403),
    call: (x) => ({ url: `/api/v1/minutes/${x.minutesId}/comments`, body: { body: 'A correction' } }),
  },
  {
    route: 'POST /api/v1/minutes/{id}/amendments',
    expect: ADMIN_ONLY_ON_BOARD(201),
    call: async (x, _a, isFresh) => ({
      url: `/api/v1/minutes/${isFresh ? await fresh.approvedMinutes() : x.minutesId}/amendments`,
      body: { body: 'A correction after approval' },
    }),
  },
  {
    route: 'GET /api/v1/minutes/{id}/export',
    expect: BOARD_READ,
    call: (x) => ({ url: `/api/v1/minutes/${x.minutesId}/export?format=md` }),
  },
  // Related past decisions: shown to whoever follows the board's sessions (ADR 50).
  {
    route: 'GET /api/v1/boards/{id}/related-decisions',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/related-decisions?topic=Should%20we%20raise%3F` }),
  },
  // Board papers: read by whoever follows the board's sessions; attached to the board by whoever
  // may ask it; removed by whoever attached them or manages the meetings.
  {
    route: 'GET /api/v1/boards/{id}/papers',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/papers` }),
  },
  {
    route: 'POST /api/v1/boards/{id}/papers',
    expect: e(401, 404, 404, 201, 201, 201, 404, 403),
    call: (x) => ({
      url: `/api/v1/boards/${x.boardId}/papers?name=figures.csv`,
      body: Buffer.from('Line,Amount\nRevenue,1000\n'),
      headers: { 'content-type': 'application/octet-stream' },
    }),
  },
  {
    route: 'GET /api/v1/papers/{id}',
    expect: SESSION_READ,
    call: () => ({ url: `/api/v1/papers/${paperId}` }),
  },
  {
    route: 'GET /api/v1/papers/{id}/content',
    expect: SESSION_READ,
    call: () => ({ url: `/api/v1/papers/${paperId}/content` }),
  },
  {
    route: 'DELETE /api/v1/papers/{id}',
    expect: e(401, 404, 404, 204, 204, 403, 403, 403),
    call: async (_x, _a, isFresh) => ({ url: `/api/v1/papers/${isFresh ? await freshPaper() : paperId}` }),
  },
  // Written resolutions: read by whoever follows the board's sessions (its directors do);
  // circulated by whoever manages its meetings; voted on by the directors asked (the seat
  // holder); withdrawn by its circulator (the owner) or an Admin.
  {
    route: 'GET /api/v1/boards/{id}/resolutions',
    expect: SESSION_READ,
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/resolutions` }),
  },
  {
    route: 'POST /api/v1/boards/{id}/resolutions',
    expect: BOARD_EDIT(201),
    call: (x) => ({ url: `/api/v1/boards/${x.boardId}/resolutions`, body: resolutionBody() }),
  },
  {
    route: 'GET /api/v1/resolutions/mine',
    expect: USER(200),
    call: () => ({ url: '/api/v1/resolutions/mine' }),
  },
  {
    route: 'GET /api/v1/resolutions/{id}',
    expect: SESSION_READ,
    call: () => ({ url: `/api/v1/resolutions/${resolutionId}` }),
  },
  {
    route: 'POST /api/v1/resolutions/{id}/vote',
    expect: SEAT_ONLY(200),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/resolutions/${isFresh ? await freshResolution() : resolutionId}/vote`,
      body: { vote: 'approve', reason: 'Agreed' },
    }),
  },
  {
    route: 'POST /api/v1/resolutions/{id}/withdraw',
    expect: e(401, 404, 404, 403, 200, 403, 403, 403),
    call: async (_x, _a, isFresh) => ({
      url: `/api/v1/resolutions/${isFresh ? await freshResolution() : resolutionId}/withdraw`,
    }),
  },
  ...SUPERADMIN_ROUTES,
  ...ACCOUNT_ROUTES,
  ...MCP_ROUTES,
  ...WEBHOOK_ROUTES,
];

const resolutionBody = () => ({
  title: 'Approve the plan',
  text: 'RESOLVED, that the plan is approved.',
  closes_at: inMinutes(60 * 24),
});
/** A written resolution the owner circulated to the board's director (the seat holder). */
async function freshResolution(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/${w.boardId}/resolutions`,
    headers: w.actors.owner.headers,
    payload: resolutionBody(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** A board paper the owner attached (a CSV: no extraction thread is needed to read it back). */
async function freshPaper(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/${w.boardId}/papers?name=paper.csv`,
    headers: { ...w.actors.owner.headers, 'content-type': 'application/octet-stream' },
    payload: Buffer.from('Line,Amount\nCash,500\n'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function loginAgain(actor: Actor): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: actor.user.email!, password: actor.password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return response.json().access_token as string;
}
async function freshBoard(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/boards',
    headers: w.actors.owner.headers,
    payload: {
      name: 'Doomed',
      organization_id: w.organizationId,
      template_slug: 'startup-board',
      custom_positions: [],
    },
  });
  return response.json().id as string;
}
async function freshTemplate(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/templates',
    headers: w.actors.owner.headers,
    payload: {
      organization_id: w.organizationId,
      name: 'Doomed',
      positions: [
        { key: 'CEO', title: 'CEO', weight: 0.5 },
        { key: 'CTO', title: 'CTO', weight: 0.5 },
      ],
    },
  });
  return response.json().id as string;
}
async function freshAction(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${w.meetingId}/action-items`,
    headers: w.actors.owner.headers,
    payload: { description: 'Doomed', owner: 'O' },
  });
  return response.json().id as string;
}

async function superPost(url: string, body: unknown) {
  return t.app.inject({ method: 'POST', url, headers: w.actors.superadmin.headers, payload: body as object });
}
async function freshPersona(): Promise<string> {
  const name = `Doomed ${randomBytes(4).toString('hex')}`;
  const response = await superPost('/api/v1/superadmin/personas/import', { universal_json: expertDoc(name) });
  return response.json().persona_id as string;
}
async function freshOrganization(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: w.actors.owner.headers,
    payload: { name: `Fresh ${randomBytes(3).toString('hex')}` },
  });
  return response.json().id as string;
}
async function freshUpgradeRequest(): Promise<string> {
  const org = await freshOrganization();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${org}/upgrade-requests`,
    headers: w.actors.owner.headers,
    payload: { plan: 'team' },
  });
  return response.json().id as string;
}
async function declineWaitingUpgrades(organizationId: string): Promise<object> {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/upgrade-requests`,
    headers: w.actors.owner.headers,
  });
  for (const request of listed.json() as { id: string; status: string }[])
    if (request.status === 'pending')
      await superPost(`/api/v1/superadmin/upgrade-requests/${request.id}/decision`, { decision: 'decline' });
  return {};
}
async function freshPlatformProvider(): Promise<string> {
  return (await superPost('/api/v1/superadmin/providers', providerBody('Doomed'))).json().id as string;
}
async function freshOrgProvider(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${w.organizationId}/providers`,
    headers: w.actors.owner.headers,
    payload: providerBody('Doomed'),
  });
  return response.json().id as string;
}

async function send(route: RouteCase, kind: ActorKind, isFresh: boolean) {
  const actor = kind === 'anonymous' ? null : w.actors[kind];
  const call = await route.call(w, actor, isFresh);
  const method = route.route.slice(0, route.route.indexOf(' ')) as 'GET';
  const body = call.body;
  return t.app.inject({
    method,
    url: call.url,
    // A token actor always sends its token, even where the call brings a sign-in of its own.
    headers: {
      ...(actor ? actor.headers : {}),
      ...call.headers,
      ...(TOKEN_KINDS.has(kind) ? actor!.headers : {}),
    },
    ...(body === undefined ? {} : { payload: body as string }),
  });
}

const cases = ROUTES.flatMap((route) => {
  const expected = expectFor(route.route, route.expect);
  return ACTOR_KINDS.map((kind) => ({ route, kind, status: expected[kind] }));
});
const isRefusal = (status: number) => status >= 400;

beforeAll(async () => {
  dns = await startTestDnsServer();
  // Seats in plenty (the plan's limit has tests of its own); a seat holder's window stays open.
  t = await buildTestApp({
    // A domain's TXT proof asks this server, which publishes nothing.
    SSO_DNS_SERVERS: dns.address,
    SUPERADMIN_EMAILS: SUPERADMIN_EMAIL,
    DEFAULT_PLAN: 'business',
    HUMAN_RESPONSE_WINDOW_MINUTES: '30',
    // Fresh waiting sessions stay running (their window is open): the running-sessions limit has
    // tests of its own and must not turn a matrix case into a 429 when the machine is slow.
    MAX_RUNNING_SESSIONS_PER_USER: '100',
    SSE_MAX_STREAM_MINUTES: '0.01',
    // The matrix's providers point at a closed loopback port, so tests of them fail fast.
    PROVIDER_ALLOW_PRIVATE_URLS: 'true',
    // Passkeys are answered by a software authenticator for this origin.
    PUBLIC_URL: MATRIX_ORIGIN,
  });
  w = await buildWorld(t);
  paperId = await freshPaper();
  resolutionId = await freshResolution();
  personaId = (
    await t.app.inject({ method: 'GET', url: '/api/v1/personas', headers: w.actors.owner.headers })
  ).json()[0].id;
  orgProviderId = (
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${w.organizationId}/providers`,
      headers: w.actors.owner.headers,
      payload: providerBody('Shared'),
    })
  ).json().id;
  // A webhook with one delivery in its log (a meeting completed), to read and replay.
  webhookId = await freshWebhook();
  const minutesOfCompleted = await fresh.minutes();
  expect(minutesOfCompleted).toBeTruthy();
  deliveryId = (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${w.organizationId}/webhooks/${webhookId}/deliveries`,
      headers: w.actors.owner.headers,
    })
  ).json()[0].id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('authorization matrix', () => {
  it('has a row for every route of the API, and no row for a route that does not exist', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = ROUTES.map((r) => r.route);
    expect(documented.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !documented.includes(route))).toEqual([]);
  });

  describe('refused calls answer as the table says and change nothing', () => {
    let before: string;
    beforeAll(async () => {
      before = await snapshotOrganizationData(t.app.database.db, w.organizationId);
    });
    it.each(
      cases.filter((c) => isRefusal(c.status)).map((c) => [c.kind, c.route.route, c.status, c] as const),
    )('%s: %s → %i', async (_kind, _route, status, c) => {
      const response = await send(c.route, c.kind, false);
      expect(response.statusCode, response.body).toBe(status);
      expect(typeof response.json().detail).toBe('string');
      expect(await snapshotOrganizationData(t.app.database.db, w.organizationId)).toBe(before);
    });
  });

  describe('allowed calls succeed', () => {
    it.each(
      cases.filter((c) => !isRefusal(c.status)).map((c) => [c.kind, c.route.route, c.status, c] as const),
    )('%s: %s → %i', async (_kind, _route, status, c) => {
      const response = await send(c.route, c.kind, true);
      expect(response.statusCode, response.body).toBe(status);
    });
  });

  it('a list and a single read agree for every member of the organization', async () => {
    // Everyone but the anonymous caller, the superadmin and the ask-scoped token.
    const notWalked = new Set<ActorKind>(['anonymous', 'superadmin', 'askToken']);
    for (const kind of ACTOR_KINDS.filter((k): k is Exclude<ActorKind, 'anonymous'> => !notWalked.has(k))) {
      const actor = w.actors[kind];
      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers: actor.headers })
      ).json() as { id: string }[];
      const single = await t.app.inject({
        method: 'GET',
        url: `/api/v1/boards/${w.boardId}`,
        headers: actor.headers,
      });
      expect(
        listed.some((b) => b.id === w.boardId),
        kind,
      ).toBe(single.statusCode === 200);
      const minutes = (
        await t.app.inject({ method: 'GET', url: '/api/v1/minutes', headers: actor.headers })
      ).json() as { id: string }[];
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/v1/minutes/${w.minutesId}`,
        headers: actor.headers,
      });
      expect(
        minutes.some((m) => m.id === w.minutesId),
        kind,
      ).toBe(one.statusCode === 200);
    }
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"])(
    'answers 404 for board id %s, never 500',
    async (id) => {
      for (const url of [
        `/api/v1/boards/${encodeURIComponent(id)}`,
        `/api/v1/boards/${encodeURIComponent(id)}/positions`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: w.actors.owner.headers });
        expect(response.statusCode).toBe(404);
      }
    },
  );
});
