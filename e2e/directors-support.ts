// Steps for journeys with outside directors: a sign-in token through the API, and joining the
// owner's organization through a real invitation (the open server mails it; the journey accepts
// it through the notification it also leaves, once the director has confirmed their address).
import { type APIRequestContext, expect } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import type { startMailbox } from './mailbox.ts';
import type { TestUser } from './support.ts';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export async function authOf(request: APIRequestContext, user: TestUser) {
  const response = await request.post(`${OPEN_URL}/api/v1/auth/login`, {
    form: { username: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).access_token as string}` };
}

/**
 * Invites `user` into the owner's personal organization and accepts for them. First they confirm
 * their address from the e-mailed link: on a server that sends e-mail an unconfirmed account sees
 * no invitation in the app.
 */
export async function join(
  request: APIRequestContext,
  mailbox: Mailbox,
  ownerAuth: Record<string, string>,
  orgId: string,
  user: TestUser,
) {
  const confirmation = (await mailbox.verifyLinkFor(user.email)).split('/verify-email/')[1];
  expect(
    (await request.post(`${OPEN_URL}/api/v1/auth/verify-email`, { data: { token: confirmation } })).status(),
  ).toBe(200);
  const auth = await authOf(request, user);
  const invited = await request.post(`${OPEN_URL}/api/v1/organizations/${orgId}/invites`, {
    headers: ownerAuth,
    data: { emails: [user.email] },
  });
  expect(invited.status()).toBe(201);
  const notices = await (
    await request.get(`${OPEN_URL}/api/v1/notifications?type=board_invite`, { headers: auth })
  ).json();
  const token = (notices.notifications[0].action_url as string).split('/invite/')[1];
  expect((await request.post(`${OPEN_URL}/api/v1/invites/${token}/accept`, { headers: auth })).status()).toBe(
    200,
  );
}

/** The owner's personal organization. */
export async function personalOrganizationOf(request: APIRequestContext, auth: Record<string, string>) {
  const orgs = (await (await request.get(`${OPEN_URL}/api/v1/organizations`, { headers: auth })).json()) as {
    id: string;
    is_personal: boolean;
  }[];
  return orgs.find((o) => o.is_personal)!.id;
}

/** A board of two AI seats and one human seat held by `director`, with this seat title. */
export async function boardWithDirector(
  request: APIRequestContext,
  ownerAuth: Record<string, string>,
  orgId: string,
  director: TestUser,
  seatTitle: string,
): Promise<string> {
  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Board ${director.username}`,
      organization_id: orgId,
      template_slug: 'custom',
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.35, type: 'AI', is_human: false },
        { key: 'CFO', title: 'CFO', weight: 0.35, type: 'AI', is_human: false },
        {
          key: 'INVESTOR_REP',
          title: seatTitle,
          weight: 0.3,
          type: 'Human',
          is_human: true,
          human_email: director.email,
        },
      ],
    },
  });
  expect(board.status(), await board.text()).toBe(201);
  return (await board.json()).id as string;
}

export const LISBON = {
  decision_topic: 'Should we open a second office in Lisbon?',
  decision_context: 'Hiring in Berlin is slow; Lisbon has the engineers we need at a lower cost.',
  decision_type: 'strategic',
  constraints: { company_info: 'B2B SaaS for logistics teams, 14 employees, seed-stage, Berlin.' },
};
