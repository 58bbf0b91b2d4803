// An organization with roles, from the Admin's first board to a template another organization
// uses: invitations by real e-mail, what a Member may see and do, the permission matrix enforced,
// Manage Members, and the template marketplace. Each person has their own browser context.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { startMailbox } from './mailbox.ts';
import {
  fillRegistration,
  nameAndPickTemplate,
  registerViaApi,
  registerViaUi,
  signIn,
  TEMPLATES,
  type TestUser,
  uniqueUser,
} from './support.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const contexts: BrowserContext[] = [];

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: OPEN_URL });
  contexts.push(context);
  return context.newPage();
}

test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await mailbox?.close();
});

const admin = uniqueUser('admin');
const manager = uniqueUser('manager');
const member = uniqueUser('member');
const outsider = uniqueUser('outsider');
const orgName = `Acme ${admin.username}`;
const strategyBoard = `Strategy ${admin.username}`;
const financeBoard = `Finance ${admin.username}`;
const templateName = `Lean board ${admin.username}`;
let adminPage: Page;
let managerPage: Page;
let memberPage: Page;
let orgPath = '';
let strategyId = '';
let financeId = '';

/** A Mantine select: open it by its label and pick an option. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: option }).click();
}

async function apiToken(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('access_token'))) ?? '';
}

async function createOrganizationBoard(page: Page, name: string): Promise<string> {
  await page.goto(orgPath);
  await page.getByRole('link', { name: 'Create New Board' }).click();
  await expect(
    page.getByLabel('Organization', { exact: true }).and(page.locator('input')).first(),
  ).toBeVisible();
  await nameAndPickTemplate(page, name, TEMPLATES.startup);
  await page.getByRole('button', { name: 'Create Board' }).click();
  await expect(page).toHaveURL(/\/board\/(?!new)[^/?]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

async function invite(page: Page, emails: string, role: string, boards: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Invite Members' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByLabel('E-mail addresses').fill(emails);
  await choose(page, 'Role', role);
  for (const board of boards) {
    await dialog.getByLabel('Boards to add them to', { exact: true }).and(page.locator('input')).click();
    await page.getByRole('option', { name: board }).click();
  }
  // Leaving the field closes its dropdown, which would cover the buttons.
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(dialog.getByText('Invitations sent to 1 member(s)')).toBeVisible();
}

async function acceptInvitation(
  page: Page,
  link: string,
  user: TestUser,
  hasAccount: boolean,
): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join ${orgName}` })).toBeVisible();
  if (hasAccount) {
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await signIn(page, user);
  } else {
    await page.getByRole('link', { name: 'Create account to accept' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await fillRegistration(page, user);
  }
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`${orgPath}$`));
  await expect(page.getByRole('heading', { name: orgName, level: 1 })).toBeVisible();
}

test('an Admin creates an organization and two of its boards', async ({ browser }) => {
  adminPage = await newPage(browser);
  await registerViaUi(adminPage, admin);
  await adminPage.getByRole('button', { name: 'Create organization' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create organization' });
  await dialog.getByLabel('Organization name').fill(orgName);
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(adminPage.getByRole('heading', { name: orgName, level: 1 })).toBeVisible();
  orgPath = new URL(adminPage.url()).pathname;
  await expect(adminPage.getByText('Free plan')).toBeVisible();

  strategyId = await createOrganizationBoard(adminPage, strategyBoard);
  financeId = await createOrganizationBoard(adminPage, financeBoard);
  await adminPage.goto(orgPath);
  await expect(adminPage.getByRole('article', { name: strategyBoard })).toBeVisible();
  await expect(adminPage.getByRole('article', { name: financeBoard })).toBeVisible();
});

test('invitations go out by e-mail, and a Manager and a new Member join through their links', async ({
  browser,
  request,
}) => {
  expect((await registerViaApi(request, OPEN_URL, manager)).ok()).toBe(true);
  await adminPage.goto(orgPath);
  await invite(adminPage, manager.email, 'Manager', [strategyBoard, financeBoard]);
  await adminPage.keyboard.press('Escape');
  await invite(adminPage, `${member.email}, not-an-email`, 'Member', [strategyBoard]);
  await expect(adminPage.getByText('not-an-email:')).toBeVisible();
  await adminPage.keyboard.press('Escape');

  const managerLink = await mailbox.inviteLinkFor(manager.email);
  const memberLink = await mailbox.inviteLinkFor(member.email);
  expect(mailbox.received.find((m) => m.to === member.email)?.subject).toContain(orgName);

  managerPage = await newPage(browser);
  await acceptInvitation(managerPage, managerLink, manager, true);
  memberPage = await newPage(browser);
  await acceptInvitation(memberPage, memberLink, member, false);

  await adminPage.goto(`${orgPath}?tab=members`);
  const members = adminPage.getByRole('table', { name: 'Organization members' });
  await expect(members.getByRole('row')).toHaveCount(4);
  await expect(members.getByRole('row', { name: new RegExp(member.email) })).toContainText('Just now');
});

test('a Member sees exactly the boards they were added to and cannot delete one', async () => {
  await expect(memberPage.getByRole('article', { name: strategyBoard })).toBeVisible();
  await expect(memberPage.getByRole('article', { name: financeBoard })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Invite Members' })).toHaveCount(0);

  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('link', { name: strategyBoard, exact: true })).toBeVisible();
  await expect(memberPage.getByText(orgName).first()).toBeVisible();
  await expect(memberPage.getByRole('link', { name: financeBoard, exact: true })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: `Delete board ${strategyBoard}` })).toHaveCount(0);

  const token = await apiToken(memberPage);
  const response = await memberPage.request.delete(`/api/v1/boards/${strategyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([403, 404]).toContain(response.status());
  const own = await memberPage.request.get(`/api/v1/boards/${strategyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(own.status()).toBe(200);
});

test('the Admin lets Managers delete boards, and the Manager then can', async () => {
  await managerPage.goto('/dashboard');
  await expect(managerPage.getByRole('link', { name: financeBoard, exact: true })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: `Delete board ${financeBoard}` })).toHaveCount(0);

  await adminPage.goto(`${orgPath}?tab=settings`);
  const toggle = adminPage.getByRole('switch', { name: 'Delete Boards: Manager' });
  await expect(toggle).not.toBeChecked();
  await expect(adminPage.getByRole('switch', { name: 'Delete Boards: Admin' })).toBeDisabled();
  // The switch's input is visually hidden: bring its row on screen before toggling it.
  await toggle.scrollIntoViewIfNeeded();
  await toggle.check({ force: true });
  await adminPage.getByRole('button', { name: 'Save Settings' }).click();
  await expect(adminPage.getByText('Settings saved successfully')).toBeVisible();
  const trail = adminPage.getByRole('table', { name: 'Audit trail' });
  await expect(trail).toContainText('organization.permissions_changed');
  await expect(trail).toContainText('invite.accepted');

  await managerPage.reload();
  await managerPage.getByRole('button', { name: `Delete board ${financeBoard}` }).click();
  await managerPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(managerPage.getByText(`Board "${financeBoard}" deleted`)).toBeVisible();
  await expect(managerPage.getByRole('link', { name: financeBoard, exact: true })).toHaveCount(0);
  expect(financeId).not.toBe('');
});

test("Manage Members changes a seat's weight and gives a human seat to the Member", async () => {
  await adminPage.goto(orgPath);
  await adminPage
    .getByRole('article', { name: strategyBoard })
    .getByRole('link', { name: 'Manage Members' })
    .click();
  await expect(adminPage.getByRole('heading', { name: 'Manage Members' })).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'Board members' })).toContainText(member.email);

  await adminPage.getByLabel('CEO weight in percent').fill('24');
  await adminPage.getByLabel('CFO weight in percent').fill('19');
  // The second selected seat's AI / Human switch is the CFO's (seats keep the positions' order).
  await adminPage.getByText('Human', { exact: true }).nth(1).click();
  await choose(adminPage, 'Holder of the CFO seat', new RegExp(member.email));
  await expect(adminPage.getByText('Total: 100%')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(adminPage.getByText('Board saved')).toBeVisible();

  await adminPage.reload();
  await expect(adminPage.getByLabel('CEO weight in percent')).toHaveValue('24%');
  await expect(
    adminPage.getByLabel('Holder of the CFO seat', { exact: true }).and(adminPage.locator('input')),
  ).toHaveValue(new RegExp(member.email));
  const token = await apiToken(adminPage);
  const board = await (
    await adminPage.request.get(`/api/v1/boards/${strategyId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const cfo = board.positions.find((p: { key: string }) => p.key === 'CFO');
  expect(cfo).toMatchObject({ weight: 0.19, type: 'Human', assigned_user_email: member.email });

  // The board's voting rule, saved on its own: two thirds, with the AI seats advising.
  await adminPage.getByLabel('Threshold', { exact: true }).selectOption('two_thirds');
  await adminPage.getByLabel('AI seats', { exact: true }).selectOption('advisory');
  await adminPage.getByRole('button', { name: 'Save Voting Rule' }).click();
  await expect(adminPage.getByText('Voting rule saved')).toBeVisible();
  await adminPage.reload();
  await expect(adminPage.getByLabel('Threshold', { exact: true })).toHaveValue('two_thirds');
  await expect(adminPage.getByLabel('AI seats', { exact: true })).toHaveValue('advisory');
});

test('a custom template is created, shared, used by another organization and deleted', async ({
  browser,
}) => {
  await adminPage.goto(`${orgPath}?tab=templates`);
  await adminPage.getByRole('link', { name: 'Create Custom Template' }).click();
  await adminPage.getByLabel('Template name').fill(templateName);
  await adminPage.getByLabel('Description').fill('Two seats for quick calls');
  await adminPage.getByRole('checkbox', { name: /^CEO/ }).check();
  await adminPage.getByRole('checkbox', { name: /^CFO/ }).check();
  await adminPage.getByRole('button', { name: 'Auto-Balance' }).click();
  await adminPage.getByRole('button', { name: 'Create Template' }).click();
  const card = adminPage.getByRole('article', { name: `Template ${templateName}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Share template ${templateName}` }).click();
  // Every organization will see it: asked first.
  const sharing = adminPage.getByRole('dialog', { name: 'Share with every organization?' });
  await expect(sharing).toContainText('marketplace of every organization');
  await sharing.getByRole('button', { name: 'Share template' }).click();
  await expect(card.getByText('Shared', { exact: true })).toBeVisible();

  const outsiderPage = await newPage(browser);
  await registerViaUi(outsiderPage, outsider);
  await outsiderPage.goto('/organization?tab=templates');
  await outsiderPage.getByRole('button', { name: 'Browse Marketplace' }).click();
  const offered = outsiderPage.getByRole('dialog').getByRole('article', { name: `Template ${templateName}` });
  await expect(offered).toContainText('0 uses');
  // Its seats are previewed before it is used.
  await offered.getByRole('button', { name: `Preview the seats of ${templateName}` }).click();
  const seats = offered.getByRole('list', { name: `Seats of ${templateName}` });
  await expect(seats).toContainText('CEO: 50% (AI seat)');
  await expect(seats).toContainText('CFO: 50% (AI seat)');
  await expect(offered.getByRole('button', { name: `Hide the seats of ${templateName}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await offered.getByRole('link', { name: `Use Template ${templateName}` }).click();
  await expect(outsiderPage.getByText('Board members (2 selected)')).toBeVisible();
  await outsiderPage.getByRole('button', { name: 'Add a name' }).click();
  await outsiderPage.getByLabel('Board Name').fill(`From the marketplace ${outsider.username}`);
  await outsiderPage.getByRole('button', { name: 'Next' }).click();
  await outsiderPage.getByRole('button', { name: 'Next' }).click();
  await outsiderPage.getByRole('button', { name: 'Create Board' }).click();
  await expect(outsiderPage).toHaveURL(/\/board\/(?!new)[^/?]+$/);

  await adminPage.reload();
  await expect(card).toContainText('1 use');
  await card.getByRole('button', { name: `Delete template ${templateName}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText(`Delete template "${templateName}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
