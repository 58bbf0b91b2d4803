// Related past decisions (issue 23, ADR 50): a board that decided a raise before offers that decision
// while a new raise is typed on Ask Your Board, hands it to the seats, whose analysis shows it and
// where a seat cites it.
import { expect, test } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  apiAccount,
  apiBoard,
  apiSession,
  DECISION,
  sessionIdOf,
  storeToken,
  waitForSessionEnd,
} from './session-support.ts';

const SERIES_A = {
  topic: 'Should we raise a Series A round this year or extend our runway with debt?',
  context: 'We have nine months of runway, revenue grows 8% a month and three funds asked for our deck.',
};
const SIMILAR =
  /^This board decided something similar on \d{1,2} \w+ \d{4}: (proceed|against|no clear mandate)/;

test('a related past decision is offered before asking, handed to the board and cited', async ({ page }) => {
  const account = await apiAccount(page.request, OPEN_URL, 'related');
  const boardId = await apiBoard(page.request, OPEN_URL, account.token, 'Board that remembers');
  const pastId = await apiSession(page.request, OPEN_URL, account.token, boardId);
  await waitForSessionEnd(page.request, OPEN_URL, account.token, pastId);

  await storeToken(page, account.token);
  await page.goto(`/board/${boardId}`);
  await expect(page.getByRole('heading', { name: 'Ask Your Board' })).toBeVisible();
  // Nothing is looked up before there is a question.
  await expect(page.getByTestId('related-decisions')).toHaveCount(0);

  // An unrelated question finds nothing.
  await page.getByLabel('Decision Topic').fill('Should we sponsor the city marathon?');
  const panel = page.getByRole('region', { name: 'Related past decisions' });
  await expect(panel).toContainText('This board has decided nothing like this yet.');

  await page.getByLabel('Decision Topic').fill(SERIES_A.topic);
  await page.getByLabel('Context').fill(SERIES_A.context);
  await expect(panel.getByText(SIMILAR)).toBeVisible();
  await expect(panel.getByRole('link', { name: DECISION.topic })).toHaveAttribute(
    'href',
    `/session/${pastId}`,
  );
  await expectNoSeriousA11yViolations(page, 'ask your board with related past decisions');

  await page.getByLabel('Company Information').fill(DECISION.companyInfo);
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page.getByRole('heading', { name: 'Board Recommendation' })).toBeVisible({ timeout: 30_000 });
  const sessionId = sessionIdOf(page);

  await page.goto(`/session/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Board Session Analysis', level: 1 })).toBeVisible();
  const handed = page.getByRole('region', { name: 'Related past decisions the board was handed' });
  await expect(handed.getByText(SIMILAR)).toBeVisible();
  await expect(handed.getByRole('link', { name: DECISION.topic })).toBeVisible();
  // A seat whose lens the past decision touches cites it among its points (Initial Positions).
  await expect(
    page
      .getByTestId('position-card')
      .getByText(/This board decided something similar on/)
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'session analysis with related past decisions');

  // Keyboard: the past decision's link is reachable and opens its analysis.
  await handed.getByRole('link', { name: DECISION.topic }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/session/${pastId}$`));
  await expect(page.getByTestId('analysis-topic')).toHaveText(DECISION.topic);
});
