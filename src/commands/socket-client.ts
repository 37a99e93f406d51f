/**
 * The client side of the command socket (socket.ts): a `boxline` command whose embedded database another process
 * holds runs in that process (a server, or `boxline worker`), which sends back its output and exit code. With
 * PostgreSQL, or when nobody holds the data directory, the command runs here as always.
 */
import { connect } from 'node:net';
import { statSync } from 'node:fs';
import { loadConfig, type Config } from '../config.ts';
import { DataDirLockedError, dataDirHolder } from '../db/data-dir-lock.ts';
import { processTerminal, type Command, type Terminal } from './command.ts';
import { asksHelp, findCommand } from './run.ts';
import { PROTOCOL, commandSocketAddress, readFrames, sendFrame } from './socket.ts';

/** How long a command waits for a process that holds the data directory but takes no commands (yet) to let go. */
export const HOLDER_WAIT_MS = 60_000;

/**
 * When another process holds the embedded database, runs `argv` there and returns its exit code; null when the
 * command is to run here (PostgreSQL, nobody holding the data directory, help, a command that runs only in a process
 * of its own, a configuration that does not load: running it here reports that).
 */
export async function runInHolder(commands: Record<string, Command>, argv: string[], terminal: Terminal = processTerminal()): Promise<number | null> {
  const found = findCommand(commands, argv);
  if (!found || found.command.local || asksHelp(argv)) return null;
  let config: Config;
  try {
    config = loadConfig();
  } catch {
    return null;
  }
  if (config.databaseUrl) return null;
  const started = Date.now();
  let waiting = false;
  for (;;) {
    const holder = dataDirHolder(config.dataDir);
    if (holder === null) return null;
    const address = commandSocketAddress(config.dataDir);
    const socket = address === null ? null : socketOf(address);
    if (address !== null && socket !== null) {
      if (socket.uid !== process.getuid?.()) {
        throw new DataDirLockedError(`The embedded database in ${config.dataDir} is held by process ${holder} of another user: run the command as that user`);
      }
      const code = await forwardCommand(address, argv, config, terminal).catch((err: NodeJS.ErrnoException) => {
        // The holder stopped, or is still starting (a socket left by a killed server until it replaces it).
        if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') return null;
        throw err;
      });
      if (code !== null) return code;
    }
    if (Date.now() - started > HOLDER_WAIT_MS) {
      throw new DataDirLockedError(`The embedded database in ${config.dataDir} is in use by process ${holder}, which takes no commands ` +
        `(${address === null ? 'DATA_DIR is too long a path for its socket' : 'another command that is still running?'}). ` +
        'Stop that process, or set DATA_DIR to another directory, or use PostgreSQL with DATABASE_URL.');
    }
    if (!waiting && Date.now() - started > 1000) {
      waiting = true;
      terminal.stderr.write(`boxline: waiting for process ${holder}, which holds the embedded database in ${config.dataDir} (a server starting, or another command)\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const socketOf = (address: string) => {
  try {
    const stat = statSync(address);
    return stat.isSocket() ? stat : null;
  } catch {
    return null;
  }
};

/**
 * Runs `argv` with `config` in the process listening on `address`, writing its output to `terminal` and answering its
 * reads of standard input; Ctrl-C (or SIGTERM) asks the command to stop, a second one leaves at once. Rejects when
 * no process listens there; resolves with the command's exit code.
 */
export function forwardCommand(address: string, argv: string[], config: Config, terminal: Terminal): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const socket = connect(address);
    let connected = false;
    let exit: number | null = null;
    let signalled = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (signalled) process.exit(130);
      signalled = true;
      sendFrame(socket, { stop: signal });
    };
    const done = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    };
    socket.once('connect', () => {
      connected = true;
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      sendFrame(socket, { boxline: PROTOCOL, pid: process.pid, argv, config, stdout: { tty: terminal.stdout.isTTY }, stderr: { tty: terminal.stderr.isTTY } });
    });
    readFrames(socket, (frame) => {
      if (typeof frame.stdout === 'string') terminal.stdout.write(frame.stdout);
      else if (typeof frame.stderr === 'string') terminal.stderr.write(frame.stderr);
      else if (frame.read === 'stdin') void terminal.readStdin().then((text) => sendFrame(socket, { stdin: text }));
      else if (typeof frame.exit === 'number') exit = frame.exit;
    });
    socket.on('error', (err) => {
      if (!connected) {
        done();
        reject(err);
      }
    });
    socket.once('close', () => {
      if (!connected) return;
      done();
      if (exit === null) terminal.stderr.write('boxline: the process holding the embedded database stopped before the command ended\n');
      resolve(exit ?? 1);
    });
  });
}
