/**
 * The API in a process of its own, as it runs in service: plain node over the built dist/ (server-child.mjs; built
 * here when src/ changed), so that its memory and CPU are its own, not shared with the bench runner's (its pool, its
 * seeding, the results it keeps) nor a TypeScript loader's. The parent reads the child's resident memory from /proc
 * (Linux), asks the child for its process.memoryUsage() ('memory') and sends 'close' to stop it.
 */
import { fork, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  origin: string;
  pid: number;
  /** The process's resident memory now, in bytes (VmRSS). */
  rss(): number;
  /** The process's own process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers), asked for over IPC. */
  memory(): Promise<NodeJS.MemoryUsage>;
  close(): Promise<void>;
}

/** Forks the API over `databaseUrl` (`execArgv` for node, e.g. --cpu-prof) and resolves once it listens. */
export function startServerProcess(databaseUrl: string, execArgv: string[] = []): Promise<ServerProcess> {
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url)), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building dist/ failed');
  const child = fork(fileURLToPath(new URL('./server-child.mjs', import.meta.url)), [], { execArgv, env: { ...process.env, DATABASE_URL: databaseUrl } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Answers to 'memory', in the order asked.
  const asked: ((usage: NodeJS.MemoryUsage) => void)[] = [];
  child.on('message', (message) => {
    const usage = (message as { memory?: NodeJS.MemoryUsage }).memory;
    if (usage) asked.shift()?.(usage);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
    child.once('message', (message) => resolve({
      origin: (message as { origin: string }).origin,
      pid: child.pid!,
      rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
      memory: () => new Promise((answered) => {
        asked.push(answered);
        child.send('memory');
      }),
      close: async () => {
        child.send('close');
        await exited;
      },
    }));
  });
}
