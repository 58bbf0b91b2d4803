// Every screen, signed in with real data, checked with axe-core: no serious or critical
// accessibility violation (contrast, names, labels, landmarks...). The data is made through the
// API on the LLM server (its fake model is slow enough to watch a session in progress, and it
// has no e-mail, so an invitation hands back its link). Each check is soft, so one run lists
// every screen's violations. New screens: call expectNoSeriousA11yViolations (e2e/a11y.ts) in
// their own journey, or add a visit here.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { GATED_URL, LLM_URL } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  type ApiAccount,
  apiAccount,
  apiBoard,
  apiSession,
  fillSessionForm,
  storeToken,
  waitForSessionEnd,
} from './session-support.ts';
import { registerViaApi, uniqueUser } from './support.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: LLM_URL });

const tag = Date.now().toString(36);
const CHIEF = { ...uniqueUser('chief'), email: 'chief@e2e.example', password: 'chief-e2e-password' };

interface World {
  owner: ApiAccount;
  invitee: ApiAccount;
  org: string;
  board: string;
  boardName: string;
  session: string;
  meeting: string;
  minutesMeeting: string;
  inviteToken: string;
}
let world: World;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH' | 'GET',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${LLM_URL}/api/v1${path}`, { method, headers: auth(token), data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A meeting starting in a minute with a two-item agenda; returns its id. */
async function meetingWithAgenda(request: APIRequestContext, token: string, board: string, title: string) {
  const meeting = await call<{ id: string }>(request, token, 'POST', '/meetings', {
    board_id: board,
    title,
    location: 'Berlin office',
    scheduled_date: new Date(Date.now() + 60_000).toISOString(),
  });
  const { items } = await call<{ items: { id: string }[] }>(
    request,
    token,
    'POST',
    `/meetings/${meeting.id}/agenda/import`,
    { text: 'Approve the 2027 budget, 20\nHire a VP of Sales, 15\nProduct update, 5', format: 'text' },
  );
  await call(request, token, 'PATCH', `/meetings/${meeting.id}/agenda/${items[0]!.id}`, {
    item_type: 'APPROVAL',
    requires_vote: true,
    description: 'Operating budget of €3.2M for 2027.',
  });
  return { id: meeting.id, items };
}

test.beforeAll(async ({ request }) => {
  const owner = await apiAccount(request, LLM_URL, 'a11y');
  const invitee = await apiAccount(request, LLM_URL, 'a11yinvitee');
  const org = (
    await call<{ id: string }>(request, owner.token, 'POST', '/organizations', { name: `A11y ${tag}` })
  ).id;
  const boardName = `Accessible board ${tag}`;
  const board = (
    await call<{ id: string }>(request, owner.token, 'POST', '/boards', {
      name: boardName,
      organization_id: org,
      template_slug: 'startup-board',
      custom_positions: [],
    })
  ).id;
  await apiBoard(request, LLM_URL, owner.token, `Second board ${tag}`);
  const session = await apiSession(request, LLM_URL, owner.token, board);
  await waitForSessionEnd(request, LLM_URL, owner.token, session);

  const meeting = (await meetingWithAgenda(request, owner.token, board, 'Q4 Board Meeting')).id;
  await call(request, owner.token, 'POST', `/meetings/${meeting}/start`, {
    actual_attendees: ['All Board Members'],
  });
  const done = await meetingWithAgenda(request, owner.token, board, 'Q3 Board Meeting');
  await call(request, owner.token, 'POST', `/meetings/${done.id}/start`, {
    actual_attendees: ['All Board Members'],
  });
  await call(request, owner.token, 'PATCH', `/meetings/${done.id}/agenda/${done.items[0]!.id}`, {
    status: 'done',
    notes: 'Approved after discussion.',
  });
  await call(request, owner.token, 'POST', `/meetings/${done.id}/action-items`, {
    description: 'Send the budget to the bank',
    owner: 'CFO',
    due_date: '2027-01-15',
    agenda_item_id: done.items[0]!.id,
  });
  await call(request, owner.token, 'POST', `/meetings/${done.id}/complete`);

  const invited = await call<{ invited: { link: string | null }[] }>(
    request,
    owner.token,
    'POST',
    `/organizations/${org}/invites`,
    { emails: [invitee.email] },
  );
  const inviteToken = invited.invited[0]!.link!.split('/invite/')[1]!;
  world = {
    owner,
    invitee,
    org,
    board,
    boardName,
    session,
    meeting,
    minutesMeeting: done.id,
    inviteToken,
  };
});

