// The site access gate (spec §2) on the server started with SITE_ACCESS_PASSWORD, then the account
// journey behind it.
import { expect, type Page, test } from '@playwright/test';
import { GATE_PASSWORD, GATED_URL } from '../playwright.config.ts';
import {
  EMPTY_BOARDS,
  expectDashboard,
  fillRegistration,
  logout,
  signIn,
  switchToRegister,
  uniqueUser,
} from './support.ts';

test.use({ baseURL: GATED_URL });

const GATE_TITLE = 'Site Access Required';
const WRONG_PASSWORD = 'Incorrect password. Please try again.';

async function expectGate(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Virtual Board of Directors' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Boards' })).toHaveCount(0);
}

/** Passes the gate through its form on the current page. */
async function enterGatePassword(page: Page): Promise<void> {
  await page.getByLabel('Password').fill(GATE_PASSWORD);
  await page.getByRole('button', { name: 'Enter' }).click();
}

test('the gate hides the app until the right password is entered', async ({ page, browser }) => {
  await page.goto('/dashboard');
  await expectGate(page);
  await page.goto('/');
  await expectGate(page);

  const password = page.getByLabel('Password');
  const enter = page.getByRole('button', { name: 'Enter' });
  await expect(password).toBeFocused();
  await expect(enter).toBeDisabled();

  await password.fill('not the password');
  await expect(enter).toBeEnabled();
  await enter.click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
  await expect(password).toHaveValue('');
  await expect(enter).toBeDisabled();
  // That the focus stays in the field is checked by its own test below.

  await password.pressSequentially('e');
  await expect(page.getByText(WRONG_PASSWORD)).toHaveCount(0);

  await password.fill(GATE_PASSWORD);
  await enter.click();
  await expect(page.getByRole('heading', { name: 'Your Virtual Board of Directors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toHaveCount(0);

  // The grant is a cookie of this browser: the API still refuses a client without it.
  const fresh = await browser.newContext();
  try {
    const freshPage = await fresh.newPage();
    const refused = await freshPage.request.get(`${GATED_URL}/api/v1/boards`);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ detail: 'Site access required' });
  } finally {
    await fresh.close();
  }
  // This browser gets past the gate: what it lacks now is only a session.
  const granted = await page.request.get(`${GATED_URL}/api/v1/boards`);
  expect(granted.status()).toBe(401);
  expect(await granted.json()).not.toMatchObject({ detail: 'Site access required' });
});

test('behind the gate: register, log out, sign in, and follow a deep link', async ({ page }) => {
  const user = uniqueUser('gated');
  await page.goto('/');
  await expectGate(page);
  await enterGatePassword(page);

  await expect(page.getByRole('heading', { name: 'Your Virtual Board of Directors' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await switchToRegister(page);
  await fillRegistration(page, user);

  await expectDashboard(page);
  await expect(page.getByText(EMPTY_BOARDS)).toBeVisible();
  await expect(page.getByRole('banner').getByText(user.fullName)).toBeVisible();

  await logout(page);
  await signIn(page, user);
  await expectDashboard(page);
  await expect(page.getByText(EMPTY_BOARDS)).toBeVisible();

  // Signed out, a deep link asks for a sign-in first and then goes where it pointed.
  await logout(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await signIn(page, user);
  await expectDashboard(page);
});

// Run on its own, repeatedly worth watching: focus must land even while the check is in flight.
test('a wrong password leaves the focus in the password field', async ({ page }) => {
  await page.goto('/');
  await expectGate(page);
  const password = page.getByLabel('Password');
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
  await expect(password).toBeFocused();
});
