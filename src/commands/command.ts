/**
 * What every `boxline` command is made of, and the helpers they share. A command writes through `print` and
 * `terminal()`, reads standard input with `readStdin` and opens the database with `openAndMigrate` (src/server.ts):
 * each goes to the terminal and database of the run the command is part of (runCommand, run.ts), so that the same
 * command runs in its own process or, beside a server that holds the embedded database, inside that server for the
 * `boxline` process that asked (socket-server.ts), with its output and exit code sent back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Config } from '../config.ts';
import { decodeId } from '../core/ids.ts';

export class UsageError extends Error {}

export interface Command {
  /** One line for `boxline --help`. */
  summary: string;
  /** The synopsis and details for `boxline <command> --help`; an example follows it. */
  usage: string;
  example: string;
  options: Record<string, { type: 'string' | 'boolean'; short?: string }>;
  /** Runs only in a process of its own, never inside a server for another process (`serve`). */
  local?: boolean;
  run(config: Config, values: Record<string, string | boolean | undefined>): Promise<void>;
}

/** A standard output or error: the process's own, or the one of the `boxline` process a server runs the command for. */
export interface Output {
  readonly isTTY: boolean;
  write(text: string): void;
}

/** What a command's run talks to. */
export interface Terminal {
  stdout: Output;
  stderr: Output;
  /** Everything on standard input. */
  readStdin(): Promise<string>;
  /**
   * Settles when the command is asked to stop, with what asked: SIGINT or SIGTERM (for a command run inside a
   * server, those of the process it runs for), or `stop` (that process gone, or the server stopping).
   */
  stopRequested(): Promise<string>;
  /** Set when the command runs inside a server (its process id, and whether it runs the worker). */
  server?: { pid: number; workers: boolean };
}

interface Run extends Terminal {
  exitCode: number;
  commands: Record<string, Command>;
}

const current = new AsyncLocalStorage<Run>();

/** Runs `fn` as a command's run: the helpers below talk to `terminal`; returns the exit code the run set (0 unless set). */
export async function inRun(terminal: Terminal, commands: Record<string, Command>, fn: () => Promise<void>): Promise<number> {
  const run: Run = { ...terminal, exitCode: 0, commands };
  await current.run(run, fn);
  return run.exitCode;
}

/** The process's own standard streams and signals. */
export function processTerminal(): Terminal {
  let stopped: Promise<string> | undefined;
  return {
    stdout: { isTTY: Boolean(process.stdout.isTTY), write: (text) => void process.stdout.write(text) },
    stderr: { isTTY: Boolean(process.stderr.isTTY), write: (text) => void process.stderr.write(text) },
    async readStdin() {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    // Signal handlers only for a command that waits for one: others stop on Ctrl-C as any process does.
    stopRequested: () => (stopped ??= new Promise<string>((resolve) => {
      process.once('SIGTERM', () => resolve('SIGTERM'));
      process.once('SIGINT', () => resolve('SIGINT'));
    })),
  };
}

/** The terminal of the command running now (the process's own outside a run). */
export const terminal = (): Terminal => current.getStore() ?? processTerminal();

/** The command table of the run (`serve` and `worker` hand it to the socket they take commands on). */
export const commandTable = (): Record<string, Command> => current.getStore()?.commands ?? {};

/** The exit code of the run (a command that ends normally but not fully, as `import` with skipped objects: 2). */
export function setExitCode(code: number): void {
  const run = current.getStore();
  if (run) run.exitCode = code;
  else process.exitCode = code;
}

export const print = (json: boolean, value: Record<string, unknown>, text: string) =>
  terminal().stdout.write(`${json ? JSON.stringify(value) : text}\n`);

/** Everything on standard input (a password piped in), without its final line break. */
export async function readStdin(): Promise<string> {
  return (await terminal().readStdin()).replace(/\r?\n$/, '');
}

export const orgOption = (value: unknown) => {
  const orgId = decodeId(String(value ?? ''));
  if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
  return orgId;
};
