/**
 * The source Boxline as a process of its own (`boxline serve` over the seeded database), for the end-to-end
 * run: in the bench's own process the source's rendering would share the importer's one thread, which no real
 * import does.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => resolve(port));
  });
});

export async function startSourceProcess(databaseUrl: string, env: Record<string, string>): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(process.cwd(), 'bin', 'boxline.js'), 'serve'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the source process exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (waited > 60_000) throw new Error('the source process did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    }),
  };
}
