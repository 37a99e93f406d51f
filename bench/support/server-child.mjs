// The API process of bench/support/server-process.ts, as it runs in service: plain node over the built dist/ (no
// TypeScript loader in the process, whose memory is measured). Sends its origin once it listens; answers 'memory'
// with its process.memoryUsage(); stops on 'close' or when the parent goes.
import { buildApp } from '../../dist/app.js';
import { loadConfig } from '../../dist/config.js';
import { openDatabase } from '../../dist/db/database.js';

const url = process.env.DATABASE_URL;
const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn', WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0' });
const db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 10 });
const app = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'memory') process.send({ memory: process.memoryUsage() });
  else void stop();
});
process.on('disconnect', stop);
const address = app.server.address();
process.send({ origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
