// Issue 23's whole journey in one browser session: decisions that compound. A founder asks a
// three-option decision and reads the board's ranking with each option's figures side by side; the
// clock moves (the review date is set to today) and "How did it turn out?" arrives in the app and
// by e-mail; the outcome is recorded; the seats' track records change from none to their first
// review; a related question then offers the reviewed decision before asking, hands it to the
// board, and a seat cites it.
//
// On a loaded machine every wait is on a state the server reports (the session's status through the
// API, the review's badge, the mailbox), never on a session still being live after a reload.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { startMailbox } from './mailbox.ts';
import { apiAccount, apiBoard, sessionIdOf, storeToken } from './session-support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;

test.beforeAll(async () => {
  // The open server sends its e-mail here: the review notice arrives in this mailbox.
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

const COMPANY = 'B2B SaaS for logistics teams, 12 people, based in Berlin, 40 paying customers.';
const CHOICE = {
  topic: 'Which support platform should we choose for the next three years?',
  context: 'Our help desk tool reaches end of life in March. We handle 4,000 tickets a month with 6 agents.',
  options: 'Vendor A at $40k a year\nVendor B at $55k a year with an SLA\nBuild in-house with two engineers',
};
const RELATED = {
  topic: 'Which support platform should we choose to replace our help desk tool this year?',
  context:
    'Our new help desk tool was down twice this quarter and our 6 agents now handle 5,000 tickets a month.',
};
const REVIEW_NOTES =
  'The vendor missed its SLA twice in the first quarter; ticket backlog grew, customers churned and costs ran over budget.';
const SIMILAR =
  /^This board decided something similar on \d{1,2} \w+ \d{4}: .*reviewed as worse than expected/;

/** Waits for the session to end through the API: the page may be anywhere by then. */
async function waitForEnd(request: APIRequestContext, token: string, id: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`${OPEN_URL}/api/v1/sessions/${id}/status`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('completed');
}

test('a three-option decision is ranked, reviewed when due, scores the seats and is recalled on a related question', async ({
  page,
}) => {
  // Two whole offline deliberations, a durable notice job and five pages: generous on two busy cores.
  test.setTimeout(420_000);
  const owner = await apiAccount(page.request, OPEN_URL, 'compound');
  const boardId = await apiBoard(page.request, OPEN_URL, owner.token, 'Board that compounds');
  await storeToken(page, owner.token);

  // Before anything is decided, no seat has a track record.
  await page.goto(`/board/${boardId}/members`);
  const records = page.getByRole('region', { name: 'Track records' });
  await expect(records.getByText('No reviewed decisions yet.')).toBeVisible({ timeout: 30_000 });

  // 1. Ask a three-option decision; read the ranking and the figures side by side.
  await page.goto(`/board/${boardId}`);
  await page.getByLabel('Decision Topic').fill(CHOICE.topic);
  await page.getByLabel('Context').fill(CHOICE.context);
  await page.getByLabel('Options (optional)').fill(CHOICE.options);
  await page.getByLabel('Company Information').fill(COMPANY);
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page).toHaveURL(/\?session=/);
  const choiceId = sessionIdOf(page);
  await waitForEnd(page.request, owner.token, choiceId);

  // The analysis page reads the finished session from the database, whatever the live view did.
  await page.goto(`/session/${choiceId}`);
  const ranking = page.getByTestId('option-ranking');
  await expect(ranking).toBeVisible({ timeout: 30_000 });
  await expect(ranking.getByTestId('option-summary')).toContainText('ranks first by weighted Borda count');
  await expect(ranking.getByTestId('option-closeness')).toBeVisible();
  const table = ranking.getByRole('table', { name: 'Options side by side' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('$120k over 36 months');
  await expect(table).toContainText('$165k over 36 months');
  await expect(table).toContainText('No price given');
  await expect(ranking.getByTestId('option-ballot')).toHaveCount(6);

  // 2. The clock moves: the review date is set to today, so the review falls due at once.
  const review = page.getByRole('region', { name: 'Outcome review' });
  await expect(review.getByText('Scheduled')).toBeVisible();
  await review.getByLabel('Review date').fill(new Date().toISOString().slice(0, 10));
  await review.getByRole('button', { name: 'Save date' }).click();
  await expect(review.getByText('Due now')).toBeVisible();

  const isNotice = (m: { to: string; subject: string }) =>
    m.to === owner.email && m.subject === 'How did it turn out?';
  await expect.poll(() => mailbox.received.some(isNotice), { timeout: 60_000 }).toBe(true);
  expect(mailbox.received.find(isNotice)!.text).toContain(`${OPEN_URL}/session/${choiceId}`);
  await page.goto('/notifications');
  const notice = page.getByText('How did it turn out?').first();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/session/${choiceId}$`));

  // 3. Record the outcome: the board was followed, and it went worse than expected.
  const form = page.getByRole('form', { name: 'How did it turn out?' });
  await form.getByRole('radio', { name: 'Followed the board' }).check();
  await form.getByRole('radio', { name: 'Worse than expected' }).check();
  await form.getByLabel('Notes').fill(REVIEW_NOTES);
  await form.getByRole('button', { name: 'Add a figure' }).click();
  await form.getByLabel('Figure 1', { exact: true }).fill('Tickets in backlog');
  await form.getByLabel('Value of figure 1').fill('1,200');
  await form
    .getByRole('group', { name: /critical risks the board named/ })
    .getByRole('checkbox')
    .first()
    .check();
  await form.getByRole('button', { name: 'Record the review' }).click();
  await expect(review.getByText('Recorded', { exact: true })).toBeVisible();

  // 4. The seats' track records change: one reviewed decision each, with a known result even when
  // the yes/no vote split (the board's way is then the option it chose), too few to score.
  await page.goto(`/board/${boardId}/members`);
  await expect(records.getByRole('row', { name: /CFO/ })).toContainText(
    '1 reviewed decision so far: too few to score (a score needs 5).',
    { timeout: 30_000 },
  );

  // 5. A related question: the reviewed decision is offered before asking, handed over and cited.
  await page.goto(`/board/${boardId}`);
  await page.getByLabel('Decision Topic').fill(RELATED.topic);
  await page.getByLabel('Context').fill(RELATED.context);
  const offered = page.getByRole('region', { name: 'Related past decisions' });
  await expect(offered.getByText(SIMILAR)).toBeVisible({ timeout: 30_000 });
  await expect(offered.getByRole('link', { name: CHOICE.topic })).toHaveAttribute(
    'href',
    `/session/${choiceId}`,
  );
  await page.getByLabel('Company Information').fill(COMPANY);
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page).toHaveURL(/\?session=/);
  const relatedId = sessionIdOf(page);
  await waitForEnd(page.request, owner.token, relatedId);

  await page.goto(`/session/${relatedId}`);
  await expect(page.getByRole('heading', { name: 'Board Session Analysis', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const handed = page.getByRole('region', { name: 'Related past decisions the board was handed' });
  await expect(handed.getByText(SIMILAR)).toBeVisible();
  await expect(handed.getByRole('link', { name: CHOICE.topic })).toHaveAttribute(
    'href',
    `/session/${choiceId}`,
  );
  // A seat whose lens the review's findings touch cites the precedent among its points.
  await expect(
    page
      .getByTestId('position-card')
      .getByText(/This board decided something similar on .*worse than expected/)
      .first(),
  ).toBeVisible();
});
