// Board meetings from scheduling to minutes (spec §2 Board meetings / Agenda editor, §4 Meeting
// status, §5 Meeting form / Agenda text entry / Agenda item details, §8): the acceptance journey,
// quick-add validation and the agenda pool, and drafts with their deletion.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LLM_URL } from '../playwright.config.ts';
import type { ImportAgendaResult, Meeting, MeetingDetail } from '../src/contracts/meetings.ts';
import { decisionWording, voteLine } from '../src/contracts/minutes.ts';
import {
  agendaOrder,
  api,
  apiGet,
  createAccountWithBoard,
  dragHandle,
  localDateTime,
  signInWithToken,
  snapshot,
} from './meetings-support.ts';

const COMPANY_INFO = 'A 40-person B2B SaaS company selling inventory software to mid-size retailers';

async function scheduleMeeting(
  page: Page,
  values: { title: string; minutesFromNow: number; duration?: string; location?: string },
  button: 'Schedule Meeting' | 'Save as Draft' = 'Schedule Meeting',
): Promise<void> {
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await expect(dialog).toBeVisible();
  const { date, time } = localDateTime(values.minutesFromNow);
  await dialog.getByLabel('Title').fill(values.title);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill(time);
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await expect(dialog.getByLabel('Type')).toHaveValue('regular');
  await expect(dialog.getByLabel('Type').locator('option:checked')).toHaveText('REGULAR');
  if (values.duration) await dialog.getByLabel('Duration (minutes)').fill(values.duration);
  if (values.location) await dialog.getByLabel('Location').fill(values.location);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

function meetingCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('a meeting from scheduling, agenda and a board vote to exported minutes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createAccountWithBoard(request, 'meetings');
  await signInWithToken(page, account.token);
  const title = 'Q4 board meeting';

  // Board Meetings: schedule a meeting 5 minutes from now (so it may start), 30 minutes long.
  await page.goto(`/board/${account.boardId}/meetings`);
  await expect(page.getByRole('heading', { name: 'Board Meetings', level: 1 })).toBeVisible();
  await expect(page.getByText(account.boardName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Meeting from Items' })).toBeDisabled();
  await scheduleMeeting(page, { title, minutesFromNow: 5, duration: '30', location: 'Boardroom 2' });
  await expect(page.getByText(`Meeting "${title}" scheduled`)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toContainText('1');
  const card = meetingCard(page, title);
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Meeting' })).toBeVisible();
  await snapshot(page, testInfo, 'meetings');

  // Agenda editor: quick add three items (durations 20, default 10, 15).
  await card.getByRole('link', { name: 'Add Items' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${account.boardId}/meeting/[^/]+/agenda$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('30 minutes scheduled')).toBeVisible();
  const quickAdd = page.getByRole('textbox', { name: 'Agenda items' });
  await expect(page.getByRole('button', { name: 'Add Items to Agenda' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(
    page.getByText('Durations are suggestions: you can adjust them during the meeting.'),
  ).toBeVisible();
  await quickAdd.fill('Budget review, 20\nHiring plan\nQ3 roadmap, 15');
  await expect(page.getByText('3 items, 45 min in total')).toBeVisible();
  await page.getByRole('button', { name: 'Add Items to Agenda' }).click();
  await expect.poll(() => agendaOrder(page)).toEqual(['Budget review', 'Hiring plan', 'Q3 roadmap']);
  const rows = page.getByRole('list', { name: 'Agenda items' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('20 min');
  await expect(rows.nth(1)).toContainText('10 min');
  await expect(rows.nth(2)).toContainText('15 min');
  await expect(quickAdd).toHaveCount(0);
  await expect(page.getByText('Total duration: 45 min')).toBeVisible();
  await expect(page.getByText('The agenda runs 15 minutes over the scheduled duration.')).toBeVisible();

  // Reorder by dragging a handle with the mouse: Q3 roadmap to the top.
  const reorderSaved = () =>
    page.waitForResponse((r) => r.url().endsWith('/agenda/reorder') && r.request().method() === 'POST');
  let saved = reorderSaved();
  await dragHandle(page, 'Q3 roadmap', 'Budget review');
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => agendaOrder(page)).toEqual(['Q3 roadmap', 'Budget review', 'Hiring plan']);

  // Reorder by keyboard: focus the handle, Space to pick up, ArrowDown, Space to drop.
  saved = reorderSaved();
  await page.getByRole('button', { name: 'Reorder Q3 roadmap' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Q3 roadmap, position 1 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Q3 roadmap moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Q3 roadmap dropped at position 2 of 3.')).toBeAttached();
  await expect.poll(() => agendaOrder(page)).toEqual(['Budget review', 'Q3 roadmap', 'Hiring plan']);

  await page.reload();
  await expect.poll(() => agendaOrder(page)).toEqual(['Budget review', 'Q3 roadmap', 'Hiring plan']);

  // Inline title edit: Escape cancels, Enter saves.
  await page.getByRole('button', { name: 'Hiring plan', exact: true }).click();
  await page.getByRole('textbox', { name: 'Item title' }).fill('Something else');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Hiring plan', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hiring plan', exact: true }).click();
  await page.getByRole('textbox', { name: 'Item title' }).fill('Hiring plan 2027');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hiring plan 2027', exact: true })).toBeFocused();

  // Item details: description, background, Requires Vote.
  await page.getByRole('button', { name: 'Edit details of Budget review' }).click();
  const details = page.getByRole('dialog', { name: 'Agenda Item Details' });
  await expect(details.getByLabel('Title')).toHaveValue('Budget review');
  await expect(details.getByLabel('Duration (minutes)')).toHaveValue('20');
  await details.getByLabel('Description').fill('Approve the FY27 operating budget of 4.2M');
  await details.getByLabel('Background').fill('Spending grew 20% last year while revenue grew 35%.');
  await details.getByLabel('Requires Vote').check();
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();
  await expect(rows.nth(0)).toContainText('Approve the FY27 operating budget of 4.2M');
  await expect(rows.nth(0).getByText('Vote', { exact: true })).toBeVisible();
  await snapshot(page, testInfo, 'agenda');

  // Start the meeting: the run screen opens on the first item.
  await page.getByRole('button', { name: 'Start Meeting' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${account.boardId}/meetings/[^/]+/run`));
  const meetingId = page.url().split('/meetings/')[1]!.split('/')[0]!;
  await expect(page.getByText('Item 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Budget review', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Start Item' }).click();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText(/^0:0\d \/ 20:00$/)).toBeVisible();

  // Notes save when the field loses focus.
  await page.getByLabel('Notes').fill('The CFO walked through the hiring and marketing lines.');
  await page.getByLabel('Company information').click();
  await expect(page.getByText('Notes saved')).toBeVisible();

  // Ask the Board: the decision appears with its tally.
  await page.getByLabel('Company information').fill(COMPANY_INFO);
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  const decision = page.getByRole('region', { name: 'Board decision' });
  await expect(decision).toBeVisible({ timeout: 45_000 });
  const recorded = (await apiGet<MeetingDetail>(request, account.token, `/meetings/${meetingId}`))
    .agenda_items[0]!.decision!;
  expect(recorded).not.toBeNull();
  // 'with the conditions below' is followed by them, or left out when there are none.
  await expect(decision).toContainText(decisionWording(recorded.wording, recorded.conditions));
  if (recorded.conditions.length > 0)
    await expect(decision.getByRole('list', { name: 'Conditions' })).toContainText(recorded.conditions[0]!);
  else await expect(decision).not.toContainText('with the conditions below');
  // Each seat's vote is on the record.
  expect(recorded.votes).toHaveLength(6);
  for (const vote of recorded.votes)
    await expect(decision.getByRole('list', { name: 'Votes' })).toContainText(voteLine(vote));
  const tally = decision.getByRole('table', { name: 'Vote tally' });
  for (const vote of ['approve', 'against', 'abstain'] as const) {
    const label = vote[0]!.toUpperCase() + vote.slice(1);
    await expect(
      tally
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(recorded.headcount[vote]));
  }
  await expect(decision.getByRole('link', { name: 'View the full analysis' })).toHaveAttribute(
    'href',
    `/session/${recorded.session_id}`,
  );

  // An action item with an owner and a due date.
  await page
    .getByRole('textbox', { name: 'Action', exact: true })
    .fill('Send the approved budget to investors');
  await page.getByLabel('Owner').fill('Dana Price (CFO)');
  await page.getByLabel('Due date').fill('2026-12-15');
  await page.getByRole('button', { name: 'Add Action Item' }).click();
  const actions = page.getByRole('list', { name: 'Action items' });
  await expect(actions).toContainText('Send the approved budget to investors');
  await expect(actions).toContainText('Owner: Dana Price (CFO)');
  await snapshot(page, testInfo, 'run');

  // Attendance: the owner is present; the board's six AI seats make the quorum.
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByTestId('quorum')).toHaveText(
    'Quorum met: 6 of 6 seats present (4 required, a majority of the seats).',
  );
  const me = (await (
    await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json()) as { full_name: string };
  await attendance
    .getByRole('radiogroup', { name: `Attendance of ${me.full_name}` })
    .getByText('Present', { exact: true })
    .click();
  await expect(
    attendance
      .getByRole('radiogroup', { name: `Attendance of ${me.full_name}` })
      .getByRole('radio', { name: 'Present' }),
  ).toBeChecked();

  // Done with the item: on to the next; then complete the meeting.
  await page.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByText('Item 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Meeting' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete Meeting' });
  await confirm.getByRole('button', { name: 'Complete Meeting' }).click();

  // Minutes: meeting facts, the decision with its tally, the action item.
  await expect(page).toHaveURL(new RegExp(`/board/${account.boardId}/meeting/${meetingId}/minutes$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Boardroom 2')).toBeVisible();
  await expect(page.getByText('All Board Members')).toBeVisible();
  await expect(page.getByText('The CFO walked through the hiring and marketing lines.')).toBeVisible();
  const minutesDecision = page.getByRole('region', { name: 'Board decision' });
  await expect(minutesDecision).toContainText(decisionWording(recorded.wording, recorded.conditions));
  await expect(minutesDecision.getByRole('list', { name: 'Votes' })).toContainText(
    voteLine(recorded.votes[0]!),
  );
  await expect(page.getByTestId('approval')).toContainText('Draft — not yet approved.');
  await expect(
    minutesDecision
      .getByRole('row', { name: /^Abstain/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(recorded.headcount.abstain));
  const actionRow = page.getByRole('row', { name: /Send the approved budget to investors/ });
  await expect(actionRow).toContainText('Dana Price (CFO)');
  await expect(actionRow).toContainText('2026-12-15');
  await snapshot(page, testInfo, 'minutes');

  // Export PDF: a real PDF that renders and reads back the tally and the action item.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = testInfo.outputPath('minutes.pdf');
  await pdf.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pngPrefix = testInfo.outputPath('minutes-page');
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfPath, pngPrefix]);
  expect(statSync(`${pngPrefix}-1.png`).size).toBeGreaterThan(5_000);
  await testInfo.attach('minutes-pdf-page-1', { path: `${pngPrefix}-1.png`, contentType: 'image/png' });
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  const h = recorded.headcount;
  expect(text).toContain(decisionWording(recorded.wording, recorded.conditions));
  expect(text).toContain('Draft — not yet approved');
  expect(text).toContain(`${me.full_name}: Present`);
  expect(text).toContain('Quorum met: 6 of 6 seats present');
  expect(text).toContain(`${h.approve} approve · ${h.against} against · ${h.abstain} abstain`);
  expect(text).toContain('Send the approved budget to investors');
  expect(text).toContain('Dana Price (CFO)');

  // Export Markdown.
  const mdDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  const md = await mdDownload;
  expect(md.suggestedFilename()).toMatch(/\.md$/);
  const mdPath = testInfo.outputPath('minutes.md');
  await md.saveAs(mdPath);
  expect(readFileSync(mdPath, 'utf8')).toContain('Send the approved budget to investors');

  // Approval: who and when, then the minutes are read-only.
  await page.getByRole('button', { name: 'Approve Minutes' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Minutes' });
  await approve.getByRole('button', { name: 'Approve Minutes' }).click();
  await expect(page.getByTestId('approval')).toContainText(`Approved by ${me.full_name} on`);
  await expect(page.getByRole('button', { name: 'Approve Minutes' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Attendance' }).getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Attendance' })).toContainText('Present');

  // The finished meeting: Completed tab with View Minutes; the run page leads to the minutes.
  await page.goto(`/board/${account.boardId}/meetings?tab=completed`);
  await expect(meetingCard(page, title).getByRole('link', { name: 'View Minutes' })).toBeVisible();
  await page.goto(`/board/${account.boardId}/meeting/${meetingId}/live`);
  await expect(page).toHaveURL(new RegExp(`/meeting/${meetingId}/minutes$`));
});

test('the agenda pool: quick-add validation, a meeting from its items, moving items', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccountWithBoard(request, 'pool');
  await signInWithToken(page, account.token);
  await page.goto(`/board/${account.boardId}/meetings`);

  const pool = page.getByRole('region', { name: /Agenda Items Pool/ });
  const quickAdd = pool.getByRole('textbox', { name: 'Agenda items' });
  await quickAdd.fill('Bad, 2');
  await expect(pool.getByText('Line 1: duration must be between 5 and 480 minutes')).toBeVisible();
  await expect(pool.getByRole('button', { name: 'Add Items to Agenda' })).toBeDisabled();
  await quickAdd.fill('Pricing change, 25\n\nBad, 2');
  await expect(pool.getByText('Line 3: duration must be between 5 and 480 minutes')).toBeVisible();
  await quickAdd.fill('Pricing change, 25\nOffice move\nPartnership with Acme, 15');
  await pool.getByRole('button', { name: 'Add Items to Agenda' }).click();
  await expect(page.getByText('Added 3 items to the agenda pool')).toBeVisible();
  await expect(pool.getByRole('checkbox', { name: 'Office move' })).toBeVisible();
  await snapshot(page, testInfo, 'pool');

  // A meeting from the selected item.
  await pool.getByRole('checkbox', { name: 'Pricing change' }).check();
  await page.getByRole('button', { name: 'Create Meeting from Items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Meeting from Items' });
  await expect(dialog).toContainText('1 item from the pool will move to this meeting');
  const { date, time } = localDateTime(24 * 60);
  await dialog.getByLabel('Title').fill('Pricing meeting');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill(time);
  await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(dialog).toBeHidden();
  const card = meetingCard(page, 'Pricing meeting');
  await expect(card).toContainText('1 agenda item (25 min)');
  await expect(card.getByRole('link', { name: 'Manage Agenda' })).toBeVisible();
  await expect(card.getByText('Can start 15 minutes before the scheduled time')).toBeVisible();
  await expect(pool.getByRole('checkbox', { name: 'Pricing change' })).toHaveCount(0);

  // Move another pool item to that meeting.
  await pool.getByRole('checkbox', { name: 'Office move' }).check();
  const target = pool.getByLabel('Move selected items to');
  const value = await target.locator('option', { hasText: 'Pricing meeting' }).getAttribute('value');
  await target.selectOption(value!);
  await pool.getByRole('button', { name: 'Move to Meeting' }).click();
  await expect(page.getByText('Moved 1 item to "Pricing meeting"')).toBeVisible();
  await expect(card).toContainText('2 agenda items (35 min)');
  await expect(pool.getByRole('checkbox', { name: 'Office move' })).toHaveCount(0);
  await expect(pool.getByRole('checkbox', { name: 'Partnership with Acme' })).toBeVisible();
});

test('drafts: saved from the form, listed under Drafts, deleted after confirmation', async ({
  page,
  request,
}) => {
  const account = await createAccountWithBoard(request, 'drafts');
  await signInWithToken(page, account.token);
  await page.goto(`/board/${account.boardId}/meetings`);
  await expect(page.getByRole('tab', { name: /Drafts/ })).toContainText('0');

  // Required fields first.
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await form.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Date is required')).toBeVisible();
  await expect(form.getByText('Time is required')).toBeVisible();
  // The duration is kept within 15–480 minutes.
  await form.getByLabel('Duration (minutes)').fill('10');
  await form.getByLabel('Title').click();
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('15');
  await form.getByLabel('Duration (minutes)').fill('500');
  await form.getByLabel('Title').click();
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('480');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await scheduleMeeting(
    page,
    { title: 'Strategy offsite (draft)', minutesFromNow: 7 * 24 * 60 },
    'Save as Draft',
  );
  await expect(page.getByText('Draft "Strategy offsite (draft)" saved')).toBeVisible();
  await page.getByRole('tab', { name: /Drafts/ }).click();
  await expect(page.getByRole('tab', { name: /Drafts/ })).toContainText('1');
  const card = meetingCard(page, 'Strategy offsite (draft)');
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Meeting' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Delete meeting Strategy offsite (draft)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete meeting' });
  await expect(confirm).toContainText('Are you sure you want to delete this meeting?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete meeting Strategy offsite (draft)' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Meeting "Strategy offsite (draft)" deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Drafts/ })).toContainText('0');
  await expect(page.getByText('No draft meetings.')).toBeVisible();
});

test('asking the board about an item shows the seats deliberating, also after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The board of the LLM server answers through a slow fake model, so progress can be watched.
  const account = await createAccountWithBoard(request, 'live', LLM_URL);
  const call = <T>(method: 'POST' | 'PATCH', path: string, data: unknown) =>
    api<T>(request, account.token, method, path, data, LLM_URL);
  const meeting = await call<Meeting>('POST', '/meetings', {
    board_id: account.boardId,
    title: 'Funding decision',
    scheduled_date: new Date(Date.now() + 60_000).toISOString(),
  });
  const { items } = await call<ImportAgendaResult>('POST', `/meetings/${meeting.id}/agenda/import`, {
    text: 'Raise a seed extension, 30',
    format: 'text',
  });
  await call('PATCH', `/meetings/${meeting.id}/agenda/${items[0]!.id}`, {
    item_type: 'DECISION',
    description: 'Raise 2M on the same terms as the seed round to extend runway to 30 months.',
  });
  await call('POST', `/meetings/${meeting.id}/start`, { actual_attendees: ['All Board Members'] });

  await signInWithToken(page, account.token);
  await page.goto(`${LLM_URL}/board/${account.boardId}/meeting/${meeting.id}/live`);
  await expect(page).toHaveURL(new RegExp(`/board/${account.boardId}/meetings/${meeting.id}/run$`));
  await expect(page.getByRole('heading', { name: 'Raise a seed extension', level: 2 })).toBeVisible();

  // Company information is required (more than 20 characters) and remembered for the board.
  await page.getByLabel('Company information').fill('Tiny startup');
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page.getByText('Give more than 20 characters of company information')).toBeVisible();
  await page.getByLabel('Company information').fill(COMPANY_INFO);
  await page.getByRole('button', { name: 'Ask the Board' }).click();

  await expect(page.getByText('Board deliberation in progress...')).toBeVisible();
  await expect(page.getByText(/^Initial Positions · [0-6] of 6 board members done$/)).toBeVisible();
  await snapshot(page, testInfo, 'run-progress');

  // A reload keeps following the same session, on through the later phases.
  await page.reload();
  await expect(page.getByText('Board deliberation in progress...')).toBeVisible();
  await expect(
    page.getByText(
      /^(Discussion & Debate|Consensus Building — Round \d|Final Vote) · [0-6] of 6 board members done$/,
    ),
  ).toBeVisible();
  const decision = page.getByRole('region', { name: 'Board decision' });
  await expect(decision).toBeVisible({ timeout: 90_000 });
  await expect(decision.getByRole('table', { name: 'Vote tally' })).toBeVisible();
  await expect(page.getByLabel('Company information')).toHaveValue(COMPANY_INFO);
  await expect(page.getByRole('button', { name: 'Ask the Board Again' })).toBeVisible();
});
