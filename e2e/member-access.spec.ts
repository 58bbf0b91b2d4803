// Issue 22, journey 6: an Admin removes a member, whose open tab is signed out within seconds —
// told why — through the notification stream the app already holds open (no polling).
import { expect, test } from '@playwright/test';
import { LLM_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, storeToken } from './session-support.ts';

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
