// Single sign-on journey against a real identity provider (oidc-provider, in this process on
// 127.0.0.1): an Admin connects it in Settings → Authentication, the domain is proven by the
// e-mailed link, SSO is made mandatory — and then a person of the domain signs in through the
// provider and joins the organization, while a password sign-in at the domain is refused; that
// person confirms a sensitive change through the provider (a password account is not offered
// that). Another domain is proven by its DNS TXT record, from this process's DNS server.
import { expect, type Page, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT, SSO_DNS_PORT, SSO_IDP_PORT } from '../playwright.config.ts';
import { SSO_CALLBACK_PATH, SSO_REQUIRED } from '../src/contracts/sso.ts';
import { startTestDnsServer, type TestDnsServer } from '../src/server/test/dns-server.ts';
import { type IdentityProvider, startIdentityProvider } from '../src/server/test/identity-provider.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, logout, registerViaApi, signIn, uniqueUser } from './support.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CLIENT = { id: 'boardwise-e2e', secret: 'the-e2e-client-secret-9876' };
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let idp: IdentityProvider;
let dns: TestDnsServer;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
  dns = await startTestDnsServer(SSO_DNS_PORT);
  idp = await startIdentityProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUri: `${OPEN_URL}${SSO_CALLBACK_PATH}`,
    port: SSO_IDP_PORT,
  });
});
test.afterAll(async () => {
  await idp?.close();
  await mailbox?.close();
  await dns?.close();
});

/** Opens the "set up an authenticator app" confirmation, once the page knows whether SSO is offered. */
async function openFactorConfirmation(page: Page) {
  await page.goto('/settings/security');
  const asked = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/auth/sso/reauthenticate') && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await asked;
  return page.getByRole('dialog', { name: 'Set up an authenticator app' });
}
const THROUGH_PROVIDER = 'Confirm through your identity provider instead';

