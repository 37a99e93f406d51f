/** Operational endpoints: health, readiness and metrics. Called on the root instance so the timing hook sees every route. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Registry, collectDefaultMetrics, Histogram } from 'prom-client';
import { ApiError } from '../core/errors.ts';

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
