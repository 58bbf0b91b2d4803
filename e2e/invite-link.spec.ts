// Without e-mail configured (this server has no SMTP_URL), inviting hands the links to the
// inviter to copy, and a link opened by someone else shows what it is for.
import { expect, test } from '@playwright/test';
import { LLM_URL } from '../playwright.config.ts';
import { apiAccount, storeToken } from './session-support.ts';

test('without e-mail the inviter gets a link to pass on, and the link explains itself', async ({
  page,
  browser,
}) => {
  const admin = await apiAccount(page.request, LLM_URL, 'linkadmin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const created = await page.request.post(`${LLM_URL}/api/v1/organizations`, {
    headers,
    data: { name: `Linked ${admin.email}` },
  });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: string; email_enabled: boolean };
  expect(org.email_enabled).toBe(false);

  await storeToken(page, admin.token);
  await page.goto(`${LLM_URL}/organization/${org.id}`);
  await page.getByRole('button', { name: 'Invite Members' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await expect(dialog.getByText('E-mail is not configured on this server')).toBeVisible();
  const invitee = `invitee-${Date.now()}@e2e.example`;
  await dialog.getByLabel('E-mail addresses').fill(invitee);
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(dialog.getByText('Invitations sent to 1 member(s)')).toBeVisible();
  const link = (await dialog.getByLabel(`Invitation link for ${invitee}`, { exact: true }).textContent()) ?? '';
  expect(link).toMatch(/\/invite\/\S+$/);
  await expect(dialog.getByRole('button', { name: `Copy invitation link for ${invitee}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The pending invitation is listed with its link, and can be revoked.
  await page.getByRole('tab', { name: 'Members' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending).toContainText(invitee);

  const visitor = await browser.newContext({ baseURL: LLM_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { name: `Join Linked ${admin.email}` })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Create account to accept' })).toBeVisible();

  await page.getByRole('button', { name: `Revoke invitation to ${invitee}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke invitation' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(pending).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByText('This invitation was revoked.')).toBeVisible();
  await visitor.close();
});
