import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentForm } from '../../../../support/multipart.ts';
import { events, get, guideOrder, postOrder } from '../../fixtures.ts';
import { listedRemovals } from '../../../../../src/storage/removals.ts';
import { decodeId } from '../../../../../src/core/ids.ts';
import { boxUrl, documentRows, orgA, storedFiles, upload, uploaded, useDocumentsWorld, world } from './support.ts';

describe('shipping documents', () => {
  useDocumentsWorld();

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
});
