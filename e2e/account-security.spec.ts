// Account security journeys on the server that sends e-mail (to this spec's SMTP server):
// a forgotten password reset from the e-mailed link, which signs the old session out; and
// Settings → Security: confirming the address, seeing where one is signed in and signing
// another device out; and a zip of one's data, asked for in Settings, e-mailed as a link when
// made, and downloaded from the link and from Settings. And an address that bounced: the person
// reads that board e-mail is paused, on every page and in Settings, and confirms it again.
import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContext, type Download, expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { MAIL_BOUNCE_SECRET, OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { MAIL_BOUNCE_SECRET_HEADER } from '../src/contracts/mail-bounces.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, registerViaApi, signIn, uniqueUser } from './support.ts';

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

test('forgot password: the e-mailed link sets a new one and the old session is signed out', async ({
  browser,
  request,
}) => {
  const user = uniqueUser('forgetful');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const laptop = await newPage(browser);
  await laptop.goto('/login');
  await signIn(laptop, user);
  await expectDashboard(laptop);

  const phone = await newPage(browser);
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(user.email);
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(phone.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(phone.getByLabel('Email')).toHaveValue(user.email);
  await expectNoSeriousA11yViolations(phone, 'forgot password');
  await phone.getByRole('button', { name: 'Send the link' }).click();
  await expect(phone.getByRole('status')).toContainText('If an account uses this address');

  const link = await mailbox.resetLinkFor(user.email);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'reset password');
  const newPassword = `${user.password}-renewed`;
  await phone.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await phone.getByLabel('Repeat the new password').fill('something else entirely');
  await phone.getByRole('button', { name: 'Change password' }).click();
  await expect(phone.getByText('The passwords do not match')).toBeVisible();
  await phone.getByLabel('Repeat the new password').fill(newPassword);
  await phone.getByRole('button', { name: 'Change password' }).click();
  await expect(phone.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The laptop's session ended with the reset: its next request signs it out.
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login/);

  // The link works once.
  await phone.goto(link);
  await phone.getByRole('textbox', { name: 'New password', exact: true }).fill(`${newPassword}-again`);
  await phone.getByLabel('Repeat the new password').fill(`${newPassword}-again`);
  await phone.getByRole('button', { name: 'Change password' }).click();
  await expect(phone.getByRole('alert')).toContainText('This reset link is not valid');

  await phone.getByRole('link', { name: 'Ask for a new link' }).click();
  await phone.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(phone, { email: user.email, password: newPassword });
  await expectDashboard(phone);
});

test('Security settings: confirm the address, see where you are signed in, sign another device out', async ({
  browser,
  request,
}) => {
  const user = uniqueUser('careful');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const desk = await newPage(browser);
  await desk.goto('/login');
  await signIn(desk, user);
  await expectDashboard(desk);
  const tablet = await newPage(browser);
  await tablet.goto('/login');
  await signIn(tablet, user);
  await expectDashboard(tablet);

  // Unconfirmed: every page says what that means.
  await expect(desk.getByText('you cannot be given a seat on a board')).toBeVisible();
  await desk.getByRole('link', { name: 'Security' }).click();
  await expect(desk.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  // Off the navigation: a hovered active item is checked by the accessibility spec, not here.
  await desk.mouse.move(600, 10);
  await expect(desk.getByText('Not confirmed')).toBeVisible();
  const sessions = desk.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await expectNoSeriousA11yViolations(desk, 'security settings');

  // The tablet is the row without 'This session'.
  const other = sessions.getByRole('row').filter({ hasNotText: 'This session' }).nth(1);
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(desk.getByText('Session ended')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await tablet.reload();
  await expect(tablet).toHaveURL(/\/login/);

  // The address, confirmed from the e-mailed link.
  const confirm = await mailbox.verifyLinkFor(user.email);
  await desk.goto(confirm);
  await expectNoSeriousA11yViolations(desk, 'confirm e-mail');
  await desk.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(desk.getByRole('status')).toContainText(`${user.email} is confirmed`);
  await desk.goto('/settings/security');
  await expect(desk.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(desk.getByText('you cannot be given a seat on a board')).toHaveCount(0);
});

test('a bounced address: the person reads that board e-mail is paused and confirms the address again', async ({
  browser,
  request,
}) => {
  const user = uniqueUser('bounced');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const page = await newPage(browser);
  await page.goto(await mailbox.verifyLinkFor(user.email));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('status')).toContainText(`${user.email} is confirmed`);
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);

  // The mail server's report, forwarded as it arrived (a delivery status notification).
  const report = [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '--b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${user.email}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 No such user',
    '--b--',
    '',
  ].join('\r\n');
  const reported = await request.post(`${OPEN_URL}/api/v1/mail/bounces`, {
    headers: { 'content-type': 'message/rfc822', [MAIL_BOUNCE_SECRET_HEADER]: MAIL_BOUNCE_SECRET },
    data: report,
  });
  expect(reported.status()).toBe(202);

  // Every page says so and points to Settings, where the address is confirmed or changed.
  await page.reload();
  const notice = page.getByRole('note').filter({ hasText: 'Board e-mail is paused' });
  await expect(notice).toContainText(`Mail to ${user.email} bounced`);
  await expect(notice).toContainText('550 5.1.1 No such user');
  await notice.getByRole('link', { name: 'Confirm or change your address' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText('Bounced', { exact: true })).toBeVisible();
  await expect(section.getByRole('note')).toContainText('If it has changed, enter the new address below');
  await expect(section.getByRole('form', { name: 'Change e-mail address' })).toBeVisible();
  await page.mouse.move(600, 10);
  await expectNoSeriousA11yViolations(page, 'security settings, address bounced');
  await page.goto('/settings/notifications');
  await expect(page.getByRole('note').filter({ hasText: 'Board e-mail is paused' })).toHaveCount(2);

  // Confirming it again: the link arrives (account mail still goes), and board e-mail resumes.
  const before = mailbox.received.filter((m) => m.to === user.email).length;
  await page.goto('/settings/security');
  await section.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByText(`A new link was sent to ${user.email}.`)).toBeVisible();
  await expect.poll(() => mailbox.received.filter((m) => m.to === user.email).length).toBe(before + 1);
  await page.goto(await mailbox.verifyLinkFor(user.email));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('status')).toContainText(`${user.email} is confirmed`);
  await page.goto('/settings/security');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Board e-mail is paused')).toHaveCount(0);
});

/** The zip's files by name, read from a finished browser download. */
async function zipFiles(download: Download): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

test('Your data: a zip is asked for, e-mailed as a link when made, and downloaded', async ({
  browser,
  request,
}) => {
  const user = uniqueUser('archivist');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const page = await newPage(browser);
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);
  await page.goto('/settings/security');

  await page.getByRole('button', { name: 'Prepare a zip (JSON and Markdown)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prepare a zip of your data' });
  await expectNoSeriousA11yViolations(page, 'prepare a zip');
  await dialog.getByLabel('Current password').fill('not my password at all');
  await dialog.getByRole('button', { name: 'Prepare the zip' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The password is not correct');
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Prepare the zip' }).click();
  await expect(
    page.getByText('Your zip is being made. We will e-mail you a link when it is ready.'),
  ).toBeVisible();

  // The e-mailed link downloads it without a sign-in (a fresh browser).
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailbox.received
        .filter((m) => m.to === user.email)
        .map(
          (m) => m.text.match(/https?:\/\/\S+\/api\/v1\/auth\/account\/exports\/download\?token=[\w-]+/)?.[0],
        )
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const stranger = await newPage(browser);
  const fromMail = stranger.waitForEvent('download');
  // Navigating to a download ends the navigation itself with an error; the download is the answer.
  await stranger.goto(link!).catch(() => undefined);
  const mailed = await fromMail;
  expect(mailed.suggestedFilename()).toMatch(/^boardwise-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await zipFiles(mailed);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'README.md', 'votes.md']));
  expect(JSON.parse(files['data.json']!).profile.email).toBe(user.email);
  expect(files['README.md']).toContain('# Your Boardwise data');

  // Settings lists it as ready, and downloads it too.
  const exports = page.getByRole('table', { name: 'Your exports' });
  await expect(exports.getByText('Ready')).toBeVisible();
  const fromSettings = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Download zip' }).click();
  expect(Object.keys(await zipFiles(await fromSettings))).toContain('data.json');
});
