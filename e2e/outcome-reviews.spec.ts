// Outcome reviews and track records: the asker reads a completed decision's review date, moves it
// to today (the clock moved in the test), is told "How did it turn out?" in the app and by e-mail,
// records what was done, the result, a figure and the risks that happened, and sees the seats'
// track records on Manage Members change from none to their first (unscored) reviews.
import { expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { startMailbox } from './mailbox.ts';
import { apiAccount, apiBoard, apiSession, storeToken, waitForSessionEnd } from './session-support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;

test.beforeAll(async () => {
  // The open server sends e-mail: the review notice arrives here.
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('the asker is asked how a decision turned out, records it, and the track records change', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await apiAccount(request, OPEN_URL, 'reviewer');
  const boardId = await apiBoard(request, OPEN_URL, owner.token, 'Review board');
  const sessionId = await apiSession(request, OPEN_URL, owner.token, boardId);
  await waitForSessionEnd(request, OPEN_URL, owner.token, sessionId);
  await storeToken(page, owner.token);

  // Before any review: no records yet.
  await page.goto(`/board/${boardId}/members`);
  const records = page.getByRole('region', { name: 'Track records' });
  await expect(records.getByText('No reviewed decisions yet.')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/session/${sessionId}`);
  const review = page.getByRole('region', { name: 'Outcome review' });
  await expect(review.getByText('Scheduled')).toBeVisible();
  const date = review.getByLabel('Review date');
  // 90 days after the decision by default.
  const due = new Date(Date.now() + 90 * 24 * 3600_000).toISOString().slice(0, 10);
  await expect(date).toHaveValue(due);
  await expectNoSeriousA11yViolations(page, 'outcome review');

  // The clock moves: the review date is set to today, so the review is due at once.
  await date.fill(new Date().toISOString().slice(0, 10));
  await review.getByRole('button', { name: 'Save date' }).click();
  await expect(review.getByText('Due now')).toBeVisible();

  // The notice and its e-mail arrive (the durable job runs within seconds).
  await expect
    .poll(() => mailbox.received.some((m) => m.to === owner.email && m.subject === 'How did it turn out?'), {
      timeout: 30_000,
    })
    .toBe(true);
  const mail = mailbox.received.find((m) => m.to === owner.email && m.subject === 'How did it turn out?')!;
  expect(mail.text).toContain(`${OPEN_URL}/session/${sessionId}`);
  await page.goto('/notifications');
  const notice = page.getByText('How did it turn out?').first();
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`));

  // Record the outcome.
  const form = page.getByRole('form', { name: 'How did it turn out?' });
  await form.getByRole('radio', { name: 'Followed the board' }).check();
  await form.getByRole('radio', { name: 'Worse than expected' }).check();
  await form.getByLabel('Notes').fill('The round closed two months late, on worse terms.');
  await form.getByRole('button', { name: 'Add a figure' }).click();
  await form.getByLabel('Figure 1', { exact: true }).fill('Raised');
  await form.getByLabel('Value of figure 1').fill('$1.4M');
  const risks = form.getByRole('group', { name: /critical risks the board named/ });
  await risks.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Record the review' }).click();
  await expect(review.getByText('Recorded', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'outcome review recorded');

  // The seats now have a record: one review each, too few to score.
  await page.goto(`/board/${boardId}/members`);
  // The page reads the board first; on a busy machine that takes a while.
  await expect(records.getByRole('row', { name: /CFO/ })).toContainText(
    '1 reviewed decision so far: too few to score (a score needs 5).',
    { timeout: 30_000 },
  );
  await expect(records.getByText('1 reviewed decision', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'track records');
});
