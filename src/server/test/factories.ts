// Test data. Every factory call makes a NEW user, so each test's actors are strangers to one
// another unless the test says otherwise — authorization bugs surface by themselves.
import { randomBytes } from 'node:crypto';
import type { User } from '../../contracts/auth.ts';
import type { Board, CreateBoardBody } from '../../contracts/boards.ts';
import type { NotificationPage } from '../../contracts/notifications.ts';
import type { POSITION_KEYS } from '../../contracts/positions.ts';
import type { App } from '../app.ts';
import { linkToken, type ReceivedMail, waitForMail } from './mailbox.ts';

type PositionKey = (typeof POSITION_KEYS)[number];

export interface Actor {
  user: User;
  token: string;
  password: string;
  headers: { authorization: string };
}

export async function createUser(app: App, overrides: Partial<{ email: string; username: string }> = {}) {
  const tag = randomBytes(5).toString('hex');
  const password = `pw-${tag}-secret`;
  const body = {
    email: overrides.email ?? `user-${tag}@example.com`,
    username: overrides.username ?? `user_${tag}`,
    full_name: `Test User ${tag}`,
    password,
  };
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = await login(app, body.email, password);
  return { user: registered.json() as User, token, password, headers: { authorization: `Bearer ${token}` } };
}

export async function login(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export const startupSeats = () =>
  [
    { key: 'CEO', title: 'CEO', weight: 0.25, type: 'AI', is_human: false },
    { key: 'CFO', title: 'CFO', weight: 0.18, type: 'AI', is_human: false },
    { key: 'CTO', title: 'CTO', weight: 0.18, type: 'AI', is_human: false },
    { key: 'INVESTOR_REP', title: 'Investor Representative', weight: 0.15, type: 'AI', is_human: false },
    { key: 'CUSTOMER_ADVOCATE', title: 'Customer Advocate', weight: 0.12, type: 'AI', is_human: false },
    { key: 'STRATEGIC_ADVISOR', title: 'Strategic Advisor', weight: 0.12, type: 'AI', is_human: false },
  ] satisfies CreateBoardBody['custom_positions'];

export async function createBoard(
  app: App,
  actor: Actor,
  overrides: Partial<CreateBoardBody> = {},
): Promise<Board> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/boards',
    headers: actor.headers,
    payload: {
      name: 'Test Board',
      description: 'A board for tests',
      board_type: 'advisory',
      template_slug: 'startup-board',
      custom_positions: startupSeats(),
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create board failed: ${response.body}`);
  return response.json() as Board;
}

/** Changes a board as `actor` (its pace, say); the response, for the test to judge. */
export const updateBoard = (app: App, actor: Actor, boardId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/v1/boards/${boardId}`, headers: actor.headers, payload });

/** Makes a person a member of the board, as `actor` (its owner, say); the response. */
export const addBoardMember = (app: App, actor: Actor, boardId: string, userId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardId}/members`,
    headers: actor.headers,
    payload: { user_id: userId },
  });

/** The actor's personal organization (every account has one, as its Admin). */
export async function personalOrganization(app: App, actor: Actor): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/organizations', headers: actor.headers });
  const personal = (response.json() as { id: string; is_personal: boolean; role: string }[]).find(
    (o) => o.is_personal && o.role === 'admin',
  );
  if (!personal) throw new Error(`no personal organization: ${response.body}`);
  return personal.id;
}

/** A new organization the actor creates (and is the Admin of); its id. */
export async function createOrganization(app: App, actor: Actor, name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: actor.headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`organization not created: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * Brings someone into an organization the real way: an invitation, accepted with its link. A
 * server that sends e-mail answers no link; there the token is read from the invitation under the
 * invitee's bell, as a registered person would follow it.
 */
export async function joinOrganization(
  app: App,
  inviter: Actor,
  organizationId: string,
  invitee: Actor,
  options: { role?: 'admin' | 'manager' | 'member'; boardIds?: string[] } = {},
): Promise<void> {
  const invited = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/invites`,
    headers: inviter.headers,
    payload: {
      emails: [invitee.user.email],
      role: options.role ?? 'member',
      board_ids: options.boardIds ?? [],
    },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const link =
    (invited.json() as { invited: { link: string | null }[] }).invited[0]?.link ??
    (await invitationUnderTheBell(app, invitee));
  const token = link.slice(link.lastIndexOf('/') + 1);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/v1/invites/${token}/accept`,
    headers: invitee.headers,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}

