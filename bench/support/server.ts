/** The API on a real loopback port over a benchmark database, with an organization and its token. */
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import type { App } from '../../src/app-types.ts';
import type { BenchDatabase } from './database.ts';

export interface BenchServer {
  app: App;
  origin: string;
  orgUrl: string;
  orgId: number;
  token: string;
  close(): Promise<void>;
}

export async function startBenchServer(bench: BenchDatabase, env: Record<string, string> = {}): Promise<BenchServer> {
  const config = loadConfig({ DATABASE_URL: bench.url, LOG_LEVEL: 'warn', WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0', ...env });
  const app = await buildApp({ config, db: bench.db, logger: false });
  const org = await createOrganizationWithToken(bench.db, { name: 'Bench', ownerEmail: `bench-${Date.now()}@example.com` });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, origin: `http://127.0.0.1:${port}`, orgUrl: org.orgUrl, orgId: org.orgId, token: org.token, close: () => app.close() };
}