/** Opens a path, waits for what shows the screen is loaded, then checks it. */
async function check(
  page: Page,
  screen: string,
  path: string | null,
  ready: (page: Page) => Locator,
  timeout?: number,
) {
  if (path) await page.goto(path);
  await expect(ready(page).first()).toBeVisible({ timeout });
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, screen, { soft: true });
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test('public screens: landing, sign-in, create account, site gate, invitation', async ({ page, browser }) => {
  await check(page, 'landing', '/', (p) => p.getByRole('heading', { level: 1 }));
  await check(page, 'sign-in', '/login', h1('Welcome Back'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await check(page, 'create account', null, h1('Create Account'));
  await check(page, 'invitation (signed out)', `/invite/${world.inviteToken}`, h1(/^Join A11y/));

  const gated = await browser.newContext({ baseURL: GATED_URL });
  const gatePage = await gated.newPage();
  await check(gatePage, 'site gate', '/', (p) => p.getByRole('heading', { level: 1 }));
  await gated.close();
});

test('the owner’s screens with real data', async ({ page }) => {
  const { owner, org, board, boardName, session, meeting, minutesMeeting } = world;
  await storeToken(page, owner.token);
  await check(page, 'dashboard', '/dashboard', (p) => p.getByRole('link', { name: boardName, exact: true }));

  await check(page, 'board creation: name', '/board/new', h1('Create Your Board'));
  await page.getByLabel('Board Name').fill(`Wizard board ${tag}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await check(page, 'board creation: template', null, (p) =>
    p.getByRole('button', { name: /^Startup Advisory Board/ }),
  );
  await page.getByRole('button', { name: /^Startup Advisory Board/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await check(page, 'board creation: members', null, (p) => p.getByText(/^Board members \(\d+ selected\)$/));

  await check(page, 'board page', `/board/${board}`, (p) =>
    p.getByRole('link', { name: /raise a seed round/ }),
  );
  await check(page, 'session analysis', `/session/${session}`, h1(/./));
  await check(page, 'manage members', `/board/${board}/members`, h1(/./));
  await check(page, 'meetings list: in progress', `/board/${board}/meetings?tab=in_progress`, (p) =>
    p.getByText('Q4 Board Meeting'),
  );
  await check(page, 'meetings list: completed', `/board/${board}/meetings?tab=completed`, (p) =>
    p.getByText('Q3 Board Meeting'),
  );
  await check(page, 'meeting agenda', `/board/${board}/meeting/${meeting}/agenda`, (p) =>
    p.getByText('Approve the 2027 budget'),
  );
  await check(page, 'meeting run', `/board/${board}/meetings/${meeting}/run`, (p) =>
    p.getByRole('heading', { level: 2, name: 'Approve the 2027 budget' }),
  );
  await check(page, 'meeting minutes', `/board/${board}/meeting/${minutesMeeting}/minutes`, (p) =>
    p.getByText('Send the budget to the bank'),
  );
  for (const tab of ['boards', 'members', 'templates', 'settings']) {
    await check(page, `organization: ${tab}`, `/organization/${org}?tab=${tab}`, (p) =>
      p.getByRole('tab', { name: new RegExp(tab, 'i'), selected: true }),
    );
  }
  await check(
    page,
    'custom template editor',
    `/templates/new?organization=${org}`,
    h1('Create Custom Template'),
  );
});

test('the invitee: notifications and accepting the invitation', async ({ page }) => {
  await storeToken(page, world.invitee.token);
  await check(page, 'notifications', '/notifications', (p) =>
    p.getByRole('list', { name: 'Notifications' }).getByRole('listitem'),
  );
  await check(page, 'invitation (signed in)', `/invite/${world.inviteToken}`, (p) =>
    p.getByRole('button', { name: /accept/i }),
  );
});

test('a session in progress on the board page, then its results', async ({ page }) => {
  await storeToken(page, world.owner.token);
  await page.goto(`/board/${world.board}`);
  await fillSessionForm(page);
  await page.getByRole('button', { name: 'Ask the Board' }).click();
  // The fake model answers each call after 700 ms: the deliberation lasts several seconds.
  await expect(page.getByRole('heading', { name: 'Board Deliberation in Progress' })).toBeVisible();
  await check(page, 'session progress', null, (p) => p.locator('[data-state="active"]'));
  await check(
    page,
    'session results',
    null,
    (p) => p.getByRole('region', { name: 'Board Recommendation' }).getByTestId('outcome-banner'),
    30_000,
  );
});

test('every super-admin section', async ({ page, request }) => {
  expect([201, 409]).toContain((await registerViaApi(request, LLM_URL, CHIEF)).status());
  const login = await request.post(`${LLM_URL}/api/v1/auth/login`, {
    form: { username: CHIEF.email, password: CHIEF.password },
  });
  const chief = ((await login.json()) as { access_token: string }).access_token;
  await storeToken(page, chief);
  for (const section of [
    'dashboard',
    'organizations',
    'personas',
    'analytics',
    'billing',
    'providers',
    'health',
    'configuration',
  ]) {
    await check(page, `super-admin: ${section}`, `/superadmin?section=${section}`, (p) =>
      p.getByRole('navigation', { name: 'Super-admin sections' }).locator('[aria-current="page"]'),
    );
  }
});