async function invitationUnderTheBell(app: App, invitee: Actor): Promise<string> {
  const page = await app.inject({
    method: 'GET',
    url: '/api/v1/notifications?type=board_invite',
    headers: invitee.headers,
  });
  const link = (page.json() as NotificationPage).notifications[0]?.action_url;
  if (!link?.startsWith('/invite/')) throw new Error(`no invitation under the bell: ${page.body}`);
  return link;
}

/** An Admin's organization with a Manager and a plain member. */
export async function organizationTeam(app: App) {
  const admin = await createUser(app);
  const orgId = await personalOrganization(app, admin);
  const manager = await createUser(app);
  const member = await createUser(app);
  await joinOrganization(app, admin, orgId, manager, { role: 'manager' });
  await joinOrganization(app, admin, orgId, member);
  return { admin, manager, member, orgId };
}

/** A human seat for a director, by their address. */
export const humanSeat = (key: PositionKey, title: string, email: string | null, weight = 0.25) => ({
  key,
  title,
  weight,
  type: 'Human' as const,
  is_human: true,
  human_email: email,
});

/** An AI seat titled by its key, for a board a test lays out itself. */
export const aiSeat = (key: PositionKey, weight: number) => ({
  key,
  title: key,
  weight,
  type: 'AI' as const,
  is_human: false,
});

/**
 * An owner, a director who joined the owner's organization as a Member, and a board on which the
 * director holds the Independent Director's human seat beside the AI seats named (key → weight).
 * Given a server's received mail, both accounts are confirmed (there, only they hold a seat).
 */
export async function boardWithDirector(
  app: App,
  aiWeights: Partial<Record<PositionKey, number>>,
  directorWeight: number,
  options: { title?: string; board?: Partial<CreateBoardBody>; received?: readonly ReceivedMail[] } = {},
) {
  const person = () => (options.received ? createConfirmedUser(app, options.received) : createUser(app));
  const owner = await person();
  const director = await person();
  await joinOrganization(app, owner, await personalOrganization(app, owner), director);
  const ai = Object.entries(aiWeights).map(([key, weight]) => aiSeat(key as PositionKey, weight));
  const title = options.title ?? 'Independent Director';
  const board = await createBoard(app, owner, {
    custom_positions: [
      ...ai,
      humanSeat('INDEPENDENT_GOVERNANCE', title, director.user.email!, directorWeight),
    ],
    ...options.board,
  });
  return { owner, director, board };
}

/**
 * For servers that send e-mail: a confirmed owner, two confirmed directors who joined the owner's
 * organization (with `seatless` more members who hold no seat), and a board of the AI seats named
 * beside the directors' human seats (Independent Director and Investor Director, a quarter each).
 */
export async function boardWithTwoDirectors(
  app: App,
  received: readonly ReceivedMail[],
  aiWeights: Partial<Record<PositionKey, number>>,
  seatless = 0,
) {
  const [owner, first, second, ...others] = await Promise.all(
    Array.from({ length: 3 + seatless }, () => createConfirmedUser(app, received)),
  );
  const orgId = await personalOrganization(app, owner!);
  for (const person of [first!, second!, ...others]) await joinOrganization(app, owner!, orgId, person);
  const ai = Object.entries(aiWeights).map(([key, weight]) => aiSeat(key as PositionKey, weight));
  const board = await createBoard(app, owner!, {
    organization_id: orgId,
    custom_positions: [
      ...ai,
      humanSeat('INDEPENDENT_GOVERNANCE', 'Independent Director', first!.user.email!),
      humanSeat('INVESTOR_REP', 'Investor Director', second!.user.email!),
    ],
  });
  return { owner: owner!, first: first!, second: second!, others, orgId, board };
}

/** Reads until `ok` holds (every 200 ms), for what a queued job or a stream does in its own time. */
export async function until<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A new account whose address is confirmed the real way — the link e-mailed at registration,
 * read from the test's mailbox — for servers that send e-mail (there, only a confirmed account
 * sees invitations in the app or holds a seat).
 */
export async function createConfirmedUser(
  app: App,
  received: readonly ReceivedMail[],
  overrides: Partial<{ email: string; username: string }> = {},
) {
  const actor = await createUser(app, overrides);
  const mail = await waitForMail(received, actor.user.email!, 'Confirm your Boardwise address');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { token: linkToken(mail, '/verify-email/') },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { ...actor, user: { ...actor.user, email_verified: true } };
}
