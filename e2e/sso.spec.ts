// Single sign-on journey against a real identity provider (oidc-provider, in this process on
// 127.0.0.1): an Admin connects it in Settings → Authentication, the domain is proven by the
// e-mailed link, SSO is made mandatory — and then a person of the domain signs in through the
// provider and joins the organization, while a password sign-in at the domain is refused.
import { expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT, SSO_IDP_PORT } from '../playwright.config.ts';
import { SSO_CALLBACK_PATH, SSO_REQUIRED } from '../src/contracts/sso.ts';
import { type IdentityProvider, startIdentityProvider } from '../src/server/test/identity-provider.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { startMailbox } from './mailbox.ts';
import { expectDashboard, logout, registerViaApi, signIn, uniqueUser } from './support.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CLIENT = { id: 'boardwise-e2e', secret: 'the-e2e-client-secret-9876' };
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let idp: IdentityProvider;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
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
});

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
  await logout(page);

  // A password at the domain is refused, with what to do instead.
  await signIn(page, colleague);
  await expect(page.getByRole('alert')).toContainText(SSO_REQUIRED);

  // A new person of the domain signs in through the provider and lands in the organization.
  const newcomer = `newcomer-${Date.now()}@${domain}`;
  idp.behaviour.next = { sub: `sub-${Date.now()}`, email: newcomer, name: 'New Comer' };
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
});
