/**
 * What the import tests use beside their worlds (not a test file itself): a proxy in front of the source, reading a
 * list whole, an order as a client compares it across two services, and the source's objects.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';

export type Json = Record<string, any>;

/**
 * A loopback proxy in front of the source Boxline (Host kept, so its links point back here) that can be made to
 * fail every request (the source going away in the middle of an import) or fail chosen paths with a chosen status.
 */
export async function startProxy(target: string): Promise<{
  url: string; down: boolean; failing: Map<string, number>; redirects: Map<string, string>; rewrite: ((json: Json) => Json) | null; close(): Promise<void>;
}> {
  const t = new URL(target);
  const state: { down: boolean; rewrite: ((json: Json) => Json) | null } = { down: false, rewrite: null };
  const failing = new Map<string, number>();
  const redirects = new Map<string, string>();
  const server = http.createServer((req, res) => {
    if (state.down) {
      res.writeHead(503).end('down');
      return;
    }
    const status = failing.get(req.url ?? '');
    if (status) {
      res.writeHead(status).end('failing');
      return;
    }
    const location = redirects.get(req.url ?? '');
    if (location) {
      res.writeHead(302, { location }).end();
      return;
    }
    const upstream = http.request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      const rewrite = state.rewrite;
      if (rewrite && String(up.headers['content-type']).startsWith('application/json')) {
        let text = '';
        up.setEncoding('utf8');
        up.on('data', (chunk: string) => (text += chunk));
        up.on('end', () => {
          const body = JSON.stringify(rewrite(JSON.parse(text)));
          res.writeHead(up.statusCode ?? 502, { ...up.headers, 'content-length': String(Buffer.byteLength(body)) }).end(body);
        });
        return;
      }
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    failing,
    redirects,
    get down() { return state.down; },
    set down(v: boolean) { state.down = v; },
    get rewrite() { return state.rewrite; },
    set rewrite(f: ((json: Json) => Json) | null) { state.rewrite = f; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Every object of a list, a thousand at a time. */
export const list = async (world: TestWorld, org: TestOrg, path: string) => {
  const out: Json[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await world.request('GET', `${org.url}${path}${path.includes('?') ? '&' : '?'}limit=1000&offset=${offset}`, { token: org.token });
    assert.equal(res.statusCode, 200, res.body);
    out.push(...res.json().results);
    if (!res.json().next) return out;
  }
};

/** A shipping document as a client sees it: its kind, purpose, content type and bytes. */
export const documentOf = async (world: TestWorld, org: TestOrg, doc: Json) => {
  const res = await world.request('GET', doc.document, { token: org.token });
  assert.equal(res.statusCode, 200, res.body);
  return { kind: doc.kind, purpose: doc.purpose, type: res.headers['content-type'], bytes: res.rawPayload.toString('base64') };
};

/** An order as a client compares it across the two services: urls replaced by what they name. */
export async function comparable(world: TestWorld, org: TestOrg): Promise<Json[]> {
  const orders = await list(world, org, 'orders/?expand=boxes,items&order_by=primary_id');
  const uid = new Map(orders.map((o) => [o.url, o.unique_id]));
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'url').map(([k, v]) => [k, strip(v)]));
    }
    return value;
  };
  const out: Json[] = [];
  for (const o of orders) {
    const boxes: Json[] = [];
    for (const b of o.boxes) {
      const docs = [];
      for (const d of b.shipping_docs) docs.push(await documentOf(world, org, d));
      boxes.push({ ...b, packaging: b.packaging ? b.packaging.name : null, shipping_docs: docs });
    }
    out.push(strip({
      ...o,
      relations: o.relations.map((r: Json) => ({ kind: r.kind, order: uid.get(r.order) })).sort((a: Json, b: Json) => a.order.localeCompare(b.order)),
      boxes,
    }) as Json);
  }
  return out;
}

/**
 * The source's objects: two packaging presets, three products, two contacts (one with a note), and 23 orders with
 * boxes, items, notes, tags, a chain of split relations crossing page boundaries and shipping documents on some
 * boxes. Answers the path of the packing slip's file (the one made unreachable to test a failed download).
 */
export async function seedSource(source: TestWorld, src: TestOrg): Promise<{ slipFile: string }> {
  let slipFile = '';
  const post = async (path: string, body: unknown) => {
    const res = await source.request('POST', `${src.url}${path}`, { token: src.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
    const small = await post('packaging/', { name: 'Small', length: '20 cm', width: '15 cm', height: '10 cm', weight: '100 g' });
    await post('packaging/', { name: 'Large', length: '60 cm', width: '40 cm', height: '40 cm' });
    for (const n of [1, 2, 3]) await post('products/', { kind: 'goods', part_number: `SKU-${n}`, description: `Product ${n}`, unit_price: `${n}.50 USD`, source: { name: 'shop', id: `p${n}` } });
    const contact = await post('contacts/', {
      first_name: 'Ada', last_name: 'Lovelace', is_company: false,
      addresses: [{ address_type: 'shipping', default: true, first_name: 'Ada', city: 'London', country: 'GB', email: 'ada@example.com' }],
    });
    await source.request('POST', `${contact.url}notes/`, { token: src.token, body: { content: 'Prefers e-mail', author: { name: 'Ops' } } });
    await post('contacts/', { first_name: 'Grace', is_company: true, addresses: [] });

    let previous: Json | null = null;
    for (let i = 1; i <= 23; i++) {
      const order: Json = await post('orders/', {
        primary_id: `P-${String(i).padStart(3, '0')}`,
        unique_id: `uid-${i}`,
        order_number: 1000 + i,
        ordered_at: '2024-05-01T10:00:00.123456Z',
        billing: { status: 'paid', total: `${i}.95 USD`, bill_to: { first_name: 'Bill', city: 'Paris' } },
        shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ship', last_name: `To ${i}`, city: 'Austin', email: `c${i}@example.com` } },
        custom_fields: { gift: { value: i % 2 ? 'yes' : 'no', type: 'text/plain', encoding: null } },
        boxes: [
          { packaging: { url: small.url }, items: [{ part_number: 'SKU-1', quantity: 2, unit_weight: '450 g', unit_price: '3.00 USD' }] },
          ...(i % 3 === 0 ? [{ length: '1 m', width: '50 cm', height: '30 cm', weight: '2 kg', tracking_number: `1Z${i}`, items: [{ kind: 'tax', quantity: 1, description: 'VAT' }] }] : []),
        ],
        notes: i % 4 === 0 ? [{ content: `note ${i}`, author: { name: 'Clerk', email: 'clerk@example.com' } }] : [],
        tags: i % 5 === 0 ? ['gift', 'rush'] : [],
        // A chain of splits crossing page boundaries: each order names the one before it.
        relations: previous && i % 2 === 0 ? [{ kind: 'split-child', order: previous.url }] : [],
      });
      previous = order;
      // Shipping documents on some boxes: a label, and a packing slip with a purpose.
      const upload = async (form: ReturnType<typeof documentForm>) => {
        const res = await source.request('POST', `${order.boxes[0].url}docs/`, { token: src.token, body: form.body, headers: form.headers });
        assert.equal(res.statusCode, 201, res.body);
        return res.json();
      };
      if (i % 6 === 2) await upload(documentForm({ kind: 'label', data: `%PDF-1.4 label of order ${i}` }));
      if (i === 9) {
        const slip = await upload(documentForm({ kind: 'packing_slip', purpose: 'in the box', filename: 'slip 9.png', contentType: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]) }));
        slipFile = new URL(slip.document, 'http://x').pathname;
      }
    }
  return { slipFile };
}
