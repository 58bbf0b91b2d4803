// Three people on an asynchronous board, each in a browser of their own: the owner puts a decision
// with a board paper to the board during a meeting; one director is e-mailed, follows the link,
// reads the paper and gives their perspective (and later votes) on their own time; the other never
// answers, and the owner proceeds without them; the board's reading shows the paper's figures.
// The minutes then carry the decision, who voted how, the attendance and the quorum, and the
// owner approves them.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { OPEN_URL, SMTP_PORT } from '../playwright.config.ts';
import { voteLine } from '../src/contracts/minutes.ts';
import { type PaperDetail, papersAsContext } from '../src/contracts/papers.ts';
import type { AwaitedMembers } from '../src/contracts/sessions.ts';
import { figuresPdf } from '../src/server/test/papers.ts';
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

type Auth = { authorization: string };

async function call<T>(
  request: APIRequestContext,
  auth: Auth,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${OPEN_URL}/api/v1${path}`, { method, headers: auth, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** A browser context of this person's own, signed in. */
async function pageOf(browser: Browser, auth: Auth): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, auth.authorization.slice('Bearer '.length));
  return page;
}

/** The last e-mail to `to` whose subject matches, waiting for it. */
async function mailTo(to: string, subject: RegExp) {
  await expect
    .poll(() => mailbox.received.some((m) => m.to === to && subject.test(m.subject)), {
      message: `an e-mail "${subject}" to ${to}`,
      timeout: 30_000,
    })
    .toBe(true);
  return mailbox.received.filter((m) => m.to === to && subject.test(m.subject)).at(-1)!;
}

test('an asynchronous board: papers, a perspective and a vote on a director’s own time, one proceeded without, approved minutes', async ({
  browser,
  request,
}) => {
  // Three people, a paper read by a job and a whole deliberation: room for a loaded machine.
  test.setTimeout(300_000);
  const owner = uniqueUser('owner');
  const alice = uniqueUser('alice');
  const bob = uniqueUser('bob');
  for (const user of [owner, alice, bob])
    expect((await registerViaApi(request, OPEN_URL, user)).status()).toBe(201);
  const ownerAuth = await authOf(request, owner);
  const orgId = await personalOrganizationOf(request, ownerAuth);
  for (const director of [alice, bob]) await join(request, mailbox, ownerAuth, orgId, director);
  const aliceAuth = await authOf(request, alice);
  const idOf = async (auth: Auth) => (await call<{ id: string }>(request, auth, 'GET', '/auth/me')).id;

  // The board: two AI seats and two directors; its pace asynchronous (hours for each step).
  const human = (key: string, title: string, user: TestUser) => ({
    key,
    title,
    weight: 0.25,
    type: 'Human',
    is_human: true,
    human_email: user.email,
  });
  const board = await call<{ id: string; name: string }>(request, ownerAuth, 'POST', '/boards', {
    name: `Async board ${owner.username}`,
    organization_id: orgId,
    template_slug: 'custom',
    custom_positions: [
      { key: 'CEO', title: 'CEO', weight: 0.25, type: 'AI', is_human: false },
      { key: 'CFO', title: 'CFO', weight: 0.25, type: 'AI', is_human: false },
      human('INDEPENDENT_GOVERNANCE', 'Audit Chair', alice),
      human('INVESTOR_REP', 'Investor Director', bob),
    ],
  });
  await call(request, ownerAuth, 'PATCH', `/boards/${board.id}`, { pace: 'asynchronous' });

  // A meeting is scheduled: each director is e-mailed an invitation their calendar reads.
  const title = 'December board meeting';
  const meeting = await call<{ id: string }>(request, ownerAuth, 'POST', '/meetings', {
    board_id: board.id,
    title,
    scheduled_date: new Date(Date.now() + 10 * 60_000).toISOString(),
  });
  for (const director of [alice, bob]) {
    const invitation = await mailTo(director.email, /^Meeting scheduled/);
    const ics = invitation.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics, 'the invitation carries an .ics').toBeTruthy();
    const calendar = new ICAL.Component(ICAL.parse(ics!.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toContain(title);
  }
  const item = (
    await call<{ items: { id: string }[] }>(
      request,
      ownerAuth,
      'POST',
      `/meetings/${meeting.id}/agenda/import`,
      {
        text: 'Approve the FY2026 budget, 20',
        format: 'text',
      },
    )
  ).items[0]!.id;
  await call(request, ownerAuth, 'POST', `/meetings/${meeting.id}/start`, {});

  // The finance report is attached to the item and read by the extraction job.
  const upload = await request.post(
    `${OPEN_URL}/api/v1/boards/${board.id}/papers?${new URLSearchParams({ name: 'FY2026 budget.pdf', agenda_item_id: item })}`,
    {
      headers: { ...ownerAuth, 'content-type': 'application/octet-stream' },
      data: await figuresPdf(),
    },
  );
  expect(upload.status(), await upload.text()).toBe(201);
  const paperId = (await upload.json()).id as string;
  let paper: PaperDetail | undefined;
  await expect
    .poll(
      async () => {
        paper = await call<PaperDetail>(request, ownerAuth, 'GET', `/papers/${paperId}`);
        return paper.extraction_status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');

  // The owner asks the board about the item, with the paper's text as its context.
  const mailsBefore = mailbox.received.length;
  const started = await call<{ session_id: string }>(
    request,
    ownerAuth,
    'POST',
    `/boards/${board.id}/sessions`,
    {
      decision_topic: 'Should we approve the FY2026 budget?',
      decision_context: `The finance team presents next year's plan.\n\n${papersAsContext([{ name: 'FY2026 budget.pdf', text: paper!.extracted_text ?? '' }], 8000)}`,
      decision_type: 'financial',
      constraints: {
        company_info: 'B2B SaaS for logistics teams, 30 employees, Series A, Berlin.',
        meeting_id: meeting.id,
        agenda_item_ids: [item],
      },
    },
  );
  const sessionId = started.session_id;

  // Alice answers from the e-mailed link, on her own time: she reads the paper first.
  const asked = await mailTo(alice.email, /needs your perspective$/);
  await mailTo(bob.email, /needs your perspective$/);
  const link = asked.text.match(/https?:\/\/\S+\/board\/human\/session\/\S+/)?.[0];
  expect(link).toBe(`${OPEN_URL}/board/human/session/${sessionId}`);
  const alicePage = await pageOf(browser, aliceAuth);
  await alicePage.goto(link!);
  const papers = alicePage.getByRole('list', { name: 'Papers for this decision' });
  await papers.getByRole('button', { name: 'Open FY2026 budget.pdf' }).click({ timeout: 30_000 });
  const viewer = alicePage.getByRole('dialog', { name: 'FY2026 budget.pdf' });
  await expect(viewer.getByTestId('paper-text')).toContainText('Revenue | $4,200,000 | $5,100,000');
  await alicePage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await alicePage.getByRole('button', { name: 'Support', exact: true }).click();
  await alicePage
    .getByLabel('Your analysis')
    .fill('Revenue grows from $4.2M to $5.1M while cash falls to $900k: approve, with a hiring gate.');
  await alicePage.getByRole('button', { name: 'Submit Perspective' }).click();
  await expect(alicePage.getByText('Your perspective has been submitted successfully!')).toBeVisible();

  // The owner sees who the board still waits for, and goes on without Bob at each step he is
  // asked in; when the vote opens, Alice votes from the live room before the owner goes on.
  const ownerPage = await pageOf(browser, ownerAuth);
  await ownerPage.goto(`/board/${board.id}?session=${sessionId}`);
  const awaited = ownerPage.getByTestId('awaited-members');
  const recommendation = ownerPage.getByRole('heading', { name: 'Board Recommendation' });
  const proceed = awaited.getByRole('button', { name: 'Proceed without them' });
  const dialog = ownerPage.getByRole('dialog', { name: 'Proceed without them' });
  let aliceVoted = false;
  for (let step = 0; step < 8; step++) {
    await expect(recommendation.or(proceed)).toBeVisible({ timeout: 60_000 });
    if (await recommendation.isVisible()) break;
    const waiting = await call<AwaitedMembers>(request, ownerAuth, 'GET', `/sessions/${sessionId}/awaited`);
    if (
      waiting.step === 'final_vote' &&
      !aliceVoted &&
      waiting.pending.some((p) => p.seat_title === 'Audit Chair')
    ) {
      await mailTo(alice.email, /^Your vote is required$/);
      await alicePage.goto(`/board/deliberation/${sessionId}`);
      // From the keyboard: the live room's stream keeps moving the page, which a pointer click waits on.
      const yes = alicePage.getByRole('button', { name: 'Yes', exact: true });
      await expect(yes).toBeEnabled({ timeout: 30_000 });
      await yes.focus();
      await alicePage.keyboard.press('Enter');
      await expect(alicePage.getByText(/Your vote is recorded/)).toBeVisible();
      aliceVoted = true;
      continue;
    }
    await proceed.click();
    await dialog.getByRole('button', { name: 'Proceed without them' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(recommendation).toBeVisible();
  // The board's reading took its figures from the paper.
  const figures = ownerPage.getByRole('table', { name: 'Figures and what they mean' }).first();
  await expect(figures).toContainText('$4,200,000');
  const record = await call<AwaitedMembers>(request, ownerAuth, 'GET', `/sessions/${sessionId}/awaited`);
  expect(record.proceeded_without.map((p) => p.member_name)).toContain(bob.fullName);
  // The paper went with the decision.
  await expect(
    ownerPage
      .getByRole('list', { name: 'Papers for this decision' })
      .getByRole('listitem', { name: 'FY2026 budget.pdf' }),
  ).toBeVisible();

  // The decision is recorded on the item; attendance is taken and the meeting completed.
  type Recorded = {
    agenda_items: { decision: { votes: (Parameters<typeof voteLine>[0] & { kind: string })[] } | null }[];
  };
  let recorded: Recorded | undefined;
  await expect
    .poll(
      async () => {
        recorded = await call<Recorded>(request, ownerAuth, 'GET', `/meetings/${meeting.id}`);
        return recorded.agenda_items[0]?.decision !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await call(request, ownerAuth, 'PUT', `/meetings/${meeting.id}/attendance`, {
    entries: [
      { user_id: await idOf(ownerAuth), status: 'present' },
      { user_id: await idOf(aliceAuth), status: 'remote' },
      { user_id: await idOf(await authOf(request, bob)), status: 'apologies' },
    ],
  });
  await call(request, ownerAuth, 'POST', `/meetings/${meeting.id}/complete`);

  // The minutes: the decision with each vote by name, the attendance and the quorum; approved.
  await ownerPage.goto(`/board/${board.id}/meeting/${meeting.id}/minutes`);
  await expect(ownerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  const decision = ownerPage.getByRole('region', { name: 'Board decision' });
  const votes = recorded!.agenda_items[0]!.decision!.votes;
  // Alice's own vote is on the record by name; Bob, whom the board went on without, cast none.
  expect(votes.map((v) => v.seat_title)).toEqual(['CEO', 'CFO', 'Audit Chair']);
  expect(votes[2]).toMatchObject({ kind: 'Human', member_name: alice.fullName, vote: 'approve' });
  for (const vote of votes)
    await expect(decision.getByRole('list', { name: 'Votes' })).toContainText(voteLine(vote));
  await expect(decision.getByRole('list', { name: 'Votes' })).toContainText(alice.fullName);
  const attendance = ownerPage.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByTestId('quorum')).toContainText('Quorum met: 3 of 4 seats present');
  for (const [person, status] of [
    [alice, 'Remote'],
    [bob, 'Apologies'],
  ] as const)
    await expect(
      attendance.getByRole('radiogroup', { name: `Attendance of ${person.fullName}` }).getByRole('radio', {
        name: status,
      }),
    ).toBeChecked();
  await ownerPage.getByRole('button', { name: 'Approve Minutes' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Approve Minutes' })
    .getByRole('button', { name: 'Approve Minutes' })
    .click();
  await expect(ownerPage.getByTestId('approval')).toContainText(`Approved by ${owner.fullName} on`);
  // Approved minutes are read-only: the attendance is printed, no longer chosen.
  await expect(attendance.getByRole('radiogroup')).toHaveCount(0);
  await expect(attendance).toContainText('Remote');
  await expect(attendance).toContainText('Apologies');

  // What the session mailed its two directors (reported in the closing note).
  const sessionMails = mailbox.received
    .slice(mailsBefore)
    .filter((m) => (m.to === alice.email || m.to === bob.email) && !/^Minutes|^Meeting/.test(m.subject));
  const figure = `e-mails to the 2 directors for one asynchronous session: ${sessionMails.length} (${sessionMails.map((m) => `${m.to === alice.email ? 'A' : 'B'}: ${m.subject}`).join('; ')})`;
  test.info().annotations.push({ type: 'e-mails per session', description: figure });
  process.stdout.write(`${figure}\n`);
  expect(sessionMails.length).toBeGreaterThanOrEqual(2);
});
