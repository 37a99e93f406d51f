/**
 * The bench's webhook receiver, in its own process: answers 200 to everything and reports, in batches over
 * IPC, the object key and arrival time (epoch ms, sub-millisecond) of each request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
let batch: [string, number][] = [];

const server = http.createServer((req, res) => {
  const at = now();
  req.resume();
  req.on('end', () => {
    batch.push([req.url!.slice(req.url!.lastIndexOf('/') + 1), at]);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
server.keepAliveTimeout = 60_000;

const flush = () => {
  if (batch.length === 0) return;
  process.send!({ received: batch });
  batch = [];
};
setInterval(flush, 50).unref();
process.on('message', (message: { stop?: boolean }) => {
  if (!message.stop) return;
  flush();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
