// Preloaded into a benchmarked server (`node --import ./bench/statement-counter.ts`): counts the
// SQL statements it runs — on the embedded database, with the time spent inside it (the main
// thread's), or on PostgreSQL through the driver — and answers the parent's `statements?` message
// over IPC. Benchmark tooling only; the app never loads it.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const PARSE = 0x50; // 'P': one statement of the extended protocol (what parameterized queries use)
const SIMPLE_QUERY = 0x51; // 'Q': one simple query (BEGIN, COMMIT, exec)

let statements = 0;
let busyMs = 0;

type Exec = (message: Uint8Array, options?: unknown) => Promise<unknown>;
const proto = PGlite.prototype as unknown as { execProtocolStream: Exec; syncToFs: () => Promise<void> };

const execProtocolStream = proto.execProtocolStream;
proto.execProtocolStream = async function (this: PGlite, message, options) {
  if (message[0] === PARSE || message[0] === SIMPLE_QUERY) statements++;
  const started = performance.now();
  try {
    return await execProtocolStream.call(this, message, options);
  } finally {
    busyMs += performance.now() - started;
  }
};
const syncToFs = proto.syncToFs;
proto.syncToFs = async function (this: PGlite) {
  const started = performance.now();
  try {
    return await syncToFs.call(this);
  } finally {
    busyMs += performance.now() - started;
  }
};

// One call of the driver's query is one statement (the pool's queries go through it too).
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return pgQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

if (process.send) {
  process.on('message', (message) => {
    if (message === 'statements?') process.send?.({ statements, busyMs: Math.round(busyMs) });
  });
  // Listening refs the channel: it must not keep a server that is shutting down alive.
  process.channel?.unref();
}
