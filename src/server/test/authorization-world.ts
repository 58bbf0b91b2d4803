// The world the authorization matrix walks: one organization with a board, people in every
// relation to it, and one of each resource. Each actor kind is a real account that got its
// relation the way a user would (invitations, board membership, a seat given by the board).
import { randomBytes } from 'node:crypto';
import { type Actor, createBoard, createUser, joinOrganization, personalOrganization } from './factories.ts';
import type { TestApp } from './helper.ts';
import { createMeeting, importAgenda, inMinutes } from './meetings.ts';
import { startSession, waitForSession } from './sessions.ts';

/** The people, each with a relation to the organization; the matrix lists a status for each. */
export const PERSON_KINDS = [
  'anonymous',
  'stranger',
  'member',
  'manager',
  'admin',
  'boardMember',
  'seatHolder',
  'superadmin',
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];
/**
 * Actors whose statuses follow from a person's by rule: an organization member whose address is
 * unproven (ADR 27: it uses the product like any member), and the Admin's personal API token at
 * each scope (ADR 31).
 */
export const DERIVED_KINDS = ['unverified', 'readToken', 'askToken', 'manageToken'] as const;
export const ACTOR_KINDS = [...PERSON_KINDS, ...DERIVED_KINDS] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const SUPERADMIN_EMAIL = `chief-${randomBytes(4).toString('hex')}@example.com`;

export interface World {
  actors: Record<Exclude<ActorKind, 'anonymous'>, Actor> & { owner: Actor };
  organizationId: string;
  boardId: string;
  humanSeatId: string;
  /** The CEO seat (AI), asked follow-up questions. */
  aiSeatId: string;
  sessionId: string;
  waitingSessionId: string;
  /** A notification of the seat holder's (a session started on their board). */
  seatHolderNotificationId: string;
  meetingId: string;
  itemId: string;
  actionId: string;
  minutesId: string;
  templateId: string;
  templateSlug: string;
  inviteId: string;
  /** An invitation addressed to nobody in the matrix: accepting it is always refused. */
  foreignInviteToken: string;
  /** A member of the organization with no other role in the tests: roles change on them. */
  bystanderId: string;
}

const seats = (seatHolderEmail: string) => [
  { key: 'CEO', title: 'CEO', weight: 0.4, type: 'AI', is_human: false },
  { key: 'CFO', title: 'CFO', weight: 0.3, type: 'AI', is_human: false },
  {
    key: 'INDEPENDENT_GOVERNANCE',
    title: 'Independent Director',
    weight: 0.3,
    type: 'Human',
    is_human: true,
    human_email: seatHolderEmail,
  },
];

