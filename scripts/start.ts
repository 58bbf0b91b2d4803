// `npm start`: builds the web app if its build is missing or stale, then starts the server,
// which applies migrations and serves web + API on one port.
import { ensureWebBuild } from './ensure-web-build.ts';

if ((await ensureWebBuild()) === 'built') console.info('Web app built.');
await import('../src/server/main.ts');
