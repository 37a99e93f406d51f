/**
 * The server side of the command socket (socket.ts): while this process holds the embedded database, other
 * `boxline` processes run their commands here, on this process's database handle (lendDatabase), each with its
 * output and exit code sent back. The socket is made when the database is held (a socket left by a process that
 * was killed is replaced: holding the data directory's lock, this process is the only one that may listen there)
 * and removed on close.
 */
import { createServer, type Socket } from 'node:net';
import { chmodSync, lstatSync, rmSync } from 'node:fs';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { lendDatabase } from '../server.ts';
import { type Command, type Terminal } from './command.ts';
import { findCommand, runCommand } from './run.ts';
import { PROTOCOL, commandSocketAddress, readFrames, sendFrame, type Frame } from './socket.ts';

export interface TakeCommandsOptions {
  dataDir: string;
  db: Database;
  commands: Record<string, Command>;
  /** Whether this process runs the worker (`boxline worker` run here says so rather than starting another). */
  workers: boolean;
  /** One line for the operator: a command run, or why no commands are taken. */
  log: (message: string, fields?: Record<string, unknown>) => void;
}

export interface CommandSocket {
  /** Takes no more commands, asks those running to stop, waits for them to end and removes the socket. */
  close(): Promise<void>;
}

const NONE: CommandSocket = { close: async () => {} };

/** Listens on the data directory's command socket; a server without one says why once and runs on. */
export async function takeCommands(opts: TakeCommandsOptions): Promise<CommandSocket> {
  const address = commandSocketAddress(opts.dataDir);
  if (address === null) {
    opts.log(`DATA_DIR is too long a path for a Unix socket: other boxline processes cannot run commands beside this one (stop it first)`);
    return NONE;
  }
  try {
    if (lstatSync(address).isSocket()) rmSync(address); // left by a process that was killed
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const running = new Set<Promise<void>>();
  const stops = new Set<(why: string) => void>();
  const server = createServer((socket) => {
    const done = serveConnection(socket, opts, stops).finally(() => running.delete(done));
    running.add(done);
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      opts.log(`cannot listen on ${address} (${err.code ?? err.message}): other boxline processes cannot run commands beside this one`);
      resolve(false);
    });
    // Made with no permission for anyone but this user from the start (the bind is synchronous), then chmod to be sure.
    const umask = process.umask(0o177);
    try {
      server.listen(address, () => resolve(true));
    } finally {
      process.umask(umask);
    }
  });
  if (!listening) return NONE;
  chmodSync(address, 0o600);
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const stop of stops) stop('stop');
      await Promise.allSettled([...running]);
      await closed;
      rmSync(address, { force: true });
    },
  };
}

/** One connection: one command, run to its end. */
async function serveConnection(socket: Socket, opts: TakeCommandsOptions, stops: Set<(why: string) => void>): Promise<void> {
  socket.on('error', () => {}); // the other side gone: what it would have read is lost with it
  let stopWith!: (why: string) => void;
  const stopped = new Promise<string>((resolve) => (stopWith = resolve));
  stops.add(stopWith);
  let giveStdin: ((text: string | null) => void) | null = null;
  const request = new Promise<Frame | null>((resolve) => {
    readFrames(socket, (frame) => {
      if ('argv' in frame) resolve(frame);
      else if ('stdin' in frame && giveStdin) giveStdin(String(frame.stdin));
      else if ('stop' in frame) stopWith(String(frame.stop));
    });
    socket.once('close', () => {
      resolve(null);
      giveStdin?.(null);
      stopWith('stop');
    });
  });
  try {
    const frame = await request;
    if (frame === null) return;
    const argv = Array.isArray(frame.argv) && frame.argv.every((a) => typeof a === 'string') ? frame.argv as string[] : null;
    const config = frame.config !== null && typeof frame.config === 'object' ? frame.config as Config : null;
    const fail = (message: string) => {
      sendFrame(socket, { stderr: `boxline: ${message}\n` });
      sendFrame(socket, { exit: 1 });
    };
    if (frame.boxline !== PROTOCOL || argv === null || config === null) {
      fail('the server holding the embedded database runs another version of boxline: run this one\'s command with that version, or stop the server');
      return;
    }
    const found = findCommand(opts.commands, argv);
    if (found?.command.local) {
      fail(`\`boxline ${found.name}\` runs in a process of its own, and the embedded database in ${opts.dataDir} is held by the server (process ${process.pid})`);
      return;
    }
    const terminal: Terminal = {
      stdout: { isTTY: (frame.stdout as { tty?: unknown } | undefined)?.tty === true, write: (text) => sendFrame(socket, { stdout: text }) },
      stderr: { isTTY: (frame.stderr as { tty?: unknown } | undefined)?.tty === true, write: (text) => sendFrame(socket, { stderr: text }) },
      readStdin: () => new Promise<string>((resolve, reject) => {
        giveStdin = (text) => (text === null ? reject(new Error('the boxline process that asked is gone')) : resolve(text));
        sendFrame(socket, { read: 'stdin' });
      }),
      stopRequested: () => stopped,
      server: { pid: process.pid, workers: opts.workers },
    };
    const code = await lendDatabase(opts.db, () => runCommand(opts.commands, { argv, config: () => config, terminal }));
    opts.log('ran a command for another process', { command: found?.name ?? argv[0] ?? '', pid: frame.pid, exitCode: code });
    sendFrame(socket, { exit: code });
  } finally {
    stops.delete(stopWith);
    socket.end();
  }
}
