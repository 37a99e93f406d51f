/**
 * The cluster benchmark's webhook receiver (bench/cluster/run.ts): answers every delivery after a few milliseconds
 * and keeps, per subscriber and order, the versions (po_number "v<N>") in arrival order, and how often two
 * deliveries of one object to one subscriber were in flight at once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface Receipt { version: number; at: number }
export class Receiver {
  /** subscriber -> order key -> versions in arrival order. */
  readonly received = new Map<string, Map<string, Receipt[]>>();
  readonly inFlight = new Set<string>();
  overlaps = 0;
  total = 0;
  port = 0;
  private server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const [, , subscriber, key] = req.url!.split('/'); // /hooks/<subscriber>/<key>
    const flightKey = `${subscriber}/${key}`;
    if (this.inFlight.has(flightKey)) this.overlaps++;
    this.inFlight.add(flightKey);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('close', () => this.inFlight.delete(flightKey));
    req.on('end', () => {
      // A few milliseconds of work, as a real receiver would take; widens the window for overlaps.
      setTimeout(() => {
        this.total++;
        const po = req.method === 'PUT' ? (JSON.parse(body) as { po_number?: string }).po_number : undefined;
        const version = Number(String(po ?? 'v0').slice(1));
        const perSub = this.received.get(subscriber!) ?? new Map<string, Receipt[]>();
        this.received.set(subscriber!, perSub);
        const list = perSub.get(key!) ?? [];
        perSub.set(key!, list);
        list.push({ version, at: Date.now() });
        this.inFlight.delete(flightKey);
        res.writeHead(200).end();
      }, 3);
    });
  });
  async start() {
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }
  close() {
    this.server.closeAllConnections();
    this.server.close();
  }
}
