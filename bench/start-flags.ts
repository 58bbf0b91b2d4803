// How `npm start` runs the server (package.json's start script, the one place it is written):
// its environment settings and node flags, so a benchmark's server process runs as a real one does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function startScript(root: string): { environment: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts.start!.split(/\s+/);
  const environment: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, ...value] = words.shift()!.split('=');
    environment[name!] = value.join('=');
  }
  if (words[0] !== 'node') throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return { environment, flags: words.filter((word) => word.startsWith('--')) };
}

export function startNodeFlags(root: string): string[] {
  return startScript(root).flags;
}

/** The variables the start script sets before node (the C library's memory settings). */
export function startEnvironment(root: string): Record<string, string> {
  return startScript(root).environment;
}
