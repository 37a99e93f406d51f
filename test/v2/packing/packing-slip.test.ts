import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { decodeCode128, hasPdftoppm, rasterisePdf } from '../../support/barcodes.ts';
import { makeOrder } from '../../packing/support.ts';

describe('GET .../orders/{order_pk}/packing-slip.pdf', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('answers the order\'s packing slip, its barcode the primary_id', { skip: !hasPdftoppm }, async () => {
    const order = await makeOrder(world, orgA, 'PACK-77', [[{ part_number: 'MUG-1', description: 'Blue mug', quantity: 2 }]]);
    const res = await world.request('GET', `${order.url}packing-slip.pdf`, { token: orgA.token });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    const pdf = res.rawPayload;
    assert.equal((await PDFDocument.load(pdf)).getPageCount(), 1);
    assert.equal(decodeCode128(rasterisePdf(pdf)), 'PACK-77');
  });

  it('passes the security suite (another organization\'s order is a 404)', async () => {
    const order = await makeOrder(world, orgA, 'PACK-SEC', [[{ part_number: 'X', quantity: 1 }]]);
    const path = new URL(order.url, 'http://x').pathname;
    const res = await assertRouteSecurity(world, orgA, orgB, {
      method: 'GET', scope: 'shipping', path: (pk) => `${path.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`)}packing-slip.pdf`,
    });
    assert.equal(res.statusCode, 200);
    const missing = await world.request('GET', `/api/v2/orgs/${orgA.pk}/orders/zzzz/packing-slip.pdf`, { token: orgA.token });
    assert.equal(missing.statusCode, 404);
  });
});
