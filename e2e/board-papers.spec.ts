// Board papers in the browser: a director attaches a PDF with a table of figures, watches it being
// read, opens it, puts what was read into the decision's context with "Use board papers", edits
// it, asks, and the board's reading shows the figures from the paper, which goes with the decision.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { figuresPdf } from '../src/server/test/papers.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, apiBoard, storeToken } from './session-support.ts';

test('a board paper is attached, read, put into the context and its figures reach the reading', async ({
  page,
}) => {
  // Extraction and a whole deliberation in one journey: room for a loaded machine.
  test.setTimeout(120_000);
  const account = await apiAccount(page.request, OPEN_URL, 'papers');
  const boardId = await apiBoard(page.request, OPEN_URL, account.token, 'Papers board');
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'boardwise-paper-')), 'FY2026 budget.pdf');
  writeFileSync(file, await figuresPdf());
  await storeToken(page, account.token);
  await page.goto(`/board/${boardId}`);

  const papers = page.getByRole('list', { name: 'Board papers' });
  await expect(page.getByText('No papers yet.')).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles(file);
  const paper = papers.getByRole('listitem', { name: 'FY2026 budget.pdf' });
  await expect(paper.getByTestId('paper-status')).toHaveText('Read: 1 page', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, 'Ask Your Board with a board paper');

  // The director reads what the board will read.
  await paper.getByRole('button', { name: 'Open FY2026 budget.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'FY2026 budget.pdf' });
  await expect(viewer.getByTestId('paper-text')).toContainText('Revenue | $4,200,000 | $5,100,000');
  await expect(viewer.getByTitle('FY2026 budget.pdf')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the board paper viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByLabel('Decision Topic').fill('Should we approve the FY2026 budget?');
  await page.getByLabel('Context').fill('The finance team presents the plan for next year.');
  await page.getByLabel('Company Information').fill('B2B SaaS for logistics teams, 30 employees, Series A.');
  await page.getByRole('button', { name: 'Use board papers' }).click();
  const context = page.getByLabel('Context');
  await expect(context).toHaveValue(
    /^The finance team presents the plan for next year\.\n\nFrom the board paper/,
  );
  await expect(context).toHaveValue(/Cash at year end \| \$1,350,000 \| \$900,000/);
  // Editable before asking: the director adds a line of their own.
  await context.fill(`${await context.inputValue()}\nThe plan hires 12 people.`);

  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page.getByRole('heading', { name: 'Board Recommendation' })).toBeVisible({ timeout: 60_000 });
  const figures = page.getByRole('table', { name: 'Figures and what they mean' }).first();
  await expect(figures).toContainText('$4,200,000');
  await expect(figures).toContainText('$1,350,000');
  // The paper goes with the decision: listed with it here and on its analysis.
  const decisionPapers = page.getByRole('list', { name: 'Papers for this decision' });
  await expect(decisionPapers.getByRole('listitem', { name: 'FY2026 budget.pdf' })).toBeVisible();
  await page.getByRole('link', { name: 'View Full Analysis' }).click();
  await expect(decisionPapers.getByRole('listitem', { name: 'FY2026 budget.pdf' })).toBeVisible({
    timeout: 30_000,
  });
});
