import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { runImport, type ImportProgress } from '../../src/import/run.ts';
import { assertRendersCurrent } from '../support/renders.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { startReceiver, type Receiver } from '../events/support/receiver.ts';
import { listedRemovals } from '../../src/storage/removals.ts';
import { SourceError } from '../../src/import/client.ts';
import { isForbiddenAddress } from '../../src/events/target-safety.ts';
import { hostname } from 'node:os';
import { lookup } from 'node:dns/promises';
import { comparable, list, seedSource, startProxy, type Json } from './support.ts';

describe('boxline import', () => {
  let source: TestWorld;
  let target: TestWorld;
  let src: TestOrg;
  let dst: TestOrg;
  let sourceUrl: string;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  /** The path of a document file at the source (the one made unreachable to test a failed download). */
  let slipFile = '';
  const post = async (path: string, body: unknown) => {
    const res = await source.request('POST', `${src.url}${path}`, { token: src.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const count = async (table: string) => (await target.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE org_id = ${dst.id}`))!.n;
  const documents = () => ({ storage: target.app.storage, limitBytes: target.config.uploadLimitBytes });
  const run = (opts: { pageSize?: number; notify?: boolean; from?: string; progress?: ImportProgress; attempts?: number } = {}) => runImport({
    db: target.db, orgId: dst.id, from: opts.from ?? proxy.url, token: src.token, documents: documents(),
    pageSize: opts.pageSize ?? 7, notify: opts.notify, progress: opts.progress, attempts: opts.attempts ?? 1,
  });
  before(async () => {
    // No rate limit at this source (RATE_LIMIT_PER_SECOND 0): the 429 test below has a source of its own.
    source = await createWorld({ RATE_LIMIT_PER_SECOND: '0' });
    target = await createWorld();
    src = await source.createOrg('Source');
    dst = await target.createOrg('Target');
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    sourceUrl = `http://127.0.0.1:${(source.app.server.address() as { port: number }).port}`;
    proxy = await startProxy(sourceUrl);
    ({ slipFile } = await seedSource(source, src));
  });
  after(async () => {
    await proxy.close();
    await source.close();
    await target.close();
  });

  it('copies every kind of object, a crash in the middle resumes without duplicates, and a second run brings only changes', async () => {
    // The source goes away after two pages of orders: the run fails, what it committed stays.
    let pages = 0;
    const crashing: ImportProgress = {
      start() {}, wait() {}, done() {},
      page(kind) {
        if (kind === 'order' && ++pages === 2) proxy.down = true;
      },
    };
    await assert.rejects(run({ progress: crashing }), /503/);
    const partial = await count('orders');
    assert.ok(partial >= 14 && partial < 23, `two pages of 7 were committed (${partial})`);
    assert.equal(await count('packaging_presets'), 2);
    assert.equal(await count('products'), 3);
    assert.equal(await count('contacts'), 2);
    proxy.down = false; // the source is back: the rerun resumes
    const resumed = await run();
    assert.equal(resumed.skipped.length, 0, JSON.stringify(resumed.skipped));
    assert.equal(await count('orders'), 23, 'no duplicates');
    assert.ok(resumed.counts.order.read <= 23 - partial + 7, 'the rerun starts at the watermark, not at the beginning');

    assert.deepEqual(await comparable(target, dst), await comparable(source, src));
    // Kept values and lists work on the imported rows: nested values and a computed sort.
    const heavy = await list(target, dst, 'orders/?order_by=-weight_auto&limit=1');
    assert.equal(heavy[0].unique_id, (await list(source, src, 'orders/?order_by=-weight_auto'))[0].unique_id);
    const found = await list(target, dst, 'orders/?q=Austin');
    assert.equal(found.length, 23);

    const strip = (rows: Json[]) => rows.map(({ url: _u, orders: _o, ...r }) => ({
      ...r, addresses: (r.addresses ?? []).map(({ url: _a, ...a }: Json) => a), notes: (r.notes ?? []).map(({ url: _n, ...n }: Json) => n),
    }));
    assert.deepEqual(strip(await list(target, dst, 'contacts/?expand=notes')), strip(await list(source, src, 'contacts/?expand=notes')));
    assert.deepEqual(strip(await list(target, dst, 'products/')), strip(await list(source, src, 'products/')));
    assert.deepEqual(strip(await list(target, dst, 'packaging/')), strip(await list(source, src, 'packaging/')));

    // Nothing changed: a second run reads only the boundary and writes nothing.
    const again = await run();
    assert.equal(again.counts.order.written, 0);
    assert.equal(again.counts.product.written + again.counts.contact.written + again.counts.packaging.written, 0);

    // Changes at the source: an item edited (the order's own updated_at stays), an order added, a product renamed.
    const [first] = await list(source, src, 'orders/?primary_id=P-001&expand=boxes,items');
    const item = first.boxes[0].items[0];
    assert.equal((await source.request('PATCH', item.url, { token: src.token, body: { quantity: 5 } })).statusCode, 200);
    await post('orders/', { primary_id: 'P-100', unique_id: 'uid-100', relations: [{ kind: 'return-parent', order: first.url }] });
    const [product] = await list(source, src, 'products/');
    await source.request('PATCH', product.url, { token: src.token, body: { description: 'Renamed' } });
    const changes = await run();
    assert.equal(changes.counts.order.written, 2, 'the changed order and the new one');
    assert.equal(changes.counts.product.written, 1);
    assert.equal(await count('orders'), 24);
    const counted = await target.request('GET', `${dst.url}orders/?limit=1`, { token: dst.token });
    assert.equal(counted.json().count, 24, 'the kept order counts follow the import (a changed order is deleted and written again)');
    assert.deepEqual(await comparable(target, dst), await comparable(source, src));
    // Every imported, replaced and related order has its stored render, as the live renderer makes it.
    await assertRendersCurrent(target.db, dst, 'imported');
  });

  it('waits out 429 Retry-After from a rate-limited source', async () => {
    // A bucket of one request refilled each second: the import's back-to-back requests meet 429 on any machine.
    const limited = await createWorld({ RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '1' });
    try {
      const org = await limited.createOrg('Limited');
      const token = await limited.tokenFor(org, { role: 'owner' }); // the import's: its one request goes on order 4
      for (let i = 1; i <= 4; i++) {
        const poster = i === 4 ? token : await limited.tokenFor(org, { role: 'owner' }); // a bucket of its own
        const res = await limited.request('POST', `${org.url}orders/`, { token: poster, body: { primary_id: `L-${i}` } });
        assert.equal(res.statusCode, 201);
      }
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const from = `http://127.0.0.1:${(limited.app.server.address() as { port: number }).port}`;
      const into = await target.createOrg('Into');
      const waits: number[] = [];
      const summary = await runImport({
        db: target.db, orgId: into.id, from, token, sourceOrg: org.pk, pageSize: 1, documents: documents(),
        progress: { start() {}, page() {}, done() {}, wait: (s) => waits.push(s) },
      });
      assert.ok(summary.throttled > 0 && waits.length === summary.throttled && waits.every((s) => s >= 1),
        'the source answered 429 and the import waited out each Retry-After');
      assert.equal(summary.counts.order.written, 4);
      assert.equal(summary.skipped.length, 0);
    } finally {
      await limited.close();
    }
  });

  it('names what it skips, and sends webhooks only with --notify', async () => {
    const receiver: Receiver = await startReceiver();
    try {
      // An order of the target already holds a unique_id of the source.
      const into = await target.createOrg('Busy');
      const res = await target.request('POST', `${into.url}orders/`, { token: into.token, body: { primary_id: 'LOCAL', unique_id: 'uid-7' } });
      assert.equal(res.statusCode, 201);
      const hook = await target.request('POST', `${into.url}webhooks/`, { token: into.token, body: { entity: 'orders', remote_url: receiver.url } });
      assert.equal(hook.statusCode, 201);
      const dispatcher = createDispatcher({ db: target.db, config: target.config });
      await dispatcher.drain();
      receiver.requests.length = 0;

      // And a document file the source fails to serve for now.
      proxy.failing.set(slipFile, 503);
      const quiet = await runImport({ db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents(), attempts: 1 });
      proxy.failing.clear();
      const [slip] = quiet.skipped.filter((s) => s.kind === 'document');
      assert.match(slip.reason, /answered 503/);
      assert.match(slip.url, /\/docs\/[^/]+\/$/, 'the document is named by its url at the source');
      const nine = async () => (await list(target, into, 'orders/?primary_id=P-009&expand=boxes'))[0].boxes[0].shipping_docs;
      assert.deepEqual(await nine(), [], 'its order is imported without it');
      // The next run brings it.
      const rerun = await runImport({ db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents() });
      assert.equal(rerun.skipped.filter((s) => s.kind === 'document').length, 0);
      assert.deepEqual((await nine()).map((d: Json) => [d.kind, d.purpose]), [['packing_slip', 'in the box']]);
      const skipped = quiet.skipped.filter((s) => s.kind === 'order');
      assert.equal(skipped.length, 1);
      assert.match(skipped[0].reason, /unique_id uid-7 is already used by \/api\/v2\/orgs\/.+\/orders\/.+\//);
      assert.ok(quiet.skipped.some((s) => s.kind === 'relation'), 'the relations to the skipped order are named too');
      await dispatcher.drain();
      assert.equal(receiver.requests.length, 0, 'subscribers hear nothing of a quiet import');

      const other = await target.createOrg('Loud');
      const hook2 = await target.request('POST', `${other.url}webhooks/`, { token: other.token, body: { entity: 'orders', remote_url: receiver.url } });
      assert.equal(hook2.statusCode, 201);
      await dispatcher.drain();
      receiver.requests.length = 0;
      // A document the source no longer has is skipped for good, named with the reason.
      proxy.failing.set(slipFile, 404);
      const loud = await runImport({ db: target.db, orgId: other.id, from: proxy.url, token: src.token, pageSize: 50, notify: true, documents: documents() });
      proxy.failing.clear();
      assert.deepEqual(loud.skipped.filter((s) => s.kind === 'document').map((s) => s.reason.match(/answered 404/) !== null), [true]);
      await dispatcher.drain();
      assert.equal(receiver.requests.length, loud.counts.order.written);
      // Each delivery carries the order as GET answers it (both derived from its stored render).
      for (const delivery of receiver.requests) {
        const order = JSON.parse(delivery.body) as Json;
        assert.deepEqual(order, (await target.request('GET', order.url, { token: other.token })).json());
      }

      // Files above the upload limit are refused as an upload is, and nothing of them is left in storage.
      const small = await target.createOrg('Small files');
      const before = await listedRemovals(target.db);
      const limited = await runImport({ db: target.db, orgId: small.id, from: sourceUrl, token: src.token, pageSize: 50, documents: { ...documents(), limitBytes: 10 } });
      const refused = limited.skipped.filter((s) => s.kind === 'document');
      assert.equal(refused.length, 4, 'the four labels (the 8-byte packing slip fits)');
      for (const s of refused) assert.match(s.reason, /larger than the upload limit \(10 bytes\)/);
      assert.deepEqual(await listedRemovals(target.db), before, 'no file left listed for removal');
      await dispatcher.stop();
    } finally {
      await receiver.close();
    }
  });

  it('fetches documents from the source\'s own origin only: another host, //host and a redirect off it are skipped, named', async () => {
    // Bait: another origin (the same host, another port) that must never be asked for anything.
    const asked: string[] = [];
    const bait = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 bait');
    });
    await new Promise<void>((resolve) => bait.listen(0, '127.0.0.1', resolve));
    const baitUrl = `http://127.0.0.1:${(bait.address() as { port: number }).port}`;
    const moved: Record<string, (document: string) => string> = {
      'P-002': () => `${baitUrl}/elsewhere/label.pdf`,
      'P-008': () => `${baitUrl.replace('http:', '')}/scheme-relative/label.pdf`,
    };
    try {
      proxy.rewrite = (json) => {
        for (const order of Array.isArray(json.results) ? json.results : []) {
          for (const box of order.boxes ?? []) for (const doc of box.shipping_docs ?? []) if (moved[order.primary_id]) doc.document = moved[order.primary_id](doc.document);
        }
        return json;
      };
      // The slip redirects off the origin; the label of P-014 redirects within it, and is imported.
      proxy.redirects.set(slipFile, `${baitUrl}/redirected/slip.png`);
      const p14 = (await list(source, src, 'orders/?primary_id=P-014&expand=boxes'))[0].boxes[0].shipping_docs[0].document;
      const p14File = new URL(p14, 'http://x').pathname;
      proxy.redirects.set(p14File, `${p14File}?moved=1`);
      const into = await target.createOrg('Origin only');
      const summary = await runImport({ db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents(), attempts: 1 });
      const skipped = summary.skipped.filter((s) => s.kind === 'document');
      assert.equal(skipped.length, 3, JSON.stringify(skipped));
      for (const s of skipped) assert.match(s.reason, new RegExp(`not imported: .*is not on the source's origin ${proxy.url}: not fetched`));
      assert.ok(skipped.some((s) => s.reason.includes(`redirects to ${baitUrl}/redirected/slip.png`)), 'the redirect is named');
      assert.deepEqual(asked, [], 'nothing was asked of another origin');
      const docsOf = async (primaryId: string) => (await list(target, into, `orders/?primary_id=${primaryId}&expand=boxes`))[0].boxes[0].shipping_docs;
      assert.deepEqual(await docsOf('P-002'), [], 'the order is imported without the document');
      assert.equal((await docsOf('P-014')).length, 1, 'a redirect within the origin is followed');
      assert.deepEqual(summary.skipped.filter((s) => s.kind === 'order'), [], 'no order is skipped for its document');
    } finally {
      proxy.rewrite = null;
      proxy.redirects.clear();
      await new Promise<void>((resolve) => bait.close(() => resolve()));
    }
  });

  it('is heard as changes are: a replaced order and the orders related to it, order-delivered once; an order holding a unique_id replaced on request', async () => {
    const into = await target.createOrg('Heard');
    const local = (await target.request('POST', `${into.url}orders/`, { token: into.token, body: { primary_id: 'LOCAL', unique_id: 'uid-11' } })).json();
    const events = async () => (await target.db.rows<{ entity: string; object_pk: string; action: string }>(sql`
      SELECT entity, object_pk, action FROM events WHERE org_id = ${into.id} ORDER BY id`)).map((e) => `${e.entity} ${e.action} ${e.object_pk}`);
    const pkOf = (url: string) => url.split('/').at(-2)!;
    const seen = (await events()).length;
    const first = await runImport({
      db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents(), notify: true, replaceByUniqueId: true,
    });
    assert.deepEqual(first.skipped.filter((s) => s.kind === 'order'), [], 'the order holding uid-11 is written again, not skipped');
    const replaced = (await target.request('GET', local.url, { token: into.token })).json();
    assert.equal(replaced.primary_id, 'P-011', 'the local order now holds the source order, under its url');
    const imported = await list(target, into, 'orders/?order_by=primary_id');
    assert.equal(imported.length, first.counts.order.written);
    const puts = (await events()).slice(seen);
    assert.deepEqual(puts.filter((e) => e.startsWith('orders ')).sort(), imported.map((o) => `orders put ${pkOf(o.url)}`).sort(), 'one put per order');

    // At the source, every box of P-003 is delivered; P-004 is related to it (split-child).
    const [p3] = await list(source, src, 'orders/?primary_id=P-003&expand=boxes');
    for (const box of p3.boxes) {
      assert.equal((await source.request('PATCH', box.url, { token: src.token, body: { delivered_at: '2024-05-03T10:00:00Z' } })).statusCode, 200);
    }
    const byId = new Map(imported.map((o) => [o.primary_id, pkOf(o.url)]));
    const before = (await events()).length;
    const second = await runImport({ db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents(), notify: true });
    assert.equal(second.counts.order.written, 1);
    assert.deepEqual((await events()).slice(before).sort(), [
      `order-delivered put ${byId.get('P-003')}`, `orders put ${byId.get('P-003')}`, `orders put ${byId.get('P-004')}`,
    ].sort(), 'the replaced order, the order related to it, and order-delivered once (no delete: its url stays)');
    const [p3here] = await list(target, into, 'orders/?primary_id=P-003');
    assert.equal(p3here.url, `${into.url}orders/${byId.get('P-003')}/`);

    const after = (await events()).length;
    const third = await runImport({ db: target.db, orgId: into.id, from: proxy.url, token: src.token, pageSize: 50, documents: documents(), notify: true });
    assert.equal(third.counts.order.written, 0);
    assert.equal((await events()).length, after, 'nothing changed, nothing heard');
  });

  it('connects through the webhook deliveries\' address guard: a host name resolving to a private address is refused', async (t) => {
    const name = hostname();
    const addresses = await lookup(name, { all: true }).catch(() => []);
    if (!addresses.some((a) => isForbiddenAddress(a.address))) return t.skip(`${name} does not resolve to a private address here`);
    const from = proxy.url.replace('127.0.0.1', name);
    const into = await target.createOrg('Guarded');
    await assert.rejects(
      runImport({ db: target.db, orgId: into.id, from, token: src.token, documents: documents(), attempts: 1 }),
      (err: Error) => err instanceof SourceError && /^cannot reach the source at .*resolves to .*, a private address: set WEBHOOK_ALLOW_PRIVATE_TARGETS=true/.test(err.message),
    );
    const allowed = await runImport({ db: target.db, orgId: into.id, from, token: src.token, pageSize: 50, documents: documents(), attempts: 1, allowPrivateAddresses: true });
    assert.ok(allowed.counts.order.read > 20 && allowed.counts.order.written === allowed.counts.order.read, JSON.stringify(allowed.counts.order));
  });
});
