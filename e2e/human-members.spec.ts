// A human board member at the table, in two browsers: the owner invites them into the
// organization and gives them a seat, starts a session; the member opens the portal, watches
// the AI perspectives arrive, saves a draft, reloads, submits; in the live room both react and
// see each other, the member interjects (the fake provider's later prompts carry it) and votes
// in the window; both see the same decision with the human vote counted; the portal's past
// contributions show the analysis cut at a word, and whole on "Show all".
import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_PORT, LLM_URL } from '../playwright.config.ts';
import { perspectiveSummary } from '../src/contracts/human-perspective.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { apiAccount, apiSession, storeToken, waitForSessionEnd } from './session-support.ts';

const HUMAN_SEAT = 'Independent Director';
// Longer than a summary: the portal shows it cut, with "Show all".
const ANALYSIS =
  'Raising now is premature: retention past the first cohort is unproven and the price shows it. Wait one quarter and raise on proof.';
const QUESTION = 'How many months of runway does the raise buy at our current burn?';

async function pageFor(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: LLM_URL });
  const page = await context.newPage();
  await storeToken(page, token);
  return page;
}

interface RecordedChat {
  index: number;
  received_at: number;
  messages: { role: string; content: unknown }[];
}

async function providerRequests(page: Page): Promise<RecordedChat[]> {
  const response = await page.request.get(`http://127.0.0.1:${FAKE_LLM_PORT}/__test/requests`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RecordedChat[];
}

test('a human member gives a perspective, interjects and votes, and the vote counts', async ({ browser }) => {
  test.setTimeout(150_000);
  const api = (await browser.newContext()).request;
  const owner = await apiAccount(api, LLM_URL, 'owner');
  const member = await apiAccount(api, LLM_URL, 'member');
  const auth = { Authorization: `Bearer ${owner.token}` };
  const created = await api.post(`${LLM_URL}/api/v1/organizations`, {
    headers: auth,
    data: { name: `Table ${owner.email}` },
  });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: string };

  // The owner invites the member; without e-mail on this server the dialog hands over the link.
  const ownerPage = await pageFor(browser, owner.token);
  await ownerPage.goto(`/organization/${org.id}`);
  await ownerPage.getByRole('button', { name: 'Invite Members' }).first().click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByLabel('E-mail addresses').fill(member.email);
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  const link =
    (await dialog.getByLabel(`Invitation link for ${member.email}`, { exact: true }).textContent()) ?? '';
  expect(link).toMatch(/\/invite\/\S+$/);
  await ownerPage.keyboard.press('Escape');

  const memberPage = await pageFor(browser, member.token);
  await memberPage.goto(link);
  await memberPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/organization/${org.id}$`));

  // Nothing awaits the member yet.
  await memberPage.goto('/board/human');
  await expect(memberPage.getByRole('heading', { name: 'Board Member Portal', level: 1 })).toBeVisible();
  await expect(memberPage.getByText('No pending decisions at this time.')).toBeVisible();
  // No seat is held yet, so none is shown.
  await expect(memberPage.getByTestId('position-badge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(memberPage, 'board member portal');

  // A board with a human seat held by the member, and a session on it.
  const board = await api.post(`${LLM_URL}/api/v1/boards`, {
    headers: auth,
    data: {
      name: `Human table ${randomBytes(3).toString('hex')}`,
      organization_id: org.id,
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.3, type: 'AI', is_human: false },
        { key: 'CFO', title: 'CFO', weight: 0.3, type: 'AI', is_human: false },
        {
          key: 'INDEPENDENT_GOVERNANCE',
          title: HUMAN_SEAT,
          weight: 0.4,
          type: 'Human',
          is_human: true,
          human_email: member.email,
        },
      ],
    },
  });
  expect(board.ok(), await board.text()).toBe(true);
  const boardId = ((await board.json()) as { id: string }).id;
  const topic = `Should we raise a seed round now? ${randomBytes(3).toString('hex')}`;
  // The member's bell, watched while the owner starts the session: it rises without a reload.
  const bell = memberPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number(((await bell.getAttribute('aria-label')) ?? '').match(/(\d+) unread/)?.[1] ?? 0);
  const unreadBefore = await unread();
  const sessionId = await apiSession(api, LLM_URL, owner.token, boardId, {
    topic,
    context: 'We have six months of runway, revenue grows 10% a month and two investors asked to talk.',
  });

  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await bell.click();
  const latest = memberPage.getByRole('menu');
  await expect(latest).toContainText('needs your perspective');
  await memberPage.keyboard.press('Escape');

  // The portal lists the decision; the member opens it and watches the AI perspectives arrive.
  await memberPage.reload();
  await expect(memberPage.getByText(/1 decision awaiting your input/)).toBeVisible();
  const pending = memberPage.getByRole('listitem', { name: topic });
  // Due within minutes: today, or tomorrow when the test runs just before midnight.
  await expect(pending.getByText(/^Due (Today|Tomorrow)$/)).toBeVisible();
  await expect(pending.getByRole('link', { name: 'Watch Live' })).toHaveAttribute(
    'href',
    `/board/deliberation/${sessionId}`,
  );
  await pending.getByRole('link', { name: 'Provide Input' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/board/human/session/${sessionId}$`));
  await expect(memberPage.getByTestId('response-countdown')).toHaveText(
    /Response needed within (30|29) minutes/,
  );
  const perspectives = memberPage.getByRole('list', { name: 'Board perspectives' });
  // The AI seats answer through the fake provider; a loaded machine can take longer than the default wait.
  await expect(perspectives.getByTestId('perspective')).toHaveCount(2, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(memberPage, 'board member portal: active session');
  await expect(perspectives).toContainText('CEO');
  await expect(perspectives).toContainText('CFO');

  // A draft kept on the server survives a reload.
  const submit = memberPage.getByRole('button', { name: 'Submit Perspective' });
  await expect(submit).toBeDisabled();
  await memberPage.getByRole('button', { name: 'Oppose', exact: true }).click();
  await memberPage.getByLabel('Your analysis').fill(ANALYSIS);
  await memberPage.getByLabel('Key points').fill('- Retention unproven\n* Price too low');
  await memberPage.getByRole('button', { name: 'Add a question' }).click();
  const questionTo = memberPage.getByLabel('Question 1 to', { exact: true }).and(memberPage.locator('input'));
  await questionTo.click();
  await memberPage.getByRole('option', { name: 'CFO' }).click();
  const question = memberPage.getByLabel('Question 1', { exact: true });
  await question.fill(QUESTION);
  await memberPage.getByRole('button', { name: 'Save Draft' }).click();
  await expect(memberPage.getByText('Draft saved')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByLabel('Your analysis')).toHaveValue(ANALYSIS);
  await expect(memberPage.getByLabel('Key points')).toHaveValue('- Retention unproven\n* Price too low');
  await expect(memberPage.getByRole('button', { name: 'Oppose', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(question).toHaveValue(QUESTION);
  await expect(questionTo).toHaveValue('CFO');

  await submit.click();
  await expect(memberPage.getByText('Your perspective has been submitted successfully!')).toBeVisible();
  const closed = memberPage.getByTestId('form-closed');
  await expect(closed).toContainText('Your perspective is in');
  await expect(closed).toContainText('Retention unproven');

  // Both watch live: the member from the portal, the owner by the room's address.
  await memberPage.getByRole('link', { name: 'Watch Live' }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/board/deliberation/${sessionId}$`));
  await ownerPage.goto(`/board/deliberation/${sessionId}`);
  for (const page of [memberPage, ownerPage]) {
    await expect(page.getByRole('heading', { name: 'Live Board Deliberation' })).toBeVisible();
    await expect(page.getByTestId('session-name')).toHaveText(topic);
    await expect(page.getByTestId('stat-ai-members')).toContainText('2');
    await expect(page.getByTestId('stat-human-members')).toContainText('1');
  }

  // Both are announced on the session's log as present in the room.
  await expect(ownerPage.getByTestId('present')).toBeVisible();
  await expectNoSeriousA11yViolations(memberPage, 'live deliberation room');

  // A reaction is live for everyone, highlighted only for the one who made it.
  const firstMessage = (page: Page) => page.getByTestId('member-message').first();
  await firstMessage(memberPage).getByRole('button', { name: 'Agree (0)', exact: true }).click();
  await expect(
    firstMessage(memberPage).getByRole('button', { name: 'Agree (1)', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    firstMessage(ownerPage).getByRole('button', { name: 'Agree (1)', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');

  // An interjection: in both streams, the box cooling down, and in the provider's later prompts.
  const remark = `Churn doubled last month ${randomBytes(3).toString('hex')}; weigh that.`;
  const box = memberPage.getByLabel('Your interjection');
  await box.fill(remark);
  await expect(memberPage.getByText(`${remark.length}/200`)).toBeVisible();
  const sentAt = Date.now();
  await memberPage.getByRole('button', { name: 'Send', exact: true }).click();
  for (const page of [memberPage, ownerPage]) {
    await expect(page.getByTestId('interjection').filter({ hasText: remark })).toBeVisible();
  }
  await expect(memberPage.getByRole('button', { name: /^Send in 0:[0-3]\d$/ })).toBeDisabled();
  await expect(box).toHaveValue('');

  // The voting window: the member votes Yes; the owner sees who voted, never how.
  const voting = memberPage.getByRole('region', { name: 'Final vote' });
  await expect(voting).toBeVisible({ timeout: 60_000 });
  await expect(ownerPage.getByRole('list', { name: 'Who has voted' })).toContainText(HUMAN_SEAT);
  await expect(ownerPage.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
  await expect(memberPage.getByTestId('room-status')).toHaveText('voting');
  await expectNoSeriousA11yViolations(memberPage, 'live deliberation room: voting');
  await voting.getByRole('button', { name: 'Yes', exact: true }).click();

  // Both see the same decision, the human vote counted with its seat's weight.
  await waitForSessionEnd(api, LLM_URL, owner.token, sessionId);
  const detail = await (await api.get(`${LLM_URL}/api/v1/sessions/${sessionId}`, { headers: auth })).json();
  const humanVote = detail.votes.find((v: { position_title: string }) => v.position_title === HUMAN_SEAT);
  expect(humanVote).toMatchObject({ vote: 'approve', is_human: true, fallback: false, weight: 0.4 });
  const breakdown = detail.recommendation.vote_breakdown as {
    headcount: Record<string, number>;
    weighted: Record<string, number>;
  };
  expect(breakdown.headcount.approve).toBeGreaterThanOrEqual(1);
  expect(breakdown.weighted.approve).toBeGreaterThanOrEqual(0.4 - 1e-9);
  for (const page of [memberPage, ownerPage]) {
    const summary = page.getByTestId('decision-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('room-status')).toHaveText('completed');
    for (const vote of ['approve', 'against', 'abstain']) {
      await expect(summary.getByTestId(`headcount-${vote}`)).toHaveText(String(breakdown.headcount[vote]));
      await expect(summary.getByTestId(`weighted-${vote}`)).toHaveText(
        `${Math.round(breakdown.weighted[vote]! * 100)}%`,
      );
    }
  }
  const humanMessages = memberPage.locator('[data-testid="member-message"][data-source="human"]');
  await expect(humanMessages.filter({ hasText: 'Vote: Yes' })).toContainText(HUMAN_SEAT);

  // The interjection reached the AI seats as data in a step after it was made.
  const requests = await providerRequests(memberPage);
  const carrying = requests.filter((r) => JSON.stringify(r.messages).includes(remark));
  expect(carrying.length).toBeGreaterThan(0);
  expect(carrying.every((r) => r.received_at >= sentAt)).toBe(true);

  // The member was asked for the vote and told the decision, each once.
  const own = await api.get(`${LLM_URL}/api/v1/notifications`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const types = ((await own.json()).notifications as { type: string }[]).map((n) => n.type);
  for (const type of ['session_start', 'vote_required', 'decision_made'])
    expect(types.filter((t) => t === type)).toHaveLength(1);

  // The member's past contributions list the decision with the board's outcome.
  await memberPage.goto('/board/human');
  const past = memberPage.getByRole('table', { name: 'Past contributions' });
  await expect(past).toContainText(topic);
  await expect(past).toContainText(perspectiveSummary(ANALYSIS));
  expect(perspectiveSummary(ANALYSIS)).toMatch(/\w…$/);
  await expect(past).not.toContainText('raise on proof');
  await past.getByRole('button', { name: 'Show all' }).click();
  await expect(past).toContainText(ANALYSIS);
  await expect(past.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
});