export async function inviteToken(t: TestApp, inviter: Actor, organizationId: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${organizationId}/invites`,
    headers: inviter.headers,
    payload: { emails: [email] },
  });
  const invite = response.json().invited[0] as { id: string; link: string };
  return { id: invite.id, token: invite.link.slice(invite.link.lastIndexOf('/') + 1) };
}

/** The Admin acting through a personal API token of `scope`: their user, the token as bearer. */
async function tokenActor(
  app: TestApp['app'],
  admin: Actor,
  scope: 'read' | 'ask' | 'manage',
): Promise<Actor> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/tokens',
    headers: admin.headers,
    payload: { name: `matrix ${scope}`, scope, expires_in_days: 30, current_password: admin.password },
  });
  if (response.statusCode !== 201) throw new Error(`token failed: ${response.body}`);
  const token = response.json().token as string;
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const app = t.app;
  const owner = await createUser(app);
  const organizationId = await personalOrganization(app, owner);
  const [admin, manager, member, boardMember, seatHolder, stranger, bystander] = await Promise.all(
    Array.from({ length: 7 }, () => createUser(app)),
  );
  const superadmin = await createUser(app, { email: SUPERADMIN_EMAIL });
  const unverified = await createUser(app);
  await joinOrganization(app, owner, organizationId, admin!, { role: 'admin' });
  await joinOrganization(app, owner, organizationId, manager!, { role: 'manager' });
  await joinOrganization(app, owner, organizationId, member!);
  await joinOrganization(app, owner, organizationId, seatHolder!);
  await joinOrganization(app, owner, organizationId, bystander!);
  await joinOrganization(app, owner, organizationId, unverified);
  const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: unverified.headers });
  if (me.json().email_verified !== false) throw new Error(`the unverified actor is verified: ${me.body}`);
  const [readToken, askToken, manageToken] = await Promise.all(
    (['read', 'ask', 'manage'] as const).map((scope) => tokenActor(app, admin!, scope)),
  );
  const board = await createBoard(app, owner, {
    organization_id: organizationId,
    custom_positions: seats(seatHolder!.user.email!) as never,
  });
  await joinOrganization(app, owner, organizationId, boardMember!, { boardIds: [board.id] });
  const humanSeatId = board.positions.find((p) => p.type === 'Human')!.id;
  const aiSeatId = board.positions.find((p) => p.type === 'AI')!.id;

  // A completed session (the seat holder answers at once) and one still waiting for them.
  const sessionId = (await startSession(app, owner, board.id)).json().session_id as string;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/v1/boards/sessions/${sessionId}/perspectives`,
    headers: seatHolder!.headers,
    payload: {
      stance: 'support',
      perspective: 'A considered view of the raise. '.repeat(3),
      key_points: [],
      confidence: 0.7,
    },
  });
  if (answer.statusCode !== 201) throw new Error(`seat holder could not answer: ${answer.body}`);
  await waitForSession(app, owner, sessionId, 60_000);
  const waitingSessionId = (await startSession(app, owner, board.id)).json().session_id as string;
  const seatHolderNotificationId = (
    await app.inject({
      method: 'GET',
      url: '/api/v1/notifications?type=session_start',
      headers: seatHolder!.headers,
    })
  ).json().notifications[0].id as string;

  const meetingId = (await createMeeting(app, owner, board.id)).id;
  const itemId = (await importAgenda(app, owner, meetingId, 'Item')).json().items[0].id as string;
  await app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/start`,
    headers: owner.headers,
    payload: {},
  });
  const actionId = (
    await app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meetingId}/action-items`,
      headers: owner.headers,
      payload: { description: 'D', owner: 'O' },
    })
  ).json().id as string;
  const done = (await createMeeting(app, owner, board.id, { scheduled_date: inMinutes(1) })).id;
  await importAgenda(app, owner, done, 'Item');
  await app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${done}/start`,
    headers: owner.headers,
    payload: {},
  });
  const minutesId = (
    await app.inject({ method: 'POST', url: `/api/v1/meetings/${done}/complete`, headers: owner.headers })
  ).json().minutes_id as string;

  const template = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/templates',
      headers: owner.headers,
      payload: {
        organization_id: organizationId,
        name: 'Our board',
        positions: [
          { key: 'CEO', title: 'CEO', weight: 0.5 },
          { key: 'CFO', title: 'CFO', weight: 0.5 },
        ],
      },
    })
  ).json() as { id: string; slug: string };
  const invite = await inviteToken(
    t,
    owner,
    organizationId,
    `pending-${randomBytes(4).toString('hex')}@example.com`,
  );
  const foreign = await inviteToken(
    t,
    owner,
    organizationId,
    `someone-${randomBytes(4).toString('hex')}@example.com`,
  );

  return {
    actors: {
      owner,
      admin: admin!,
      manager: manager!,
      member: member!,
      boardMember: boardMember!,
      seatHolder: seatHolder!,
      stranger: stranger!,
      superadmin,
      unverified,
      readToken: readToken!,
      askToken: askToken!,
      manageToken: manageToken!,
    },
    organizationId,
    boardId: board.id,
    humanSeatId,
    aiSeatId,
    sessionId,
    waitingSessionId,
    seatHolderNotificationId,
    meetingId,
    itemId,
    actionId,
    minutesId,
    templateId: template.id,
    templateSlug: template.slug,
    inviteId: invite.id,
    foreignInviteToken: foreign.token,
    bystanderId: bystander!.user.id,
  };
}
