/** Operational endpoints: health and metrics. Called on the root instance so the timing hook sees every route. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Registry, collectDefaultMetrics, Histogram, Gauge } from 'prom-client';
import { ApiError } from '../core/errors.ts';
import { outboxStats } from '../events/retention.ts';

export function systemRoutes(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'boxline_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // The outbox, read when scraped: one query (the pending deliveries' partial index).
  let stats: ReturnType<typeof outboxStats> | null = null;
  const readStats = () => (stats ??= outboxStats(app.db).finally(() => setTimeout(() => (stats = null), 0)));
  new Gauge({
    name: 'boxline_outbox_depth',
    help: 'Webhook deliveries not yet delivered: due (waiting or in flight) or parked (webhook suspended)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const s = await readStats();
      this.set({ state: 'due' }, s.due);
      this.set({ state: 'parked' }, s.parked);
    },
  });
  new Gauge({
    name: 'boxline_outbox_oldest_undelivered_seconds',
    help: 'Age of the oldest undelivered event (its oldest pending delivery), due or parked; 0 when none',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const s = await readStats();
      this.set({ state: 'due' }, s.oldestAgeSeconds);
      this.set({ state: 'parked' }, s.oldestParkedAgeSeconds);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: request.routeOptions.url ?? 'unknown', status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', { config: { public: true }, schema: { tags: ['System'], summary: 'Answers 200 when the database answers' } }, async () => {
    try {
      await app.db.one(sql`SELECT 1`);
    } catch {
      throw new ApiError('service_unavailable', 'The database does not answer.');
    }
    return { status: 'ok' };
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
