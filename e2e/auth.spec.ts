// Signing in and registering (spec §2 Login, §5, §8), the landing page's 'See How It Works', and
// the super-admin page's guard.
import { expect, type Page, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import {
  expectDashboard,
  fillRegistration,
  registerViaApi,
  registerViaUi,
  signIn,
  switchToRegister,
  type TestUser,
  uniqueUser,
} from './support.ts';

/** Counts the registration calls the page makes, to tell client checks from server answers. */
function countRegisterCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/register')) calls++;
  });
  return () => calls;
}

test('registration is checked in the browser before anything is sent', async ({ page }) => {
  const registerCalls = countRegisterCalls(page);
  const user = uniqueUser();
  await page.goto('/login');
  await switchToRegister(page);

  await fillRegistration(page, { ...user, email: 'not-an-email', password: 'short' });
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  expect(registerCalls()).toBe(0);

  // Corrected, the same form goes through.
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectDashboard(page);
  expect(registerCalls()).toBe(1);
});

test('a taken e-mail shows the server’s reason', async ({ page }) => {
  const existing = uniqueUser();
  expect((await registerViaApi(page.request, OPEN_URL, existing)).status()).toBe(201);

  await page.goto('/login?mode=register');
  await fillRegistration(page, { ...uniqueUser(), email: existing.email });
  await expect(page.getByRole('alert')).toHaveText('A user with this email already exists');
  await expect(page).toHaveURL(/\/login\?mode=register$/);
});

test('a wrong password shows the server’s reason', async ({ page }) => {
  const user = uniqueUser();
  expect((await registerViaApi(page.request, OPEN_URL, user)).status()).toBe(201);

  await page.goto('/login');
  await signIn(page, { email: user.email, password: 'definitely-wrong' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, user);
  await expectDashboard(page);
});

test('See How It Works scrolls to the How It Works section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Virtual Board of Directors' })).toBeVisible();
  const howItWorks = page.getByRole('heading', { name: 'How It Works' });
  await expect(howItWorks).not.toBeInViewport();

  await page.getByRole('button', { name: 'See How It Works' }).click();
  await expect(howItWorks).toBeInViewport();
  for (const step of ['Describe Your Decision', 'Board Deliberates', 'Get Recommendation']) {
    await expect(page.getByRole('heading', { name: step })).toBeInViewport();
  }
});

test('a regular user is refused the super-admin page', async ({ page }) => {
  await registerViaUi(page, uniqueUser());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Your Boards' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Super Admin' })).toHaveCount(0);

  await page.goto('/superadmin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your boards' }).click();
  await expectDashboard(page);
});

test('the super-admin (by configured e-mail) reaches the Super Admin page', async ({ page }) => {
  // SUPERADMIN_EMAILS holds one address, so this account may already exist (a repeated run).
  const chief: TestUser = {
    ...uniqueUser('chief'),
    email: 'chief@e2e.example',
    password: 'chief-e2e-password',
  };
  const registered = await registerViaApi(page.request, OPEN_URL, chief);
  expect([201, 409]).toContain(registered.status());

  await page.goto('/login');
  await signIn(page, chief);
  await expectDashboard(page);
  const superAdmin = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Super Admin' });
  await expect(superAdmin).toBeVisible();
  await superAdmin.click();
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
});
