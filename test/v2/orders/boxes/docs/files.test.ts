import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orgA, orgB, uploaded, useDocumentsWorld, world } from './support.ts';

describe('shipping documents', () => {
  useDocumentsWorld();

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
});
