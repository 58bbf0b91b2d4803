// A restart during a human wait resumes the wait with the same deadline: the runner is stopped
// while the voting window is open, a new runner (as after a restart) picks the session up, finds
// the stored window, and closes it at the deadline first set — not one window's length later.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { boardWithDirector } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { offlineSessionRunner } from '../../test/session-runner.ts';
import { startSession, submitPerspective } from '../../test/sessions.ts';

const VOTE_SECONDS = 3;
let t: TestApp;
beforeAll(async () => {
  // No worker in the app: the test runs the session itself, twice.
  t = await buildTestApp({ RUN_WORKER: 'false', HUMAN_VOTE_WINDOW_SECONDS: String(VOTE_SECONDS) });
});
afterAll(() => t.close());

it('resumes the voting window after a restart with the deadline stored when it opened', async () => {
  const { owner, director, board } = await boardWithDirector(t.app, { CEO: 0.5 }, 0.5);
  const { session_id: id } = (await startSession(t.app, owner, board.id)).json() as { session_id: string };
  const submitted = await submitPerspective(t.app, director, id);
  expect(submitted.statusCode).toBe(201);

  const { sessions, live, runner } = await offlineSessionRunner(t.app.database.db, {
    roundSeconds: 0,
    voteSeconds: VOTE_SECONDS,
  });

  const first = new AbortController();
  const running = runner().run(id, first.signal);
  const voting = async () => (await live.latestWindow(id))?.step === 'final_vote';
  for (let i = 0; i < 200 && !(await voting()); i++) await new Promise((r) => setTimeout(r, 25));
  const window = await live.latestWindow(id);
  expect(window?.step).toBe('final_vote');
  first.abort(new Error('restart'));
  await expect(running).rejects.toThrow('restart');
  expect((await sessions.findById(id))?.status).toBe('in_progress');

  await runner().run(id, new AbortController().signal);
  const finished = await sessions.findById(id);
  expect(finished?.status).toBe('completed');
  // The resumed wait ended at the stored deadline (plus the short closing grace), not a new window later.
  const closedAt = (finished?.completedAt ?? new Date()).getTime();
  expect(closedAt).toBeGreaterThanOrEqual(window!.closesAt.getTime());
  expect(closedAt).toBeLessThan(window!.closesAt.getTime() + VOTE_SECONDS * 1000);
  const windows = (await sessions.eventsAfter(id, 0)).filter(
    (e) => e.type === 'human_window' && e.payload.step === 'final_vote',
  );
  expect(windows.map((e) => e.payload.deadline)).toEqual([
    window!.closesAt.toISOString(),
    window!.closesAt.toISOString(),
  ]);
  const result = finished?.result as { votes: { seat: { kind: string }; fallback?: boolean }[] };
  expect(result.votes.find((v) => v.seat.kind === 'Human')?.fallback).toBe(true);
}, 60_000);
