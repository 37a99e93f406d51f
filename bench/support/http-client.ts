/**
 * The benchmarks' HTTP client: node:http over kept-alive connections. On the 2-core machine `fetch` cost a POST of an
 * order 2 ms of the clients' CPU, taken from the server beside them; this costs about 0.4 ms.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  text: string;
}

/** A client of at most `connections` connections, kept open between requests. */
export function httpClient(connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
        const req = request(url, { method, agent, headers: sized }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
