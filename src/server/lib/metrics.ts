// What an operator's Prometheus reads at /metrics (plugins/metrics.ts serves it). One registry
// per app, not prom-client's global one, so apps built side by side in tests do not share
// counters. Counters are bumped where things happen (runner, LLM mind, HTTP hook); the gauges
// (queue, streams, database pool) are read from their owners when Prometheus scrapes.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { LlmCallObservation } from '../../engine/minds/llm/llm-mind.ts';

export type SessionEvent = 'started' | 'completed' | 'failed';

export interface QueueFigures {
  /** Jobs waiting to run (created or retrying), and those running. */
  waiting: number;
  active: number;
  /** Age of the oldest waiting job in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface MetricSources {
  queue?: () => Promise<QueueFigures>;
  /** Open live streams by kind (session events, the notification bell). */
  streams?: () => Record<string, number>;
  /** The node-postgres pool (on the embedded database: its one connection). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LLM_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const sources: MetricSources = {};

  const http = new Histogram({
    name: 'boardwise_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern (unmatched URLs share one label)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const sessions = new Counter({
    name: 'boardwise_sessions_total',
    help: 'Deliberation sessions started, completed and failed, by engine (llm or offline)',
    labelNames: ['engine', 'event'] as const,
    registers,
  });
  const llmCalls = new Counter({
    name: 'boardwise_llm_calls_total',
    help: 'Model calls by provider kind, model and outcome (ok, error, aborted)',
    labelNames: ['provider', 'model', 'outcome'] as const,
    registers,
  });
  const llmSeconds = new Histogram({
    name: 'boardwise_llm_call_duration_seconds',
    help: "Model call latency (the SDK's retries included) by provider kind and model",
    labelNames: ['provider', 'model'] as const,
    buckets: LLM_BUCKETS,
    registers,
  });
  const llmTokens = new Counter({
    name: 'boardwise_llm_tokens_total',
    help: 'Tokens the provider reported, by provider kind, model and direction (input, output)',
    labelNames: ['provider', 'model', 'direction'] as const,
    registers,
  });
  const queueJobs = new Gauge({
    name: 'boardwise_job_queue_jobs',
    help: 'Deliberation jobs by state (waiting: queued or retrying; active: running)',
    labelNames: ['state'] as const,
    registers,
  });
  const queueAge = new Gauge({
    name: 'boardwise_job_queue_oldest_waiting_seconds',
    help: 'Age of the oldest deliberation job still waiting to run',
    registers,
  });
  const liveStreams = new Gauge({
    name: 'boardwise_live_streams',
    help: 'Live streams (SSE) this process holds open, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const poolConnections = new Gauge({
    name: 'boardwise_db_pool_connections',
    help: 'Database pool connections: in_use, idle, and waiting (requests queued for a connection)',
    labelNames: ['state'] as const,
    registers,
  });

  return {
    registry,
    contentType: registry.contentType,
    /**
     * The text Prometheus reads. The pool and the streams are read first, so the scrape's own
     * queue query does not count as a request waiting for the database.
     */
    async scrape(): Promise<string> {
      const pool = sources.pool;
      if (pool) {
        poolConnections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        poolConnections.set({ state: 'idle' }, pool.idleCount);
        poolConnections.set({ state: 'waiting' }, pool.waitingCount);
      }
      for (const [kind, count] of Object.entries(sources.streams?.() ?? {})) liveStreams.set({ kind }, count);
      const queue = await sources.queue?.().catch(() => null);
      if (queue) {
        queueJobs.set({ state: 'waiting' }, queue.waiting);
        queueJobs.set({ state: 'active' }, queue.active);
        queueAge.set(queue.oldestWaitingSeconds);
      }
      return registry.metrics();
    },
    /** Process figures (memory, CPU, event-loop delay, GC): only when /metrics is on. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry, prefix: 'boardwise_' });
    },
    watch(more: MetricSources) {
      Object.assign(sources, more);
    },
    request(method: string, route: string | undefined, status: number, seconds: number) {
      http.observe(
        { method, route: route ?? 'unmatched', status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    session(engine: string, event: SessionEvent) {
      sessions.inc({ engine, event });
    },
    /** One model call, as the LLM mind reports it (its `observe`). */
    llmCall(report: LlmCallObservation) {
      const where = { provider: report.provider, model: report.model || 'default' };
      llmCalls.inc({ ...where, outcome: report.outcome });
      llmSeconds.observe(where, report.seconds);
      if (report.inputTokens > 0) llmTokens.inc({ ...where, direction: 'input' }, report.inputTokens);
      if (report.outputTokens > 0) llmTokens.inc({ ...where, direction: 'output' }, report.outputTokens);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
