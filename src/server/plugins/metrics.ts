// GET /metrics in Prometheus's text format, for an operator's scraper only. Off unless
// METRICS_TOKEN is set (then it answers 404 like any unknown path, so a probe learns nothing);
// on, a request must carry `Authorization: Bearer <METRICS_TOKEN>`, else 401. Outside /api/v1 and
// the OpenAPI document: it is not part of the product's API. Every request's latency is observed
// under its route pattern (never the raw URL, whose ids would make a series per resource).
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { Metrics } from '../lib/metrics.ts';

export interface MetricsPluginOptions {
  metrics: Metrics;
  token: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export default fp<MetricsPluginOptions>(
  async (app, { metrics, token }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
    if (token) metrics.collectProcessMetrics();
    const expected = token ? digest(token) : null;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!expected) throw new AppError(404, 'Not Found');
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Compared as digests: equal lengths, and no timing hint of how much of a guess matched.
      if (!timingSafeEqual(digest(given), expected)) {
        throw new AppError(401, 'A valid metrics token is required', { 'www-authenticate': 'Bearer' });
      }
      reply.header('content-type', metrics.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.scrape();
    });
  },
  { name: 'boardwise-metrics' },
);
