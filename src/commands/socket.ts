/**
 * The command socket: a Unix socket in DATA_DIR on which the process holding the embedded database (`boxline serve`,
 * or `boxline worker` alone) runs the commands of other `boxline` processes on its own database handle, since the
 * embedded database takes one session. Only the user owning it can open it (mode 0600). The protocol is
 * newline-delimited JSON, one object a line:
 *
 *   client: {"boxline": 1, "pid", "argv": [...], "config": {...}, "stdout": {"tty"}, "stderr": {"tty"}}   the command
 *   server: {"stdout": text} | {"stderr": text}                                                           its output, as written
 *   server: {"read": "stdin"}   client: {"stdin": text}          the command reads standard input: all of it, sent once
 *   client: {"stop": "SIGINT" | "SIGTERM"}                       the user asks the command to stop (a worker run so)
 *   server: {"exit": code}                                       the end; the server then closes the connection
 *
 * The configuration is the client's, as it read it from its environment (paths resolved in its working directory).
 */
import { join, relative } from 'node:path';
import type { Socket } from 'node:net';

export const PROTOCOL = 1;
export const SOCKET_NAME = 'boxline.sock';
/** The longest path a Unix socket address holds on Linux (108 bytes with the final zero); macOS holds 104. */
const MAX_ADDRESS_BYTES = 103;

/**
 * Where the command socket of `dataDir` is reached from this process: its path, or the path relative to the working
 * directory when the full one is too long for a socket address; null when both are.
 */
export function commandSocketAddress(dataDir: string): string | null {
  const full = join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(full) <= MAX_ADDRESS_BYTES) return full;
  const near = relative(process.cwd(), full);
  return Buffer.byteLength(near) <= MAX_ADDRESS_BYTES ? near : null;
}

export type Frame = Record<string, unknown>;

/** Calls `onFrame` with each JSON line arriving on `socket`; a line that is not a JSON object ends the connection. */
export function readFrames(socket: Socket, onFrame: (frame: Frame) => void): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      let frame: unknown;
      try {
        frame = JSON.parse(line);
      } catch {
        frame = null;
      }
      if (frame === null || typeof frame !== 'object' || Array.isArray(frame)) {
        socket.destroy();
        return;
      }
      onFrame(frame as Frame);
    }
  });
}

/** Writes a frame unless the connection is gone (the other side stopped: what it would have read is lost with it). */
export function sendFrame(socket: Socket, frame: Frame): void {
  if (socket.writable) socket.write(`${JSON.stringify(frame)}\n`);
}
