// The owner waiting on a director who is not there: the board page names who is awaited and until
// when, and the owner goes on without them; the session then finishes and the record says so.
import { expect, test } from '@playwright/test';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import type { AwaitedMembers } from '../src/contracts/sessions.ts';
import { authOf, boardWithDirector, join, LISBON, personalOrganizationOf } from './directors-support.ts';
import { startMailbox } from './mailbox.ts';
import { signInWithToken } from './meetings-support.ts';
import { registerViaApi, uniqueUser } from './support.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('the owner sees who the board waits for and until when, and proceeds without them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = uniqueUser('owner');
  const director = uniqueUser('director');
  for (const user of [owner, director])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgId = await personalOrganizationOf(request, ownerAuth);
  await join(request, mailbox, ownerAuth, orgId, director);
  const boardId = await boardWithDirector(request, ownerAuth, orgId, director, 'Audit Chair');
  const started = await request.post(`${OPEN_URL}/api/v1/boards/${boardId}/sessions`, {
    headers: ownerAuth,
    data: LISBON,
  });
  expect(started.status(), await started.text()).toBe(202);
  const sessionId = (await started.json()).session_id as string;

  await signInWithToken(page, ownerAuth.authorization.slice('Bearer '.length));
  await page.goto(`/board/${boardId}?session=${sessionId}`);
  const awaited = page.getByTestId('awaited-members');
  await expect(awaited).toContainText(
    /Waiting for a board member until (?:\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d{2}( [AP]M)? \(their perspective\)/,
  );
  await expect(awaited.getByRole('list', { name: 'Board members awaited' })).toHaveText(
    `${director.fullName} (Audit Chair)`,
  );
  await awaited.getByRole('button', { name: 'Proceed without them' }).click();
  const dialog = page.getByRole('dialog', { name: 'Proceed without them' });
  await expect(dialog).toContainText(`${director.fullName} (Audit Chair)`);
  await dialog.getByRole('button', { name: 'Proceed without them' }).click();

  // The board goes on at once; the owner goes on without them again at each later step they are
  // asked in (a consensus round, the vote), until the board reaches its recommendation.
  const recommendation = page.getByRole('heading', { name: 'Board Recommendation' });
  const proceed = awaited.getByRole('button', { name: 'Proceed without them' });
  for (let step = 0; step < 5; step++) {
    await expect(recommendation.or(proceed)).toBeVisible({ timeout: 30_000 });
    if (await recommendation.isVisible()) break;
    await proceed.click();
    await dialog.getByRole('button', { name: 'Proceed without them' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(recommendation).toBeVisible();
  const record = (await (
    await request.get(`${OPEN_URL}/api/v1/sessions/${sessionId}/awaited`, { headers: ownerAuth })
  ).json()) as AwaitedMembers;
  expect(record.pending).toEqual([]);
  expect(record.proceeded_without.length).toBeGreaterThanOrEqual(1);
  expect(record.proceeded_without[0]).toEqual({
    seat_title: 'Audit Chair',
    member_name: director.fullName,
    at: expect.any(String),
    by: owner.fullName,
  });
});
