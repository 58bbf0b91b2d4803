// A restart while an asynchronous board waits for a director's perspective (the longest wait, in
// hours): the resumed run waits for the same stored deadline — it neither starts a fresh window
// nor goes on without the director — and goes on as soon as the director answers.

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AwaitedMembers } from '../../../contracts/sessions.ts';
import { boardWithDirector, updateBoard } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { offlineSessionRunner } from '../../test/session-runner.ts';
import { startSession, submitPerspective } from '../../test/sessions.ts';

// 0.05 h = 180 s: far longer than the test, so the run can only go on because the director answered.
const PERSPECTIVE_HOURS = 0.05;

let t: TestApp;
beforeAll(async () => {
  // No worker in the app: the test runs the session itself, twice (as across a restart).
  t = await buildTestApp({
    RUN_WORKER: 'false',
    HUMAN_ASYNC_PERSPECTIVE_HOURS: String(PERSPECTIVE_HOURS),
    HUMAN_ASYNC_ROUND_HOURS: '0.0003',
    HUMAN_ASYNC_VOTE_HOURS: '0.0003',
  });
}, 120_000);
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a restart during the asynchronous perspective wait resumes it with the same deadline', async () => {
  const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5);
  const paced = await updateBoard(t.app, owner, board.id, { pace: 'asynchronous' });
  expect(paced.statusCode, paced.body).toBe(200);
  const { session_id: id } = (await startSession(t.app, owner, board.id)).json() as { session_id: string };

  const { sessions, live, runner } = await offlineSessionRunner(t.app.database.db, {
    roundSeconds: 0,
    voteSeconds: 0,
  });
  const deadline = (await sessions.findById(id))!.humanDeadline!;
  const awaitedDeadline = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${id}/awaited`, headers: owner.headers })
      ).json() as AwaitedMembers
    ).deadline;
  expect(await awaitedDeadline()).toBe(deadline.toISOString());

  const waitingEvents = async () =>
    (await sessions.eventsAfter(id, 0)).filter((e) => e.type === 'human_waiting');

  // The first run reaches the wait for the director's perspective; then the server restarts.
  const first = new AbortController();
  const running = runner().run(id, first.signal);
  for (let i = 0; i < 800 && (await waitingEvents()).length === 0; i++) await sleep(25);
  expect(await waitingEvents()).toHaveLength(1);
  first.abort(new Error('restart'));
  await expect(running).rejects.toThrow('restart');

  // The resumed run waits again, for the deadline stored at the start, not a new one.
  const resumed = runner().run(id, new AbortController().signal);
  for (let i = 0; i < 800 && (await waitingEvents()).length < 2; i++) await sleep(25);
  expect(await waitingEvents()).toHaveLength(2);
  expect((await sessions.findById(id))!.humanDeadline!.toISOString()).toBe(deadline.toISOString());
  expect(await awaitedDeadline()).toBe(deadline.toISOString());
  // Still waiting: nothing past the perspectives has happened without the director.
  expect(await live.latestWindow(id)).toBeNull();
  expect((await sessions.findById(id))!.status).not.toBe('completed');

  // The director answers: the resumed run goes on, well before the stored deadline.
  const submitted = await submitPerspective(t.app, director, id);
  expect(submitted.statusCode, submitted.body).toBe(201);
  await resumed;
  const done = (await sessions.findById(id))!;
  expect(done.status).toBe('completed');
  expect(done.completedAt!.getTime()).toBeLessThan(deadline.getTime());
}, 120_000);
