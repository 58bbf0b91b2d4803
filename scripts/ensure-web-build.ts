// Builds the web app with Vite when its build is missing or stale. Staleness is decided by a
// hash of every input (web sources, shared contracts, build config, lockfile), not by mtimes,
// so a fresh clone, a pull or an edit all rebuild and nothing else does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'web');
const stampFile = path.join(outDir, '.source-hash');
const INPUTS = ['src/web', 'src/contracts', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('.test.ts'))
    .sort();
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isWebBuildFresh(): boolean {
  return (
    existsSync(path.join(outDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === sourceHash()
  );
}

export async function ensureWebBuild({ force = false } = {}): Promise<'built' | 'fresh'> {
  if (!force && isWebBuildFresh()) return 'fresh';
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process while building; the server started next in the
  // same process (npm start) must see the environment it was given.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(stampFile, `${sourceHash()}\n`);
  return 'built';
}
