// The embedded database's thread as node-postgres sees it: a server with one session that each
// new connection finds as fresh as a real server's.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await startPgliteThread({});
});
afterAll(() => thread.close());

async function connect() {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
  await client.connect();
  return client;
}

describe('the embedded database on its thread', () => {
  it('answers queries, parameters and named prepared statements through the wire protocol', async () => {
    const client = await connect();
    try {
      expect((await client.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
      const named = { name: 'twice', text: 'select $1::text || $1::text as s', values: ['ab'] };
      expect((await client.query(named)).rows).toEqual([{ s: 'abab' }]);
      expect((await client.query(named)).rows).toEqual([{ s: 'abab' }]);
      await expect(client.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
      expect((await client.query('select 1 as still')).rows).toEqual([{ still: 1 }]);
    } finally {
      await client.end();
    }
  });

  it('keeps its buffer pool small, so an idle server stays small (ADR 51)', async () => {
    const client = await connect();
    try {
      expect((await client.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
      expect((await client.query('show maintenance_work_mem')).rows).toEqual([
        { maintenance_work_mem: '16MB' },
      ]);
    } finally {
      await client.end();
    }
  });

  it('gives a connection made again a fresh session: no open transaction, statement or LISTEN left', async () => {
    const setup = await connect();
    await setup.query('create table kept (value text)');
    await setup.end();

    const first = await connect();
    await first.query('begin');
    await first.query(`insert into kept values ('uncommitted')`);
    await first.query({ name: 'left_behind', text: 'select 1' });
    await first.query('listen left_behind');
    await first.end(); // leaves mid-transaction, as a client whose process died would

    const second = await connect();
    try {
      expect((await second.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
      expect((await second.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([
        { n: 0 },
      ]);
      expect((await second.query('select count(*)::int as n from pg_listening_channels()')).rows).toEqual([
        { n: 0 },
      ]);
      await second.query({ name: 'left_behind', text: 'select 2 as two' }); // the name is free again
    } finally {
      await second.end();
    }
  });
});
