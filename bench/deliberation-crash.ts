// The crash run of bench/deliberation.ts: kill -9 the server during ten running sessions,
// restart it on the same data, and count what the restart cost.
import { sql } from 'drizzle-orm';
import { type RecordedRequest, startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { startBenchServer } from './bench-server.ts';
import { BenchClient, tenSeatBoardBody } from './deliberation-support.ts';

const PORT = 8199;
const requestKey = (request: RecordedRequest) => JSON.stringify(request.body?.messages ?? []);
const rows = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;

export async function crashBenchmark(latencyMs: number): Promise<void> {
  const fake = await startFakeOpenAiServer({ latencyMs });
  let server = await startBenchServer({ llmUrl: fake.url, port: PORT });
  const { dataDir } = server;
  const client = await BenchClient.http(server.base);
  const boardId = await client.createBoard(tenSeatBoardBody());
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push(await client.startSession(boardId, `crash-${i}`));
  // Kill mid-way: once about 40% of the ~410 calls the ten sessions need have been asked.
  while (fake.chatRequests().length < 160) await new Promise((resolve) => setTimeout(resolve, 20));
  const callsAtKill = fake.chatRequests().length;
  await server.kill('SIGKILL');
  const restarted = Date.now();
  server = await startBenchServer({ llmUrl: fake.url, port: PORT, dataDir });
  let completed = 0;
  for (const id of ids) {
    await client.waitForCompletion(id).then(
      () => completed++,
      (error: unknown) => console.error(`   session ${id}: ${String(error)}`),
    );
  }
  const recovery = Date.now() - restarted;
  await server.kill('SIGTERM');

  const calls = fake.chatRequests();
  const askedTwice = calls.length - new Set(calls.map(requestKey)).size;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const these = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const duplicates = await database.db.execute(sql`
    select count(*)::int as n from (
      select session_id, seat_id from session_events
      where type = 'seat_completed' and phase = 'final_vote' and session_id = any(${these})
      group by session_id, seat_id having count(*) > 1) d`);
  const votes = await database.db.execute(sql`
    select count(*)::int as n from session_checkpoints
    where phase = 'final_vote' and status = 'completed' and session_id = any(${these})`);
  await database.close();
  await fake.close();
  console.info(`3. kill -9 during 10 running sessions, then restart (L = ${latencyMs} ms)`);
  console.info(`   killed after ${callsAtKill} calls; all done ${recovery} ms after the restart`);
  console.info(
    `   completed ${completed}/10 (goal 10/10), final votes recorded ${rows(votes)} (10 seats × 10 sessions)`,
  );
  console.info(`   duplicate votes ${rows(duplicates)} (goal 0)`);
  console.info(
    `   calls ${calls.length}, asked twice ${askedTwice} = ${((askedTwice / calls.length) * 100).toFixed(1)}% (goal ≤ 10%)`,
  );
}
