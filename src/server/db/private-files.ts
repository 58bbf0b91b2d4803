// The embedded database's files hold e-mails and password hashes (in its tables and WAL). PGlite
// creates them 0666 whatever the umask, so the data directory is made 0700 — nobody else may
// even look inside — and every file in it 0600, at open (existing installs too) and at close.
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the directory if needed and makes it private, whatever mode it had. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes a directory tree private: directories 0700, files 0600 (symbolic links are left alone). */
export function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(target);
    else if (entry.isFile()) chmodSync(target, PRIVATE_FILE_MODE);
  }
}
