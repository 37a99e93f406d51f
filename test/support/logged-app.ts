/** A second app over a test world's database whose every log line (JSON, level trace) is kept, for log tests. */
import { Writable } from 'node:stream';
import type { App } from '../../src/app-types.ts';
import { buildApp } from '../../src/app.ts';
import { appLogging } from '../../src/logging.ts';
import type { TestWorld } from './app.ts';

export async function loggedApp(world: TestWorld): Promise<{ app: App; lines: string[] }> {
  const lines: string[] = [];
  const { logger } = appLogging({ logFormat: 'json', logLevel: 'trace' });
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  const app = await buildApp({ config: world.config, db: world.db, logger: { ...(logger as object), level: 'trace', stream } });
  await app.ready();
  return { app, lines };
}
