// Asking the board about a meeting's agenda (spec §2 Ask Your Board: Import Agenda, §5
// Agenda-import session, §8 agenda-mode start failure): the validation, the request built from
// the chosen items, the live view and result, and the decision recorded on exactly those items;
// the empty state; a start that fails. Offline engine (OPEN_URL).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ImportAgendaResult, Meeting, MeetingDetail } from '../src/contracts/meetings.ts';
import {
  type Account,
  api,
  apiGet,
  createAccountWithBoard,
  signInWithToken,
  snapshot,
} from './meetings-support.ts';

const COMPANY_INFO = 'B2B SaaS for logistics teams, 12 people, based in Berlin, 40 paying customers.';
const FAILED = 'Board deliberation failed. Please try again.';
const TITLES = ['Approve the 2026 budget', 'Approve the 2026 sales budget', 'Office move update'] as const;

const missingList = (page: Page) => page.getByTestId('form-missing');
const meetingSelect = (page: Page) => page.getByRole('combobox', { name: /^Meeting/ });
const agenda = (page: Page) => page.getByRole('group', { name: 'Agenda items' });
const itemBox = (page: Page, title: string) =>
  agenda(page).getByRole('checkbox', { name: title, exact: true });

/** A meeting `daysAhead` days out with an agenda of the given lines ('Title, minutes'). */
async function meetingWithAgenda(
  request: APIRequestContext,
  account: Account,
  title: string,
  daysAhead: number,
  lines: readonly string[],
): Promise<{ meeting: Meeting; items: ImportAgendaResult['items'] }> {
  const meeting = await api<Meeting>(request, account.token, 'POST', '/meetings', {
    board_id: account.boardId,
    title,
    scheduled_date: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
  });
  if (lines.length === 0) return { meeting, items: [] };
  const { items } = await api<ImportAgendaResult>(
    request,
    account.token,
    'POST',
    `/meetings/${meeting.id}/agenda/import`,
    { text: lines.join('\n'), format: 'text' },
  );
  return { meeting, items };
}

/** The Q3 meeting with a three-item agenda: an approval to vote on, a decision, an update. */
async function q3Meeting(request: APIRequestContext, account: Account) {
  const made = await meetingWithAgenda(request, account, 'Q3 Board Meeting', 3, [
    `${TITLES[0]}, 20`,
    `${TITLES[1]}, 15`,
    `${TITLES[2]}, 5`,
  ]);
  const [budget, hire] = made.items;
  await api(request, account.token, 'PATCH', `/meetings/${made.meeting.id}/agenda/${budget!.id}`, {
    item_type: 'APPROVAL',
    requires_vote: true,
    description: 'Operating budget of €3.2M for 2026, up 18% on this year.',
    proposal: 'Approve the budget as presented by the CFO.',
  });
  await api(request, account.token, 'PATCH', `/meetings/${made.meeting.id}/agenda/${hire!.id}`, {
    item_type: 'DECISION',
    background: 'The pipeline doubled and the sales team needs two more account executives.',
  });
  return made;
}

