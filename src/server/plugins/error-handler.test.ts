// Nothing secret reaches a log line: not a password, a password hash or a token, even when a
// database error carries the query's parameters (a new account's hash among them).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

describe('error logging', () => {
  it('logs a database error as its code and a redacted message, never a hash, token or password', async () => {
    const actor = await createUser(t.app);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, actor.user.id));
    const storedHash = row!.passwordHash!;
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: actor.headers });

    // A constraint that refuses new accounts: the insert fails with the new hash in its parameters.
    await t.app.database.db.execute(
      sql`alter table users add constraint refuse_new_accounts check (created_at < '2000-01-01') not valid`,
    );
    const newPassword = 'correct horse battery staple 42';
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'refused@example.com',
        username: 'refused_user',
        full_name: 'Refused User',
        password: newPassword,
      },
    });
    await t.app.database.db.execute(sql`alter table users drop constraint refuse_new_accounts`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'Internal server error' });

    const log = lines.join('');
    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    expect(JSON.parse(errorLine!).err).toMatchObject({ type: 'DatabaseError', code: '23514' });
    for (const secret of [actor.password, newPassword, storedHash, actor.token, 'scrypt$']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/refused@example\.com/);
  });
});
