/** Operational endpoints: health, readiness and metrics. Called on the root instance so the timing hook sees every route. */
import type { FastifyInstance } from 'fastify';
import { sql } from '../core/sql.ts';
import { Registry, collectDefaultMetrics, Histogram, Gauge } from 'prom-client';
import { ApiError } from '../core/errors.ts';
import { outboxStats } from '../events/retention.ts';

const draining = new WeakSet<FastifyInstance>();

/**
 * The first step of a graceful stop: /readyz answers 503 so that a load balancer takes the process out of its pool,
 * and every response carries `Connection: close` so that clients on kept-alive connections open new ones elsewhere.
 * Requests are still served until the server closes.
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

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
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
  app.get('/readyz', { config: { public: true }, schema: { tags: ['System'], summary: 'Answers 200 while the process takes traffic, 503 once it is stopping' } }, async (_request, reply) => {
    if (draining.has(app)) return reply.code(503).send({ status: 'stopping' });
    return { status: 'ok' };
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
