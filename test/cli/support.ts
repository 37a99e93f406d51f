/**
 * Running `boxline` in tests. In-process (runInProcess): the command functions on the test's database, output
 * captured, as a server runs a command for another process; this is how command behaviour is tested. As a real
 * process (runBoxline, BIN): for the few smoke tests of what only a process shows (start-up lines, signals, the
 * command socket between processes).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { lendDatabase } from '../../src/server.ts';
import { runCommand } from '../../src/commands/run.ts';
import { COMMANDS } from '../../src/commands/index.ts';
import type { Terminal } from '../../src/commands/command.ts';

export const BIN = join(process.cwd(), 'bin', 'boxline.js');

/** Runs `boxline args` to its end on the embedded database in `dataDir` (DATABASE_URL cleared). */
export function runBoxline(dataDir: string, args: string[], env: Record<string, string> = {}, input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, timeout: 120_000, input,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface CapturedRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A terminal that keeps what is written, with `stdin` on standard input. */
export function capturingTerminal(stdin = '', tty = false): Terminal & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out, err,
    stdout: { isTTY: tty, write: (text) => void out.push(text) },
    stderr: { isTTY: tty, write: (text) => void err.push(text) },
    readStdin: async () => stdin,
    stopRequested: () => new Promise<string>(() => {}),
  };
}

let scratch: string | undefined;

/** Runs `boxline args` in this process on `db`, with the environment `env` (by default a temporary DATA_DIR of its own). */
export async function runInProcess(db: Database, args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}): Promise<CapturedRun> {
  const terminal = capturingTerminal(opts.stdin);
  if (scratch === undefined) {
    const dir = (scratch = mkdtempSync(join(tmpdir(), 'boxline-cli-in-process-')));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const config = () => loadConfig({ DATA_DIR: scratch!, ...opts.env });
  const code = await lendDatabase(db, () => runCommand(COMMANDS, { argv: args, config, terminal }));
  return { code, stdout: terminal.out.join(''), stderr: terminal.err.join('') };
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
