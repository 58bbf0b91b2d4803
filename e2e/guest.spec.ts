// Trying Boardwise without an account (spec §2 Landing, §6), then keeping the board by registering.
import { expect, test } from '@playwright/test';
import {
  boardCard,
  createBoardViaWizard,
  expectDashboard,
  fillRegistration,
  TEMPLATES,
  uniqueUser,
} from './support.ts';

test('a guest creates a board, then registers and keeps it', async ({ page }) => {
  const user = uniqueUser('guest');
  const boardName = `Guest board ${user.username}`;
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Try It Now - No Login Required' }).click();
  await expect(page).toHaveURL(/\/board\/new$/);
  await expect(page.getByRole('heading', { name: 'Create Your Board' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Guest', { exact: true })).toBeVisible();
  expect(visited).not.toContain('/login');

  await createBoardViaWizard(page, boardName, TEMPLATES.startup);

  // The layout invites the guest to register; the board comes along.
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  await expect(
    page.getByText('You are trying Boardwise as a guest. Create an account and your boards will be kept.'),
  ).toBeVisible();
  await fillRegistration(page, user);

  await expectDashboard(page);
  await expect(page.getByRole('banner').getByText(user.fullName)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toHaveCount(0);
  await expect(boardCard(page, boardName)).toBeVisible();
});
