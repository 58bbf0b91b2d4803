// Preloaded into a benchmarked server (`node --import ./bench/statement-counter.ts`): counts the
// SQL statements it sends — through node-postgres, which reaches the embedded database and a
// PostgreSQL server alike (ADR 20) — and answers the parent's `statements?` message over IPC.
// Benchmark tooling only; the app never loads it.
import pg from 'pg';

let statements = 0;

// One call of the driver's query is one statement (the pool's queries go through it too).
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return pgQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

if (process.send) {
  process.on('message', (message) => {
    if (message === 'statements?') process.send?.({ statements });
  });
  // Listening refs the channel: it must not keep a server that is shutting down alive.
  process.channel?.unref();
}
