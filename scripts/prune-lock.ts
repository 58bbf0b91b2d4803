// `npm run lock:prune`: after `npm install <package>`, drops from package-lock.json the optional
// dependencies this registry cannot serve (a package's platform builds that were never published
// here, e.g. Biome's Windows and macOS binaries). npm install records them without an entry of
// their own; npm ci then refuses the lock. See docs/adr/0007-lockfile-and-registry.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
const pruned: string[] = [];
for (const [where, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
      delete entry.optionalDependencies[name];
      pruned.push(`${where || '(root)'} → ${name}`);
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(
  pruned.length
    ? `Pruned ${pruned.length} unresolvable optional dependencies:\n  ${pruned.join('\n  ')}`
    : 'Lock is clean.',
);
