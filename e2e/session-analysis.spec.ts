// 'Board Session Analysis' (spec §2 Session details): the four phases with their content,
// skipped rounds labelled with their reason, vote counts matching the votes listed, and the way
// back to a session that is still running.
import { expect, test } from '@playwright/test';
import { LLM_URL, OPEN_URL } from '../playwright.config.ts';
import {
  apiAccount,
  apiBoard,
  apiSession,
  DECISION,
  STARTUP_SEATS,
  sessionDetail,
  storeToken,
  waitForSessionEnd,
} from './session-support.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

test('the analysis shows the four phases, skipped rounds and the vote counts', async ({ page }) => {
  const account = await apiAccount(page.request, OPEN_URL, 'analysis');
  const boardId = await apiBoard(page.request, OPEN_URL, account.token, 'Analysis board');
  const sessionId = await apiSession(page.request, OPEN_URL, account.token, boardId);
  await waitForSessionEnd(page.request, OPEN_URL, account.token, sessionId);
  const detail = await sessionDetail(page.request, OPEN_URL, account.token, sessionId);

  await storeToken(page, account.token);
  await page.goto(`/session/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Board Session Analysis', level: 1 })).toBeVisible();
  await expect(page.getByTestId('analysis-topic')).toHaveText(DECISION.topic);
  await expect(page.getByTestId('analysis-context')).toHaveText(DECISION.context);
  await expect(page.getByText(`Company information: ${DECISION.companyInfo}`)).toBeVisible();
  await expect(page.getByTestId('outcome-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended Actions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risk Assessment' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Deliberation phases' }).getByRole('tab');
  await expect(tabs).toHaveText([
    '1 Initial Positions',
    '2 Discussion & Debate',
    '3 Consensus Building',
    '4 Final Vote',
  ]);

  // 1 Initial Positions: every seat with its stance and perspective, and its key points when it has any
  // (a seat the decision does not touch says so instead).
  const positions = page.getByTestId('position-card');
  await expect(positions).toHaveCount(STARTUP_SEATS.length);
  for (const [i, title] of STARTUP_SEATS.entries()) {
    await expect(positions.nth(i)).toContainText(title);
    const own = detail.deliberations.find((d) => d.position_title === title);
    if (own?.key_points.length) await expect(positions.nth(i)).toContainText('Key points');
    else await expect(positions.nth(i)).not.toContainText('Key points');
  }
  expect(detail.deliberations.some((d) => d.key_points.length > 0)).toBe(true);

  // 2 Discussion & Debate: each seat's turn, addressed to other seats.
  await page.getByRole('tab', { name: '2 Discussion & Debate' }).click();
  const turns = page.getByTestId('discussion-card');
  await expect(turns).toHaveCount(detail.discussion.length);
  await expect(page.getByText(/^(Agrees with|Rebuts|Asks) /).first()).toBeVisible();

  // 3 Consensus Building: every round; skipped ones labelled with their reason; changes as a → b.
  await page.getByRole('tab', { name: '3 Consensus Building' }).click();
  const rounds = page.getByTestId('consensus-round');
  await expect(rounds).toHaveCount(detail.rounds.length);
  const skipped = detail.rounds.filter((r) => r.status === 'skipped');
  expect(skipped.length).toBeGreaterThan(0); // the offline engine settles early on this decision
  for (const round of detail.rounds) {
    const card = rounds.nth(round.round - 1);
    await expect(card).toContainText(`Round ${round.round}`);
    if (round.status === 'skipped') {
      await expect(card.getByText('Skipped', { exact: true })).toBeVisible();
      await expect(card.getByTestId('skip-reason')).toHaveText(`Skipped: ${round.reason}`);
    } else {
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await expect(card.getByRole('row')).toHaveCount(round.seats.length + 1);
      await expect(card.getByTestId('stance-change')).toHaveCount(
        round.seats.filter((s) => s.changed).length,
      );
    }
  }
  for (const change of await page.getByTestId('stance-change').allTextContents()) {
    expect(change).toMatch(/^[A-Z][a-z ]+ → [A-Z][a-z ]+$/);
  }

  // 4 Final Vote: the counts are the votes listed.
  await page.getByRole('tab', { name: '4 Final Vote' }).click();
  const listed = page.getByRole('list', { name: 'Votes' }).getByRole('listitem');
  await expect(listed).toHaveCount(detail.votes.length);
  for (const vote of ['approve', 'against', 'abstain'] as const) {
    const expected = detail.votes.filter((v) => v.vote === vote).length;
    await expect(page.getByTestId(`vote-count-${vote}`)).toHaveText(`${expected}${capitalize(vote)}`);
    await expect(page.getByRole('list', { name: 'Votes' }).locator(`[data-vote="${vote}"]`)).toHaveCount(
      expected,
    );
  }
  for (const vote of detail.votes) {
    await expect(listed.filter({ hasText: vote.position_title }).first()).toContainText(
      capitalize(vote.vote),
    );
  }
  await expect(page.getByTestId('headcount-chart-text')).toBeVisible();

  // A follow-up: one seat answers 'why?' from its recorded vote, and the answer stays listed.
  const followUps = page.getByRole('region', { name: 'Follow-up questions' });
  await expect(followUps.getByText('No follow-up questions yet.', { exact: false })).toBeVisible();
  const asked = detail.votes[1]!;
  await followUps.getByRole('combobox', { name: 'Seat' }).click();
  await page.getByRole('option', { name: asked.position_title, exact: true }).click();
  await followUps.getByRole('textbox', { name: 'Your question' }).fill('Why did you vote that way?');
  await followUps.getByRole('button', { name: 'Ask a follow-up' }).click();
  const answer = followUps.getByTestId('follow-up');
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(`asked the ${asked.position_title}: Why did you vote that way?`);
  await expect(answer).toContainText(asked.rationale.slice(0, 40));
  await page.reload();
  await expect(page.getByTestId('follow-up')).toHaveCount(1);
});

test('a session still running links back to its live view', async ({ page }) => {
  const account = await apiAccount(page.request, LLM_URL, 'running');
  const boardId = await apiBoard(page.request, LLM_URL, account.token, 'Running board');
  const sessionId = await apiSession(page.request, LLM_URL, account.token, boardId);
  await storeToken(page, account.token);
  await page.goto(`${LLM_URL}/session/${sessionId}`);
  await expect(page.getByText('This session is still deliberating')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Live Replay' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Watch it live' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}\\?session=${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Board Deliberation in Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Board Recommendation' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'View Full Analysis' }).click();
  await expect(page.getByRole('button', { name: 'View Live Replay' })).toBeVisible();
  await expect(page.getByTestId('position-card')).toHaveCount(STARTUP_SEATS.length);
});
