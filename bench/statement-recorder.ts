// Preloaded into the server `npm run bench:http` measures (`node --import ./bench/statement-recorder.ts`):
// on the parent's `record` message it starts keeping the SQL statements the server sends through
// node-postgres (text, parameters, prepared name, row mode), and on `recorded?` answers them and
// stops — the statements one request ran, for the bench's floor to run again without the app.
// Benchmark tooling only; the app never loads it.
import pg from 'pg';

export interface RecordedStatement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: 'array';
}

let recording: RecordedStatement[] | null = null;

const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args;
    if (typeof first === 'string')
      recording.push({ text: first, ...(Array.isArray(second) ? { values: second } : {}) });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[]; name?: string; rowMode?: 'array' };
      const values = Array.isArray(second) ? second : config.values;
      recording.push({
        text: config.text,
        ...(values ? { values } : {}),
        ...(config.name ? { name: config.name } : {}),
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      });
    }
  }
  return pgQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

if (process.send) {
  process.on('message', (message) => {
    if (message === 'record') recording = [];
    else if (message === 'recorded?') {
      process.send?.({ statements: recording ?? [] });
      recording = null;
    }
  });
  process.channel?.unref();
}
