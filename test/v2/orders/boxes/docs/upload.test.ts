import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld } from '../../../../support/app.ts';
import { documentForm, multipartBody } from '../../../../support/multipart.ts';
import { assertInvalid, events, get, guideOrder, pkOf, postOrder } from '../../fixtures.ts';
import { listedRemovals } from '../../../../../src/storage/removals.ts';
import { assertNothingWritten, boxUrl, docsUrl, documentRows, order, orgA, storedFiles, upload, uploaded, useDocumentsWorld, world } from './support.ts';

describe('shipping documents', () => {
  useDocumentsWorld();

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
});
