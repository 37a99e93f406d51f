/** Builds the Fastify app from a config and a database. No listening, no globals: tests build many. */
import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { App } from './app-types.ts';
import { validatorCompiler } from './http/validation.ts';
import { schemaController } from './http/serialization.ts';
import { frameworkErrors, installErrorHandling } from './http/error-handler.ts';
import { registerGuard } from './http/guard.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerOpenApi } from './http/openapi.ts';
import { systemRoutes } from './http/system-routes.ts';
import { indexRoutes } from './http/index-routes.ts';
import { parseQueryString } from './http/query-string.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerBodyParsers } from './http/bodies.ts';
import v2Routes from './v2/index.ts';
import oauthRoutes from './oauth/index.ts';
import v1Routes from './v1/index.ts';
import consoleRoutes from './console/index.ts';
import { appLogging } from './logging.ts';
import { createSignInLimiter } from './oauth/login-limit.ts';
import { createStorage, type Storage } from './storage/index.ts';
import { createProcessor, type PaymentProcessor } from './payments/index.ts';
import { V2_PREFIX } from './core/urls.ts';

export interface BuildOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where documents live; by default as the config says (src/storage/). Tests pass their own. */
  storage?: Storage;
  /** The payment processor (default: the one PAYMENT_PROCESSOR names). */
  payments?: PaymentProcessor;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

export async function buildApp({ config, db, logger, storage, payments }: BuildOptions): Promise<App> {
  const app = Fastify({
    ...(logger === undefined ? appLogging(config) : { logger }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors,
    schemaController,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 512, querystringParser: parseQueryString },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', storage ?? await createStorage({ kind: config.storage.kind, dataDir: config.dataDir, s3: config.storage.s3 }));
  app.decorate('payments', payments ?? createProcessor(config.payments.processor, db));
  app.decorate('signInLimiter', createSignInLimiter());
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  installErrorHandling(app, config.bodyLimitBytes);
  registerGuard(app, db, config.rateLimit);
  registerIdempotency(app, db);
  await registerOpenApi(app);
  registerBodyParsers(app);
  await app.register(formbody);
  systemRoutes(app);
  indexRoutes(app);
  await app.register(v2Routes, { prefix: V2_PREFIX });
  await app.register(v1Routes, { prefix: '/api/v1' });
  await app.register(oauthRoutes);
  await app.register(consoleRoutes, { prefix: '/console' });
  return app as unknown as App;
}
