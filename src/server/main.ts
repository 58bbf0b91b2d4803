// Starts the server: reads the config, builds the app, listens, and shuts down cleanly on
// SIGTERM / SIGINT (in-flight requests finish, the database closes).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Boardwise is serving on http://${config.host}:${config.port} (database: ${app.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('Boardwise failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
