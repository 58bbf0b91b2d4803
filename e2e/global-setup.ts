// Makes sure the web build is current before any page is opened (the servers read it per request).
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';

export default async function globalSetup(): Promise<void> {
  await ensureWebBuild();
}
