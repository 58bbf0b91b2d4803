// The reads every page load and every progress poll make are counted, not timed: each route
// below answers in the statements listed once the caller's actor is cached (ADR 21), whatever
// the number of boards, seats, meetings or sessions. A route that starts reading per item (or
// rebuilds what one statement gave) fails here before it shows in `npm run bench:http`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createUser } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { createMeeting, importAgenda } from './test/meetings.ts';
import { startSession, waitForSession } from './test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

/** Statements a request makes: each takes the pool's connection once (a transaction once in all). */
async function statementsOf(url: string, headers: Record<string, string>) {
  let statements = 0;
  const count = () => {
    statements++;
  };
  t.app.database.pool.on('acquire', count);
  try {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
  } finally {
    t.app.database.pool.off('acquire', count);
  }
  return statements;
}

describe('hot reads', () => {
  it('answer in one statement each (two where the board is checked first), however much there is', async () => {
    const owner = await createUser(t.app);
    const boards = [];
    for (let i = 0; i < 3; i++) boards.push(await createBoard(t.app, owner, { name: `Board ${i}` }));
    const board = boards[0]!;
    const sessionId = (await startSession(t.app, owner, board.id)).json().session_id as string;
    await waitForSession(t.app, owner, sessionId);
    for (let i = 0; i < 2; i++) {
      const meeting = await createMeeting(t.app, owner, board.id, { title: `Review ${i}` });
      expect((await importAgenda(t.app, owner, meeting.id, 'Budget, 20\nHiring, 15')).statusCode).toBe(200);
      for (const step of ['start', 'complete'])
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/meetings/${meeting.id}/${step}`,
          headers: owner.headers,
        });
    }
    const expected: [string, number][] = [
      ['/api/v1/auth/me', 0],
      ['/api/v1/boards', 1],
      ['/api/v1/dashboard/stats', 1],
      ['/api/v1/minutes', 1],
      [`/api/v1/sessions/${sessionId}/status`, 1],
      [`/api/v1/boards/${board.id}/sessions`, 2],
      [`/api/v1/meetings?board_id=${board.id}`, 1],
    ];
    // The first request of a sign-in reads its actor (and may note 'Last Active').
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: owner.headers });
    const counted = [];
    // The job queue shares the embedded database's one connection: a poll of its own may land in
    // a request's window (on a loaded machine, in several windows in a row), so each route is
    // counted five times and the fewest kept.
    for (const [url] of expected) {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await statementsOf(url, owner.headers));
      counted.push([url, Math.min(...runs)]);
    }
    expect(counted).toEqual(expected);
  }, 60_000);
});
