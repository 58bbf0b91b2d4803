// Starts the server: reads the config, builds the app, listens, and shuts down cleanly on
// SIGTERM / SIGINT (in-flight requests finish, the database closes).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startIdleMemoryRelease } from './lib/idle-memory.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Past the drain, the rest of closing (jobs handed back, the database closed) gets 10 s.
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 10_000);
    timer.unref();
    // close(): new connections are refused (in-flight requests finish, new ones on kept-alive
    // connections get 503), live streams end with a retry hint, running engine steps reach their
    // checkpoint within the drain, and the jobs go back to the queue for the next start.
    app.drainOnClose(config.shutdownDrainSeconds * 1000);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Boardwise is serving on http://${config.host}:${config.port} (database: ${app.database.kind})`,
  );
  startIdleMemoryRelease();
}

main().catch((error: unknown) => {
  console.error('Boardwise failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
