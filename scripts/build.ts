// `npm run build`: builds the web app into dist/web (always, with --force; otherwise when stale).
import { ensureWebBuild } from './ensure-web-build.ts';

const started = Date.now();
const result = await ensureWebBuild({ force: process.argv.includes('--force') });
console.info(
  result === 'built' ? `Web app built in ${Date.now() - started} ms` : 'Web app build is up to date',
);
