import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentForm, multipartBody } from '../../../../support/multipart.ts';
import { assertInvalid, events, get } from '../../fixtures.ts';
import { listedRemovals } from '../../../../../src/storage/removals.ts';
import { boxUrl, documentRows, orgA, storedFiles, uploaded, useDocumentsWorld, world } from './support.ts';

describe('shipping documents', () => {
  useDocumentsWorld();

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
});
