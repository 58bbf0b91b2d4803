// `npm run backup -- [file]`: a consistent backup of the embedded database (ADR 32), taken from
// the running server when there is one (it keeps serving), else from the data directory itself.
// Default file: boardwise-backup-<UTC time>.tar.gz in the current directory. On PostgreSQL
// (DATABASE_URL) use pg_dump instead: see the README.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { backupFromServer, takeBackup } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Backups").');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `boardwise-backup-${stamp}.tar.gz`);
if (existsSync(file)) {
  console.error(`${file} exists already: name another file.`);
  process.exit(2);
}

try {
  if (await backupFromServer(config.dataDir, file)) {
    console.info(`Backup of the running server's database written to ${file}`);
  } else {
    // No server: this process opens the data directory (its lock refuses a second opener).
    const database = await openDatabase(config);
    try {
      writeFileSync(file, await takeBackup(database), { mode: 0o600 });
    } finally {
      await database.close();
    }
    console.info(`Backup of ${config.dataDir} written to ${file}`);
  }
} catch (error) {
  console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}

// The generated secret signs sign-ins and seals stored AI provider keys: a database restored
// without it loses both. It is kept beside the backup (JWT_SECRET set: nothing to keep).
const secret = path.join(config.dataDir, 'jwt-secret');
if (!config.jwtSecret && existsSync(secret)) {
  copyFileSync(secret, `${file}.jwt-secret`);
  console.info(`The data directory's generated secret was copied to ${file}.jwt-secret: keep both files.`);
}
