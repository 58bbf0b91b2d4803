// `npm run restore -- <file>`: restores a backup made by `npm run backup` into DATA_DIR, which
// must hold no database yet (a restore never overwrites one). The secret kept beside the backup
// (<file>.jwt-secret) comes back with it. Then start the server on that DATA_DIR.
import { chmodSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { restoreBackup } from '../src/server/db/backup.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const source = process.argv[2];
if (!source) {
  console.error('Usage: DATA_DIR=<fresh directory> npm run restore -- <backup file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see the README, "Backups").',
  );
  process.exit(2);
}
const file = path.resolve(source);
try {
  await restoreBackup(readFileSync(file), config.dataDir);
  const secret = `${file}.jwt-secret`;
  const target = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(secret) && !existsSync(target)) {
    copyFileSync(secret, target);
    chmodSync(target, 0o600);
  }
  console.info(`Restored ${file} into ${config.dataDir}.`);
} catch (error) {
  console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
