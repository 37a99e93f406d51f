/** A carrier API stand-in on 127.0.0.1 for adapter tests: records requests, answers with what `answer` returns. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CarrierRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
export interface CarrierAnswer {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}
export interface CarrierServer {
  baseUrl: string;
  requests: CarrierRequest[];
  close(): Promise<void>;
}

export async function startCarrierServer(answer: (req: CarrierRequest) => CarrierAnswer): Promise<CarrierServer> {
  const requests: CarrierRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = { method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      const a = answer(received);
      res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
      res.end(a.json === undefined ? '' : JSON.stringify(a.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
