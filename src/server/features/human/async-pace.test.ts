// An asynchronous board: its sessions record the pace and get the configured windows in hours
// (here fractions of an hour), not the live ones; a restart during a window resumes it with the
// same stored deadline; and each window closes early once every human seat has acted.

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Board } from '../../../contracts/boards.ts';
import type { AwaitedMembers, SessionDetail } from '../../../contracts/sessions.ts';
import { boardWithDirector, updateBoard } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { offlineSessionRunner } from '../../test/session-runner.ts';
import { startSession, submitPerspective } from '../../test/sessions.ts';

// 0.05 h = 180 s for the perspective, 0.01 h = 36 s per round and for the vote: far longer than
// the test takes when the director acts, so finishing early can only be the early close.
const PERSPECTIVE_HOURS = 0.05;
const ROUND_HOURS = 0.01;
const VOTE_HOURS = 0.01;

let t: TestApp;
beforeAll(async () => {
  // No worker in the app: the test runs the session itself, twice (as across a restart).
  t = await buildTestApp({
    RUN_WORKER: 'false',
    HUMAN_ROUND_WINDOW_SECONDS: '0',
    HUMAN_VOTE_WINDOW_SECONDS: '0',
    HUMAN_ASYNC_PERSPECTIVE_HOURS: String(PERSPECTIVE_HOURS),
    HUMAN_ASYNC_ROUND_HOURS: String(ROUND_HOURS),
    HUMAN_ASYNC_VOTE_HOURS: String(VOTE_HOURS),
  });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('an asynchronous board waits hours, resumes a window after a restart with the same deadline, and closes each window early once every human seat has acted', async () => {
  const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5);
  expect(board.pace).toBe('live');

  // The pace is chosen in Manage Members (only by who may edit the board) and validated.
  const refused = await updateBoard(t.app, director, board.id, { pace: 'asynchronous' });
  expect([403, 404]).toContain(refused.statusCode);
  const invalid = await updateBoard(t.app, owner, board.id, { pace: 'whenever' });
  expect(invalid.statusCode).toBe(422);
  const paced = await updateBoard(t.app, owner, board.id, { pace: 'asynchronous' });
  expect(paced.statusCode, paced.body).toBe(200);
  expect((paced.json() as Board).pace).toBe('asynchronous');

  const before = Date.now();
  const { session_id: id } = (await startSession(t.app, owner, board.id)).json() as { session_id: string };
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${id}`, headers: owner.headers })
  ).json() as SessionDetail;
  expect(detail.session.pace).toBe('asynchronous');
  // The server's live windows are off: any wait below comes from the session's own windows.
  const { sessions, live, bus, runner } = await offlineSessionRunner(t.app.database.db, {
    roundSeconds: 0,
    voteSeconds: 0,
  });
  const stored = await sessions.findById(id);
  expect(stored?.pace).toBe('asynchronous');
  expect(stored?.humanWindows).toEqual({ roundSeconds: ROUND_HOURS * 3600, voteSeconds: VOTE_HOURS * 3600 });
  // The perspective deadline is hours (here 180 s) away, not the live 30 minutes.
  expect(stored!.humanDeadline!.getTime()).toBeGreaterThanOrEqual(before + PERSPECTIVE_HOURS * 3600_000);
  expect(stored!.humanDeadline!.getTime()).toBeLessThan(before + PERSPECTIVE_HOURS * 3600_000 + 60_000);

  // The owner sees who is awaited, until when, on the board's pace.
  const awaited = (
    await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${id}/awaited`, headers: owner.headers })
  ).json() as AwaitedMembers;
  expect(awaited).toMatchObject({ step: 'perspective', pace: 'asynchronous', can_proceed: true });
  expect(awaited.pending.map((p) => p.seat_title)).toEqual(['Independent Director']);

  const submitted = await submitPerspective(t.app, director, id);
  expect(submitted.statusCode).toBe(201);

  // The first run gets past the perspective wait at once (everyone answered) and opens round 1.
  const first = new AbortController();
  const running = runner().run(id, first.signal);
  let window = await live.latestWindow(id);
  for (let i = 0; i < 400 && !window; i++) {
    await sleep(25);
    window = await live.latestWindow(id);
  }
  expect(window).toMatchObject({ step: 'consensus', round: 1 });
  const length = window!.closesAt.getTime() - window!.opensAt.getTime();
  expect(Math.abs(length - ROUND_HOURS * 3600_000)).toBeLessThan(1000);

  // A restart while the round waits: the resumed run finds the same stored deadline. (The window
  // is stored just before its event is written: wait for the event, so the restart comes after it.)
  const roundOneEvents = async () =>
    (await sessions.eventsAfter(id, 0)).filter(
      (e) => e.type === 'human_window' && e.payload.step === 'consensus' && e.round === 1,
    );
  for (let i = 0; i < 400 && (await roundOneEvents()).length === 0; i++) await sleep(25);
  first.abort(new Error('restart'));
  await expect(running).rejects.toThrow('restart');
  const resumed = runner().run(id, new AbortController().signal);
  for (let i = 0; i < 800 && (await roundOneEvents()).length < 2; i++) await sleep(25);
  const roundOne = await roundOneEvents();
  expect(roundOne.map((e) => e.payload.deadline)).toEqual([
    window!.closesAt.toISOString(),
    window!.closesAt.toISOString(),
  ]);
  expect((await live.window(id, 'consensus', 1))?.closesAt.toISOString()).toBe(
    window!.closesAt.toISOString(),
  );

  // The director acts in each window as it opens; each closes at once, long before its deadline.
  let voteWindow: Awaited<ReturnType<typeof live.latestWindow>> = null;
  const acted = new Set<string>();
  let finished = false;
  resumed.finally(() => {
    finished = true;
  });
  while (!finished) {
    const open = await live.latestWindow(id);
    const key = open ? `${open.step}:${open.round}` : '';
    if (open && !acted.has(key) && open.closesAt.getTime() > Date.now()) {
      acted.add(key);
      if (open.step === 'final_vote') voteWindow = open;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/sessions/${id}/${open.step === 'final_vote' ? 'votes' : 'revisions'}`,
        headers: director.headers,
        payload:
          open.step === 'final_vote'
            ? { vote: 'approve', rationale: 'Fair price.', confidence: 0.8 }
            : { stance: 'support', confidence: 0.8, reasoning: 'Still fair.' },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    await sleep(25);
  }
  await resumed;
  const done = await sessions.findById(id);
  expect(done?.status).toBe('completed');
  expect(voteWindow).not.toBeNull();
  expect(
    Math.abs(voteWindow!.closesAt.getTime() - voteWindow!.opensAt.getTime() - VOTE_HOURS * 3600_000),
  ).toBeLessThan(1000);
  // Closed early: the session ended before the vote's deadline, and the director's vote counted.
  expect(done!.completedAt!.getTime()).toBeLessThan(voteWindow!.closesAt.getTime());
  const result = done?.result as {
    votes: { seat: { kind: string }; vote: { vote: string }; fallback?: boolean }[];
  };
  const human = result.votes.find((v) => v.seat.kind === 'Human');
  expect(human?.vote.vote).toBe('approve');
  expect(human?.fallback).toBeFalsy();
  await bus.close();
}, 120_000);
