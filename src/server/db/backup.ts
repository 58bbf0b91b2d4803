// Backups of the embedded database (npm run backup / npm run restore; ADR 32). The database
// belongs to one process (the lock in client.ts), so while a server runs, the backup command
// asks that server for the dump over a Unix socket in DATA_DIR: the directory is 0700, so
// whoever may connect could read the database files anyway, and no credential is needed. When
// no server runs, the command opens the data directory itself. Either way the dump is taken
// while holding the database's one connection after a CHECKPOINT: no transaction is half-way,
// and the files hold every committed write.
import { createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from './client.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { ensurePrivateDir, restrictTree } from './private-files.ts';

/** Where a running server answers backup requests (inside DATA_DIR, 0700). */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** A consistent, gzip-compressed tarball of the embedded database, taken while it serves. */
export async function takeBackup(database: Database): Promise<Uint8Array> {
  if (!database.dump) throw new Error('Only the embedded database is backed up this way; use pg_dump.');
  // The one connection: while it is held, nothing else (requests, jobs) runs a statement.
  const client = await database.pool.connect();
  try {
    await client.query('CHECKPOINT');
    return await database.dump('gzip');
  } finally {
    client.release();
  }
}

/** Serves `GET /backup` on the data directory's socket for `npm run backup`. */
export async function serveBackups(
  database: Database,
  dataDir: string,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<{ close(): Promise<void> }> {
  const socket = backupSocketPath(dataDir);
  // A socket left by a killed process: the data directory's lock says this process owns it now.
  rmSync(socket, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    takeBackup(database).then(
      (bytes) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.byteLength });
        res.end(bytes);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'backup failed');
        res.writeHead(500).end(error instanceof Error ? error.message : 'backup failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socket, { force: true });
    },
  };
}

/**
 * Asks the server running on this data directory for a backup and writes it to `file`.
 * Resolves false when no server answers there (then the caller opens the directory itself).
 */
export function backupFromServer(dataDir: string, file: string): Promise<boolean> {
  const socket = backupSocketPath(dataDir);
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`The running server could not take the backup (status ${res.statusCode}).`));
        return;
      }
      pipeline(res, createWriteStream(file, { mode: 0o600 })).then(() => resolve(true), reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket nobody listens on any more (the server was killed): no server is running.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
    req.end();
  });
}

/**
 * Restores a backup into a data directory that holds no database yet: a restore never
 * overwrites one (move it aside first).
 */
export async function restoreBackup(bytes: Uint8Array, dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(
      `${target} already holds a database. Restore into a fresh DATA_DIR, or move it aside first.`,
    );
  }
  ensurePrivateDir(dataDir);
  ensurePrivateDir(target);
  const thread = await startPgliteThread({ dataDir: target, snapshot: bytes });
  await thread.close();
  restrictTree(dataDir);
}
