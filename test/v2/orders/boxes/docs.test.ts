import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '../../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { assertRouteSecurity } from '../../../support/security.ts';
import { documentForm, multipartBody } from '../../../support/multipart.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder } from '../fixtures.ts';
import { listedRemovals } from '../../../../src/storage/removals.ts';
import { decodeId } from '../../../../src/core/ids.ts';

/** Every file under the world's document folder (relative paths). */
function storedFiles(world: TestWorld): string[] {
  const root = join(world.config.dataDir, 'documents');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => join(e.parentPath ?? (e as any).path, e.name).slice(root.length + 1)).sort();
}

async function documentRows(world: TestWorld) {
  return world.db.rows<{ kind: string; purpose: string | null; file_name: string; content_type: string; size_bytes: number }>(sql`
    SELECT kind, purpose, file_name, content_type, size_bytes::int AS size_bytes FROM shipping_documents ORDER BY id`);
}

describe('shipping documents', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let order: any;
  let boxUrl: string;
  const docsUrl = () => `${boxUrl}docs/`;

  const upload = (form: ReturnType<typeof documentForm>, url = docsUrl(), token = orgA.token) =>
    world.request('POST', url, { token, body: form.body, headers: form.headers });

  async function uploaded(opts: Parameters<typeof documentForm>[0] = {}) {
    const res = await upload(documentForm({ kind: 'label', purpose: 'ship', data: '%PDF-1.4 hello', ...opts }));
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  }

  /** Nothing written: no document row, no file, nothing listed for removal, no event. */
  async function assertNothingWritten(eventsBefore: number) {
    assert.deepEqual(await documentRows(world), []);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
    assert.equal((await events(world, orgA)).length, eventsBefore);
  }

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    rmSync(join(world.config.dataDir, 'documents'), { recursive: true, force: true });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    order = await postOrder(world, orgA, guideOrder());
    boxUrl = order.boxes[0].url;
  });
  after(() => world.close());

  it('uploads a document, shows it in its box, its order and lists, and serves the file', async () => {
    const before = await get(world, orgA, order.url);
    const eventsBefore = (await events(world, orgA)).length;
    const doc = await uploaded({ data: '%PDF-1.4 hello', filename: 'My Label (1).pdf' });
    assert.deepEqual(Object.keys(doc).sort(), ['document', 'kind', 'purpose', 'url']);
    assert.match(doc.url, new RegExp(`^${docsUrl()}[^/]+/$`));
    assert.match(doc.document, new RegExp(`^/api/v2/orgs/${orgA.pk}/documents/[0-9a-f]{24}-My_Label_1_.pdf$`));
    assert.equal(doc.kind, 'label');
    assert.equal(doc.purpose, 'ship');

    assert.deepEqual(await get(world, orgA, doc.url), doc);
    const list = await get(world, orgA, docsUrl());
    assert.equal(list.count, 1);
    assert.deepEqual(list.results, [doc]);
    assert.deepEqual((await get(world, orgA, boxUrl)).shipping_docs, [doc]);
    assert.deepEqual((await get(world, orgA, `${order.url}boxes/`)).results[0].shipping_docs, [doc]);
    const expanded = await get(world, orgA, `${order.url}?expand=boxes,items`);
    assert.deepEqual(expanded.boxes[0].shipping_docs, [doc]);
    const listed = await get(world, orgA, `${orgA.url}orders/?expand=boxes`);
    assert.deepEqual(listed.results[0].boxes[0].shipping_docs, [doc]);

    // A change of the order: nested_updated_at moves and subscribers hear of it.
    const after = await get(world, orgA, order.url);
    assert.ok(after.nested_updated_at > before.nested_updated_at, `${after.nested_updated_at} > ${before.nested_updated_at}`);
    const evs = await events(world, orgA);
    assert.equal(evs.length, eventsBefore + 1);
    assert.equal(evs.at(-1)!.object_pk, pkOf(order.url));

    const file = await world.request('GET', doc.document, { token: orgA.token });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.headers['content-length'], String('%PDF-1.4 hello'.length));
    assert.equal(file.headers['accept-ranges'], 'bytes');
    assert.equal(file.body, '%PDF-1.4 hello');
    assert.equal(storedFiles(world).length, 1);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('streams a larger file to disk and back byte for byte', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7 + 3) % 256;
    const doc = await uploaded({ data, contentType: 'image/png', filename: 'scan.png', kind: 'image' });
    const file = await world.request('GET', doc.document, { token: orgA.token });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.equal(file.headers['content-length'], String(data.length));
    assert.ok(file.rawPayload.equals(data));
    const [row] = await documentRows(world);
    assert.equal(row.size_bytes, data.length);
  });

  it('answers range requests with 206, and 416 outside the file', async () => {
    const doc = await uploaded({ data: '0123456789', contentType: 'text/plain' });
    const range = (value: string) => world.request('GET', doc.document, { token: orgA.token, headers: { range: value } });
    let res = await range('bytes=2-5');
    assert.equal(res.statusCode, 206);
    assert.equal(res.body, '2345');
    assert.equal(res.headers['content-range'], 'bytes 2-5/10');
    assert.equal(res.headers['content-length'], '4');
    res = await range('bytes=7-');
    assert.equal(res.statusCode, 206);
    assert.equal(res.body, '789');
    res = await range('bytes=-3');
    assert.equal(res.statusCode, 206);
    assert.equal(res.body, '789');
    assert.equal(res.headers['content-range'], 'bytes 7-9/10');
    res = await range('bytes=8-100');
    assert.equal(res.statusCode, 206);
    assert.equal(res.body, '89');
    res = await range('bytes=10-');
    assert.equal(res.statusCode, 416);
    assert.equal(res.headers['content-range'], 'bytes */10');
    assert.equal(res.json().code, 'range_not_satisfiable');
    // Several ranges, another unit or a malformed header: the whole file.
    for (const value of ['bytes=0-1,4-5', 'items=0-1', 'bytes=abc']) {
      res = await range(value);
      assert.equal(res.statusCode, 200, value);
      assert.equal(res.body, '0123456789');
    }
  });

  it("serves a file to its organization's tokens only (404 otherwise)", async () => {
    const doc = await uploaded();
    const fileName = doc.document.split('/').pop();
    assert.equal((await world.request('GET', doc.document, { token: orgB.token })).statusCode, 404);
    assert.equal((await world.request('GET', `/api/v2/orgs/${orgB.pk}/documents/${fileName}`, { token: orgB.token })).statusCode, 404);
    assert.equal((await world.request('GET', `${orgA.url}documents/nope.pdf`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', `${orgA.url}documents/..%2F..%2Fetc%2Fpasswd`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', doc.document, { token: null })).statusCode, 401);
  });

  it('refuses bad uploads naming the field, with nothing written', async () => {
    const eventsBefore = (await events(world, orgA)).length;
    assertInvalid(await upload(documentForm({ kind: 'label' })), 'document');
    assertInvalid(await upload(documentForm({ kind: 'poster', data: 'x' })), 'kind');
    assertInvalid(await upload(documentForm({ data: 'x' })), 'kind');
    assertInvalid(await upload(documentForm({ kind: 'label', purpose: 'p'.repeat(1001), data: 'x' })), 'purpose');
    // The file before the kind: stored, then removed when the kind proves unknown.
    const fileFirst = multipartBody([{ name: 'document', filename: 'a.pdf', data: 'x' }, { name: 'kind', value: 'poster' }]);
    assertInvalid(await upload(fileFirst), 'kind');
    // `document` as a plain field rather than a file.
    assertInvalid(await upload(multipartBody([{ name: 'kind', value: 'label' }, { name: 'document', value: 'not a file' }])), 'document');

    const json = await world.request('POST', docsUrl(), { token: orgA.token, body: { kind: 'label' } });
    assert.equal(json.statusCode, 415, json.body);
    assert.equal(json.json().code, 'unsupported_media_type');
    // A body-less POST is a form without parts (DECISIONS section 11): the file and the kind are missing.
    const bodyless = await world.request('POST', docsUrl(), { token: orgA.token, headers: { 'content-type': 'application/json' } });
    assert.equal(bodyless.statusCode, 400, bodyless.body);
    assert.deepEqual(Object.keys(bodyless.json().errors).sort(), ['document', 'kind']);
    const text = await world.request('POST', docsUrl(), { token: orgA.token, body: 'kind=label', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(text.statusCode, 415);
    // A multipart body elsewhere is still a 415.
    const form = documentForm({ kind: 'label', data: 'x' });
    assert.equal((await world.request('POST', `${orgA.url}packaging/`, { token: orgA.token, body: form.body, headers: form.headers })).statusCode, 415);
    // Unknown box: 404 before any byte is stored.
    const missing = await upload(documentForm({ kind: 'label', data: 'x' }), `${order.url}boxes/zzz/docs/`);
    assert.equal(missing.statusCode, 404);
    await assertNothingWritten(eventsBefore);
  });

  it('refuses a file above UPLOAD_LIMIT_BYTES with 413, keeping nothing', async () => {
    const small = await createWorld({ UPLOAD_LIMIT_BYTES: '2048' });
    try {
      const org = await small.createOrg('Small');
      const o = await postOrder(small, org, guideOrder());
      const form = documentForm({ kind: 'label', data: Buffer.alloc(5000, 1) });
      const res = await small.request('POST', `${o.boxes[0].url}docs/`, { token: org.token, body: form.body, headers: form.headers });
      assert.equal(res.statusCode, 413, res.body);
      assert.equal(res.json().code, 'payload_too_large');
      assert.deepEqual(await documentRows(small), []);
      assert.deepEqual(storedFiles(small), []);
      assert.deepEqual(await listedRemovals(small.db), []);
      const ok = documentForm({ kind: 'label', data: Buffer.alloc(2048, 1) });
      assert.equal((await small.request('POST', `${o.boxes[0].url}docs/`, { token: org.token, body: ok.body, headers: ok.headers })).statusCode, 201);
    } finally {
      await small.close();
    }
  });

  it('changes kind and purpose, or replaces the file (the old one is removed)', async () => {
    const doc = await uploaded({ data: 'first' });
    const [oldFile] = storedFiles(world);
    const patch = (form: ReturnType<typeof documentForm>) => world.request('PATCH', doc.url, { token: orgA.token, body: form.body, headers: form.headers });

    let res = await patch(documentForm({ purpose: 'return' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { ...doc, purpose: 'return' });
    res = await patch(documentForm({ kind: 'invoice' }));
    assert.equal(res.json().kind, 'invoice');
    assert.equal(res.json().purpose, 'return');

    const eventsBefore = (await events(world, orgA)).length;
    res = await patch(documentForm({ data: 'second version', filename: 'v2.txt', contentType: 'text/plain' }));
    assert.equal(res.statusCode, 200, res.body);
    const changed = res.json();
    assert.notEqual(changed.document, doc.document);
    assert.equal(changed.kind, 'invoice');
    assert.equal((await events(world, orgA)).length, eventsBefore + 1);
    const files = storedFiles(world);
    assert.equal(files.length, 1);
    assert.notEqual(files[0], oldFile);
    assert.deepEqual(await listedRemovals(world.db), []);
    const file = await world.request('GET', changed.document, { token: orgA.token });
    assert.equal(file.body, 'second version');
    assert.equal(file.headers['content-type'], 'text/plain');
    assert.equal((await world.request('GET', doc.document, { token: orgA.token })).statusCode, 404);
    assert.deepEqual((await get(world, orgA, boxUrl)).shipping_docs, [changed]);
  });

  it('refuses a bad change naming the field, with nothing changed', async () => {
    const doc = await uploaded({ data: 'first' });
    const files = storedFiles(world);
    const rows = await documentRows(world);
    const eventsBefore = (await events(world, orgA)).length;
    const patch = (form: { body: Buffer; headers: Record<string, string> }) => world.request('PATCH', doc.url, { token: orgA.token, body: form.body, headers: form.headers });
    assertInvalid(await patch(documentForm({ kind: 'poster' })), 'kind');
    // A new file with a bad kind after it: the new file is removed, the old one kept.
    assertInvalid(await patch(multipartBody([{ name: 'document', filename: 'b.pdf', data: 'new' }, { name: 'kind', value: 'poster' }])), 'kind');
    assert.equal((await world.request('PATCH', doc.url, { token: orgA.token, body: { kind: 'image' } })).statusCode, 415);
    assert.deepEqual(await documentRows(world), rows);
    assert.deepEqual(storedFiles(world), files);
    assert.deepEqual(await listedRemovals(world.db), []);
    assert.equal((await events(world, orgA)).length, eventsBefore);
    assert.deepEqual(await get(world, orgA, doc.url), doc);
  });

  it('deletes a document with its file', async () => {
    const doc = await uploaded();
    const keep = await uploaded({ kind: 'invoice' });
    const eventsBefore = (await events(world, orgA)).length;
    const res = await world.request('DELETE', doc.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal((await world.request('GET', doc.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', doc.document, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', doc.url, { token: orgA.token })).statusCode, 404);
    assert.equal(storedFiles(world).length, 1);
    assert.deepEqual(await listedRemovals(world.db), []);
    assert.equal((await events(world, orgA)).length, eventsBefore + 1);
    assert.deepEqual((await get(world, orgA, boxUrl)).shipping_docs, [keep]);
  });

  it('removes the files of a deleted box and of a deleted order', async () => {
    await uploaded();
    await uploaded({ kind: 'invoice' });
    const other = await postOrder(world, orgA, guideOrder());
    const otherForm = documentForm({ kind: 'label', data: 'other order' });
    assert.equal((await upload(otherForm, `${other.boxes[0].url}docs/`)).statusCode, 201);
    assert.equal(storedFiles(world).length, 3);

    assert.equal((await world.request('DELETE', boxUrl, { token: orgA.token })).statusCode, 204);
    assert.equal(storedFiles(world).length, 1);
    assert.equal((await documentRows(world)).length, 1);
    assert.deepEqual(await listedRemovals(world.db), []);

    assert.equal((await world.request('DELETE', other.url, { token: orgA.token })).statusCode, 204);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await documentRows(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('removes the files of a box and of an order deleted through v1 too (the same removal)', async () => {
    await uploaded();
    const other = await postOrder(world, orgA, guideOrder());
    assert.equal((await upload(documentForm({ kind: 'label', data: 'other order' }), `${other.boxes[0].url}docs/`)).statusCode, 201);
    assert.equal(storedFiles(world).length, 2);
    const v1Id = (url: string) => decodeId(url.replace(/\/$/, '').split('/').pop()!);

    assert.equal((await world.request('DELETE', `/api/v1/boxes/${v1Id(boxUrl)}/`, { token: orgA.token })).statusCode, 204);
    assert.equal(storedFiles(world).length, 1);
    assert.equal((await world.request('DELETE', `/api/v1/orders/${v1Id(other.url)}/`, { token: orgA.token })).statusCode, 204);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await documentRows(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('refuses unknown documents and documents of another box', async () => {
    const doc = await uploaded();
    const other = await postOrder(world, orgA, guideOrder());
    const wrongBox = doc.url.replace(boxUrl, other.boxes[0].url);
    assert.equal((await world.request('GET', wrongBox, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', wrongBox, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', `${docsUrl()}zzz/`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', `${order.url}boxes/zzz/docs/`, { token: orgA.token })).statusCode, 404);
    assert.equal(storedFiles(world).length, 1);
  });

  describe('security', () => {
    const form = () => documentForm({ kind: 'label', purpose: 'p', data: 'sec' });
    it('GET docs/', async () => {
      await uploaded();
      await assertRouteSecurity(world, orgA, orgB, { method: 'GET', scope: 'order', path: (pk) => docsUrl().replace(orgA.pk, pk).replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`) });
    });
    it('POST docs/', async () => {
      const f = form();
      const res = await assertRouteSecurity(world, orgA, orgB, {
        method: 'POST', scope: 'order', path: (pk) => docsUrl().replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`), body: f.body, headers: f.headers,
        unchanged: () => documentRows(world),
      });
      assert.equal(res.statusCode, 201);
      assert.equal(storedFiles(world).length, 1);
    });
    it('GET docs/{pk}/', async () => {
      const doc = await uploaded();
      await assertRouteSecurity(world, orgA, orgB, { method: 'GET', scope: 'order', path: (pk) => doc.url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`) });
    });
    it('PATCH docs/{pk}/', async () => {
      const doc = await uploaded();
      const f = documentForm({ purpose: 'changed' });
      await assertRouteSecurity(world, orgA, orgB, {
        method: 'PATCH', scope: 'order', path: (pk) => doc.url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`), body: f.body, headers: f.headers,
        unchanged: () => documentRows(world),
      });
    });
    it('DELETE docs/{pk}/', async () => {
      const doc = await uploaded();
      await assertRouteSecurity(world, orgA, orgB, {
        method: 'DELETE', scope: 'order', path: (pk) => doc.url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`),
        prepare: async () => (await uploaded()).url, unchanged: () => documentRows(world),
      });
      assert.equal((await documentRows(world)).length, 1);
      assert.equal(storedFiles(world).length, 1);
    });
    it('GET documents/<file_name>', async () => {
      const doc = await uploaded();
      await assertRouteSecurity(world, orgA, orgB, { method: 'GET', scope: 'order', path: (pk) => doc.document.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`) });
    });
  });
});
