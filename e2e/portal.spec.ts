// The Board Member Portal as a director and as someone without a seat see it: greeted by name,
// their real seat (or none), and the list of decisions following the bell without a reload.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, registerViaApi, signIn, type TestUser, uniqueUser } from './support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  // The open server e-mails invitations: something must take them.
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

async function authOf(request: APIRequestContext, user: TestUser) {
  const response = await request.post(`${OPEN_URL}/api/v1/auth/login`, {
    form: { username: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).access_token as string}` };
}

/** Invites `user` into the owner's personal organization and accepts for them. */
async function join(
  request: APIRequestContext,
  ownerAuth: Record<string, string>,
  orgId: string,
  user: TestUser,
) {
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

test('the portal greets by name, shows only seats really held, and lists a new decision without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = uniqueUser('owner');
  const director = uniqueUser('director');
  const member = uniqueUser('member');
  for (const user of [owner, director, member])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgs = (await (
    await request.get(`${OPEN_URL}/api/v1/organizations`, { headers: ownerAuth })
  ).json()) as {
    id: string;
    is_personal: boolean;
  }[];
  const orgId = orgs.find((o) => o.is_personal)!.id;
  await join(request, ownerAuth, orgId, director);
  await join(request, ownerAuth, orgId, member);
  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Portal board ${owner.username}`,
      organization_id: orgId,
      template_slug: 'custom',
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.35, type: 'AI', is_human: false },
        { key: 'CFO', title: 'CFO', weight: 0.35, type: 'AI', is_human: false },
        {
          key: 'INVESTOR_REP',
          title: 'Audit Chair',
          weight: 0.3,
          type: 'Human',
          is_human: true,
          human_email: director.email,
        },
      ],
    },
  });
  expect(board.status(), await board.text()).toBe(201);
  const boardId = (await board.json()).id as string;

  // Someone without a seat: greeted by name, no seat badge at all.
  const memberContext = await browser.newContext({ baseURL: OPEN_URL });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await signIn(memberPage, member);
  await expectDashboard(memberPage);
  await memberPage.goto('/board/human');
  await expect(memberPage.getByText(`Welcome, ${member.fullName}`)).toBeVisible();
  await expect(memberPage.getByTestId('awaiting-count')).toContainText('0 decisions awaiting your input');
  await expect(memberPage.getByTestId('position-badge')).toHaveCount(0);
  await expect(memberPage.getByText(/Independent Director/i)).toHaveCount(0);
  await memberContext.close();

  // The director: their own seat's title, nothing pending yet.
  const context = await browser.newContext({ baseURL: OPEN_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, director);
  await expectDashboard(page);
  await page.goto('/board/human');
  await expect(page.getByText(`Welcome, ${director.fullName}`)).toBeVisible();
  await expect(page.getByTestId('position-badge')).toHaveText('Audit Chair');
  await expect(page.getByTestId('awaiting-count')).toContainText('0 decisions awaiting your input');
  await expect(page.getByText('No pending decisions at this time.')).toBeVisible();

  // The owner asks the board: the bell rises and the portal follows, without a reload.
  const topic = 'Should we open a second office in Lisbon?';
  const started = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/sessions`, {
    headers: ownerAuth,
    data: {
      decision_topic: topic,
      decision_context: 'Hiring in Berlin is slow; Lisbon has the engineers we need at a lower cost.',
      decision_type: 'strategic',
      constraints: { company_info: 'B2B SaaS for logistics teams, 14 employees, seed-stage, Berlin.' },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  await expect(page.getByTestId('awaiting-count')).toContainText('1 decision awaiting your input');
  await expect(page.getByRole('listitem', { name: topic })).toBeVisible();
  await context.close();
});
