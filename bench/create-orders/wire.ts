/**
 * What one POST orders/ sends PostgreSQL, read off the wire: a proxy between the API and the server counts the
 * protocol messages each way (Parse, Bind, Describe, Execute, Sync; row descriptions, data rows) and the round
 * trips (each time the API writes again after the server answered), per order, and lists the statements of the
 * last POST. Any checkout (`--root`, e.g. a worktree of an earlier commit) can be measured, as compare.ts does.
 *
 *   npx tsx bench/create-orders/wire.ts [--root <checkout>] [--orders 50]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import net from 'node:net';
import { existsSync } from 'node:fs';
import { orderBody } from './load.ts';

const { values: args } = parseArgs({ options: { root: { type: 'string' }, orders: { type: 'string', default: '50' } } });
const root = resolve(args.root ?? new URL('../..', import.meta.url).pathname);
const orders = Number(args.orders);

const FRONTEND: Record<string, string> = { Q: 'Query', P: 'Parse', B: 'Bind', D: 'Describe', E: 'Execute', S: 'Sync', H: 'Flush', C: 'Close', X: 'Terminate' };
const BACKEND: Record<string, string> = { T: 'RowDescription', t: 'ParameterDescription', D: 'DataRow', C: 'CommandComplete', Z: 'ReadyForQuery', 1: 'ParseComplete', 2: 'BindComplete', 3: 'CloseComplete', n: 'NoData', E: 'Error', A: 'Notification' };

let counting = false;
const counts = new Map<string, number>();
const count = (key: string, n = 1) => counting && counts.set(key, (counts.get(key) ?? 0) + n);
/** Statement texts by prepared name (Parse), on every connection; the last POST's statements in order. */
const texts = new Map<string, string>();
let trace: string[] = [];

/** Splits a stream into protocol messages (the first frontend message, the startup, has no type byte). */
function messages(onMessage: (type: string, body: Buffer) => void, startup: boolean) {
  let pending = Buffer.alloc(0);
  let first = startup;
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const head = first ? 0 : 1;
      if (pending.length < head + 4) return;
      const length = pending.readInt32BE(head);
      if (pending.length < head + length) return;
      onMessage(first ? 'startup' : String.fromCharCode(pending[0]), pending.subarray(head + 4, head + length));
      pending = pending.subarray(head + length);
      first = false;
    }
  };
}

const cstring = (body: Buffer, at: number) => body.toString('utf8', at, body.indexOf(0, at));
const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);

function proxy(target: net.NetConnectOpts): Promise<number> {
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    let serverSpoke = true;
    const fromClient = messages((type, body) => {
      count(`> ${FRONTEND[type] ?? type}`);
      if (type === 'P') texts.set(cstring(body, 0), cstring(body, body.indexOf(0) + 1));
      if (type === 'P' && counting) trace.push(`  Parse ${cstring(body, 0) ? 'named' : 'unnamed'}: ${short(cstring(body, body.indexOf(0) + 1))}`);
      if (type === 'B' && counting) {
        const name = cstring(body, body.indexOf(0) + 1);
        trace.push(`  Bind ${name ? 'named' : 'unnamed'}: ${short(texts.get(name) ?? '?')}`);
      }
      if (type === 'Q' && counting) trace.push(`  Query: ${short(cstring(body, 0))}`);
    }, true);
    const fromServer = messages((type) => count(`< ${BACKEND[type] ?? type}`), false);
    client.on('data', (chunk: Buffer) => {
      if (serverSpoke) {
        count('round trips');
        if (counting) trace.push('-- round trip');
      }
      serverSpoke = false;
      count('API writes');
      count('bytes sent', chunk.length);
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      serverSpoke = true;
      count('bytes answered', chunk.length);
      fromServer(chunk);
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    server.unref();
    ok((server.address() as net.AddressInfo).port);
  }));
}

async function main() {
  const socket = '/var/run/postgresql/.s.PGSQL.5432';
  const target: net.NetConnectOpts = process.env.DATABASE_URL
    ? { host: new URL(process.env.DATABASE_URL).hostname, port: Number(new URL(process.env.DATABASE_URL).port || 5432) }
    : existsSync(socket) ? { path: socket } : { host: '127.0.0.1', port: 5432 };
  const port = await proxy(target);
  const user = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).username : 'postgres';
  process.env.DATABASE_URL = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const { createBenchDatabase } = await import(`${root}/bench/support/database.ts`);
  const { startBenchServer } = await import(`${root}/bench/support/server.ts`);
  const bench = await createBenchDatabase({ poolSize: 1 });
  const server = await startBenchServer(bench);
  const post = async (n: number) => {
    const res = await fetch(`${server.origin}${server.orgUrl}orders/`, {
      method: 'POST', headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' }, body: JSON.stringify(orderBody(n, 2, 3)),
    });
    if (res.status !== 201) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  try {
    // Past the first runs: every statement prepared on the pool's one connection.
    for (let n = 0; n < 20; n++) await post(n);
    counting = true;
    for (let n = 0; n < orders; n++) {
      trace = [];
      await post(1000 + n);
    }
    counting = false;
    console.log(`${root}: POST orders/ (2 boxes x 3 items, a tag), ${orders} orders one at a time, per order:`);
    for (const [key, n] of [...counts].sort()) console.log(`  ${key.padEnd(24)} ${(n / orders).toFixed(2)}`);
    console.log('the last POST:');
    for (const line of trace) console.log(line);
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
