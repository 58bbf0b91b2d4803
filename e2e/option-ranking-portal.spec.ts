// A director ranks a decision's options in the portal, with their perspective, and meets that
// ranking again in the live room's vote: the ranker starts from it (reasons included), so voting
// does not mean ranking twice, and the ranking cast is the one counted.
import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LLM_URL } from '../playwright.config.ts';
import { apiAccount, storeToken, waitForSessionEnd } from './session-support.ts';

const HUMAN_SEAT = 'Independent Director';
const REASON = 'We keep the roadmap and the data in our hands.';

async function pageFor(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: LLM_URL });
  const page = await context.newPage();
  await storeToken(page, token);
  return page;
}

test('the live vote starts from the ranking the director gave in the portal', async ({ browser }) => {
  test.setTimeout(180_000);
  const api = (await browser.newContext()).request;
  const owner = await apiAccount(api, LLM_URL, 'ranker-owner');
  const member = await apiAccount(api, LLM_URL, 'ranker');
  const auth = { Authorization: `Bearer ${owner.token}` };
  const created = await api.post(`${LLM_URL}/api/v1/organizations`, {
    headers: auth,
    data: { name: `Ranking ${owner.email}` },
  });
  expect(created.status()).toBe(201);
  const org = (await created.json()) as { id: string };
  // This server sends no e-mail: the invitation's link comes back to the inviter.
  const invited = await api.post(`${LLM_URL}/api/v1/organizations/${org.id}/invites`, {
    headers: auth,
    data: { emails: [member.email] },
  });
  expect(invited.status()).toBe(201);
  const link = ((await invited.json()) as { invited: { link: string }[] }).invited[0]!.link;
  const accepted = await api.post(
    `${LLM_URL}/api/v1/invites/${link.slice(link.lastIndexOf('/') + 1)}/accept`,
    {
      headers: { Authorization: `Bearer ${member.token}` },
    },
  );
  expect(accepted.status()).toBe(200);

  const board = await api.post(`${LLM_URL}/api/v1/boards`, {
    headers: auth,
    data: {
      name: `Ranking table ${randomBytes(3).toString('hex')}`,
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
  const started = await api.post(`${LLM_URL}/api/v1/boards/${boardId}/sessions`, {
    headers: auth,
    data: {
      decision_topic: `Which support platform should we choose? ${randomBytes(3).toString('hex')}`,
      decision_context:
        'We must replace our help desk tool before March; 6 agents handle 4,000 tickets a month.',
      decision_type: 'strategic',
      constraints: { company_info: 'B2B SaaS for logistics teams, 12 people, based in Berlin.' },
      options: ['Vendor A at $40k a year', 'Vendor B at $55k a year with an SLA', 'Build in-house'],
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const sessionId = ((await started.json()) as { session_id: string }).session_id;

  // The portal: the director ranks C first, with a reason, along with their perspective.
  const memberPage = await pageFor(browser, member.token);
  await memberPage.goto(`/board/human/session/${sessionId}`);
  const portalRanker = memberPage.getByTestId('option-ranker');
  await expect(portalRanker).toBeVisible({ timeout: 30_000 });
  await portalRanker.getByRole('button', { name: 'Move C up' }).click();
  await portalRanker.getByRole('button', { name: 'Move C up' }).click();
  await portalRanker.getByLabel(/^C\. Build in-house/).fill(REASON);
  await memberPage.getByRole('button', { name: 'Support', exact: true }).click();
  await memberPage
    .getByLabel('Your analysis')
    .fill(
      'Our agents cannot be without a help desk; owning it costs two engineers but no vendor can strand us.',
    );
  await memberPage.getByRole('button', { name: 'Submit Perspective' }).click();
  await expect(memberPage.getByText('Your perspective has been submitted successfully!')).toBeVisible();

  // The live room's vote: the ranker already reads C, A, B with the portal's reason.
  await memberPage.goto(`/board/deliberation/${sessionId}`);
  const voting = memberPage.getByRole('region', { name: 'Final vote' });
  await expect(voting).toBeVisible({ timeout: 90_000 });
  await expect(voting.getByTestId('ranking-from-portal')).toBeVisible();
  const rows = voting.getByTestId('option-ranker').getByRole('textbox');
  await expect(rows.nth(0)).toHaveAccessibleName(/^C\. Build in-house/);
  await expect(rows.nth(0)).toHaveValue(REASON);
  await expect(rows.nth(1)).toHaveAccessibleName(/^A\. Vendor A/);
  await expect(rows.nth(2)).toHaveAccessibleName(/^B\. Vendor B/);
  await voting.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(voting.getByTestId('my-vote')).toContainText('Yes');

  // The ranking counted is the one the director gave in the portal and confirmed by voting.
  await waitForSessionEnd(api, LLM_URL, owner.token, sessionId);
  const detail = (await (
    await api.get(`${LLM_URL}/api/v1/sessions/${sessionId}`, { headers: auth })
  ).json()) as {
    options_result: {
      ballots: { seat: string; counted: boolean; ranking: { option: string; reason: string }[] }[];
    };
  };
  const ballot = detail.options_result.ballots.find((b) => b.seat === HUMAN_SEAT);
  expect(ballot?.counted).toBe(true);
  expect(ballot?.ranking.map((r) => r.option)).toEqual(['C', 'A', 'B']);
  expect(ballot?.ranking[0]?.reason).toBe(REASON);
});
