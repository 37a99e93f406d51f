// S3-compatible storage against a real S3 server on loopback (s3rver, started here): the storage contract, then
// the document routes end to end with STORAGE=s3.
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { S3Storage } from '../../src/storage/s3.ts';
import { loadConfig } from '../../src/config.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';
import { get, guideOrder, postOrder } from '../v2/orders/fixtures.ts';
import { listedRemovals } from '../../src/storage/removals.ts';
import { storageContract } from './contract.ts';

const BUCKET = 'boxline-test';

describe('S3 storage (s3rver on loopback)', () => {
  let dir: string;
  let server: S3rver;
  let env: Record<string, string>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxline-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    env = {
      STORAGE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'docs/',
    };
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const s3 = () => new S3Storage(loadConfig(env).storage.s3!);
  const objects = async () => {
    const out = await s3().client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (out.Contents ?? []).map((o) => o.Key!).sort();
  };

  describe('the storage contract', () => {
    storageContract(() => s3());
  });

  describe('documents through the API', () => {
    let world: TestWorld;
    let org: TestOrg;
    let order: any;
    const docsUrl = () => `${order.boxes[0].url}docs/`;

    before(async () => {
      world = await createWorld({ ...env, UPLOAD_LIMIT_BYTES: String(8 * 1024 * 1024) });
      assert.equal(world.app.storage.kind, 's3');
    });
    beforeEach(async () => {
      await world.reset();
      for (const key of await objects()) await s3().client.send(new (await import('@aws-sdk/client-s3')).DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
      org = await world.createOrg('Acme');
      order = await postOrder(world, org, guideOrder());
    });
    after(() => world.close());

    const upload = (form: ReturnType<typeof documentForm>) => world.request('POST', docsUrl(), { token: org.token, body: form.body, headers: form.headers });

    it('uploads to the bucket, serves the file with ranges, replaces and deletes it', async () => {
      const data = Buffer.alloc(6 * 1024 * 1024 + 5);
      for (let i = 0; i < data.length; i++) data[i] = i % 253;
      const res = await upload(documentForm({ kind: 'customs_form', purpose: 'export', data, filename: 'cn23.pdf' }));
      assert.equal(res.statusCode, 201, res.body);
      const doc = res.json();
      const fileName = doc.document.split('/').pop();
      assert.deepEqual(await objects(), [`docs/${org.id}/${fileName}`]);
      assert.deepEqual((await get(world, org, order.boxes[0].url)).shipping_docs, [doc]);

      const file = await world.request('GET', doc.document, { token: org.token });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.equal(file.headers['content-length'], String(data.length));
      assert.ok(file.rawPayload.equals(data));
      const part = await world.request('GET', doc.document, { token: org.token, headers: { range: 'bytes=100-104' } });
      assert.equal(part.statusCode, 206);
      assert.deepEqual([...part.rawPayload], [100, 101, 102, 103, 104]);
      assert.equal(part.headers['content-range'], `bytes 100-104/${data.length}`);
      assert.equal((await world.request('GET', doc.document, { token: org.token, headers: { range: `bytes=${data.length}-` } })).statusCode, 416);

      const form = documentForm({ data: 'replacement', contentType: 'text/plain' });
      const patched = await world.request('PATCH', doc.url, { token: org.token, body: form.body, headers: form.headers });
      assert.equal(patched.statusCode, 200, patched.body);
      const newName = patched.json().document.split('/').pop();
      assert.deepEqual(await objects(), [`docs/${org.id}/${newName}`]);
      assert.equal((await world.request('GET', patched.json().document, { token: org.token })).body, 'replacement');

      assert.equal((await world.request('DELETE', doc.url, { token: org.token })).statusCode, 204);
      assert.deepEqual(await objects(), []);
      assert.deepEqual(await listedRemovals(world.db), []);
    });

    it('refuses a file above the limit with 413 and leaves nothing in the bucket', async () => {
      const res = await upload(documentForm({ kind: 'label', data: Buffer.alloc(9 * 1024 * 1024, 1) }));
      assert.equal(res.statusCode, 413, res.body);
      assert.deepEqual(await objects(), []);
      assert.deepEqual(await listedRemovals(world.db), []);
      assert.equal((await get(world, org, docsUrl())).count, 0);
    });

    it('removes the objects of a deleted order', async () => {
      assert.equal((await upload(documentForm({ kind: 'label', data: 'a' }))).statusCode, 201);
      assert.equal((await upload(documentForm({ kind: 'invoice', data: 'b' }))).statusCode, 201);
      assert.equal((await objects()).length, 2);
      assert.equal((await world.request('DELETE', order.url, { token: org.token })).statusCode, 204);
      assert.deepEqual(await objects(), []);
    });
  });
});
