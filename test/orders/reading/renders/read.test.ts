/**
 * Lists and GET of an order from stored renders (src/orders/reading/renders/read.ts): the bytes on the wire are those the
 * live renderer sent through the route's response schema, for every form the bench and clients ask (expand, lazy,
 * the non-expanded form), with any filter, order, q and paging; also for orders without a stored render yet.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { liveListText, liveText } from '../../../support/renders.ts';
import { sql } from '../../../../src/core/sql.ts';
import { decodeId } from '../../../../src/core/ids.ts';
import { dedupeKey, type CarrierEvent } from '../../../../src/carriers/types.ts';
import { recordBoxScans } from '../../../../src/orders/writing/tracking-scans.ts';
import { renderOptions } from '../../../../src/orders/reading/render.ts';
import { fillRenders } from '../../../../src/orders/writing/renders/fill.ts';
import { documentForm } from '../../../support/multipart.ts';
import { guideOrder, postOrder, twoByThreeOrder } from '../../../v2/orders/fixtures.ts';

let world: TestWorld;
let org: TestOrg;
const big = (c: string) => ({ value: c.repeat(600), type: 'text/plain' });
const small = { value: 'é small', type: null };

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
  const preset = (await world.request('POST', `${org.url}packaging/`, { token: org.token, body: { name: 'Small', length: '10 cm', width: '10 cm', height: '5 cm' } })).json();
  let previous: string | null = null;
  for (let n = 0; n < 7; n++) {
    const order = await postOrder(world, org, {
      ...guideOrder(), primary_id: `P-${n}`, tags: [`t${n % 3}x`], notes: [{ content: `note ${n} "quoted" \\ \u2028` }],
      custom_fields: { big: big('o'), small },
      ...(previous ? { relations: [{ kind: 'split-child', order: previous }] } : {}),
      boxes: [
        { packaging: { url: preset.url }, tracking_number: `1Z${n}`, custom_fields: { big: big('b') }, items: [{ quantity: 1, part_number: `S-${n}`, kind: 'goods', custom_fields: { big: big('i'), small } }] },
        ...twoByThreeOrder(n).boxes,
      ],
    });
    previous = order.url;
    const box = order.boxes[0].url as string;
    const form = documentForm({ kind: 'label', purpose: 'ship', data: '%PDF-1.4 hello' });
    assert.equal((await world.request('POST', `${box}docs/`, { token: org.token, body: form.body, headers: form.headers })).statusCode, 201);
    const parts = box.split('/');
    const scan: CarrierEvent = { status: 'in_transit', occurredAt: `2024-03-0${n + 1}T03:30:00Z`, description: 'Departed', location: null };
    await recordBoxScans(world.db, { orgId: org.id, orderId: decodeId(parts[6])!, boxId: decodeId(parts[8])! }, [{ ...scan, carrier: 'UPS', dedupeKey: dedupeKey('UPS', scan) }]);
  }
});
after(() => world.close());

const EXPANDS = ['', 'boxes', 'items', 'boxes,items', 'boxes__items'];
const LAZY = ['', 'custom_fields', 'boxes__custom_fields', 'boxes__items__custom_fields', 'custom_fields,boxes__custom_fields,boxes__items__custom_fields'];
const LISTS = ['limit=100', 'limit=3&offset=2', 'order_by=primary_id', 'q=lovelace', 'tags=t1x', 'updated_at__gte=2000-01-01T00:00:00Z&limit=2'];

/** Each list query's order ids when every render is stored: an order rendered live must not go missing from its page. */
const idsByQuery = new Map<string, number[]>();

async function compareAll(what: string) {
  for (const list of LISTS) {
    for (const expand of EXPANDS) {
      for (const lazy of LAZY) {
        const query = `${list}${expand ? `&expand=${expand}` : ''}${lazy ? `&lazy=${lazy}` : ''}`;
        const res = await world.request('GET', `${org.url}orders/?${query}`, { token: org.token });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
        const page = res.json();
        const ids = page.results.map((o: { url: string }) => decodeId(o.url.split('/').at(-2)!)!);
        if (!idsByQuery.has(query)) idsByQuery.set(query, ids);
        assert.deepEqual(ids, idsByQuery.get(query)!, `${what}: the orders of ${query}`);
        const opts = renderOptions({ expand, lazy });
        const expected = await liveListText(world.db, org, { count: page.count, next: page.next, previous: page.previous }, ids, opts);
        assert.equal(res.body, expected, `${what}: ${query}`);
        if (list !== LISTS[0]) continue;
        for (const id of ids.slice(0, 2)) {
          const one = await world.request('GET', `${org.url}orders/${page.results[ids.indexOf(id)].url.split('/').at(-2)}/?${query.replace(list, '')}`, { token: org.token });
          assert.equal(one.body, (await liveText(world.db, org, [id], opts))[0], `${what}: GET one ${query}`);
        }
      }
    }
  }
}

describe('reads from stored renders', () => {
  it('send the bytes the live renderer sent, in every form, with filters, order, q and paging', async () => {
    const [{ n }] = await world.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_renders WHERE org_id = ${org.id}`);
    assert.equal(n, 7);
    await compareAll('stored');
  });

  it('send the same for orders without a stored render yet (rendered live)', async () => {
    await world.db.rows(sql`DELETE FROM order_renders WHERE org_id = ${org.id} AND order_id IN (SELECT id FROM orders WHERE org_id = ${org.id} AND primary_id IN ('P-1', 'P-4'))`);
    await compareAll('partly stored');
  });

  it('GET of a box sends from the stored render the bytes it sends rendered live', async () => {
    const orders = (await (await world.request('GET', `${org.url}orders/?expand=boxes`, { token: org.token })).json()).results;
    const urls = orders.flatMap((o: { boxes: { url: string }[] }) => o.boxes.map((b) => b.url)).flatMap((u: string) => [u, `${u}?expand=items`]);
    const read = async () => Promise.all(urls.map(async (u: string) => (await world.request('GET', u, { token: org.token })).body));
    await world.db.rows(sql`DELETE FROM order_renders WHERE org_id = ${org.id}`);
    const live = await read();
    await fillRenders(world.db, { orgId: org.id });
    assert.deepEqual(await read(), live);
    const missing = await world.request('GET', urls[0].replace(/boxes\/[^/]+\/$/, 'boxes/zzzz/'), { token: org.token });
    assert.equal(missing.statusCode, 404);
  });
});
