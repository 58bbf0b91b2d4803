// `npm test`: every suite — type check, lint, boundaries, unit + API tests (on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), browser tests — then one closing line
// `N passed, N failed, N skipped` summing them all. Suites run even after one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './ensure-web-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function run(command: string, args: string[], env: Record<string, string | undefined> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function record(name: string, counts: Counts): void {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

function step(name: string, command: string, args: string[]): void {
  console.info(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function vitest(name: string, databaseUrl: string | undefined): void {
  console.info(`\n▶ ${name}`);
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const status = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      TEST_DATABASE_URL: databaseUrl,
    },
  );
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(out);
  if (!report) {
    record(name, { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  // A suite that crashed outside any test still fails the run.
  const crashed = status !== 0 && report.numFailedTests === 0 ? 1 : 0;
  record(name, {
    passed: report.numPassedTests,
    failed: report.numFailedTests + crashed,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

async function browser(): Promise<void> {
  console.info('\n▶ browser tests');
  try {
    await ensureWebBuild();
  } catch (error) {
    console.error('Web build failed:', error);
    record('browser tests', { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Chromium is missing: apt-get install -y --no-install-recommends chromium');
    record('browser tests', { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const out = path.join(reports, 'playwright.json');
  rmSync(out, { force: true });
  const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(out);
  if (!report) {
    record('browser tests', { passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const crashed = status !== 0 && report.stats.unexpected === 0 ? 1 : 0;
  record('browser tests', {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + crashed,
    skipped: report.stats.skipped,
  });
}

step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('biome'), ['check', '.']);
// The feature boundaries (.dependency-cruiser.cjs): every import keeps to them, with no list of
// known exceptions.
step('boundaries', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']);
vitest('unit and API tests (PGlite)', undefined);
if (process.env.TEST_DATABASE_URL) vitest('API tests (PostgreSQL)', process.env.TEST_DATABASE_URL);
await browser();

console.info(`\n${lines.join('\n')}`);
console.info(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
