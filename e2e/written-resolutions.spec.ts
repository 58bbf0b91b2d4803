// Written resolutions between meetings, with the owner and two directors in three browser
// contexts: the owner circulates a resolution from the board's register; each director opens the
// e-mailed link and votes with a reason on their own time; it closes as soon as the result cannot
// change, and the next meeting's minutes carry it with each director's vote (take a comment
// while a draft, and an amendment as a new version once approved). Every new screen
// passes the accessibility check.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { authOf, join, personalOrganizationOf } from './directors-support.ts';
import { startMailbox } from './mailbox.ts';
import { signInWithToken } from './meetings-support.ts';
import { registerViaApi, type TestUser, uniqueUser } from './support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

const TITLE = 'Open a Lisbon office';

async function signedInPage(browser: Browser, auth: Record<string, string>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, auth.authorization!.slice('Bearer '.length));
  return page;
}

/** The link to the resolution in the e-mail to `to`, waiting for it to arrive. */
async function resolutionLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox.received.filter((m) => m.to === to && m.subject.includes(TITLE)).at(-1);
        link = mail?.text.match(/https?:\/\/\S+\/resolutions\/[0-9a-f-]+/)?.[0];
        return link;
      },
      { message: `the resolution e-mail to ${to}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

async function vote(page: Page, link: string, choice: 'Approve' | 'Abstain', reason: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your vote' })).toBeVisible();
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await page.getByRole('button', { name: 'Cast Vote' }).click();
  await expect(page.getByText('Your vote is recorded')).toBeVisible();
}

test('the owner circulates a written resolution, two directors vote from the e-mail, and the minutes record it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = uniqueUser('resowner');
  const first = uniqueUser('resdirector');
  const second = uniqueUser('resdirector');
  for (const user of [owner, first, second])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgId = await personalOrganizationOf(request, ownerAuth);
  for (const director of [first, second]) await join(request, mailbox, ownerAuth, orgId, director);
  const seat = (key: string, title: string, who: TestUser) => ({
    key,
    title,
    weight: 0.3,
    type: 'Human',
    is_human: true,
    human_email: who.email,
  });
  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Resolutions ${owner.username}`,
      organization_id: orgId,
      template_slug: 'custom',
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.4, type: 'AI', is_human: false },
        seat('INDEPENDENT_GOVERNANCE', 'Audit Chair', first),
        seat('INVESTOR_REP', 'Investor Director', second),
      ],
    },
  });
  expect(board.status(), await board.text()).toBe(201);
  const boardId = (await board.json()).id as string;

  // The owner finds the register from the board's meetings and circulates a resolution.
  await signInWithToken(page, ownerAuth.authorization!.slice('Bearer '.length));
  await page.goto(`/board/${boardId}/meetings`);
  await page.getByRole('link', { name: 'Written Resolutions' }).click();
  await expect(page.getByRole('heading', { name: 'Written Resolutions', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No written resolutions yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/board/:id/resolutions');
  await page.getByRole('button', { name: 'Circulate Resolution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Circulate a Written Resolution' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await dialog
    .getByRole('textbox', { name: 'Resolution text' })
    .fill('RESOLVED, that the company opens an office in Lisbon in the first quarter.');
  await expectNoSeriousA11yViolations(page, 'circulate a resolution');
  await dialog.getByRole('button', { name: 'Circulate' }).click();
  await expect(page).toHaveURL(/\/resolutions\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByTestId('resolution-status')).toHaveText('Open');
  await expect(page.getByTestId('resolution-result')).toContainText(
    '0 approve, 0 object, 0 abstain, 2 did not vote',
  );
  await expect(page.getByRole('button', { name: 'Withdraw Resolution' })).toBeVisible();

  // Each director votes from the link in their e-mail, in a browser of their own.
  const firstPage = await signedInPage(browser, await authOf(request, first));
  await vote(firstPage, await resolutionLinkFor(first.email), 'Approve', 'The hiring case is sound');
  // One approval of two: an objection still to come would leave it short of a majority, so it
  // stays open and the director may still change the vote.
  await expect(firstPage.getByTestId('resolution-status')).toHaveText('Open');
  await expect(firstPage.getByRole('heading', { name: 'Change your vote' })).toBeVisible();
  await expectNoSeriousA11yViolations(firstPage, '/resolutions/:id (a director)');

  const secondPage = await signedInPage(browser, await authOf(request, second));
  await vote(secondPage, await resolutionLinkFor(second.email), 'Abstain', 'I invest in a Lisbon rival');
  // Closed early: no vote is left to change the result, so nobody can vote any more.
  await expect(secondPage.getByTestId('resolution-status')).toHaveText('Passed');
  await expect(secondPage.getByRole('button', { name: /Vote/ })).toHaveCount(0);
  await expect(secondPage.getByTestId('resolution-result')).toContainText(
    'Passed: 1 approve, 0 object, 1 abstain of 2 directors.',
  );

  // The owner sees the result and each director's vote and reason.
  await page.reload();
  await expect(page.getByTestId('resolution-status')).toHaveText('Passed');
  const votes = page.getByRole('table', { name: "Directors' votes" });
  await expect(votes.getByRole('row', { name: new RegExp(first.fullName) })).toContainText(
    'The hiring case is sound',
  );
  await expect(votes.getByRole('row', { name: new RegExp(second.fullName) })).toContainText('Abstain');
  await expectNoSeriousA11yViolations(page, '/resolutions/:id (closed)');

  // The board's next meeting: its minutes carry the resolution with the votes.
  const meeting = await request.post(`${OPEN_URL}/api/v1/meetings`, {
    headers: ownerAuth,
    data: {
      board_id: boardId,
      title: 'December board meeting',
      scheduled_date: new Date(Date.now() + 60_000).toISOString(),
    },
  });
  expect(meeting.status(), await meeting.text()).toBe(201);
  const meetingId = (await meeting.json()).id as string;
  await request.post(`${OPEN_URL}/api/v1/meetings/${meetingId}/agenda/import`, {
    headers: ownerAuth,
    data: { text: 'Budget', format: 'text' },
  });
  expect(
    (
      await request.post(`${OPEN_URL}/api/v1/meetings/${meetingId}/start`, { headers: ownerAuth, data: {} })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`${OPEN_URL}/api/v1/meetings/${meetingId}/complete`, {
        headers: ownerAuth,
        data: {},
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/board/${boardId}/meeting/${meetingId}/minutes`);
  const section = page.getByRole('region', { name: 'Written resolutions' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('article', { name: TITLE })).toContainText(
    `${first.fullName} (Audit Chair): Approve — The hiring case is sound`,
  );
  await expect(section).toContainText(
    `${second.fullName} (Investor Director): Abstain — I invest in a Lisbon rival`,
  );
  // A comment on the draft minutes, before the chair approves them.
  await page.getByRole('textbox', { name: 'Comment on the draft' }).fill('Add the Lisbon budget to item 1');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByRole('article', { name: `Comment by ${owner.fullName}` })).toContainText(
    'Add the Lisbon budget to item 1',
  );
  await expectNoSeriousA11yViolations(page, '/board/:id/meeting/:id/minutes (with resolutions)');

  // The chair approves; a correction afterwards is an amendment, the next version.
  await page.getByRole('button', { name: 'Approve Minutes' }).click();
  await page
    .getByRole('dialog', { name: 'Approve Minutes' })
    .getByRole('button', { name: 'Approve Minutes' })
    .click();
  await expect(page.getByTestId('approval')).toContainText(`Approved by ${owner.fullName}`);
  await expect(page.getByRole('textbox', { name: 'Comment on the draft' })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Amendment' })
    .fill('The Lisbon office opens in the second quarter');
  await page.getByRole('button', { name: 'Amend Minutes' }).click();
  await expect(page.getByRole('article', { name: 'Version 2' })).toContainText(
    'The Lisbon office opens in the second quarter',
  );
  await expect(page.getByTestId('approval')).toContainText(`Approved by ${owner.fullName}`);
  await expectNoSeriousA11yViolations(page, '/board/:id/meeting/:id/minutes (approved, amended)');
});

test('a director votes on a written resolution from the portal and sees its outcome there', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = uniqueUser('resowner');
  const first = uniqueUser('resdirector');
  const second = uniqueUser('resdirector');
  for (const user of [owner, first, second])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgId = await personalOrganizationOf(request, ownerAuth);
  for (const director of [first, second]) await join(request, mailbox, ownerAuth, orgId, director);
  const seat = (key: string, title: string, who: TestUser) => ({
    key,
    title,
    weight: 0.3,
    type: 'Human',
    is_human: true,
    human_email: who.email,
  });
  const board = await request.post(`${OPEN_URL}/api/v1/boards`, {
    headers: ownerAuth,
    data: {
      name: `Portal resolutions ${owner.username}`,
      organization_id: orgId,
      template_slug: 'custom',
      custom_positions: [
        { key: 'CEO', title: 'CEO', weight: 0.4, type: 'AI', is_human: false },
        seat('INDEPENDENT_GOVERNANCE', 'Audit Chair', first),
        seat('INVESTOR_REP', 'Investor Director', second),
      ],
    },
  });
  expect(board.status(), await board.text()).toBe(201);
  const boardId = (await board.json()).id as string;

  const firstPage = await signedInPage(browser, await authOf(request, first));
  await firstPage.goto('/board/human');
  const section = firstPage.getByRole('region', { name: 'Written resolutions' });
  await expect(section.getByText('No written resolutions await your vote.')).toBeVisible({ timeout: 30_000 });

  // Circulated while the portal is open: it appears when the bell rises, without a reload.
  const circulated = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/resolutions`, {
    headers: ownerAuth,
    data: {
      title: TITLE,
      text: 'RESOLVED, that the company opens an office in Lisbon in the first quarter.',
      closes_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    },
  });
  expect(circulated.status(), await circulated.text()).toBe(201);
  const toVote = section.getByRole('list', { name: 'Written resolutions to vote on' });
  const item = toVote.getByRole('listitem', { name: TITLE });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('opens an office in Lisbon');
  await expect(item).toContainText('0 of 2 directors have voted');
  await expectNoSeriousA11yViolations(firstPage, '/board/human (a resolution to vote on)');

  await item.getByRole('radio', { name: 'Approve' }).check();
  await item.getByRole('textbox', { name: 'Reason (optional)' }).fill('The hiring case is sound');
  await item.getByRole('button', { name: 'Cast Vote' }).click();
  await expect(firstPage.getByText('Your vote is recorded')).toBeVisible();
  await expect(item.getByTestId('my-resolution-vote')).toHaveText('You voted: Approve');
  await expect(item).toContainText('1 of 2 directors have voted');

  // The other director objects; it closes, and the first director's portal shows the outcome.
  const id = (await circulated.json()).id as string;
  const objected = await request.post(`${OPEN_URL}/api/v1/resolutions/${id}/vote`, {
    headers: await authOf(request, second),
    data: { vote: 'object', reason: 'Not this year' },
  });
  expect(objected.status(), await objected.text()).toBe(200);
  const closed = section.getByRole('list', { name: 'Closed written resolutions' });
  await expect(closed.getByRole('listitem', { name: TITLE })).toContainText(
    'Not passed: 1 approve, 1 object, 0 abstain of 2 directors.',
    { timeout: 30_000 },
  );
  await expect(closed.getByRole('listitem', { name: TITLE })).toContainText('you voted approve');
  await expect(section.getByText('No written resolutions await your vote.')).toBeVisible();
  await expectNoSeriousA11yViolations(firstPage, '/board/human (a closed resolution)');
});
