// Controls a person may not use are not shown: a Member added to a board reads its meetings and
// agenda pool, but sees no "Schedule Meeting", no "Create Meeting from Items" and no pool input —
// each could only answer 403 — while the Admin who owns the board sees them all. A board they
// were not added to is "Board not found" on every page of it.
import { expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { authOf, join, personalOrganizationOf } from './directors-support.ts';
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

test('a Member sees the meetings and the pool without the controls only managers may use', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = uniqueUser('owner');
  const member = uniqueUser('member');
  for (const user of [owner, member])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgId = await personalOrganizationOf(request, ownerAuth);
  await join(request, mailbox, ownerAuth, orgId, member);
  const memberAuth = await authOf(request, member);
  const memberId = (await (await request.get(`${OPEN_URL}/api/v1/auth/me`, { headers: memberAuth })).json())
    .id;

  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Controls ${member.username}`,
      organization_id: orgId,
      template_slug: 'startup-board',
      custom_positions: [],
    },
  });
  expect(board.status(), await board.text()).toBe(201);
  const boardId = (await board.json()).id as string;
  const hidden = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Hidden ${member.username}`,
      organization_id: orgId,
      template_slug: 'startup-board',
      custom_positions: [],
    },
  });
  expect(hidden.status(), await hidden.text()).toBe(201);
  const hiddenId = (await hidden.json()).id as string;
  const added = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/members`, {
    headers: ownerAuth,
    data: { user_id: memberId },
  });
  expect(added.status(), await added.text()).toBe(201);
  const meeting = await request.post(`${OPEN_URL}/api/v1/meetings`, {
    headers: ownerAuth,
    data: {
      board_id: boardId,
      title: 'Quarterly review',
      scheduled_date: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(meeting.status(), await meeting.text()).toBe(201);

  const context = await browser.newContext({ baseURL: OPEN_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, member);
  await expectDashboard(page);
  await page.goto(`/board/${boardId}/meetings`);
  await expect(page.getByText('Quarterly review').first()).toBeVisible();
  const pool = page.getByRole('region', { name: /Agenda Items Pool/ });
  await expect(pool.getByText('No agenda items waiting for a meeting.')).toBeVisible();
  await expect(pool.getByRole('textbox')).toHaveCount(0);
  await expect(pool.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Schedule Meeting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Meeting from Items' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'meetings as a Member');
  const card = page.getByRole('article', { name: 'Quarterly review' });
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.getByRole('link', { name: 'View Agenda' }).click();

  // The agenda is read, not changed: no Quick Add, no Cancel or Start Meeting.
  await expect(page.getByRole('heading', { name: 'Agenda', exact: true })).toBeVisible();
  await expect(page.getByText('No agenda items yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Agenda summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Meeting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Meeting' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'agenda as a Member');

  // A board of the organization they were not added to: every page of it says the same, and
  // nothing else.
  for (const path of [`/board/${hiddenId}`, `/board/${hiddenId}/meetings`, `/board/${hiddenId}/members`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Board not found' }), path).toBeVisible();
    await expect(page.getByText('This board does not exist or you do not have access to it.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Board Meetings' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Agenda Items Pool/ })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'board not found');
  await context.close();

  // The owner (an Admin) has every control.
  const ownerContext = await browser.newContext({ baseURL: OPEN_URL });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/login');
  await signIn(ownerPage, owner);
  await expectDashboard(ownerPage);
  await ownerPage.goto(`/board/${boardId}/meetings`);
  await expect(ownerPage.getByRole('button', { name: 'Schedule Meeting' })).toBeVisible();
  await expect(
    ownerPage
      .getByRole('region', { name: /Agenda Items Pool/ })
      .getByRole('textbox')
      .first(),
  ).toBeVisible();
  const ownerCard = ownerPage.getByRole('article', { name: 'Quarterly review' });
  await ownerCard.getByRole('link', { name: 'Add Items' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Quick Add' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Cancel Meeting' })).toBeVisible();
  await ownerContext.close();
});
