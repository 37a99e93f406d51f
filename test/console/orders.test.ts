// The console's orders: the list with search, filters, ordering and paging (the API's list code), the order page
// with its boxes, items, addresses, documents, tracking, events; notes and tags written through the order domain.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { signedIn, textOf, type Browser } from './support.ts';
import { makeOrder, uploadDocument } from './fixtures.ts';

describe('console orders', () => {
  let world: TestWorld;
  let org: TestOrg;
  let owner: Browser;
  let base: string;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    owner = await signedIn(world, org, 'owner');
    base = `/console/orgs/${org.pk}/orders/`;
  });
  after(() => world.close());

  it('lists orders newest first, finds one by search and filters by tag, shipping method and date', async () => {
    const a = await makeOrder(world, org, { name: 'Zebulon', tags: ['rush'], shipVia: 'FedEx' });
    const b = await makeOrder(world, org, { name: 'Quentin' });
    const all = await owner.get(base);
    assert.equal(all.statusCode, 200);
    const text = textOf(all.body);
    assert.ok(text.indexOf(b.primaryId) < text.indexOf(a.primaryId), 'newest first');
    const found = textOf((await owner.get(`${base}?q=zebulon`)).body);
    assert.match(found, new RegExp(a.primaryId));
    assert.doesNotMatch(found, new RegExp(b.primaryId));
    const tagged = textOf((await owner.get(`${base}?tag=rush&shipping_status__in=&created_at__gte=`)).body);
    assert.match(tagged, new RegExp(a.primaryId));
    assert.doesNotMatch(tagged, new RegExp(b.primaryId));
    const fedex = textOf((await owner.get(`${base}?ship_via=FedEx`)).body);
    assert.match(fedex, new RegExp(a.primaryId));
    assert.doesNotMatch(fedex, new RegExp(b.primaryId));
    const today = new Date().toISOString().slice(0, 10);
    assert.match(textOf((await owner.get(`${base}?created_at__lte=${today}`)).body), new RegExp(a.primaryId), 'the day given is included');
    assert.doesNotMatch(textOf((await owner.get(`${base}?created_at__lte=2000-01-01`)).body), new RegExp(a.primaryId));
    const oldest = textOf((await owner.get(`${base}?order_by=created_at`)).body);
    assert.ok(oldest.indexOf(a.primaryId) < oldest.indexOf(b.primaryId), 'order_by');
  });

  it('exports the orders its filters select, as CSV and XLSX, from links that carry them', async () => {
    const a = await makeOrder(world, org, { name: 'Xavier', tags: ['export-me'], shipVia: 'DHL' });
    await makeOrder(world, org, { name: 'Yolanda', shipVia: 'DHL' });
    const page = await owner.get(`${base}?tag=export-me&order_by=created_at&offset=0&limit=5`);
    const links = [...page.body.matchAll(/href="([^"]*export\.(csv|xlsx)[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    assert.deepEqual(links, [`${base}export.csv?tag=export-me&order_by=created_at`, `${base}export.xlsx?tag=export-me&order_by=created_at`]);
    const csv = await owner.get(links[0]);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename="orders\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines.length, 2, 'the header and the one tagged order');
    assert.match(lines[1], new RegExp(a.primaryId));
    const xlsx = await owner.get(links[1]);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK', 'a zip (XLSX) file');
    // The list's own reading of a day: "created on or before" today includes today's orders.
    const today = new Date().toISOString().slice(0, 10);
    assert.match((await owner.get(`${base}export.csv?tag=export-me&created_at__lte=${today}`)).body, new RegExp(a.primaryId));
    const bad = await owner.get(`${base}export.csv?columns=nope`);
    assert.equal(bad.statusCode, 400);
    assert.match(textOf(bad.body), /columns/);
  });

  it('pages through the list', async () => {
    for (let i = 0; i < 3; i++) await makeOrder(world, org);
    const first = await owner.get(`${base}?limit=2`);
    assert.match(first.body, /rel="next"/);
    assert.match(textOf(first.body), /Showing 1–2 of \d+/);
    const second = await owner.get(`${base}?limit=2&offset=2`);
    assert.match(second.body, /rel="prev"/);
  });

  it('answers a bad filter with a 400 page naming it', async () => {
    const res = await owner.get(`${base}?created_at__gte=yesterday`);
    assert.equal(res.statusCode, 400);
    assert.match(textOf(res.body), /created_at__gte/);
  });

  it('shows an order with its boxes, items, addresses, documents and events, and downloads a document', async () => {
    const { key, primaryId, boxUrl } = await makeOrder(world, org, { name: 'Grace' });
    const { key: docKey } = await uploadDocument(world, org, boxUrl, '%PDF-1.4 the label');
    const page = await owner.get(`${base}${key}/`);
    assert.equal(page.statusCode, 200, page.body);
    const text = textOf(page.body);
    for (const expected of [`Order ${primaryId}`, 'Blue widget', 'WID-1', 'Grace Lovelace', 'London', 'label: ship it', 'No tracking events yet', 'No insurance charges']) {
      assert.ok(text.includes(expected), `the page shows ${expected}`);
    }
    const file = await owner.get(`${base}${key}/documents/${docKey}`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, '%PDF-1.4 the label');
    assert.match(String(file.headers['content-disposition']), /^attachment/);
    assert.equal((await owner.get(`${base}${key}/documents/zz`)).statusCode, 404);
  });

  it('uploads a document to a box: the API lists it, the page links it; a form without a file is a 400 page, nothing kept', async () => {
    const { key, boxUrl } = await makeOrder(world, org);
    const boxKey = boxUrl.split('/').filter(Boolean).pop()!;
    const page = await owner.get(`${base}${key}/`);
    assert.match(page.body, /enctype="multipart\/form-data"/, 'the page has an upload form');
    const upload = `${base}${key}/boxes/${boxKey}/documents/`;
    const done = await owner.post(upload, { kind: 'invoice', purpose: 'for customs' }, { upload: true });
    assert.equal(done.statusCode, 303, done.body);
    assert.equal(done.headers.location, `${base}${key}/?done=document#boxes`);
    const listed = (await world.request('GET', `${boxUrl}docs/`, { token: org.token })).json().results;
    assert.deepEqual(listed.map((d: { kind: string; purpose: string }) => [d.kind, d.purpose]), [['invoice', 'for customs']]);
    const docKey = String(listed[0].url).split('/').filter(Boolean).pop();
    const after = await owner.get(`${base}${key}/?done=document`);
    assert.ok(textOf(after.body).includes('The document was uploaded.'));
    assert.equal((await owner.get(`${base}${key}/documents/${docKey}`)).body, '%PDF-1.4 uploaded in the console');

    const bad = await owner.post(upload, { kind: 'poster' }, { upload: true });
    assert.equal(bad.statusCode, 400);
    assert.match(textOf(bad.body), /kind/);
    assert.equal((await world.request('GET', `${boxUrl}docs/`, { token: org.token })).json().results.length, 1, 'nothing kept');
  });

  it('adds a note and a tag and removes the tag, through the order writer (events emitted)', async () => {
    const { key } = await makeOrder(world, org);
    const url = `${base}${key}/`;
    const noted = await owner.post(`${url}notes/`, { content: 'Call before delivery' });
    assert.equal(noted.statusCode, 303);
    assert.equal(noted.headers.location, `${url}?done=note#notes`);
    const api = await world.request('GET', `/api/v2/orgs/${org.pk}/orders/${key}/`, { token: org.token });
    assert.equal(api.json().notes[0].content, 'Call before delivery');
    assert.equal(api.json().notes[0].author.email, owner.email);
    assert.equal((await owner.post(`${url}tags/`, { value: 'fragile' })).statusCode, 303);
    let page = textOf((await owner.get(`${url}?done=tag`)).body);
    assert.match(page, /The tag was added/);
    assert.match(page, /Call before delivery/);
    assert.match(page, /fragile/);
    assert.match(page, /orders put/, 'the order page lists its events');
    assert.equal((await owner.post(`${url}tags/remove/`, { value: 'fragile' })).statusCode, 303);
    const tags = await world.request('GET', `/api/v2/orgs/${org.pk}/orders/${key}/tags/`, { token: org.token });
    assert.deepEqual(tags.json(), []);
    assert.equal((await owner.post(`${url}tags/remove/`, { value: 'fragile' })).statusCode, 404);
    const blank = await owner.post(`${url}notes/`, { content: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.match(textOf(blank.body), /content/);
    page = textOf((await owner.get(url)).body);
    assert.doesNotMatch(page, /fragile/);
  });

  it('shows members no write forms', async () => {
    const { key } = await makeOrder(world, org);
    const member = await signedIn(world, org, 'member');
    const page = await member.get(`${base}${key}/`);
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /Add note|Add tag/);
    assert.match((await owner.get(`${base}${key}/`)).body, /Add note/);
  });
});
