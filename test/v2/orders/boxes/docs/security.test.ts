import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertRouteSecurity } from '../../../../support/security.ts';
import { documentForm } from '../../../../support/multipart.ts';
import { guideOrder, postOrder } from '../../fixtures.ts';
import { boxUrl, docsUrl, documentRows, order, orgA, orgB, storedFiles, uploaded, useDocumentsWorld, world } from './support.ts';

describe('shipping documents', () => {
  useDocumentsWorld();

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
