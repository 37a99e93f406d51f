// Every console route under /console/orgs/:org_pk/ passes the console's security suite (./security.ts): signed
// out, another organization's member, org A's ids under org B, a malformed org key, a wrong or missing CSRF
// token, a member's or shipper's POST; the last test fails naming any route no call covered.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { decodeId, encodeId } from '../../src/core/ids.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { assertConsoleRouteSecurity, uncoveredRoutes } from './security.ts';
import { makeOrder, uploadDocument } from './fixtures.ts';
import { signedIn } from './support.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { shippable } from '../shipping/support.ts';
import { drain } from '../batches/support.ts';
import { Readable } from 'node:stream';
import { storageKey } from '../../src/orders/reading/boxes/docs/queries.ts';

const keyOf = (url: string) => url.split('/').filter(Boolean).pop()!;

describe('console security', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let receiver: Receiver;
  let order: string;
  let doc: string;
  let box: string;
  let webhook: string;
  let delivery: string;
  let subaccount: string;
  const console = (pk: string) => `/console/orgs/${pk}/`;

  /** What a denied request must not move. */
  const snapshot = async () => world.db.one(sql`SELECT
    (SELECT count(*)::int FROM order_notes) AS notes, (SELECT count(*)::int FROM order_tags) AS tags,
    (SELECT count(*)::int FROM webhooks) AS webhooks, (SELECT count(*)::int FROM webhook_deliveries) AS deliveries,
    (SELECT count(*)::int FROM console_invitations) AS invitations, (SELECT count(*)::int FROM oauth_clients) AS apps,
    (SELECT count(*)::int FROM access_tokens WHERE revoked_at IS NULL) AS live_tokens,
    (SELECT coalesce(sum(scanned), 0)::int FROM pack_scans) AS packed,
    (SELECT count(*)::int || string_agg(status, ',' ORDER BY id) FROM label_purchases) AS labels,
    (SELECT string_agg(coalesce(suspended_at::text, '-'), ',' ORDER BY id) FROM webhooks) AS suspended`);

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') });
    orgA = await world.createOrg('Org A');
    orgB = await world.createOrg('Org B');
    receiver = await startReceiver();
    const hook = await world.request('POST', `${orgA.url}webhooks/`, { token: orgA.token, body: { entity: 'orders', remote_url: receiver.url } });
    webhook = keyOf(hook.json().url);
    const made = await makeOrder(world, orgA, { tags: ['keep'] });
    order = made.key;
    box = keyOf(made.boxUrl);
    doc = (await uploadDocument(world, orgA, made.boxUrl)).key;
    const deliveries = await world.request('GET', `${hook.json().url}deliveries/`, { token: orgA.token });
    delivery = keyOf(deliveries.json().results[0].url);
    const sub = await world.request('POST', `${orgA.url}wallet-subaccounts/`, { token: orgA.token, body: { unique_id: 'sec-1' } });
    subaccount = keyOf(sub.json().url);
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  const get = (path: string, hasObjectIds = true, ability?: 'ship' | 'access' | 'money') => async () => {
    await assertConsoleRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${console(pk)}${path}`, hasObjectIds, ability });
  };
  const post = (path: string, form: Record<string, string> = {},
    opts: { hasObjectIds?: boolean; prepare?: () => Promise<string>; also?: () => Promise<unknown>; ability?: 'ship' } = {}) => async () => {
    await assertConsoleRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${console(pk)}${path}`, form, hasObjectIds: opts.hasObjectIds, prepare: opts.prepare, ability: opts.ability,
      unchanged: async () => [await snapshot(), await opts.also?.()],
    });
  };
  const membership = (userId: number) => () => world.db.one(sql`SELECT role FROM memberships WHERE org_id = ${orgA.id} AND user_id = ${userId}`);

  it('GET the organization start', get('', false));
  it('GET orders/', get('orders/?q=ada', false));
  it('GET orders/export.csv', get('orders/export.csv?rows=items', false));
  it('GET orders/export.xlsx', get('orders/export.xlsx', false));
  it('GET orders/:order_pk/', async () => get(`orders/${order}/`)());
  it('GET a document', async () => get(`orders/${order}/documents/${doc}`)());
  it('POST a note', async () => post(`orders/${order}/notes/`, { content: 'hello' })());
  it('POST a tag', async () => post(`orders/${order}/tags/`, { value: 'new' })());
  it('POST a tag removal', async () => post(`orders/${order}/tags/remove/`, { value: 'keep' })());
  it('POST a document upload', async () => {
    const documents = async () => (await world.db.one(sql`SELECT count(*)::int AS n FROM shipping_documents`))!;
    await assertConsoleRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${console(pk)}orders/${order}/boxes/${box}/documents/`, form: { kind: 'invoice' }, upload: true, unchanged: documents, ability: 'ship',
    });
  });
  it('POST a label purchase and a label void', async () => {
    const labels = async () => (await world.db.one(sql`SELECT count(*)::int AS n, string_agg(status, ',' ORDER BY id) AS s FROM label_purchases`))!;
    const fresh = async () => {
      const s = await shippable(world, orgA);
      return { s, accountId: String(Number(keyOf(s.account))), order: keyOf(s.order), box: keyOf(s.boxes[0]) };
    };
    const first = await fresh();
    await assertConsoleRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${console(pk)}orders/${first.order}/boxes/${first.box}/label/`, form: { carrier_account: first.accountId, service: 'ground' },
      unchanged: labels, ability: 'ship',
    });
    const second = await fresh();
    await world.request('POST', `${second.s.boxes[0]}label/`, { token: orgA.token, body: { carrier_account: second.s.account, service: 'ground' } });
    await assertConsoleRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${console(pk)}orders/${second.order}/boxes/${second.box}/label/void/`, unchanged: labels, ability: 'ship',
    });
  });
  it('the pack station: GET and POST pack/, an order\'s pack page, a scan, a restart, a close and its label', async () => {
    const made = await makeOrder(world, orgA);
    await get('pack/', false, 'ship')();
    await post('pack/', { code: made.primaryId }, { hasObjectIds: false, ability: 'ship' })();
    await get(`pack/orders/${made.key}/`, true, 'ship')();
    await post(`pack/orders/${made.key}/scans/`, { code: 'WID-1' }, { ability: 'ship' })();
    await post(`pack/orders/${made.key}/boxes/${keyOf(made.boxUrl)}/restart/`, {}, { ability: 'ship' })();
    // A box with nothing to scan closes at once: its label is bought with the organization's cheapest rate.
    const ready = await shippable(world, orgA);
    await post(`pack/orders/${keyOf(ready.order)}/boxes/${keyOf(ready.boxes[0])}/close/`, {}, { ability: 'ship' })();
    await get(`pack/orders/${keyOf(ready.order)}/boxes/${keyOf(ready.boxes[0])}/label.pdf`, true, 'ship')();
    const defaults = () => world.db.rows(sql`SELECT id, is_default, default_service FROM carrier_accounts ORDER BY org_id, id`);
    await post('pack/default/', { choice: `${Number(decodeId(keyOf(ready.account)))}:express` }, { hasObjectIds: false, also: defaults })();
  });
  it('POST an order\'s shipping status, "mark shipped" and its ship-to address', async () => {
    const shipping = () => world.db.one(sql`SELECT shipping_status, shipped_at, ship_to_city FROM orders WHERE org_id = ${orgA.id} AND id = ${decodeId(order)!}`);
    await post(`orders/${order}/shipping-status/`, { status: 'partially_fulfilled' }, { ability: 'ship', also: shipping })();
    await post(`orders/${order}/shipped/`, {}, { ability: 'ship', also: shipping })();
    await post(`orders/${order}/ship-to/`, { first_name: 'Grace', city: 'Arlington', country: 'US' }, { also: shipping })();
  });
  it('POST orders/batches/, a batch\'s page and its print file', async () => {
    const made = await shippable(world, orgA);
    const counted = () => world.db.one(sql`SELECT count(*)::int AS n FROM batches`);
    await post('orders/batches/', { order: keyOf(made.order), action: 'labels', choice: 'cheapest' }, { hasObjectIds: false, ability: 'ship', also: counted })();
    // A batch of its own order (the one above may buy that order's labels first when the worker runs).
    const printed = await shippable(world, orgA);
    const created = await world.request('POST', `${orgA.url}batches/`, { token: orgA.token, body: { action: 'labels', orders: [printed.order], service: 'cheapest' } });
    assert.equal(created.statusCode, 202, created.body);
    await drain(world);
    const batch = keyOf(created.json().url);
    await get(`batches/${batch}/`, true, 'ship')();
    await get(`batches/${batch}/print-file`, true, 'ship')();
  });
  it('GET and POST manifests/, a manifest\'s page, its PDF, the carrier\'s form and a retry', async () => {
    const made = await shippable(world, orgA);
    await world.request('POST', `${made.boxes[0]}label/`, { token: orgA.token, body: { carrier_account: made.account, service: 'ground' } });
    const manifests = () => world.db.one(sql`SELECT count(*)::int AS n, string_agg(carrier_status, ',' ORDER BY id) AS s FROM manifests`);
    await post('manifests/', { account: keyOf(made.account), ship_date: '' }, { hasObjectIds: false, ability: 'ship', also: manifests })();
    await get('manifests/', false, 'ship')();
    const id = Number((await world.db.one<{ id: number }>(sql`SELECT id FROM manifests WHERE org_id = ${orgA.id} ORDER BY id DESC LIMIT 1`))!.id);
    const key = encodeId(id);
    await get(`manifests/${key}/`, true, 'ship')();
    await get(`manifests/${key}/manifest.pdf`, true, 'ship')();
    // A carrier's form and a refused close, as a USPS account's would be (the sandbox has no close of its own).
    const file = storageKey(orgA.id, 'manifest-security.pdf');
    await world.app.storage.put(file, Readable.from([Buffer.from('%PDF-1.4 form')]), 'application/pdf');
    await world.db.rows(sql`UPDATE manifests SET carrier_status = 'failed', carrier_message = 'refused', carrier_document_key = ${file},
      carrier_document_type = 'application/pdf', carrier_document_size = 13 WHERE org_id = ${orgA.id} AND id = ${id} RETURNING id`);
    await get(`manifests/${key}/carrier-document`, true, 'ship')();
    await post(`manifests/${key}/retry/`, {}, { ability: 'ship', also: manifests })();
  });
  it('GET webhooks/', get('webhooks/', false));
  it('POST webhooks/', async () => post('webhooks/', { entity: 'contact', remote_url: receiver.url }, { hasObjectIds: false })());
  it('GET a webhook', async () => get(`webhooks/${webhook}/`)());
  it('POST resume', async () => {
    await world.request('PATCH', `${orgA.url}webhooks/${webhook}/`, { token: orgA.token, body: { suspended_at: new Date().toISOString() } });
    await post(`webhooks/${webhook}/resume/`)();
  });
  it('POST a webhook change', async () => {
    const target = () => world.db.one(sql`SELECT entity, remote_url FROM webhooks WHERE org_id = ${orgA.id} ORDER BY id`);
    await post(`webhooks/${webhook}/edit/`, { entity: 'orders', remote_url: `${receiver.url}edited/` }, { also: target })();
  });
  it('POST a webhook pause', async () => {
    await world.request('PATCH', `${orgA.url}webhooks/${webhook}/`, { token: orgA.token, body: { suspended_at: null } });
    await post(`webhooks/${webhook}/pause/`)();
  });
  it('POST a webhook deletion', async () => {
    const make = async () => keyOf((await world.request('POST', `${orgA.url}webhooks/`, { token: orgA.token, body: { entity: 'contact', remote_url: receiver.url } })).json().url);
    const first = await make();
    await post(`webhooks/${first}/delete/`, {}, { prepare: async () => `${console(orgA.pk)}webhooks/${await make()}/delete/` })();
  });
  it('POST redeliver', async () => post(`webhooks/${webhook}/deliveries/${delivery}/redeliver/`)());
  it('GET access/', get('access/', false, 'access'));
  it('POST an invitation', post('access/invitations/', { email: 'someone@example.test', role: 'member' }, { hasObjectIds: false }));
  it('POST an invitation withdrawal', async () => {
    const owner = await signedIn(world, orgA, 'owner');
    const make = async () => {
      await owner.post(`${console(orgA.pk)}access/invitations/`, { email: `w-${Date.now()}@example.test`, role: 'member' });
      const row = await world.db.one<{ id: number }>(sql`SELECT id FROM console_invitations WHERE org_id = ${orgA.id} AND used_at IS NULL ORDER BY id DESC LIMIT 1`);
      return encodeId(row!.id);
    };
    const first = await make();
    await post(`access/invitations/${first}/withdraw/`, {}, { prepare: async () => `${console(orgA.pk)}access/invitations/${await make()}/withdraw/` })();
  });
  it('POST a role change', async () => {
    const someone = await signedIn(world, orgA, 'member');
    await post(`access/members/${encodeId(someone.userId)}/role/`, { role: 'admin' }, { also: membership(someone.userId) })();
  });
  it('POST a member removal', async () => {
    const someone = await signedIn(world, orgA, 'member');
    const other = async () => `${console(orgA.pk)}access/members/${encodeId((await signedIn(world, orgA, 'member')).userId)}/remove/`;
    await post(`access/members/${encodeId(someone.userId)}/remove/`, {}, { prepare: other, also: membership(someone.userId) })();
  });
  it('GET access/tokens/', get('access/tokens/', false, 'access'));
  it('POST a token', post('access/tokens/', { 'scope:order': 'full', expires: '7' }, { hasObjectIds: false }));
  it('POST a token revocation', async () => {
    const row = async () => (await world.db.one<{ id: number }>(sql`SELECT id FROM access_tokens WHERE org_id = ${orgA.id} AND revoked_at IS NULL AND kind = 'personal' ORDER BY id DESC LIMIT 1`))!.id;
    await world.tokenFor(orgA);
    const first = await row();
    await post(`access/tokens/${encodeId(first)}/revoke/`, {}, {
      prepare: async () => {
        await world.tokenFor(orgA);
        return `${console(orgA.pk)}access/tokens/${encodeId(await row())}/revoke/`;
      },
    })();
  });
  it('GET access/apps/', get('access/apps/', false, 'access'));
  it('POST an app', post('access/apps/', { name: 'Shop Sync', redirect_uris: 'https://shop.example/cb' }, { hasObjectIds: false }));
  it('GET access/settings/', get('access/settings/', false, 'access'));
  it('POST access/settings/', async () => {
    const settings = () => world.db.one(sql`SELECT name, time_zone FROM orgs WHERE id = ${orgA.id}`);
    await post('access/settings/', { name: 'Org A', time_zone: 'Europe/Berlin' }, { hasObjectIds: false, also: settings })();
  });
  it('GET money/', get('money/', false, 'money'));
  it('GET a wallet sub-account', async () => get(`money/wallet/${subaccount}/`, true, 'money')());

  it('covers every /console/orgs/ route', () => {
    assert.deepEqual(uncoveredRoutes(world.app), []);
  });
});
