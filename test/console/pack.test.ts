// The pack station over HTTP (src/console/pack/): a slip opens its order, scans count up, wrong and extra scans are
// refused with a message and change nothing, the closing scan buys the label and shows its PDF; and the shipper
// role: packs, buys, voids and uploads, but gets 403 on members, tokens, apps, the wallet and insurance.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { packable, sandboxAccount } from '../shipping/pack/support.ts';
import { signedIn, textOf } from './support.ts';

describe('the pack station in the console', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Packers');
    await sandboxAccount(world, org, { name: 'Main', is_default: true, default_service: 'express' });
  });
  after(() => world.close());

  const home = () => `/console/orgs/${org.pk}/pack/`;
  const scans = async () => world.db.rows(sql`SELECT item_id, scanned FROM pack_scans WHERE org_id = ${org.id} ORDER BY item_id`);

  it('opens an order by its slip, counts items up, refuses wrong and extra ones, closes the box with a label to print', async () => {
    const p = await packable(world, org);
    const packer = await signedIn(world, org, 'shipper');
    const start = await packer.get(home());
    assert.equal(start.statusCode, 200);
    assert.match(start.body, /<input[^>]*id="code"[^>]*autofocus/);
    const unknown = await packer.post(home(), { code: 'NO-SUCH-ORDER' });
    assert.equal(unknown.statusCode, 404);
    assert.match(textOf(unknown.body), /No order has the id "NO-SUCH-ORDER"/);
    const opened = await packer.post(home(), { code: p.primaryId });
    assert.equal(opened.statusCode, 303);
    const page = String(opened.headers.location);
    assert.equal(page, `${home()}orders/${encodeId(p.orderId)}/`);
    assert.match(textOf((await packer.get(page)).body), /Box 1 of 2: 0 of 3 scanned/);

    const counted = await packer.post(`${page}scans/`, { code: 'WID-1' });
    assert.equal(counted.statusCode, 303);
    const after = textOf((await packer.get(String(counted.headers.location))).body);
    assert.match(after, /Counted WID-1: 1 of 2\./);
    assert.match(after, /Box 1 of 2: 1 of 3 scanned/);

    const before = await scans();
    const wrong = await packer.post(`${page}scans/`, { code: 'NOT-HERE' });
    assert.equal(wrong.statusCode, 409);
    assert.match(wrong.body, /role="alert">&quot;NOT-HERE&quot; is not an item of this order/);
    await packer.post(`${page}scans/`, { code: '0123456789012' });
    const extra = await packer.post(`${page}scans/`, { code: 'GAD-9' });
    assert.equal(extra.statusCode, 409);
    assert.match(textOf(extra.body), /All 1 of GAD-9 are scanned already: this one is extra\. Nothing was counted\./);
    const otherBox = await packer.post(`${page}scans/`, { code: 'BIG-1' });
    assert.match(textOf(otherBox.body), /BIG-1 goes in box 2/);
    assert.equal((await scans()).length, before.length + 1, 'only the barcode scan was counted');

    const closing = await packer.post(`${page}scans/`, { code: 'WID-1' });
    assert.equal(closing.statusCode, 303, closing.body.slice(0, 400));
    const closed = await packer.get(String(closing.headers.location));
    assert.match(textOf(closed.body), /Box 1 is closed .*Label bought: sandbox express/);
    assert.match(String(closed.headers['content-security-policy']), /frame-src 'self'/);
    const pdfHref = /<iframe class="label" src="([^"]+)"/.exec(closed.body)?.[1];
    assert.ok(pdfHref, 'the label is shown in the page');
    const pdf = await packer.get(pdfHref!.replace(/&amp;/g, '&'));
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /^inline/);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const label = await world.db.one<{ service: string; status: string }>(sql`SELECT service, status FROM label_purchases WHERE org_id = ${org.id} AND order_id = ${p.orderId}`);
    assert.deepEqual(label, { service: 'express', status: 'purchased' });
    assert.match(textOf(closed.body), /Box 2 of 2: 0 of 1 scanned/, 'the next box is up');

    // Reloading loses nothing: the counts are the server's.
    const again = await signedIn(world, org, 'owner');
    assert.match(textOf((await again.get(page)).body), /Box 2 of 2: 0 of 1 scanned/);
    // The next packing slip, scanned in the item field, opens its order.
    const next = await packable(world, org);
    const jump = await packer.post(`${page}scans/`, { code: next.primaryId });
    assert.equal(jump.headers.location, `${home()}orders/${encodeId(next.orderId)}/`);
  });

  it('shows why a complete box got no label and keeps its counts; "Close the box" retries', async () => {
    const lonely = await world.createOrg('No accounts');
    const p = await packable(world, lonely);
    const packer = await signedIn(world, lonely, 'shipper');
    const page = `/console/orgs/${lonely.pk}/pack/orders/${encodeId(p.orderId)}/`;
    for (const code of ['WID-1', 'WID-1']) await packer.post(`${page}scans/`, { code });
    const failed = await packer.post(`${page}scans/`, { code: 'GAD-9' });
    assert.equal(failed.statusCode, 409);
    assert.match(textOf(failed.body), /Every item is scanned, but the label was not bought: The organization has no carrier account/);
    assert.match(failed.body, /Close the box and buy its label/);
    await sandboxAccount(world, lonely);
    const retried = await packer.post(`${page}boxes/${encodeId(p.boxIds[0]!)}/close/`, {});
    assert.equal(retried.statusCode, 303);
    assert.match(String(retried.headers.location), /\?closed=/);
  });

  it('a shipper packs, buys, voids and uploads, and gets 403 on members, tokens, apps, wallet and insurance', async () => {
    const shipper = await signedIn(world, org, 'shipper');
    const base = `/console/orgs/${org.pk}/`;
    for (const path of ['access/', 'access/tokens/', 'access/apps/', 'money/']) {
      const res = await shipper.get(`${base}${path}`);
      assert.equal(res.statusCode, 403, path);
    }
    const sub = await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'ship-1' } });
    assert.equal((await shipper.get(`${base}money/wallet/${sub.json().url.split('/').filter(Boolean).pop()}/`)).statusCode, 403);
    for (const [path, form] of [['access/tokens/', { 'scope:order': 'full', expires: '7' }], ['access/invitations/', { email: 'x@example.test', role: 'owner' }]] as const) {
      assert.equal((await shipper.post(`${base}${path}`, form)).statusCode, 403, path);
    }
    const nav = (await shipper.get(`${base}orders/`)).body;
    assert.match(nav, /href="[^"]+\/pack\/"/);
    assert.doesNotMatch(nav, /href="[^"]+\/(access|money)\/"/);

    const p = await packable(world, org);
    const box = `${base}orders/${encodeId(p.orderId)}/boxes/${encodeId(p.boxIds[1]!)}/`;
    const account = (await world.db.one<{ id: number }>(sql`SELECT id FROM carrier_accounts WHERE org_id = ${org.id} AND is_default`))!.id;
    assert.equal((await shipper.post(`${box}label/`, { carrier_account: String(account), service: 'ground' })).statusCode, 303);
    assert.equal((await shipper.post(`${box}label/void/`, {})).statusCode, 303);
    assert.equal((await shipper.post(`${box}documents/`, { kind: 'invoice' }, { upload: true })).statusCode, 303);
    const statuses = await world.db.rows(sql`SELECT status FROM label_purchases WHERE org_id = ${org.id} AND box_id = ${p.boxIds[1]!}`);
    assert.deepEqual(statuses, [{ status: 'voided' }]);
    // A member reads orders but does not pack.
    const member = await signedIn(world, org, 'member');
    assert.equal((await member.get(home())).statusCode, 403);
    assert.equal((await member.post(`${home()}orders/${encodeId(p.orderId)}/scans/`, { code: 'WID-1' })).statusCode, 403);
  });
});
