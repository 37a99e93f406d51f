/**
 * Running `boxline` in tests. In-process (runInProcess): the command functions on the test's database, output
 * captured, as a server runs a command for another process; this is how command behaviour is tested. As a real
 * process (runBoxline, BIN): for the few smoke tests of what only a process shows (start-up lines, signals, the
 * command socket between processes).
 */
import { spawn } from 'node:child_process';
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

/** What a `boxline` process printed, and its exit code (null when a signal ended it). */
export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `boxline args` as a process of its own to its end, with `env` as its whole environment and `input` on stdin.
 * Asynchronously: a synchronous child blocks this process's event loop, which then cannot see a server close an idle
 * kept-alive socket (a slow machine makes a command outlast the server's keep-alive), and the next fetch is written
 * into that closed socket ("other side closed").
 */
export async function runBoxlineProcess(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<ProcessRun> {
  const child = spawn(process.execPath, [BIN, ...args], { env, timeout: 120_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(input);
  // 'error': the process could not be started (or killed); 'close': it ended and its output is all read.
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve(status));
  });
  return { code, stdout, stderr };
}

/** Runs `boxline args` to its end on the embedded database in `dataDir` (DATABASE_URL cleared). */
export const runBoxline = (dataDir: string, args: string[], env: Record<string, string> = {}, input?: string) =>
  runBoxlineProcess(args, { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, input);

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
