// Notifications live: a director holding a human seat watches the bell in their own browser
// while the owner asks the board; the count rises without a reload, the dropdown shows the new
// notification, the page lists and filters them, marks all read and opens the one about the session.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, registerViaApi, signIn, type TestUser, uniqueUser } from './support.ts';

test.describe.configure({ timeout: 90_000 });

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  // The open server e-mails invitations: something must take them.
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await mailbox?.close();
});

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${OPEN_URL}/api/v1/auth/login`, {
    form: { username: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token as string;
}

test('a seat holder sees the bell rise live when the owner asks the board, then reads and clears it', async ({
  browser,
  request,
}) => {
  const owner = uniqueUser('owner');
  const director = uniqueUser('director');
  for (const user of [owner, director])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = { authorization: `Bearer ${await tokenOf(request, owner)}` };
  const directorAuth = { authorization: `Bearer ${await tokenOf(request, director)}` };
  // The director confirms their address: on a server that sends e-mail, only a confirmed account
  // sees an invitation in the app (and only a confirmed one can hold a seat).
  const confirmation = (await mailbox.verifyLinkFor(director.email)).split('/verify-email/')[1];
  expect(
    (await request.post(`${OPEN_URL}/api/v1/auth/verify-email`, { data: { token: confirmation } })).status(),
  ).toBe(200);

  // The owner invites the director, who has an account: the invitation is a notification too.
  const orgs = (await (
    await request.get(`${OPEN_URL}/api/v1/organizations`, { headers: ownerAuth })
  ).json()) as {
    id: string;
    is_personal: boolean;
  }[];
  const orgId = orgs.find((o) => o.is_personal)!.id;
  const invited = await request.post(`${OPEN_URL}/api/v1/organizations/${orgId}/invites`, {
    headers: ownerAuth,
    data: { emails: [director.email] },
  });
  expect(invited.status()).toBe(201);
  const notices = await (
    await request.get(`${OPEN_URL}/api/v1/notifications?type=board_invite`, { headers: directorAuth })
  ).json();
  const token = (notices.notifications[0].action_url as string).split('/invite/')[1];
  expect(
    (await request.post(`${OPEN_URL}/api/v1/invites/${token}/accept`, { headers: directorAuth })).status(),
  ).toBe(200);
  const boardName = `Seed board ${owner.username}`;
  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: boardName,
      organization_id: orgId,
      template_slug: 'custom',
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.35, type: 'AI', is_human: false },
        { key: 'CFO', title: 'CFO', weight: 0.35, type: 'AI', is_human: false },
        {
          key: 'INDEPENDENT_GOVERNANCE',
          title: 'Independent Director',
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

  // The director signs in in a browser of their own: one unread notification (the invitation).
  const context = await browser.newContext({ baseURL: OPEN_URL });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, director);
  await expectDashboard(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The owner asks the board; the director's bell rises without a reload.
  const started = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/sessions`, {
    headers: ownerAuth,
    data: {
      decision_topic: 'Should we open a second office in Lisbon?',
      decision_context: 'Hiring in Berlin is slow; Lisbon has the engineers we need at a lower cost.',
      decision_type: 'strategic',
      constraints: { company_info: 'B2B SaaS for logistics teams, 14 employees, seed-stage, Berlin.' },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const sessionId = (await started.json()).session_id as string;
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByText(`${boardName} needs your perspective`)).toBeVisible();
  await expect(dropdown.getByText('Just now').first()).toBeVisible();
  await dropdown.getByRole('menuitem', { name: 'View all notifications' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Sessions started' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Opening it goes where it points: the portal's page for this session.
  await list.getByRole('button', { name: /needs your perspective/ }).click();
  await expect(page).toHaveURL(new RegExp(`/board/human/session/${sessionId}$`));
});
