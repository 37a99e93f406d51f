import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { decodeCode128, hasPdftoppm, pdfText, rasterisePdf } from '../../support/barcodes.ts';
import { boughtLabel, sandboxAccount, WORLD_ENV } from '../../manifests/support.ts';

describe('v2 manifests', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld(WORLD_ENV);
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const manifests = (org: TestOrg | string) => `/api/v2/orgs/${typeof org === 'string' ? org : org.pk}/manifests/`;
  const written = async () => world.db.rows(sql`SELECT org_id, id, label_count FROM manifests ORDER BY org_id, id`);

  it('closes the day: 201 with every label, its PDF listing them under a Code 128 of the manifest id', { skip: !hasPdftoppm }, async () => {
    const org = await world.createOrg('Closing Co');
    const account = await sandboxAccount(world, org);
    const labels = [await boughtLabel(world, org, account), await boughtLabel(world, org, account, 'overnight')];
    const res = await world.request('POST', manifests(org), { token: org.token, body: { carrier_account: account } });
    assert.equal(res.statusCode, 201, res.body);
    const m = res.json();
    assert.equal(m.carrier_account, account);
    assert.equal(m.carrier, 'sandbox');
    assert.match(m.ship_date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(m.label_count, 2);
    assert.deepEqual(m.labels.map((l: { tracking_number: string }) => l.tracking_number).sort(), labels.map((l) => l.tracking_number).sort());
    assert.deepEqual(Object.keys(m.labels[0]).sort(), ['amount', 'box', 'order', 'primary_id', 'service', 'tracking_number', 'weight']);
    assert.equal(m.labels[0].weight, '1000.0000 g', 'the box\'s effective weight, as the API writes weights');
    assert.equal(m.document, `${m.url}manifest.pdf`);
    assert.deepEqual((await world.request('GET', m.url, { token: org.token })).json(), m);
    const list = await world.request('GET', `${manifests(org)}?carrier_account=${encodeURIComponent(account)}&ship_date=${m.ship_date}`, { token: org.token });
    assert.deepEqual([list.json().count, list.json().results[0]], [1, m]);
    assert.equal((await world.request('GET', `${manifests(org)}?ship_date=2001-01-01`, { token: org.token })).json().count, 0);

    const pdf = await world.request('GET', m.document, { token: org.token });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    assert.equal(doc.getPageCount(), 1);
    assert.deepEqual(doc.getPage(0).getSize(), { width: 612, height: 792 });
    assert.equal(decodeCode128(rasterisePdf(pdf.rawPayload)), m.url.split('/').filter(Boolean).at(-1));
    const text = pdfText(pdf.rawPayload);
    for (const l of labels) assert.match(text, new RegExp(`${l.tracking_number}\\s+${l.primary_id}\\s+(ground|overnight)\\s+2\\.20 lb\\s+\\d+\\.\\d\\d USD`));
    assert.match(text, /Closing Co/);
  });

  it('answers 400 naming the field, or 409, and writes nothing', async () => {
    const account = await sandboxAccount(world, orgA);
    const theirs = await sandboxAccount(world, orgB);
    await boughtLabel(world, orgA, account);
    const before = await written();
    const cases: [unknown, number, string | null][] = [
      [{ carrier_account: theirs }, 400, 'carrier_account'],
      [{ carrier_account: `${account.slice(0, -2)}zz/` }, 400, 'carrier_account'],
      [{ carrier_account: account, ship_date: '2026-13-01' }, 400, 'ship_date'],
      [{ carrier_account: account, ship_date: 'today' }, 400, 'ship_date'],
      [{ ship_date: '2026-12-01' }, 400, 'carrier_account'],
      [{ carrier_account: account, ship_date: '2020-01-01' }, 409, null],
    ];
    for (const [body, status, field] of cases) {
      const res = await world.request('POST', manifests(orgA), { token: orgA.token, body });
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      if (field) assert.ok(JSON.stringify(res.json()).includes(field), res.body);
    }
    assert.deepEqual(await written(), before);
    assert.equal((await world.request('GET', `${manifests(orgA)}?ship_date=31-12-2026`, { token: orgA.token })).statusCode, 400);
  });

  it('passes the security suite on every route (another organization\'s manifest and account refused)', async () => {
    const account = await sandboxAccount(world, orgA, 'Secure');
    await boughtLabel(world, orgA, account);
    const made = await world.request('POST', manifests(orgA), { token: orgA.token, body: { carrier_account: account } });
    assert.equal(made.statusCode, 201, made.body);
    const one = (pk: string) => made.json().url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: manifests, scope: 'shipping', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${one(pk)}manifest.pdf`, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: manifests, scope: 'shipping', body: { carrier_account: account }, hasObjectIds: false, unchanged: written,
      prepare: async () => { await boughtLabel(world, orgA, account); return manifests(orgA); },
    });
    // Org B closing with org A's account: a 400 naming the field, nothing written.
    const before = await written();
    const crossed = await world.request('POST', manifests(orgB), { token: orgB.token, body: { carrier_account: account } });
    assert.equal(crossed.statusCode, 400);
    assert.ok(crossed.json().errors.carrier_account, crossed.body);
    assert.deepEqual(await written(), before);
  });
});
