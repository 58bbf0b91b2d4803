// The node flags `npm start` runs the server with (package.json's start script, the one place
// they are written), so a benchmark's server process runs as a real one does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function startNodeFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = pkg.scripts.start!.split(/\s+/);
  if (command !== 'node') throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return args.filter((arg) => arg.startsWith('--'));
}
