// The export of one's data as a zip, made by a pg-boss job: asked for after re-authentication,
// e-mailed as a link when ready (the SMTP test server), downloadable from the link without a
// sign-in and from Settings by its owner only; the zip holds data.json and Markdown pages.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { createTestClock } from '../../test/clock.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startMailbox, waitForMail } from '../../test/mailbox.ts';
import { startSession, validDecision } from '../../test/sessions.ts';
import { EXPORT_GONE } from './account-exports.ts';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const clock = createTestClock();

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const ask = (actor: Actor, password: string | null = actor.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/account/exports',
    headers: actor.headers,
    payload: password === null ? {} : { current_password: password },
  });

/** Waits (by the job, not by time) until the export is no longer pending. */
async function whenMade(actor: Actor, id: string) {
  for (let tries = 0; tries < 900; tries++) {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/account/exports',
      headers: actor.headers,
    });
    const found = list.json().exports.find((e: { id: string }) => e.id === id);
    if (found.status !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export job never ran');
}

describe('exporting my data as a zip', () => {
  it('is made by a job, e-mailed as a link, and holds JSON and Markdown', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user);
    await startSession(
      t.app,
      user,
      board.id,
      validDecision({ decision_topic: 'Should we open a Lisbon office?' }),
    );

    clock.advanceMinutes(11);
    const stale = await ask(user, null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(REAUTH_REQUIRED);

    const asked = await ask(user);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().status).toBe('pending');
    const made = await whenMade(user, asked.json().id);
    expect(made.status).toBe('ready');

    const mail = await waitForMail(mailbox.received, user.user.email!, 'data export is ready');
    const link = mail.text.match(/(\/api\/v1\/auth\/account\/exports\/download\?token=[\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    // The link is its own credential: no sign-in.
    const downloaded = await t.app.inject({ method: 'GET', url: link! });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(downloaded.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['data.json', 'README.md', 'perspectives.md', 'votes.md']));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile.email).toBe(user.user.email);
    const decisionPage = names.find((n) => n.startsWith('decisions/should-we-open-a-lisbon-office'));
    expect(decisionPage).toBeTruthy();
    expect(strFromU8(files[decisionPage!]!)).toContain('# Should we open a Lisbon office?');
    expect(names.some((n) => n.startsWith('boards/'))).toBe(true);

    // The owner downloads it from Settings too; another account's request answers 404.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/${made.id}`,
      headers: user.headers,
    });
    expect(own.statusCode).toBe(200);
    const stranger = await createUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/${made.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);

    // A made-up link, and the real one once the export has expired, find nothing.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/account/exports/download?token=${'A'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(EXPORT_GONE);
    clock.advanceMinutes(8 * 24 * 60);
    expect((await t.app.inject({ method: 'GET', url: link! })).statusCode).toBe(404);
  }, 120_000);
});
