/** Running the real `boxline` command in tests: a process on a data directory of the embedded database. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const BIN = join(process.cwd(), 'bin', 'boxline.js');

/** Runs `boxline args` to its end on the embedded database in `dataDir` (DATABASE_URL cleared). */
export function runBoxline(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A loopback port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
