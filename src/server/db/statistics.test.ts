// The embedded database has no autovacuum: the server gathers the planner's statistics itself, so
// lists that join several tables are planned for the rows really there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

describe('planner statistics', () => {
  it('are gathered when the server starts, on the embedded database', async () => {
    const { rows } = await t.app.database.pool.query<{ analyzed: boolean }>(
      `select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'board_templates'`,
    );
    expect(rows).toEqual([{ analyzed: t.app.database.kind === 'pglite' }]);
  });
});
