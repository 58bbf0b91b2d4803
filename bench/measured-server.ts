// The server process the speed and memory benches measure: started the way `npm start` starts
// it, on an embedded database in `dataDir` unless the extra env names DATABASE_URL, and killed
// if the bench itself dies so no run leaves a server holding the port.
import { type ChildProcess, spawn } from 'node:child_process';

export interface MeasuredServer {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

const MEASURED_SERVER_ENV = {
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
};

async function answersHealth(base: string, healthPath: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    const ok = await fetch(base + healthPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${base} did not start`);
}

export async function startMeasuredServer(options: {
  root: string;
  port: number;
  args: string[];
  dataDir: string;
  env: Record<string, string>;
  /** An IPC channel, for a server that reports what it recorded. */
  ipc?: boolean;
  /** Where it answers once it is up (the API's health route unless said). */
  healthPath?: string;
}): Promise<MeasuredServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.root,
    env: {
      ...process.env,
      ...MEASURED_SERVER_ENV,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const base = `http://127.0.0.1:${options.port}`;
  await answersHealth(base, options.healthPath ?? '/api/v1/health', child);
  return {
    child,
    base,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
