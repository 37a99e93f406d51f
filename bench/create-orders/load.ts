/**
 * The POST load: `clients` concurrent clients posting orders of `boxes` x `items` until `seconds` have passed (or
 * `count` orders are made). run.ts runs it in a process of its own, as real clients are not inside the server, or in
 * the server's process with --same-process (the method of the figures before issue 16).
 */
import { answerLoad } from '../support/load-process.ts';
import { httpClient } from '../support/http-client.ts';

export interface Load {
  url: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  /** Stop after this many orders (0: only time). */
  count: number;
  boxes: number;
  items: number;
  /** Order numbers start here, so that warm-up and timed runs do not collide. */
  first: number;
}

export interface LoadResult {
  /** Milliseconds of each 201 answer. */
  latencies: number[];
  failures: number;
  /** The first failures' status and body. */
  errors: string[];
  elapsed: number;
  /** Milliseconds of CPU the load's own process used (user + system). */
  cpu: number;
}

/** The load posting to a bench server's orders/ with its token (`server`: support/server.ts, of any checkout). */
export function ordersLoad(server: { origin: string; orgUrl: string; token: string }, opts: Omit<Load, 'url' | 'headers'>): Load {
  return {
    url: `${server.origin}${server.orgUrl}orders/`,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    ...opts,
  };
}

export function orderBody(n: number, boxes: number, items: number) {
  return {
    primary_id: `BENCH-${n}`,
    order_number: n,
    shipping: {
      ship_via: 'UPS',
      ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US', email: `ada${n}@example.com` },
    },
    billing: { status: 'paid', total: '100.00 USD' },
    tags: ['bench'],
    boxes: Array.from({ length: boxes }, (_, b) => ({
      package_type: 'box',
      items: Array.from({ length: items }, (_, i) => ({
        quantity: i + 1, part_number: `P-${b}-${i}`, description: 'Widget', unit_price: '9.99 USD', unit_weight: '1 lbs', pick_location: `A${i}`,
      })),
    })),
  };
}

export async function runLoad(load: Load): Promise<LoadResult> {
  const client = httpClient(load.clients);
  const latencies: number[] = [];
  const errors: string[] = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  await Promise.all(Array.from({ length: load.clients }, async () => {
    while (performance.now() < deadline && (load.count === 0 || next < load.count)) {
      const body = JSON.stringify(orderBody(load.first + next++, load.boxes, load.items));
      const t0 = performance.now();
      const res = await client.send('POST', load.url, load.headers, body);
      if (res.status === 201) latencies.push(performance.now() - t0);
      else if (++failures <= 3) errors.push(`HTTP ${res.status}: ${res.text}`);
    }
  }));
  const cpu = process.cpuUsage(cpuBefore);
  client.close();
  return { latencies, failures, errors, elapsed: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1000 };
}

answerLoad(runLoad);
