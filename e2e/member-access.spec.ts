// Issue 22, journey 6: an Admin removes a member, whose open tab is signed out within seconds —
// told why — through the notification stream the app already holds open (no polling).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LLM_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, storeToken } from './session-support.ts';
import { signIn } from './support.ts';

test('an Admin removes a member and the member’s open tab is signed out with the reason', async ({
  page,
  browser,
}) => {
  const admin = await apiAccount(page.request, LLM_URL, 'remover');
  const member = await apiAccount(page.request, LLM_URL, 'removed');
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  const created = await page.request.post(`${LLM_URL}/api/v1/organizations`, {
    headers: adminAuth,
    data: { name: `Removal ${admin.email}` },
  });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: string; name: string };
  // This server sends no e-mail: the invitation's link comes back to the inviter.
  const invited = await page.request.post(`${LLM_URL}/api/v1/organizations/${org.id}/invites`, {
    headers: adminAuth,
    data: { emails: [member.email] },
  });
  expect(invited.status()).toBe(201);
  const link = ((await invited.json()) as { invited: { link: string }[] }).invited[0]!.link;
  const accepted = await page.request.post(
    `${LLM_URL}/api/v1/invites/${link.slice(link.lastIndexOf('/') + 1)}/accept`,
    { headers: { Authorization: `Bearer ${member.token}` } },
  );
  expect(accepted.status()).toBe(200);

  // The member has the organization open in their own browser.
  const memberContext = await browser.newContext({ baseURL: LLM_URL });
  const memberPage = await memberContext.newPage();
  await storeToken(memberPage, member.token);
  // The bell's live stream is what will carry the news: wait until it is open.
  const streamOpen = memberPage.waitForResponse(
    (response) => response.url().endsWith('/api/v1/notifications/stream') && response.status() === 200,
  );
  await memberPage.goto(`${LLM_URL}/organization/${org.id}`);
  await expect(memberPage.getByRole('heading', { name: org.name })).toBeVisible();
  await streamOpen;

  await storeToken(page, admin.token);
  await page.goto(`${LLM_URL}/organization/${org.id}`);
  await page.getByRole('tab', { name: 'Members' }).click();
  const memberName = `E2E removed ${member.email.split('@')[0]!.slice('removed-'.length)}`;
  await page.getByRole('button', { name: `Remove ${memberName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText(`Remove ${memberName} from the organization?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('table', { name: 'Organization members' })).not.toContainText(memberName);

  // Without touching the member's tab: it is on the sign-in page, saying why.
  await expect(memberPage).toHaveURL(/\/login/);
  const notice = memberPage.getByRole('alert').filter({ hasText: 'You were signed out' });
  await expect(notice).toContainText('An administrator removed you from an organization.');
  await expectNoSeriousA11yViolations(memberPage, 'sign-in after being removed');
  // The old token opens nothing any more.
  const after = await page.request.get(`${LLM_URL}/api/v1/organizations/${org.id}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(after.status()).toBe(401);
  await memberContext.close();
});

test('an Admin removes the second factor a member lost, after giving their password again', async ({
  page,
}) => {
  const admin = await apiAccount(page.request, LLM_URL, 'factoradmin');
  const member = await apiAccount(page.request, LLM_URL, 'factorlost');
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  const memberAuth = { Authorization: `Bearer ${member.token}` };
  const org = (await (
    await page.request.post(`${LLM_URL}/api/v1/organizations`, {
      headers: adminAuth,
      data: { name: `Factors ${admin.email}` },
    })
  ).json()) as { id: string };
  const invited = await page.request.post(`${LLM_URL}/api/v1/organizations/${org.id}/invites`, {
    headers: adminAuth,
    data: { emails: [member.email] },
  });
  const link = ((await invited.json()) as { invited: { link: string }[] }).invited[0]!.link;
  await page.request.post(`${LLM_URL}/api/v1/invites/${link.slice(link.lastIndexOf('/') + 1)}/accept`, {
    headers: memberAuth,
  });
  // The member had an authenticator app (enrolled here as their phone would).
  const started = await page.request.post(`${LLM_URL}/api/v1/auth/two-factor/totp`, {
    headers: memberAuth,
    data: { current_password: member.password },
  });
  const { secret } = (await started.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  expect(
    (
      await page.request.post(`${LLM_URL}/api/v1/auth/two-factor/totp/confirm`, {
        headers: memberAuth,
        data: { code },
      })
    ).status(),
  ).toBe(200);

  await storeToken(page, admin.token);
  await page.goto(`${LLM_URL}/organization/${org.id}`);
  await page.getByRole('tab', { name: 'Members' }).click();
  const memberName = `E2E factorlost ${member.email.split('@')[0]!.slice('factorlost-'.length)}`;
  await page.getByRole('button', { name: `Remove the second factor of ${memberName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove second factor' });
  await expect(dialog).toContainText('signed out everywhere');
  await expectNoSeriousA11yViolations(page, 'remove a member’s second factor');
  await dialog.getByLabel('Current password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Remove second factor' }).click();
  await expect(page.getByText(`Removed ${memberName}'s authenticator app`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The password alone signs the member in now: they set up a new factor.
  const signIn = await page.request.post(`${LLM_URL}/api/v1/auth/login`, {
    form: { username: member.email, password: member.password },
  });
  expect(((await signIn.json()) as { access_token?: string }).access_token).toBeTruthy();
});

test('the super-admin disables an account: its tab is signed out, sign-in is refused, then enabled again', async ({
  page,
  browser,
}) => {
  // SUPERADMIN_EMAILS names this address; the account may exist already (another journey).
  const chief = { email: 'chief@e2e.example', password: 'chief-e2e-password' };
  await page.request.post(`${LLM_URL}/api/v1/auth/register`, {
    data: { ...chief, username: `chief-${Date.now()}`, full_name: 'E2E Chief' },
  });
  const chiefLogin = await page.request.post(`${LLM_URL}/api/v1/auth/login`, {
    form: { username: chief.email, password: chief.password },
  });
  const chiefToken = ((await chiefLogin.json()) as { access_token: string }).access_token;
  const someone = await apiAccount(page.request, LLM_URL, 'disabled');

  const theirContext = await browser.newContext({ baseURL: LLM_URL });
  const theirPage = await theirContext.newPage();
  await storeToken(theirPage, someone.token);
  const streamOpen = theirPage.waitForResponse(
    (response) => response.url().endsWith('/api/v1/notifications/stream') && response.status() === 200,
  );
  await theirPage.goto(`${LLM_URL}/dashboard`);
  await streamOpen;

  await storeToken(page, chiefToken);
  await page.goto(`${LLM_URL}/superadmin?section=users`);
  await page.getByLabel('Search users by e-mail or name').fill(someone.email);
  await page.getByRole('button', { name: `Disable ${someone.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable account' });
  await expect(confirm).toContainText('Every session of theirs ends now');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: `Enable ${someone.email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'super-admin users');

  await expect(theirPage).toHaveURL(/\/login/);
  await expect(theirPage.getByRole('alert').filter({ hasText: 'You were signed out' })).toContainText(
    'This account is disabled.',
  );
  // Signing in again is refused, with the reason.
  await signIn(theirPage, someone);
  await expect(
    theirPage.getByText('This account is disabled. Ask the platform administrator.').last(),
  ).toBeVisible();

  await page.getByRole('button', { name: `Enable ${someone.email}` }).click();
  await page.getByRole('dialog', { name: 'Enable account' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('button', { name: `Disable ${someone.email}` })).toBeVisible();
  const again = await page.request.post(`${LLM_URL}/api/v1/auth/login`, {
    form: { username: someone.email, password: someone.password },
  });
  expect(again.status()).toBe(200);
  await theirContext.close();
});

test('a person downloads their data, then deletes their account after typing their address', async ({
  page,
}) => {
  const me = await apiAccount(page.request, LLM_URL, 'leaving');
  await storeToken(page, me.token);
  await page.goto(`${LLM_URL}/settings/security`);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download your data' }).click();
  const download = page.getByRole('dialog', { name: 'Download your data' });
  await expectNoSeriousA11yViolations(page, 'download your data');
  await download.getByLabel('Current password').fill(me.password);
  const saved = page.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^boardwise-my-data-.*\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { profile: { email: string } };
  expect(exported.profile.email).toBe(me.email);
  await expect(download).toBeHidden();

  await section.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(confirm).toContainText('Former member');
  const deleteButton = confirm.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel('Current password').fill(me.password);
  await confirm.getByLabel(`Type ${me.email} to confirm`).fill(me.email);
  await expectNoSeriousA11yViolations(page, 'delete your account');
  await deleteButton.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert').filter({ hasText: 'You were signed out' })).toContainText('deleted');
  const signIn = await page.request.post(`${LLM_URL}/api/v1/auth/login`, {
    form: { username: me.email, password: me.password },
  });
  expect(signIn.status()).toBe(401);
});
