/**
 * A benchmark's load in a process of its own, as real clients are not inside the server: run.ts forks the load
 * module with one message (the load), and the module answers with its result and exits (answerLoad).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Forks `module` (a file calling answerLoad), sends it `load` and resolves with its result. */
export function loadInChild<L, R>(module: URL, load: L): Promise<R> {
  const child = fork(fileURLToPath(module), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as R));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process exited with ${code}`))));
    child.send(load as object);
  });
}

/** In a forked load module: runs the one load the parent sends, sends the result back, then exits. */
export function answerLoad<L, R>(run: (load: L) => Promise<R>): void {
  if (!process.send) return;
  process.once('message', async (load: L) => {
    process.send!(await run(load), () => process.exit(0));
  });
}
