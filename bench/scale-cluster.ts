// For bench/scale.ts: a fresh database on a PostgreSQL server, and the processes sharing it —
// web processes (RUN_WORKER=false) and deliberation workers (`scripts/worker.ts`). Each worker is
// known by the id it prints at start, the id it records on every session it claims.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const WORKER_BANNER = /Boardwise worker ([0-9a-f-]{36}) running/;

export interface WebProcess {
  name: string;
  base: string;
  child: ChildProcess;
}

export interface WorkerProcess {
  name: string;
  workerId: string;
  child: ChildProcess;
}

export class Cluster {
  readonly databaseUrl: string;
  /** Connected to the bench database: the figures are read from the records the product keeps. */
  readonly db: pg.Client;
  private readonly admin: pg.Client;
  private readonly database: string;
  private readonly env: NodeJS.ProcessEnv;
  private readonly children: ChildProcess[] = [];

  private constructor(admin: pg.Client, database: string, databaseUrl: string, env: NodeJS.ProcessEnv) {
    this.admin = admin;
    this.database = database;
    this.databaseUrl = databaseUrl;
    this.env = env;
    this.db = new pg.Client({ connectionString: databaseUrl });
    // Whatever happens, no child outlives the bench.
    process.once('exit', () => {
      for (const child of this.children) child.kill('SIGKILL');
    });
  }

  /** Creates a uniquely named database on the server of `serverUrl`; `env` goes to every process. */
  static async create(serverUrl: string, env: Record<string, string>): Promise<Cluster> {
    const database = `boardwise_bench_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
    const cluster = new Cluster(admin, database, databaseUrl, {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'boardwise-scale-')),
    });
    await cluster.db.connect();
    return cluster;
  }

  private spawn(script: string, extra: Record<string, string>, stdout: 'ignore' | 'pipe'): ChildProcess {
    const child = spawn(process.execPath, [script], {
      env: { ...this.env, ...extra },
      stdio: ['ignore', stdout, 'inherit'],
    });
    this.children.push(child);
    return child;
  }

  async startWeb(name: string, port: number, deadline: number): Promise<WebProcess> {
    const child = this.spawn('src/server/main.ts', { PORT: String(port), RUN_WORKER: 'false' }, 'ignore');
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${name} did not start`);
      const up = await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return { name, base, child };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  startWorker(name: string, deadline: number): Promise<WorkerProcess> {
    const child = this.spawn('scripts/worker.ts', {}, 'pipe');
    return new Promise((resolve, reject) => {
      let text: string | null = '';
      const timer = setTimeout(() => reject(new Error(`${name} did not start`)), deadline - Date.now());
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
      child.stdout!.setEncoding('utf8');
      // Read to the end (a full pipe would stall the worker); only the banner matters.
      child.stdout!.on('data', (chunk: string) => {
        if (text === null) return;
        text += chunk;
        const id = WORKER_BANNER.exec(text)?.[1];
        if (!id) return;
        text = null;
        clearTimeout(timer);
        resolve({ name, workerId: id, child });
      });
    });
  }

  /** Stops every process (SIGTERM, then SIGKILL after 10 s) and drops the database. */
  async close(): Promise<void> {
    await Promise.all(
      this.children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    await this.db.end().catch(() => {});
    await this.admin.query(`drop database if exists ${this.database} with (force)`);
    await this.admin.end();
  }
}

/** Kills a process outright, as a crash would, and waits until it is gone. */
export async function killOutright(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
