// System Health: the database and a timed round trip, the deliberation queue (pg-boss's own
// table), workers seen by their heartbeats, each configured provider's reachability (its model
// list: a cheap real call, cached for a minute), the app version and uptime.
import { sql } from 'drizzle-orm';
import type { HealthReport } from '../../../contracts/superadmin.ts';
import type { LlmSettings } from '../../../engine/minds/llm/provider.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { DELIBERATION_QUEUE } from '../../jobs/job-queue.ts';
import { WORKER_ALIVE_MS } from '../../jobs/worker-heartbeat.ts';
import { listModels } from '../providers/connection.ts';

const REACHABILITY_CACHE_MS = 60_000;

export interface ReachableProvider {
  id: string;
  name: string;
  /** Null when the provider needs no network (the offline engine). */
  settings: LlmSettings | null;
}

export function createSystemHealth(deps: {
  database: Database;
  version: string;
  providers: () => Promise<ReachableProvider[]>;
}) {
  const cache = new Map<string, { at: number; result: HealthReport['providers'][number] }>();

  async function reach(provider: ReachableProvider): Promise<HealthReport['providers'][number]> {
    const key = `${provider.id}:${JSON.stringify({ ...provider.settings, apiKey: undefined })}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < REACHABILITY_CACHE_MS) return hit.result;
    const started = performance.now();
    let error: string | null = null;
    if (provider.settings) {
      try {
        await listModels(provider.settings);
      } catch (e) {
        error = (e as Error).message;
      }
    }
    const result = {
      id: provider.id,
      name: provider.name,
      ok: error === null,
      latency_ms: Math.round(performance.now() - started),
      error,
      checked_at: new Date().toISOString(),
    };
    cache.set(key, { at: Date.now(), result });
    return result;
  }

  return {
    async report(): Promise<HealthReport> {
      const { db } = deps.database;
      const started = performance.now();
      await db.execute(sql`select 1`);
      const roundTrip = Math.round((performance.now() - started) * 100) / 100;
      const [queue] = await rowsOf<HealthReport['queue']>(
        db,
        sql`select
          (count(*) filter (where state in ('created', 'retry')))::int as queued,
          (count(*) filter (where state = 'active'))::int as active,
          (count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour'))::int as failed_last_hour
          from pgboss.job where name = ${DELIBERATION_QUEUE}`,
      );
      const workers = await rowsOf<{ host: string }>(
        db,
        sql`select host from worker_heartbeats
            where last_seen_at > now() - (${WORKER_ALIVE_MS}::int * interval '1 millisecond') order by host`,
      );
      return {
        database: { kind: deps.database.kind, round_trip_ms: roundTrip },
        queue: queue ?? { queued: 0, active: 0, failed_last_hour: 0 },
        workers: { alive: workers.length, hosts: [...new Set(workers.map((w) => w.host))] },
        providers: await Promise.all((await deps.providers()).map(reach)),
        version: deps.version,
        uptime_seconds: Math.round(process.uptime()),
      };
    },
  };
}
