// Issue 23 in the browser: a three-option decision typed in the form (one option per line) is
// ranked by the board; the result and the analysis page show the board's choice, how close it
// was, each option's figures side by side and every seat's ranking with its reasons.
import { expect, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { apiAccount, apiBoard, sessionIdOf, storeToken } from './session-support.ts';

test('a three-option decision: the ranking and the figures side by side', async ({ page }) => {
  // A whole offline deliberation, then the analysis page: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const account = await apiAccount(page.request, OPEN_URL, 'options');
  const boardId = await apiBoard(page.request, OPEN_URL, account.token, 'Options board');
  await storeToken(page, account.token);
  await page.goto(`${OPEN_URL}/board/${boardId}`);
  await page
    .getByLabel('Decision Topic')
    .fill('Which support platform should we choose for the next three years?');
  await page
    .getByLabel('Context')
    .fill('Our help desk tool reaches end of life in March. We handle 4,000 tickets a month with 6 agents.');
  await page
    .getByLabel('Options (optional)')
    .fill('Vendor A at $40k a year\nVendor B at $55k a year with an SLA\nBuild in-house with two engineers');
  await page
    .getByLabel('Company Information')
    .fill('B2B SaaS for logistics teams, 12 people, based in Berlin, 40 paying customers.');
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page).toHaveURL(/\?session=/);
  const sessionId = sessionIdOf(page);

  const ranking = page.getByTestId('option-ranking');
  await expect(ranking).toBeVisible({ timeout: 60_000 });
  await expect(ranking.getByRole('table', { name: 'Options side by side' })).toContainText(
    '$165k over 36 months',
  );

  await page.goto(`${OPEN_URL}/session/${sessionId}`);
  const analysis = page.getByTestId('option-ranking');
  const table = analysis.getByRole('table', { name: 'Options side by side' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('$120k over 36 months');
  await expect(table).toContainText('No price given');
  await expect(analysis.getByTestId('option-summary')).toContainText('ranks first by weighted Borda count');
  await expect(analysis.getByTestId('option-closeness')).toBeVisible();
  await expect(analysis.getByTestId('option-ballot')).toHaveCount(6);
  await expect(analysis.getByTestId('option-ballot').first().getByRole('listitem')).toHaveCount(3);
});
