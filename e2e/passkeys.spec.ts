// Passkeys journey, through Chromium's virtual authenticator (DevTools protocol): register a
// passkey from Settings → Security, sign out, and sign in with no address or password typed.
// The open server is reached as localhost here: a passkey's domain cannot be an IP address.
import { expect, test } from '@playwright/test';
import { OPEN_LOCALHOST_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expectDashboard, logout, registerViaApi, signIn, uniqueUser } from './support.ts';

test.use({ baseURL: OPEN_LOCALHOST_URL });

test('passkey: register one in Settings, sign out, sign in without a password', async ({ page, request }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const user = uniqueUser('keyholder');
  expect((await registerViaApi(request, OPEN_LOCALHOST_URL, user)).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);

  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  const table = section.getByRole('table', { name: 'Your passkeys' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await section.getByRole('button', { name: /^Rename/ }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('button', { name: 'Rename Work laptop' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'passkeys section');

  await logout(page);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expectDashboard(page);
  expect(
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount,
  ).toBeGreaterThan(0);

  await page.goto('/settings/security');
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByRole('cell', { name: 'Never' }),
  ).toHaveCount(0);
});
