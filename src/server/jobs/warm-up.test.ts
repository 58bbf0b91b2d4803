// The warm-up before a worker's first job runs a session's statements and the mind's reading,
// and changes nothing in the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineMind } from '../../engine/minds/offline/offline-mind.ts';
import { createLiveRepository } from '../features/live/repository.ts';
import { createSessionRepository } from '../features/sessions/repository.ts';
import { countingDb } from '../test/counting-db.ts';
import { createBoard, createUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { startSession } from '../test/sessions.ts';
import { warmUpDeliberations } from './warm-up.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RUN_WORKER: 'false' });
});
afterAll(() => t.close());

async function rowCounts() {
  const result = await t.app.database.db.execute(sql`
    select (select count(*) from decision_sessions)::int as sessions,
           (select count(*) from session_events)::int as events,
           (select count(*) from session_checkpoints)::int as checkpoints,
           (select sum(progress) from decision_sessions)::int as progress`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('the deliberation warm-up', () => {
  it("runs a session's statements without changing anything", async () => {
    const actor = await createUser(t.app);
    const board = await createBoard(t.app, actor);
    await startSession(t.app, actor, board.id);
    const before = await rowCounts();
    const counter = countingDb(t.app.database);
    const warnings: unknown[] = [];
    await warmUpDeliberations({
      sessions: createSessionRepository(counter.db),
      live: createLiveRepository(counter.db),
      mind: createOfflineMind(),
      log: { warn: (obj) => warnings.push(obj) },
    });
    expect(warnings).toEqual([]);
    expect(counter.statements).toBeGreaterThanOrEqual(5);
    expect(await rowCounts()).toEqual(before);
  });
});