test('SSO: the domain is verified, a first sign-in creates the membership, mandatory SSO refuses the password', async ({
  page,
  request,
}) => {
  const admin = uniqueUser('sso-admin');
  const domain = `sso-${Date.now()}.example`;
  const colleague = { ...uniqueUser('colleague'), email: `colleague-${Date.now()}@${domain}` };
  expect((await registerViaApi(request, OPEN_URL, admin)).status()).toBe(201);
  expect((await registerViaApi(request, OPEN_URL, colleague)).status()).toBe(201);

  await page.goto('/login');
  await signIn(page, admin);
  await expectDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await request.post(`${OPEN_URL}/api/v1/organizations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Federated Co' },
  });
  expect(created.status()).toBe(201);
  const orgId = (await created.json()).id as string;

  // Settings → Authentication: the provider, the domain, the password again.
  await page.goto(`/organization/${orgId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('form', { name: 'Single sign-on settings' });
  await settings.getByLabel('Issuer URL').fill(idp.issuer);
  await settings.getByLabel('Client ID').fill(CLIENT.id);
  await settings.getByLabel('Client secret').fill(CLIENT.secret);
  await settings.getByLabel('E-mail domain').fill(domain);
  await settings.getByLabel('Your password').fill(admin.password);
  await settings.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on settings saved.')).toBeVisible();
  await expect(settings.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByText('…9876')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'single sign-on settings');

  // The domain is proven by an address at it following the e-mailed link.
  const proof = page.getByRole('form', { name: 'Verify the domain' });
  await proof.getByLabel('Address at the domain').fill(`it@${domain}`);
  await proof.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByText(`A verification link was sent to it@${domain}.`)).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailbox.received
        .filter((m) => m.to === `it@${domain}`)
        .at(-1)
        ?.text.match(/https?:\/\/\S+\/sso\/verify-domain\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm the domain' }).click();
  await expect(page.getByText(`${domain} is verified`)).toBeVisible();

  // Now SSO can be made mandatory for the domain.
  await page.goto(`/organization/${orgId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(`${domain} is verified: its people can sign in with SSO.`)).toBeVisible();
  await settings.getByRole('switch', { name: /Make single sign-on mandatory/ }).check();
  await settings.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on settings saved.')).toBeVisible();

  // The Admin signs in with a password: confirming a change offers no identity provider.
  const adminConfirm = await openFactorConfirmation(page);
  await expect(adminConfirm.getByLabel('Current password')).toBeVisible();
  await expect(adminConfirm.getByRole('button', { name: THROUGH_PROVIDER })).toHaveCount(0);
  await adminConfirm.getByRole('button', { name: 'Cancel' }).click();
  await logout(page);

  // A password at the domain is refused, with what to do instead.
  await signIn(page, colleague);
  await expect(page.getByRole('alert')).toContainText(SSO_REQUIRED);

  // A new person of the domain signs in through the provider and lands in the organization.
  const newcomer = `newcomer-${Date.now()}@${domain}`;
  const newcomerAtProvider = { sub: `sub-${Date.now()}`, email: newcomer, name: 'New Comer' };
  idp.behaviour.next = newcomerAtProvider;
  await page.getByLabel('Email').fill(newcomer);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expectDashboard(page);
  const newToken = await page.evaluate(() => localStorage.getItem('access_token'));
  const me = await request.get(`${OPEN_URL}/api/v1/auth/me`, {
    headers: { authorization: `Bearer ${newToken}` },
  });
  expect((await me.json()).email).toBe(newcomer);
  const orgs = await request.get(`${OPEN_URL}/api/v1/organizations`, {
    headers: { authorization: `Bearer ${newToken}` },
  });
  const joined = ((await orgs.json()) as { id: string; role: string }[]).find((o) => o.id === orgId);
  expect(joined?.role).toBe('member');

  // A sensitive change, confirmed through the identity provider: back on the same page, confirmed.
  const confirm = await openFactorConfirmation(page);
  idp.behaviour.next = newcomerAtProvider;
  await confirm.getByRole('button', { name: THROUGH_PROVIDER }).click();
  await expect(page.getByText('Confirmed: you can make the change now.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/security$/);
  const status = await request.get(`${OPEN_URL}/api/v1/auth/reauthenticate`, {
    headers: { authorization: `Bearer ${newToken}` },
  });
  expect((await status.json()).recent_until).not.toBeNull();
});

test('SSO: the Admin proves the domain by its DNS TXT record', async ({ page, request }) => {
  const admin = uniqueUser('dns-admin');
  const domain = `dns-${Date.now()}.example`;
  expect((await registerViaApi(request, OPEN_URL, admin)).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, admin);
  await expectDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await request.post(`${OPEN_URL}/api/v1/organizations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Resolved Co' },
  });
  const orgId = (await created.json()).id as string;

  await page.goto(`/organization/${orgId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('form', { name: 'Single sign-on settings' });
  await settings.getByLabel('Issuer URL').fill(idp.issuer);
  await settings.getByLabel('Client ID').fill(CLIENT.id);
  await settings.getByLabel('Client secret').fill(CLIENT.secret);
  await settings.getByLabel('E-mail domain').fill(domain);
  await settings.getByLabel('Your password').fill(admin.password);
  await settings.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on settings saved.')).toBeVisible();

  // The record to publish is shown; before it is published, the check says it is not there.
  const byDns = page.getByRole('form', { name: 'Verify the domain by DNS' });
  await expect(byDns.getByText(`Or verify ${domain} by DNS`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'single sign-on DNS proof');
  const codes = byDns.locator('code');
  const name = (await codes.nth(0).textContent())!.trim();
  const value = (await codes.nth(1).textContent())!.trim();
  expect(name.endsWith(domain)).toBe(true);
  await byDns.getByLabel('Your password').fill(admin.password);
  await byDns.getByRole('button', { name: 'Check the DNS record' }).click();
  await expect(page.getByText('The domain is not verified yet')).toBeVisible();
  await expect(page.getByText(`${domain} is verified: its people can sign in with SSO.`)).toHaveCount(0);

  dns.setTxt(name, ['some-other-record', value]);
  await byDns.getByRole('button', { name: 'Check the DNS record' }).click();
  await expect(page.getByText(`${domain} is verified by its DNS record.`)).toBeVisible();
  await expect(page.getByText(`${domain} is verified: its people can sign in with SSO.`)).toBeVisible();
  await expect(byDns).toHaveCount(0);
});
