// Real server processes for the tests that need one (SIGTERM, backups): a free loopback port,
// `node src/server/main.ts` with its environment, and a wait until it answers /health.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function startServer(env: NodeJS.ProcessEnv, children: ChildProcess[]): ChildProcess {
  const child = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: 'ignore' });
  children.push(child);
  return child;
}

export async function waitHealthy(base: string): Promise<void> {
  // A first start creates the embedded database: generous on a loaded machine.
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', resolve);
  });
}
