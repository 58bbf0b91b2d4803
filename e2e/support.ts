// Shared steps for the browser tests: unique accounts, signing in and out through the UI, the
// create-board wizard, and locators for what the dashboard shows.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export interface TestUser {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** A fresh account nobody else uses: tests never share users. */
export function uniqueUser(prefix = 'user'): TestUser {
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  return {
    fullName: `E2E ${prefix} ${id}`,
    email: `${prefix}-${id}@e2e.example`,
    username: `${prefix}-${id}`,
    password: `pw-${id}-secret`,
  };
}

/** Registers without the browser (for accounts a test needs to exist beforehand). */
export async function registerViaApi(request: APIRequestContext, baseURL: string, user: TestUser) {
  const response = await request.post(`${baseURL}/api/v1/auth/register`, {
    data: { email: user.email, password: user.password, username: user.username, full_name: user.fullName },
  });
  return response;
}

/** Fills the 'Create Account' form (the page must show it). */
export async function fillRegistration(page: Page, user: TestUser): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens /login in 'Create Account' mode, registers and waits for the dashboard. */
export async function registerViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await switchToRegister(page);
  await fillRegistration(page, user);
  await expectDashboard(page);
}

/** From 'Welcome Back', the toggle to 'Create Account'. */
export async function switchToRegister(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
}

/** Fills 'Welcome Back' (the page must show it) and submits. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Boards', level: 1 })).toBeVisible();
}

export const EMPTY_BOARDS = 'No boards yet. Create your first board of directors!';

export const TEMPLATES = {
  startup: {
    slug: 'startup-board',
    name: 'Startup Advisory Board',
    seats: ['CEO', 'CFO', 'CTO', 'Investor Representative', 'Customer Advocate', 'Strategic Advisor'],
  },
  growth: {
    slug: 'growth-board',
    name: 'Growth Company Board',
    seats: [
      'CEO',
      'CFO',
      'CTO',
      'Independent Director (Governance)',
      'Industry Expert',
      'Investor Representative',
      'Operations Expert',
    ],
  },
  crisis: {
    slug: 'crisis-board',
    name: 'Crisis Management Board',
    seats: [
      'CEO',
      'CFO',
      'Risk Officer',
      'Independent Director (Governance)',
      'Strategic Advisor',
      'Operations Expert',
    ],
  },
} as const;

export type TemplateInfo = (typeof TEMPLATES)[keyof typeof TEMPLATES];

/** Steps 1 and 2 of the wizard (the page must show step 1): name, then template. */
export async function nameAndPickTemplate(page: Page, name: string, template: TemplateInfo): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create Your Board' })).toBeVisible();
  await page.getByLabel('Board Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  const card = page.getByRole('button', { name: new RegExp(`^${template.name}`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Board members (${template.seats.length} selected)`)).toBeVisible();
}

/** The whole wizard from /board/new; ends on the new board's page. Returns its path. */
export async function createBoardViaWizard(
  page: Page,
  name: string,
  template: TemplateInfo,
): Promise<string> {
  await nameAndPickTemplate(page, name, template);
  await page.getByRole('button', { name: 'Create Board' }).click();
  await expect(page).toHaveURL(/\/board\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Ask Your Board' })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A board card on the dashboard: the innermost block holding its title link and its Delete button. */
export function boardCard(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .filter({ has: page.getByRole('button', { name: `Delete board ${name}`, exact: true }) })
    .last();
}

/** The value shown under a card's fact label (Board Size, Type, Created, Sessions Run). */
export function cardFact(card: Locator, label: string): Locator {
  return card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** A dashboard stat card (Your Boards, Total Sessions, Decisions Made, Avg Board Size). */
export function statCard(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ hasNot: page.getByRole('heading') })
    .last();
}

export async function expectStat(page: Page, label: string, value: string): Promise<void> {
  await expect(statCard(page, label)).toHaveText(`${value}${label}`);
}
