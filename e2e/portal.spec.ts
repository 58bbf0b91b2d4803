// The Board Member Portal as a director and as someone without a seat see it: greeted by name,
// their real seat (or none), and the list of decisions following the bell without a reload.
import { expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { authOf, boardWithDirector, join, LISBON, personalOrganizationOf } from './directors-support.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, registerViaApi, signIn, uniqueUser } from './support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  // The open server e-mails invitations: something must take them.
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

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
  const orgId = await personalOrganizationOf(request, ownerAuth);
  await join(request, mailbox, ownerAuth, orgId, director);
  await join(request, mailbox, ownerAuth, orgId, member);
  const boardId = await boardWithDirector(request, ownerAuth, orgId, director, 'Audit Chair');

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
  const topic = LISBON.decision_topic;
  const started = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/sessions`, {
    headers: ownerAuth,
    data: LISBON,
  });
  expect(started.status(), await started.text()).toBe(202);
  await expect(page.getByTestId('awaiting-count')).toContainText('1 decision awaiting your input');
  await expect(page.getByRole('listitem', { name: topic })).toBeVisible();
  await context.close();
});
