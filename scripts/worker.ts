// `npm run worker`: deliberation workers alone, no HTTP. Start several against one PostgreSQL
// (DATABASE_URL) to share the load; the embedded database admits a single process.
import { ConfigError, loadConfig, resolveJwtSecret } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { startDeliberationRuntime } from '../src/server/jobs/deliberation-runtime.ts';
import { startIdleMemoryRelease } from '../src/server/lib/idle-memory.ts';
import { currentLogContext } from '../src/server/lib/log-context.ts';
import { safeLogFields } from '../src/server/lib/safe-log.ts';
import { createSecretBox } from '../src/server/lib/secret-box.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
// Each line carries the session it concerns (the log context the worker runs a session in).
const fields = (obj: unknown) => safeLogFields({ ...currentLogContext(), ...(obj as object) });
const log = {
  info: (obj: unknown, msg?: string) => console.info(msg ?? '', fields(obj)),
  warn: (obj: unknown, msg?: string) => console.warn(msg ?? '', fields(obj)),
  error: (obj: unknown, msg?: string) => console.error(msg ?? '', fields(obj)),
};
const database = await openDatabase(config);
await runMigrations(database);
// Provider keys are sealed under the server secret: workers need the same JWT_SECRET as the server.
const box = createSecretBox(resolveJwtSecret(config));
const webhookBox = createSecretBox(resolveJwtSecret(config), 'webhook secrets');
const runtime = await startDeliberationRuntime({ database, config, log, runWorker: true, box, webhookBox });
startIdleMemoryRelease();
console.info(
  `Boardwise worker ${runtime.workerId} running (pid ${process.pid}, database: ${database.kind}, engine: ${runtime.minds.environment.engine}).`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // Running engine steps reach their checkpoint within the drain; the rest then gets 10 s.
  const timer = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 10_000);
  timer.unref();
  await runtime.stop(config.shutdownDrainSeconds * 1000);
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
