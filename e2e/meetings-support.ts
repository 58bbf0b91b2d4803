// Steps for the meetings browser tests: an account and a board made through the API, a signed-in
// page, the agenda's order as shown, drag and drop on a handle, and screenshots on request.
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { OPEN_URL } from '../playwright.config.ts';
import { registerViaApi, TEMPLATES, uniqueUser } from './support.ts';

export interface Account {
  token: string;
  boardId: string;
  boardName: string;
}

/** A fresh user with one Startup Advisory Board, both made through the API. */
export async function createAccountWithBoard(
  request: APIRequestContext,
  prefix: string,
  baseURL: string = OPEN_URL,
): Promise<Account> {
  const user = uniqueUser(prefix);
  expect((await registerViaApi(request, baseURL, user)).ok()).toBe(true);
  const login = await request.post(`${baseURL}/api/v1/auth/login`, {
    form: { username: user.email, password: user.password },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const boardName = `Board ${user.username}`;
  const board = await request.post(`${baseURL}/api/v1/boards`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: boardName, template_slug: TEMPLATES.startup.slug, custom_positions: [] },
  });
  expect(board.status()).toBe(201);
  const { id: boardId } = (await board.json()) as { id: string };
  return { token, boardId, boardName };
}

/** Every page load of this test starts signed in (the token in localStorage, as the app keeps it). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
}

/** A call on the API as this account; resolves with the JSON answer. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
  baseURL: string = OPEN_URL,
): Promise<T> {
  const response = await request.fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  return api<T>(request, token, 'GET', path);
}

/** The agenda's item titles in the order the editor shows them. */
export async function agendaOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Agenda items' }).getByRole('listitem');
  const labels = await rows.evaluateAll((elements) =>
    elements.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Item \d+: /, ''));
}

/** Drags one row's handle onto another row's handle with the mouse, in small steps. */
export async function dragHandle(page: Page, fromTitle: string, toTitle: string): Promise<void> {
  const from = await page.getByRole('button', { name: `Reorder ${fromTitle}` }).boundingBox();
  const to = await page.getByRole('button', { name: `Reorder ${toTitle}` }).boundingBox();
  if (!from || !to) throw new Error('The drag handles are not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + (to.y > from.y ? 8 : -8), { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** The local date and time inputs for a moment `minutes` from now. */
export function localDateTime(minutesFromNow: number): { date: string; time: string } {
  const when = new Date(Date.now() + minutesFromNow * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`,
    time: `${pad(when.getHours())}:${pad(when.getMinutes())}`,
  };
}

/**
 * Full-page screenshots at 1280 and 375 px, attached to the report when E2E_SCREENSHOTS is set
 * (for looking at the screens; the test does not depend on them).
 */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}
