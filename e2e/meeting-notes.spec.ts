// Notes in the meeting runner: one editor for the item on screen, saved to the server while the
// secretary types, and nothing lost when they move between items quickly (issue 21: a second Notes
// box appeared after moving between vote items, and text typed into it was dropped).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ImportAgendaResult, Meeting, MeetingDetail } from '../src/contracts/meetings.ts';
import { api, apiGet, createAccountWithBoard, signInWithToken } from './meetings-support.ts';

const TITLES = ['Budget approval', 'Hiring plan', 'Office lease', 'Pricing review'];

function notesBoxes(page: Page) {
  return page.getByRole('textbox', { name: 'Notes' });
}

async function goToItem(page: Page, index: number) {
  await page
    .getByRole('navigation', { name: 'Agenda' })
    .getByRole('button', { name: new RegExp(`^${index + 1}\\. ${TITLES[index]}`) })
    .click();
  await expect(page.getByRole('heading', { name: TITLES[index], level: 2 })).toBeVisible();
}

async function runningMeeting(request: APIRequestContext) {
  const account = await createAccountWithBoard(request, 'notes');
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) =>
    api<T>(request, account.token, method, path, data);
  const meeting = await call<Meeting>('POST', '/meetings', {
    board_id: account.boardId,
    title: 'Notes meeting',
    scheduled_date: new Date(Date.now() + 5 * 60_000).toISOString(),
    status: 'SCHEDULED',
  });
  const imported = await call<ImportAgendaResult>('POST', `/meetings/${meeting.id}/agenda/import`, {
    text: TITLES.join('\n'),
  });
  // Vote items side by side: the runner shows 'Ask the Board' beside their notes.
  for (const item of imported.items.slice(0, 3)) {
    await call('PATCH', `/meetings/${meeting.id}/agenda/${item.id}`, { item_type: 'DECISION' });
  }
  await call('POST', `/meetings/${meeting.id}/start`, { actual_attendees: [] });
  return { account, meeting };
}

test('notes typed while moving quickly between agenda items are all kept, in one editor', async ({
  page,
  request,
}) => {
  const { account, meeting } = await runningMeeting(request);
  await signInWithToken(page, account.token);
  await page.goto(`/board/${account.boardId}/meetings/${meeting.id}/run`);
  await expect(page.getByRole('heading', { name: TITLES[0], level: 2 })).toBeVisible();

  // Type into each item and move on at once, without leaving the field first; then come back.
  const typed: Record<string, string> = {};
  const order = [0, 1, 2, 1, 3, 0, 2];
  for (const [step, index] of order.entries()) {
    await goToItem(page, index);
    await expect(notesBoxes(page)).toHaveCount(1);
    const box = notesBoxes(page);
    const title = TITLES[index]!;
    await expect(box).toHaveValue(typed[title] ?? '');
    const addition = `${typed[title] ? ' ' : ''}point ${step} on ${title.toLowerCase()}`;
    await box.focus();
    await box.press('Control+End');
    await box.pressSequentially(addition, { delay: 5 });
    typed[title] = (typed[title] ?? '') + addition;
  }
  await goToItem(page, 1);
  await expect(notesBoxes(page)).toHaveCount(1);
  await expect(notesBoxes(page)).toHaveValue(typed[TITLES[1]!]!);
  await expect(page.getByText('Notes saved')).toBeVisible();

  // Everything typed reached the server, each text on its own item.
  await expect
    .poll(async () => {
      const detail = await apiGet<MeetingDetail>(request, account.token, `/meetings/${meeting.id}`);
      return Object.fromEntries(detail.agenda_items.map((item) => [item.title, item.notes ?? '']));
    })
    .toEqual(Object.fromEntries(TITLES.map((title) => [title, typed[title] ?? ''])));

  // A reload shows each item's own notes.
  await page.reload();
  for (const [index, title] of TITLES.entries()) {
    await goToItem(page, index);
    await expect(notesBoxes(page)).toHaveCount(1);
    await expect(notesBoxes(page)).toHaveValue(typed[title] ?? '');
  }
});

test('a failed save keeps the text, says so, and saves it when the server answers again', async ({
  page,
  request,
}) => {
  const { account, meeting } = await runningMeeting(request);
  await signInWithToken(page, account.token);
  let refused = 0;
  await page.route(`**/api/v1/meetings/${meeting.id}/agenda/*`, async (route) => {
    if (route.request().method() === 'PATCH' && refused === 0) {
      refused += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"Service unavailable"}',
      });
      return;
    }
    await route.fallback();
  });
  await page.goto(`/board/${account.boardId}/meetings/${meeting.id}/run`);
  await notesBoxes(page).fill('Agreed to revisit in March');
  await notesBoxes(page).blur();
  await expect(page.getByText(/Not saved: .*your text is kept/)).toBeVisible();
  await expect(notesBoxes(page)).toHaveValue('Agreed to revisit in March');
  await expect(page.getByText('Notes saved')).toBeVisible();
  const detail = await apiGet<MeetingDetail>(request, account.token, `/meetings/${meeting.id}`);
  expect(detail.agenda_items[0]?.notes).toBe('Agreed to revisit in March');
  expect(refused).toBe(1);
});
