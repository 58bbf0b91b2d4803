// Organization → Settings → Webhooks: an Admin adds a webhook (the address checked, the signing
// secret shown once), sees it listed with its events, reads its (empty) delivery log, switches it
// off, and removes it after confirming.
import { expect, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expectDashboard, registerViaApi, signIn, uniqueUser } from './support.ts';

test('an Admin adds a webhook, sees its secret once, reads its log, switches it off and removes it', async ({
  page,
  request,
}) => {
  // Several dialogs and an accessibility scan: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const user = uniqueUser('hooks');
  expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);
  await page.getByRole('link', { name: 'Organization', exact: true }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: 'Webhooks' });
  await expect(panel.getByText('No webhooks yet.')).toBeVisible();

  await panel.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
  // A loopback address is refused by the server's outbound guard, with its reason.
  await dialog.getByLabel('Address').fill('http://127.0.0.1:9/hooks');
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText(/public address/i)).toBeVisible();
  await dialog.getByLabel('Address').fill('https://hooks.example.com/boardwise');
  await dialog.getByLabel('A session completed').uncheck();
  await dialog.getByText('Slack message').click();
  await dialog.getByRole('button', { name: 'Add webhook' }).click();

  const shown = page.getByRole('dialog', { name: 'Your webhook signing secret' });
  const secret = (await shown.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await expectNoSeriousA11yViolations(page, 'webhook secret');
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = panel.getByRole('row').filter({ hasText: 'https://hooks.example.com/boardwise' });
  await expect(row).toContainText('A meeting completed');
  await expect(row).toContainText('Minutes approved');
  await expect(row).not.toContainText('A session completed');
  await expect(row).toContainText('Slack');
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('dialog', { name: /Deliveries to/ });
  await expect(log.getByText('Nothing sent yet')).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).click();

  const toggle = row.getByRole('switch', { name: 'Send to https://hooks.example.com/boardwise' });
  await expect(toggle).toBeChecked();
  // The switch follows the saved state: it turns off once the server has it off. It is used from
  // the keyboard, as a keyboard user would, so no notice or closing dialog can take the click.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();

  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this webhook?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove webhook' }).click();
  await expect(panel.getByText('No webhooks yet.')).toBeVisible();
});
