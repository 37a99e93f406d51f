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
  /** The body as text, decoded when first read (a load that only counts answers never decodes them). */
  readonly text: string;
  /** The first `bytes` bytes of the body as text (a list's envelope, without decoding its results). */
  start(bytes: number): string;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * The answer being read: its status, what comes next, and its body's parts as they arrive (not copied until the text
 * is read). A body with a Content-Length is `data` until `left` is 0; a chunked one goes `size` (a chunk's size line),
 * `data` (its bytes), `lineEnd` (the CRLF after them), and after the empty last chunk, `lastLineEnd`.
 */
interface Reading {
  status: number;
  chunked: boolean;
  next: 'size' | 'data' | 'lineEnd' | 'lastLineEnd';
  /** Bytes left of the body (Content-Length) or of the current chunk. */
  left: number;
  parts: Buffer[];
}

const answerOf = (status: number, parts: Buffer[]): Answer => {
  let text: string | undefined;
  return {
    status,
    get text() { return (text ??= Buffer.concat(parts).toString('utf8')); },
    start(bytes: number) {
      const head: Buffer[] = [];
      for (let i = 0, size = 0; i < parts.length && size < bytes; size += parts[i].length, i++) head.push(parts[i]);
      return Buffer.concat(head).subarray(0, bytes).toString('utf8');
    },
  };
};

/** The `next` link of a list answer, read from its envelope (which comes before the results). */
export function nextLink(answer: Answer): string | null {
  const found = /^\{"count":\d+,"next":(null|"(?:[^"\\]|\\.)*")/.exec(answer.start(4096));
  if (!found) throw new Error(`not a list answer: ${answer.start(200)}`);
  return JSON.parse(found[1]) as string | null;
}

/**
 * One kept-alive connection: requests are sent one after the other, each after the previous answer. Bytes are read
 * as they arrive, without gathering the whole answer in one buffer (a page of 1,000 orders is 7 MB): a client that
 * copied its input again at every read cost about as much CPU as the server it measured.
 */
class Connection {
  private readonly socket: Socket;
  /** Bytes not yet read: a head, or a chunk's size line, that has not wholly arrived. */
  private pending: Buffer = Buffer.alloc(0);
  private reading: Reading | null = null;
  private waiting: { resolve(answer: Answer): void; reject(err: Error): void } | null = null;
  private readonly opened: Promise<void>;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
      this.read();
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

  /** Reads what has arrived: the head, then the body (with Content-Length, or chunked: a streamed list page). */
  private read(): void {
    while (this.waiting) {
      if (!this.reading && !this.readHead()) return;
      const r = this.reading!;
      if (r.next === 'size') {
        const lineEnd = this.pending.indexOf('\r\n');
        if (lineEnd < 0) return;
        r.left = parseInt(this.pending.subarray(0, lineEnd).toString('latin1'), 16);
        this.pending = this.pending.subarray(lineEnd + 2);
        r.next = r.left === 0 ? 'lastLineEnd' : 'data';
      } else if (r.next === 'data') {
        const take = Math.min(r.left, this.pending.length);
        if (take === 0) return;
        r.parts.push(this.pending.subarray(0, take));
        this.pending = this.pending.subarray(take);
        r.left -= take;
        if (r.left > 0) return;
        if (r.chunked) r.next = 'lineEnd';
        else this.settle(r);
      } else {
        if (this.pending.length < 2) return;
        this.pending = this.pending.subarray(2);
        if (r.next === 'lastLineEnd') this.settle(r);
        else r.next = 'size';
      }
    }
  }

  /** Reads the head when it has wholly arrived: false when it has not (or was not understood: the request fails). */
  private readHead(): boolean {
    const end = this.pending.indexOf(HEADERS_END);
    if (end < 0) return false;
    const head = this.pending.subarray(0, end).toString('latin1');
    this.pending = this.pending.subarray(end + HEADERS_END.length);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    const chunked = length === undefined && /\r\ntransfer-encoding: *chunked/i.test(head);
    if (!status || (length === undefined && !chunked)) {
      this.fail(new Error(`unexpected answer: ${head.slice(0, 200)}`));
      return false;
    }
    this.reading = { status, chunked, next: chunked ? 'size' : 'data', left: chunked ? 0 : Number(length), parts: [] };
    if (!chunked && this.reading.left === 0) this.settle(this.reading);
    return this.reading !== null;
  }

  private settle(r: Reading): void {
    this.reading = null;
    const { resolve } = this.waiting!;
    this.waiting = null;
    resolve(answerOf(r.status, r.parts));
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
