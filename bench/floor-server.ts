// The floor `npm run bench:http` measures each list route against: a bare node:http handler that
// runs the statements the route ran (recorded by statement-recorder.ts) through node-postgres, on
// the same database opened the same way (the embedded one on its own thread, or a pool of
// DATABASE_POOL_SIZE connections), and answers the JSON the route answered. No framework, no
// validation, no authentication, no app code: what is left of a route's cost is the database's
// and the bytes'. Started by the bench with the routes as JSON in FLOOR_ROUTES_FILE.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { openDatabase } from '../src/server/db/client.ts';
import type { RecordedStatement } from './statement-recorder.ts';

export interface FloorRoute {
  path: string;
  statements: RecordedStatement[];
  /** The route's answer, serialized again on every request as the route does. */
  body: unknown;
}

const routes = new Map(
  (JSON.parse(readFileSync(process.env.FLOOR_ROUTES_FILE!, 'utf8')) as FloorRoute[]).map((route) => [
    route.path,
    route,
  ]),
);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR!,
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});

// FLOOR_EXPLAIN=1: each route's statements' plans, with their times, on stderr.
if (process.env.FLOOR_EXPLAIN) {
  const client = await database.pool.connect();
  for (const route of routes.values())
    for (const { text, values } of route.statements) {
      const plan = await client.query({ text: `explain (analyze, buffers) ${text}`, values });
      console.error(`\n${route.path}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  client.release();
}

let failed = false;
const server = createServer(async (request, response) => {
  const route = routes.get(request.url ?? '');
  if (!route) {
    response.writeHead(request.url === '/health' ? 200 : 404).end();
    return;
  }
  try {
    const client = route.statements.length > 0 ? await database.pool.connect() : null;
    try {
      for (const statement of route.statements) await client!.query(statement);
    } finally {
      client?.release();
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(route.body));
  } catch (error) {
    if (!failed) console.error(`floor ${route.path}: ${String(error)}`);
    failed = true;
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void database.close().then(() => process.exit(0));
});
