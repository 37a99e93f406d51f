import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { shippable } from '../shipping/support.ts';
import { signedIn, textOf } from './support.ts';

const keyOf = (url: string) => url.split('/').filter(Boolean).pop()!;

describe('console: shipping on the order page', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Shipper');
  });
  after(() => world.close());

  it('shows rates per box, buys a label (a link opens the PDF, the cost shown), voids it', async () => {
    const s = await shippable(world, org);
    const owner = await signedIn(world, org, 'owner');
    const page = `/console/orgs/${org.pk}/orders/${keyOf(s.order)}/`;
    const plain = await owner.get(page);
    assert.equal(plain.statusCode, 200);
    assert.match(textOf(plain.body), /No label\./);
    assert.match(plain.body, /\?rates=1#shipping/);
    const withRates = await owner.get(`${page}?rates=1`);
    const text = textOf(withRates.body);
    assert.match(text, /Rates for box 1/);
    assert.match(text, /Sandbox Ground/);
    const buttons = withRates.body.match(/Buy label/g) ?? [];
    assert.equal(buttons.length, 6, 'three services for each of two boxes');
    const bought = await owner.post(`${page}boxes/${keyOf(s.boxes[0])}/label/`, { carrier_account: String(Number(keyOf(s.account))), service: 'express' });
    assert.equal(bought.statusCode, 303, bought.body);
    const after = await owner.get(`${page}?done=label`);
    const label = (await world.request('GET', `${s.boxes[0]}label/`, { token: org.token })).json();
    assert.match(textOf(after.body), new RegExp(`Label purchased ?: sandbox express, ${label.tracking_number}, cost ${label.amount.replace('.', '\\.')}`));
    const link = /<a href="([^"]+)" target="_blank" rel="noopener">Open the PDF<\/a>/.exec(after.body);
    assert.ok(link, 'a link opens the label');
    const file = await owner.get(link[1].replace(/&amp;/g, '&'));
    assert.equal(file.statusCode, 200);
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const voided = await owner.post(`${page}boxes/${keyOf(s.boxes[0])}/label/void/`);
    assert.equal(voided.statusCode, 303);
    assert.match(textOf((await owner.get(page)).body), /Label voided ?: sandbox express/);
  });
});
