// Settings → Calendar feed: make a private address (shown once, with copy), read it from outside
// the browser as a calendar app would (no cookie), make a new one after confirming (the old one
// stops working), then turn the feed off after confirming.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { OPEN_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expectDashboard, registerViaApi, signIn, uniqueUser } from './support.ts';

test('a calendar feed: made, shown once, read without signing in, remade, turned off', async ({
  browser,
  playwright,
}) => {
  const user = uniqueUser('calendar');
  const anonymous = await playwright.request.newContext();
  expect((await registerViaApi(anonymous, OPEN_URL, user)).status()).toBe(201);
  const context = await browser.newContext({
    baseURL: OPEN_URL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user);
  await expectDashboard(page);
  await page.goto('/settings/notifications');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText('No calendar address yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'calendar feed, none yet');

  await section.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = section.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByText('This is the only time the address is shown')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'calendar address shown once');
  const first = await address.inputValue();
  await section.getByRole('button', { name: 'Copy address' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app reads it with the address alone.
  const feed = await anonymous.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.name).toBe('vcalendar');

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText(/Your calendar address is on/)).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);

  // A new address, after confirming: the old one stops working.
  await section.getByRole('button', { name: 'Make a new address' }).click();
  const renew = page.getByRole('dialog', { name: 'Make a new calendar address?' });
  await expect(renew.getByText('Your current address stops working at once')).toBeVisible();
  // The dialog itself: the page behind its overlay is inert (and checked above), and its buttons
  // seen through the overlay's fade would measure as low contrast.
  await expectNoSeriousA11yViolations(page, 'confirm a new calendar address', { exclude: ['#root'] });
  await renew.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await anonymous.get(first)).status()).toBe(404);
  expect((await anonymous.get(second)).status()).toBe(200);
  await section.getByRole('button', { name: 'Done' }).click();

  // Turning it off asks first; cancelling keeps it.
  await section.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn the calendar feed off?' });
  await off.getByRole('button', { name: 'Cancel' }).click();
  await expect(off).toBeHidden();
  expect((await anonymous.get(second)).status()).toBe(200);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await off.getByRole('button', { name: 'Turn off the feed' }).click();
  await expect(section.getByText('No calendar address yet.')).toBeVisible();
  expect((await anonymous.get(second)).status()).toBe(404);
  await anonymous.dispose();
  await context.close();
});
