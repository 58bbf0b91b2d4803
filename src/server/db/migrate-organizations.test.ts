// Existing data survives the move to organizations: a database built by the migrations before
// organizations existed, holding boards, seats, sessions, meetings and minutes, opens after the
// migration with everything intact and owned by each creator's personal organization.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../features/auth/passwords.ts';
import { login } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const LAST_MIGRATION_BEFORE_ORGANIZATIONS = '0003_seat_model';

/** The migrations folder as it was before organizations: the journal cut after that tag. */
function migrationsBeforeOrganizations(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-old-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === LAST_MIGRATION_BEFORE_ORGANIZATIONS);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const PASSWORD = 'an old account password';
let t: TestApp;
let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await migrate(drizzle({ client: pglite }), { migrationsFolder: migrationsBeforeOrganizations() });
  const hash = await hashPassword(PASSWORD);
  // Data as the previous version wrote it: two accounts and a guest, a board with a human seat
  // held by the other account, a completed session with a human perspective, a meeting with its
  // agenda and minutes, and a custom template.
  await pglite.exec(`
    insert into users (id, email, username, full_name, password_hash) values
      ('00000000-0000-4000-8000-000000000001', 'ada@example.com', 'ada', 'Ada Founder', '${hash}'),
      ('00000000-0000-4000-8000-000000000002', 'ben@example.com', 'ben', null, '${hash}');
    insert into users (id, username, is_guest) values ('00000000-0000-4000-8000-000000000003', 'guest-1', true);
    insert into board_templates (id, slug, name, position_keys, owner_id)
      values ('00000000-0000-4000-8000-00000000000a', 'ada-own', 'Ada template', '["CEO","CFO"]', '00000000-0000-4000-8000-000000000001');
    insert into boards (id, owner_id, name) values
      ('00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', 'Ada board'),
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000003', 'Guest board');
    insert into board_positions (id, board_id, position_number, key, title, weight, type, assigned_user_id) values
      ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000010', 1, 'CEO', 'CEO', 0.6, 'AI', null),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000010', 2, 'CFO', 'CFO', 0.4, 'Human', '00000000-0000-4000-8000-000000000002');
    insert into decision_sessions (id, board_id, owner_id, decision_topic, decision_context, board_snapshot, status, engine, model, outcome)
      values ('00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001',
              'Raise a seed round?', 'We have eight months of runway left.', '[]', 'completed', 'offline', 'offline', 'proceed');
    insert into session_events (session_id, seq, type, payload) values ('00000000-0000-4000-8000-000000000030', 1, 'session_started', '{}');
    insert into human_perspectives (session_id, position_id, user_id, stance, perspective, confidence)
      values ('00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000002', 'oppose', 'Too early.', 0.6);
    insert into meetings (id, board_id, title, scheduled_date, status)
      values ('00000000-0000-4000-8000-000000000040', '00000000-0000-4000-8000-000000000010', 'Q3 review', now(), 'COMPLETED');
    insert into agenda_items (meeting_id, title, position) values ('00000000-0000-4000-8000-000000000040', 'Budget', 1);
    insert into meeting_minutes (meeting_id, content, decision_count, action_count)
      values ('00000000-0000-4000-8000-000000000040', '{}', 0, 0);
  `);
  // The server opens the old database: its start-up migrates it.
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  t = await buildTestApp({}, { snapshot: new Uint8Array(await dump.arrayBuffer()) });
}, 60_000);
afterAll(() => t.close());

const rows = async <T>(query: string) => (await t.app.database.pool.query(query)).rows as T[];

describe('migrating a database from before organizations', () => {
  it('gives every account a personal organization, with the account as its Admin', async () => {
    const orgs = await rows<{ name: string; role: string; user_id: string }>(
      `select o.name, m.role, m.user_id from organizations o join organization_members m on m.organization_id = o.id
       where o.personal_owner_id = m.user_id order by m.user_id`,
    );
    expect(orgs).toEqual([
      { name: "Ada Founder's organization", role: 'admin', user_id: '00000000-0000-4000-8000-000000000001' },
      { name: "ben's organization", role: 'admin', user_id: '00000000-0000-4000-8000-000000000002' },
      { name: 'My organization', role: 'admin', user_id: '00000000-0000-4000-8000-000000000003' },
    ]);
  });

  it('moves each board and custom template into its creator’s organization, losing nothing', async () => {
    const boards = await rows<{ name: string; owner: string }>(
      `select b.name, o.personal_owner_id as owner from boards b join organizations o on o.id = b.organization_id order by b.name`,
    );
    expect(boards).toEqual([
      { name: 'Ada board', owner: '00000000-0000-4000-8000-000000000001' },
      { name: 'Guest board', owner: '00000000-0000-4000-8000-000000000003' },
    ]);
    const [template] = await rows<{ owner: string }>(
      `select o.personal_owner_id as owner from board_templates t join organizations o on o.id = t.organization_id where t.slug = 'ada-own'`,
    );
    expect(template?.owner).toBe('00000000-0000-4000-8000-000000000001');
    const counts = await rows<Record<string, number>>(`select
      (select count(*)::int from board_positions) as seats, (select count(*)::int from decision_sessions) as sessions,
      (select count(*)::int from session_events) as events, (select count(*)::int from human_perspectives) as perspectives,
      (select count(*)::int from meetings) as meetings, (select count(*)::int from agenda_items) as items,
      (select count(*)::int from meeting_minutes) as minutes`);
    expect(counts[0]).toEqual({
      seats: 2,
      sessions: 1,
      events: 1,
      perspectives: 1,
      meetings: 1,
      items: 1,
      minutes: 1,
    });
  });

  it('keeps a human seat with its holder, who joins the board’s organization as a Member', async () => {
    const [holder] = await rows<{ role: string }>(
      `select m.role from organization_members m join boards b on b.organization_id = m.organization_id
       where b.id = '00000000-0000-4000-8000-000000000010' and m.user_id = '00000000-0000-4000-8000-000000000002'`,
    );
    expect(holder?.role).toBe('member');
  });

  it('serves the old data through the API to the people who had it', async () => {
    const token = await login(t.app, 'ada@example.com', PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const boards = (await t.app.inject({ method: 'GET', url: '/api/v1/boards', headers })).json();
    expect(boards).toMatchObject([
      { name: 'Ada board', organization_name: "Ada Founder's organization", session_count: 1 },
    ]);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sessions/00000000-0000-4000-8000-000000000030/status',
      headers,
    });
    expect(session.json().status).toBe('completed');
    const minutes = (await t.app.inject({ method: 'GET', url: '/api/v1/minutes', headers })).json();
    expect(minutes).toHaveLength(1);
    // The seat holder follows the board's sessions from the portal, not the board itself.
    const benHeaders = { authorization: `Bearer ${await login(t.app, 'ben@example.com', PASSWORD)}` };
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards/sessions/00000000-0000-4000-8000-000000000030',
      headers: benHeaders,
    });
    expect(portal.statusCode).toBe(200);
  });
});
