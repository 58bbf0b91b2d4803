// Two-factor journeys: setting up an authenticator app from Settings → Security with the code
// computed here (as the phone would), then signing out and back in with a recovery code; and an
// organization requiring two-factor walking a member through the set-up at sign-in.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, logout, registerViaApi, signIn, type TestUser, uniqueUser } from './support.ts';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

// The open server e-mails invitations: the organization journey reads its link here.
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Settings → Security → set up: returns the key the page shows (what the app would scan). */
async function setUpAuthenticator(page: Page, user: TestUser): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page, 'two-factor set-up');
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  const codes = await page.getByTestId('recovery-code').allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

test('two-factor: set up with a QR code, then sign in with a recovery code', async ({ page, request }) => {
  const user = uniqueUser('careful');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);

  const { codes } = await setUpAuthenticator(page, user);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();

  await logout(page);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'second sign-in step');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByRole('textbox', { name: 'Recovery code' });
  // A wrong code says so and keeps the step.
  await field.fill('aaaaaa-aaaaaa-aaaaaa-aaaaaa');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('not correct');
  await field.fill(codes[0]!);
  await field.press('Enter');
  await expectDashboard(page);

  await page.goto('/settings/security');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
});

async function apiToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${OPEN_URL}/api/v1/auth/login`, {
    form: { username: user.email, password: user.password },
  });
  return (await response.json()).access_token as string;
}

test('an organization requiring two-factor walks a member through the set-up at sign-in', async ({
  page,
  request,
}) => {
  const admin = uniqueUser('strict');
  const member = uniqueUser('member');
  expect((await registerViaApi(request, OPEN_URL, admin)).status()).toBe(201);
  expect((await registerViaApi(request, OPEN_URL, member)).status()).toBe(201);

  // The Admin sets up two-factor in the browser and makes an organization with the member in it.
  await page.goto('/login');
  await signIn(page, admin);
  await expectDashboard(page);
  await setUpAuthenticator(page, admin);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  const adminToken = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(adminToken).toBeTruthy();
  const headers = { authorization: `Bearer ${adminToken}` };
  const org = await request.post(`${OPEN_URL}/api/v1/organizations`, {
    headers,
    data: { name: 'Strict Co' },
  });
  expect(org.status()).toBe(201);
  const orgId = (await org.json()).id as string;
  const invited = await request.post(`${OPEN_URL}/api/v1/organizations/${orgId}/invites`, {
    headers,
    data: { emails: [member.email], role: 'member', board_ids: [] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await mailbox.inviteLinkFor(member.email);
  const accepted = await request.post(
    `${OPEN_URL}/api/v1/invites/${link.slice(link.lastIndexOf('/') + 1)}/accept`,
    {
      headers: { authorization: `Bearer ${await apiToken(request, member)}` },
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The Admin requires it in the organization's settings.
  await page.goto(`/organization/${orgId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('1 member has no two-factor yet.')).toBeVisible();
  // The switch asks first: the member is signed out at once.
  await page.getByRole('switch', { name: /Require two-factor/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Require two-factor' }).click();
  await expect(page.getByRole('switch', { name: /Require two-factor/ })).toBeChecked();
  await logout(page);

  // The member's next sign-in sets it up before anything else.
  await signIn(page, member);
  await expect(page.getByRole('heading', { name: 'Set up two-factor' })).toBeVisible();
  await expect(page.getByText('Strict Co requires two-factor')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectDashboard(page);
});
