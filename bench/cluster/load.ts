/**
 * The load of the cluster benchmark (bench/cluster/run.ts): clients that create orders, PATCH them, read the list
 * and change a webhook; its summary; a probe of the rate limit; and the orders' committed versions read back.
 */
import { percentile } from '../support/stats.ts';

export interface Result { kind: string; status: number; start: number; ms: number }

export interface LoadOptions { origin: string; orgUrl: string; clients: number; tokens: string[]; spareWebhook: string; seconds: number; results: Result[]; versions: Map<string, number> }

export async function runLoad(o: LoadOptions): Promise<void> {
  const end = Date.now() + o.seconds * 1000;
  const call = async (kind: string, method: string, path: string, token: string, body?: unknown) => {
    const start = Date.now();
    const t0 = performance.now();
    try {
      const res = await fetch(`${o.origin}${path}`, {
        method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      o.results.push({ kind, status: res.status, start, ms: performance.now() - t0 });
      return { status: res.status, text };
    } catch {
      o.results.push({ kind, status: 0, start, ms: performance.now() - t0 }); // connection error
      return { status: 0, text: '' };
    }
  };
  const client = async (c: number) => {
    const token = o.tokens[c % o.tokens.length]!;
    const mine: string[] = [];
    let step = 0;
    while (Date.now() < end) {
      step++;
      if (c === 0 && step % 10 === 0) {
        // A webhook change: its remote_url moves between two paths of the spare subscriber.
        await call('webhook', 'PATCH', `${o.spareWebhook}`, token, { remote_url: `http://127.0.0.1:1/spare/${step % 2}/` });
      } else if (step % 3 === 0) {
        await call('list', 'GET', `${o.orgUrl}orders/?limit=50&expand=boxes,items`, token);
      } else if (step % 3 === 1 && mine.length > 0) {
        const key = mine[step % mine.length]!;
        const version = (o.versions.get(key) ?? 1) + 1;
        o.versions.set(key, version); // the last version asked for; the committed one is read from the database
        await call('patch', 'PATCH', `${o.orgUrl}orders/${key}/`, token, { po_number: `v${version}` });
      } else {
        const res = await call('create', 'POST', `${o.orgUrl}orders/`, token, {
          primary_id: `C-${c}-${step}`, po_number: 'v1', shipping: { ship_via: 'UPS' },
          boxes: [{ items: [{ part_number: 'SKU-1', quantity: 1 }, { part_number: 'SKU-2', quantity: 2 }] }],
        });
        if (res.status === 201) {
          const key = String((JSON.parse(res.text) as { url: string }).url).split('/').at(-2)!;
          mine.push(key);
          o.versions.set(key, 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: o.clients }, (_, c) => client(c)));
}

export function summarize(label: string, results: Result[], seconds: number): string[] {
  const lines = [`${label}: ${results.length} requests in ${seconds} s = ${(results.length / seconds).toFixed(1)} req/s`];
  for (const kind of ['create', 'patch', 'list', 'webhook']) {
    const ok = results.filter((r) => r.kind === kind && r.status > 0 && r.status < 500).map((r) => r.ms).sort((a, b) => a - b);
    if (!ok.length) continue;
    lines.push(`  ${kind.padEnd(8)} ${String(ok.length).padStart(6)} ok  ${(ok.length / seconds).toFixed(1).padStart(6)}/s  p50 ${percentile(ok, 50).toFixed(1)} ms  p95 ${percentile(ok, 95).toFixed(1)} ms  p99 ${percentile(ok, 99).toFixed(1)} ms`);
  }
  return lines;
}

/** How many of `n` requests sent at once with one new token get through (the rest are 429). */
export async function rateProbe(origin: string, orgUrl: string, token: string, n: number): Promise<{ ok: number; limited: number; other: number; seconds: number }> {
  const t0 = performance.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (next < n) {
      next++;
      const res = await fetch(`${origin}${orgUrl}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  }));
  return { ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length, other: statuses.filter((s) => s !== 200 && s !== 429).length, seconds: (performance.now() - t0) / 1000 };
}

/** Every order's key and committed version (po_number "v<N>"), read through the API after the load. */
export async function fetchCommitted(origin: string, orgUrl: string, token: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  let next: string | null = `${origin}${orgUrl}orders/?limit=1000`;
  while (next) {
    const page = (await (await fetch(next, { headers: { authorization: `Bearer ${token}` } })).json()) as { next: string | null; results: { url: string; po_number: string }[] };
    for (const o of page.results) out.set(o.url.split('/').at(-2)!, Number(o.po_number.slice(1)));
    next = page.next ? page.next.replace(/^https?:\/\/[^/]+/, origin) : null;
  }
  return out;
}
