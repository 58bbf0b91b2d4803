// Settings → Security → API tokens: create a token, see its secret once (and copy it), use it
// from outside the browser, then revoke it after confirming — and it stops working at once.
import { expect, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expectDashboard, registerViaApi, signIn, uniqueUser } from './support.ts';

test('an API token: created, shown once with copy, used, then revoked', async ({ browser, request }) => {
  const user = uniqueUser('scripter');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const context = await browser.newContext({
    baseURL: OPEN_URL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API token' });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Name the token')).toBeVisible();
  await dialog.getByLabel('Name').fill('Weekly report');
  await dialog.getByText('Ask', { exact: true }).click();
  await expect(dialog.getByText('Read, start sessions and ask follow-up questions.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(shown.getByText('This is the only time the token is shown')).toBeVisible();
  const secret = (await shown.getByLabel('New API token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^bw_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page, 'new API token');
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Done' }).click();

  // Listed by name, access and prefix; the secret itself is gone from the page for good.
  const row = section.getByRole('row').filter({ hasText: 'Weekly report' });
  await expect(row).toContainText('Ask');
  await expect(row).toContainText(secret.slice(0, 11));
  await expect(page.getByText(secret)).toHaveCount(0);

  // It works from a script, as its user.
  const headers = { authorization: `Bearer ${secret}` };
  const me = await request.get(`${OPEN_URL}/api/v1/auth/me`, { headers });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(user.email);

  // Revoking asks first; cancelling keeps it.
  await row.getByRole('button', { name: 'Revoke Weekly report' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API token?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Revoke Weekly report' }).click();
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token "Weekly report" revoked')).toBeVisible();
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  const after = await request.get(`${OPEN_URL}/api/v1/auth/me`, { headers });
  expect(after.status()).toBe(401);
  expect((await after.json()).detail).toContain('revoked');
  await context.close();
});
