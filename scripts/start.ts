// `npm start`: builds the web app if its build is missing or stale, then starts the server,
// which applies migrations and serves web + API on one port. The build runs in a child process:
// a bundler's heap kept by the server would stay in its resident memory for as long as it runs
// (about 800 MiB on a first start).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isWebBuildFresh } from './ensure-web-build.ts';

if (!isWebBuildFresh()) {
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build.ts')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src/server/main.ts');
