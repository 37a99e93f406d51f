/** A real webhook receiver on 127.0.0.1 (http, or https with a certificate) that records what it gets. */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How to answer one request: a status, optionally after a delay or with a body of its own, or never (the connection is left hanging). */
export type Answer = number | { status: number; delayMs?: number; headers?: Record<string, string>; body?: string | Buffer } | 'hang';

export interface Receiver {
  /** Base URL ending in `/hooks/`; deliveries append the object key. */
  url: string;
  requests: Received[];
  /** Decides the answer to each request (default 200). */
  answer: (req: Received, index: number) => Answer;
  /** Waits until `count` requests have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(tls?: { key: string; cert: string }): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: '',
    requests: [],
    answer: () => 200,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${receiver.requests.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return receiver.requests;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: Received = { method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const index = receiver.requests.push(received) - 1;
      const answer = receiver.answer(received, index);
      if (answer === 'hang') return void hanging.add(res);
      const { status, delayMs = 0, headers = {}, body } = typeof answer === 'number' ? { status: answer } : answer;
      setTimeout(() => res.writeHead(status, headers).end(body ?? (status === 200 ? 'ok' : `status ${status}`)), delayMs);
    });
  };
  const server = tls ? https.createServer({ key: tls.key, cert: tls.cert }, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A receiver left open by a failing test must not keep the test file's process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  receiver.url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/hooks/`;
  return receiver;
}
