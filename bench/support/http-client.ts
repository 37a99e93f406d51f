/**
 * The benchmarks' HTTP client: HTTP/1.1 written and read on kept-alive sockets, one request at a time on each, as
 * load generators such as wrk do. The clients share the 2 cores with the server they measure, so what they cost is
 * taken from it: `fetch` cost a POST of an order 2 ms of the clients' CPU, node:http 0.24-0.30 ms (its agent,
 * request and response streams), this 0.13-0.18 ms (README, "Benchmarks"). It reads what the API answers:
 * a status line, headers with a Content-Length, and that many bytes, or a chunked body (a streamed list page);
 * anything else fails the request.
 */
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  text: string;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/** One kept-alive connection: requests are sent one after the other, each after the previous answer. */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: Answer): void; reject(err: Error): void } | null = null;
  private readonly opened: Promise<void>;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  async send(head: string, body: Buffer | undefined): Promise<Answer> {
    await this.opened;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(body ? Buffer.concat([Buffer.from(head), body]) : head);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  /** Settles the waiting request once its whole answer has arrived. */
  private answer(): void {
    if (!this.waiting) return;
    const end = this.buffered.indexOf(HEADERS_END);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (status && length === undefined && /\r\ntransfer-encoding: *chunked/i.test(head)) {
      this.answerChunked(status, end + HEADERS_END.length);
      return;
    }
    if (!status || length === undefined) {
      this.fail(new Error(`unexpected answer: ${head.slice(0, 200)}`));
      return;
    }
    const total = end + HEADERS_END.length + Number(length);
    if (this.buffered.length < total) return;
    const text = this.buffered.subarray(end + HEADERS_END.length, total).toString('utf8');
    this.buffered = this.buffered.subarray(total);
    const { resolve } = this.waiting;
    this.waiting = null;
    resolve({ status, text });
  }

  /** A chunked answer (a streamed list page): settles once its last chunk has arrived. */
  private answerChunked(status: number, start: number): void {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = this.buffered.indexOf('\r\n', at);
      if (lineEnd < 0) return;
      const size = parseInt(this.buffered.subarray(at, lineEnd).toString('latin1'), 16);
      const dataEnd = lineEnd + 2 + size;
      if (this.buffered.length < dataEnd + 2) return;
      if (size === 0) {
        this.buffered = this.buffered.subarray(dataEnd + 2);
        const { resolve } = this.waiting!;
        this.waiting = null;
        resolve({ status, text: Buffer.concat(parts).toString('utf8') });
        return;
      }
      parts.push(this.buffered.subarray(lineEnd + 2, dataEnd));
      at = dataEnd + 2;
    }
  }

  private fail(err: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(err);
  }
}

/** A client of at most `connections` connections, kept open between requests. */
export function httpClient(connections: number) {
  const idle: Connection[] = [];
  const all: Connection[] = [];
  return {
    async send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
      const { hostname, port, pathname, search } = new URL(url);
      let connection = idle.pop();
      if (!connection) {
        if (all.length >= connections) throw new Error(`more than ${connections} requests at once`);
        all.push((connection = new Connection(hostname, Number(port))));
      }
      const bytes = body === undefined ? undefined : Buffer.from(body);
      const lines = [`${method} ${pathname}${search} HTTP/1.1`, `host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      if (bytes) lines.push(`content-length: ${bytes.length}`);
      const answer = await connection.send(`${lines.join('\r\n')}\r\n\r\n`, bytes);
      idle.push(connection);
      return answer;
    },
    close: () => {
      for (const connection of all) connection.close();
    },
  };
}