async function openImportAgenda(page: Page, account: Account): Promise<void> {
  await signInWithToken(page, account.token);
  await page.goto(`/board/${account.boardId}`);
  await expect(page.getByRole('heading', { name: 'Ask Your Board' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Manual Entry' })).toBeChecked();
  await page.getByText('Import Agenda', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Import Agenda' })).toBeChecked();
}

test('the board decides two agenda items of a meeting; the decision is recorded on both, not the third', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccountWithBoard(request, 'agenda');
  const { meeting, items } = await q3Meeting(request, account);
  const later = await meetingWithAgenda(request, account, 'Strategy offsite', 10, [
    'Enter the US market, 30',
  ]);
  await meetingWithAgenda(request, account, 'No agenda yet', 1, []);
  await openImportAgenda(page, account);

  // Nothing chosen: the button waits, and the list says what is missing.
  const ask = page.getByRole('button', { name: 'Ask the Board' });
  await expect(ask).toBeDisabled();
  await expect(missingList(page).getByRole('listitem')).toHaveText([
    'Choose a meeting',
    'Select at least one agenda item',
    'Give more than 20 characters of company information',
  ]);
  await expect(page.getByLabel('Decision Topic')).toHaveCount(0);

  // Only meetings with an agenda, the sooner first.
  await expect(meetingSelect(page).locator('option')).toHaveText([
    'Choose a meeting…',
    /^Q3 Board Meeting — .+ \(3 items\)$/,
    /^Strategy offsite — .+ \(1 item\)$/,
  ]);
  await meetingSelect(page).selectOption(meeting.id);
  await expect(agenda(page).getByRole('checkbox')).toHaveCount(4);
  await expect(itemBox(page, TITLES[0])).toHaveAccessibleDescription(/Approval\s*20 min\s*Requires vote/);
  await expect(itemBox(page, TITLES[1])).toHaveAccessibleDescription(/Decision\s*15 min/);
  await expect(itemBox(page, TITLES[2])).toHaveAccessibleDescription(/Discussion\s*5 min/);
  await expect(missingList(page).getByRole('listitem')).toHaveText([
    'Select at least one agenda item',
    'Give more than 20 characters of company information',
  ]);

  // Select all, and back; then two items.
  const selectAll = agenda(page).getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  for (const title of TITLES) await expect(itemBox(page, title)).toBeChecked();
  await selectAll.uncheck();
  for (const title of TITLES) await expect(itemBox(page, title)).not.toBeChecked();
  await itemBox(page, TITLES[1]).check();
  await expect(selectAll).toBeChecked({ indeterminate: true });
  await itemBox(page, TITLES[0]).check();
  await expect(missingList(page).getByRole('listitem')).toHaveText([
    'Give more than 20 characters of company information',
  ]);

  // Company information: more than 20 characters, counted, with the manual form's message.
  const company = page.getByLabel('Company Information');
  await company.fill('Tiny startup');
  await company.blur();
  await expect(page.getByText('Stage, size, market, traction. 12/4000 characters')).toBeVisible();
  await expect(page.getByText('Give more than 20 characters of company information')).toHaveCount(2); // list + field
  await expect(ask).toBeDisabled();
  await company.fill(COMPANY_INFO);
  await page.getByLabel('Budget', { exact: true }).fill('Up to €50k this year');
  await expect(missingList(page)).toHaveCount(0);
  await expect(ask).toBeEnabled();
  await snapshot(page, testInfo, 'agenda-form');

  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && /\/boards\/[^/]+\/sessions$/.test(r.url())),
    ask.click(),
  ]);
  const body = sent.postDataJSON() as {
    decision_topic: string;
    decision_context: string;
    decision_type: string;
    constraints: Record<string, unknown>;
  };
  expect(body.decision_topic).toBe(`Agenda: ${TITLES[0]}; ${TITLES[1]}`);
  expect(body.decision_type).toBe('strategic');
  expect(body.decision_context).toBe(
    [
      `## ${TITLES[0]}`,
      '',
      'Operating budget of €3.2M for 2026, up 18% on this year.',
      '',
      'Proposal: Approve the budget as presented by the CFO.',
      '',
      `## ${TITLES[1]}`,
      '',
      'Background: The pipeline doubled and the sales team needs two more account executives.',
    ].join('\n'),
  );
  expect(body.constraints).toEqual({
    company_info: COMPANY_INFO,
    budget: 'Up to €50k this year',
    timeline: null,
    other: null,
    meeting_id: meeting.id,
    agenda_item_ids: [items[0]!.id, items[1]!.id],
  });

  // The same live view and result as a manual question.
  await expect(page).toHaveURL(/\?session=/);
  const sessionId = new URL(page.url()).searchParams.get('session');
  await expect(page.getByRole('heading', { name: 'Board Recommendation' })).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole('region', { name: 'Board Recommendation' });
  await expect(result.getByText(body.decision_topic, { exact: true })).toBeVisible();
  await expect(result.getByTestId('outcome-banner')).toBeVisible();
  await snapshot(page, testInfo, 'agenda-result');

  // The server recorded the board's decision on the two items, and only on them.
  const decided = async () => {
    const detail = await apiGet<MeetingDetail>(request, account.token, `/meetings/${meeting.id}`);
    return items.map(
      (item) => detail.agenda_items.find((i) => i.id === item.id)?.decision?.session_id ?? null,
    );
  };
  await expect.poll(decided).toEqual([sessionId, sessionId, null]);
  const other = await apiGet<MeetingDetail>(request, account.token, `/meetings/${later.meeting.id}`);
  expect(other.agenda_items[0]!.decision).toBeNull();

  // Asking another question keeps the mode; the company information is remembered for the board.
  await page.getByRole('button', { name: 'Ask Another Question' }).click();
  await expect(page.getByRole('radio', { name: 'Import Agenda' })).toBeChecked();
  await expect(meetingSelect(page)).toHaveValue('');
  await expect(page.getByLabel('Company Information')).toHaveValue(COMPANY_INFO);
  await meetingSelect(page).selectOption(meeting.id);
  await expect(itemBox(page, TITLES[0])).not.toBeChecked();
  await expect(itemBox(page, TITLES[0])).toHaveAccessibleDescription(/Already decided/);
  await expect(itemBox(page, TITLES[2])).not.toHaveAccessibleDescription(/Already decided/);
});

test('without a meeting that has an agenda, the mode says so and links to the meetings', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccountWithBoard(request, 'agenda-empty');
  await meetingWithAgenda(request, account, 'Kick-off', 2, []);
  await openImportAgenda(page, account);
  await expect(page.getByText('No meetings with an agenda yet')).toBeVisible();
  await expect(meetingSelect(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask the Board' })).toBeDisabled();
  await snapshot(page, testInfo, 'agenda-empty');
  await page.getByRole('link', { name: "Go to the board's meetings" }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${account.boardId}/meetings$`));
  await expect(page.getByRole('heading', { name: 'Board Meetings' })).toBeVisible();
});

test('a start that fails says so in agenda terms and keeps the form; a refusal says why', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccountWithBoard(request, 'agenda-fail');
  const { meeting } = await q3Meeting(request, account);
  // The company information the meeting run page remembered for this board fills the field.
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`boardwise.company_info.${account.boardId}`, COMPANY_INFO],
  );
  await openImportAgenda(page, account);
  await expect(page.getByLabel('Company Information')).toHaveValue(COMPANY_INFO);
  await meetingSelect(page).selectOption(meeting.id);
  await itemBox(page, TITLES[2]).check();
  await expect(missingList(page)).toHaveCount(0);

  await page.route('**/sessions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { detail: 'boom' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('boom');
  await expect(page.getByText('Unable to start board deliberation. Please try again.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Describe Your Decision' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Import Agenda' })).toBeChecked();
  await expect(meetingSelect(page)).toHaveValue(meeting.id);
  await expect(itemBox(page, TITLES[2])).toBeChecked();
  await expect(page).not.toHaveURL(/\?session=/);

  await page.unrouteAll();
  const detail = 'You already have 3 sessions running. Wait for one to finish before starting another.';
  await page.route('**/sessions', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 429, json: { detail } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toContainText(detail);
  await snapshot(page, testInfo, 'agenda-start-failed');

  // Switching mode clears the failure; the manual form keeps its own message.
  await page.getByText('Manual Entry', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
  await expect(page.getByLabel('Decision Topic')).toBeVisible();
});
