import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Storage } from './storage/index.ts';
import type { PaymentProcessor } from './payments/processor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    storage: Storage;
    payments: PaymentProcessor;
  }
}

/** The Fastify instance every route file registers on, typed by its TypeBox schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
