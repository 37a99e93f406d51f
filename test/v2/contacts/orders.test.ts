/** GET /contacts/{pk}/orders/: orders sharing an e-mail with the contact's addresses, with every list option. */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { postOrder, pkOf } from '../orders/fixtures.ts';
import { assertBadParam, followNext, list, primaryIds, qs, rawList } from '../orders/list/fixtures.ts';

describe('contact orders', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let contact: any;

  const createContact = async (body: unknown, org = orgA) => {
    const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const ids = async (params: Record<string, string | number> = {}, url = contact.orders) =>
    (await primaryIds(world, orgA, params, url)).sort();

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    contact = await createContact({
      first_name: 'Ada',
      addresses: [
        { address_type: 'shipping', email: 'Ada@Example.com', city: 'London' },
        { address_type: 'billing', email: 'accounts@analytical.test' },
        { address_type: 'shipping', city: 'No e-mail' },
      ],
    });
    const order = (primary_id: string, ship: string | null, bill: string | null, extra: Record<string, unknown> = {}) => ({
      primary_id,
      ...extra,
      shipping: { ship_via: 'UPS', ...(extra.shipping as object), ...(ship ? { ship_to: { email: ship } } : {}) },
      ...(bill ? { billing: { bill_to: { email: bill } } } : {}),
    });
    await postOrder(world, orgA, order('SHIP', 'ada@example.com', null, { boxes: [{ items: [{ quantity: 1, part_number: 'P1' }] }] }));
    await postOrder(world, orgA, order('BILL', 'someone@else.test', 'ACCOUNTS@analytical.test', { shipping: { ship_via: 'FedEx' } }));
    await postOrder(world, orgA, order('BOTH', 'ADA@EXAMPLE.COM', 'accounts@analytical.test', { tags: ['vip'] }));
    await postOrder(world, orgA, order('OTHER', 'bob@example.com', 'bob@example.com'));
    await postOrder(world, orgA, order('NOMAIL', null, null));
    await postOrder(world, orgA, order('NEAR', 'ada@example.co', 'xada@example.com'));
    // Another organization's orders with the same e-mails never show.
    await postOrder(world, orgB, order('FOREIGN', 'ada@example.com', 'accounts@analytical.test'));
  });
  after(() => world.close());

  it("is the contact's orders link and lists orders whose ship-to or bill-to e-mail is one of the contact's", async () => {
    assert.equal(contact.orders, `${contact.url}orders/`);
    const body = await list(world, orgA, {}, contact.orders);
    assert.equal(body.count, 3);
    assert.deepEqual(body.results.map((o: any) => o.primary_id), ['BOTH', 'BILL', 'SHIP'], 'newest first by default');
    // The same JSON as the order list.
    const fromList = await list(world, orgA, { primary_id: 'SHIP' });
    assert.deepEqual(body.results[2], fromList.results[0]);
  });

  it('follows changes of the addresses', async () => {
    const [first] = contact.addresses;
    const res = await world.request('PATCH', first.url, { token: orgA.token, body: { email: 'BOB@example.com' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await ids(), ['BILL', 'BOTH', 'OTHER']);
    assert.equal((await world.request('DELETE', contact.addresses[1].url, { token: orgA.token })).statusCode, 204);
    assert.deepEqual(await ids(), ['OTHER']);
    const bare = await createContact({ first_name: 'Nobody', addresses: [{ city: 'Nowhere' }] });
    assert.deepEqual(await ids({}, bare.orders), []);
    const none = await createContact({ first_name: 'Empty' });
    assert.deepEqual(await ids({}, none.orders), []);
  });

  it('takes the options of the order list: filters, q, order_by, expand, only, suggestions and paging', async () => {
    assert.deepEqual(await ids({ ship_via: 'UPS' }), ['BOTH', 'SHIP']);
    assert.deepEqual(await ids({ ship_via__in: '!UPS' }), ['BILL']);
    assert.deepEqual(await ids({ tag: 'vip' }), ['BOTH']);
    assert.deepEqual(await ids({ email: 'bob@example.com' }), []);
    assert.deepEqual(await ids({ q: 'P1' }), ['SHIP']);
    assert.deepEqual(await primaryIds(world, orgA, { order_by: 'primary_id' }, contact.orders), ['BILL', 'BOTH', 'SHIP']);
    assert.deepEqual(await primaryIds(world, orgA, { order_by: '-primary_id' }, contact.orders), ['SHIP', 'BOTH', 'BILL']);

    const expanded = await list(world, orgA, { primary_id: 'SHIP', expand: 'boxes,items' }, contact.orders);
    assert.equal(expanded.results[0].boxes[0].items[0].part_number, 'P1');
    assert.equal(expanded.results[0].boxes[0].cod, 'none');
    const refs = await list(world, orgA, { primary_id: 'SHIP' }, contact.orders);
    assert.deepEqual(Object.keys(refs.results[0].boxes[0]).sort(), ['items', 'url']);

    const only = await list(world, orgA, { only: 'url', order_by: 'primary_id' }, contact.orders);
    const all = await list(world, orgA, { order_by: 'primary_id' }, contact.orders);
    assert.deepEqual(only.results, all.results.map((o: any) => ({ url: o.url })));
    const suggested = await list(world, orgA, { primary_id: 'SHIP', suggestions: 2 }, contact.orders);
    assert.equal(suggested.results[0].shipping['status?'], 'unfulfilled');

    const { pages, results } = await followNext(world, `${contact.orders}${qs({ order_by: 'primary_id', limit: 2 })}`, orgA.token);
    assert.deepEqual(results.map((o) => o.primary_id), ['BILL', 'BOTH', 'SHIP']);
    assert.match(pages[0].next!, new RegExp(`^http://[^/]+${contact.orders.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`));
  });

  it('answers 400 naming the parameter for bad options', async () => {
    assertBadParam(await rawList(world, orgA, { order_by: 'nope' }, contact.orders), 'order_by');
    assertBadParam(await rawList(world, orgA, { shipping_status__in: 'lost' }, contact.orders), 'shipping_status__in');
    assertBadParam(await rawList(world, orgA, { created_at__gte: 'soon' }, contact.orders), 'created_at__gte');
    assertBadParam(await rawList(world, orgA, { limit: 0 }, contact.orders), 'limit');
  });

  it("answers 404 for an unknown, malformed or other organization's contact", async () => {
    const foreign = await createContact({ addresses: [{ email: 'ada@example.com' }] }, orgB);
    for (const url of [
      `${orgA.url}contacts/ZZZZ/orders/`,
      `${orgA.url}contacts/!!/orders/`,
      `${orgA.url}contacts/00${pkOf(contact.url)}/orders/`,
      `${orgA.url}contacts/${pkOf(foreign.url)}/orders/`,
    ]) {
      const res = await world.request('GET', url, { token: orgA.token });
      assert.equal(res.statusCode, 404, `GET ${url}: ${res.body}`);
    }
    // The foreign contact's own link answers its organization only.
    assert.deepEqual((await primaryIds(world, orgB, {}, foreign.orders)), ['FOREIGN']);
    const deleted = await createContact({ addresses: [{ email: 'ada@example.com' }] });
    assert.equal((await world.request('DELETE', deleted.url, { token: orgA.token })).statusCode, 204);
    assert.equal((await world.request('GET', deleted.orders, { token: orgA.token })).statusCode, 404);
  });

  it('passes the security suite with the order scope', async () => {
    const pk = pkOf(contact.url);
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'GET', path: (o) => `/api/v2/orgs/${o}/contacts/${pk}/orders/?order_by=primary_id&expand=boxes`, scope: 'order',
    });
    // The contact scope alone does not list orders.
    const contactOnly = await world.tokenFor(orgA, { scopes: ['contact'] });
    assert.equal((await world.request('GET', contact.orders, { token: contactOnly })).statusCode, 403);
  });
});
