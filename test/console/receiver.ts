/** A real webhook receiver on loopback: records what it gets, answers with the status the test sets. */
import { createServer, type Server } from 'node:http';

export interface Receiver {
  url: string;
  received: { method: string; path: string; body: string; headers: Record<string, string | string[] | undefined> }[];
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', received: [], status: 200, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      receiver.received.push({ method: req.method ?? '', path: req.url ?? '', body, headers: req.headers });
      res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status === 200 ? 'ok' : 'receiver says boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}
