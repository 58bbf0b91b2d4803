// The embedded database's directory and files are private to the server's user.
import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/** Every path under `dir` whose permissions are not private, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = statSync(target);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${target} ${mode.toString(8)}`);
      for (const name of readdirSync(target)) visit(path.join(target, name));
    } else if (stat.isFile() && mode !== 0o600) {
      found.push(`${target} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return found;
}

describe('embedded database files', () => {
  it('makes DATA_DIR 0700 and every database file 0600, at open and at close', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'boardwise-perm-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    const database = await openDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      await database.db.execute(sql`create table secrets (value text)`);
      await database.db.execute(sql`insert into secrets values ('hash')`);
    } finally {
      await database.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
  }, 60_000);
});
