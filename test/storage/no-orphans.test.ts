// No orphan: a failed request leaves neither a file without a row nor a row without a file. The database write is
// made to fail after the upload (a trigger that raises), the upload after the row would have been written (a
// storage that breaks mid-stream), and the removal after the row is gone (a storage that cannot remove): the
// sweep then removes what the request could not.
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';
import { get, guideOrder, postOrder } from '../v2/orders/fixtures.ts';
import { DiskStorage } from '../../src/storage/disk.ts';
import type { ByteRange, Storage } from '../../src/storage/index.ts';
import { listedRemovals, reserveUpload, sweepRemovals } from '../../src/storage/removals.ts';
import { citusWorkers } from '../support/citus.ts';

/**
 * Two tests make the database write fail with a trigger, which Citus refuses on a distributed table ("triggers are
 * not supported on distributed tables"). What they check, the upload's file removed or the old file kept when the
 * write fails, is the application's code, the same on Citus; they run on plain PostgreSQL and PGlite.
 */
const ON_CITUS = citusWorkers() ? 'the failure is injected with a trigger, which Citus refuses on a distributed table; the cleanup is checked on plain PostgreSQL' : false;

/** Disk storage that can be told to break: an upload after some bytes, or every removal. */
class BreakableStorage implements Storage {
  readonly kind = 'disk' as const;
  failPutAfter: number | null = null;
  failRemove = false;
  constructor(readonly disk: DiskStorage) {}
  put(key: string, body: Readable, contentType: string): Promise<number> {
    const limit = this.failPutAfter;
    if (limit === null) return this.disk.put(key, body, contentType);
    let seen = 0;
    const breaker = new Transform({
      transform(chunk: Buffer, _e, done) {
        seen += chunk.length;
        if (seen > limit) done(new Error('storage broke mid-upload'));
        else done(null, chunk);
      },
    });
    breaker.on('error', () => undefined); // seen by the storage's pipeline
    body.pipe(breaker);
    body.on('error', (err) => breaker.destroy(err));
    return this.disk.put(key, breaker, contentType);
  }
  read(key: string, range?: ByteRange) {
    return this.disk.read(key, range);
  }
  async remove(key: string) {
    if (this.failRemove) throw new Error('storage cannot remove');
    return this.disk.remove(key);
  }
  exists(key: string) {
    return this.disk.exists(key);
  }
}

function storedFiles(world: TestWorld): string[] {
  const root = join(world.config.dataDir, 'documents');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort();
}

const documentCount = async (world: TestWorld) =>
  (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM shipping_documents`))!.n;

describe('documents leave no orphans', () => {
  let world: TestWorld;
  let storage: BreakableStorage;
  let org: TestOrg;
  let order: any;
  let docsUrl: string;

  const upload = (data: string | Buffer = 'file body') => {
    const form = documentForm({ kind: 'label', data });
    return world.request('POST', docsUrl, { token: org.token, body: form.body, headers: form.headers });
  };

  before(async () => {
    // The storage is built on the DATA_DIR the world makes; a placeholder until then.
    storage = new BreakableStorage(new DiskStorage('/nonexistent'));
    world = await createWorld({}, { storage });
    (storage as { disk: DiskStorage }).disk = new DiskStorage(world.config.dataDir);
  });
  beforeEach(async () => {
    await world.reset();
    rmSync(join(world.config.dataDir, 'documents'), { recursive: true, force: true });
    storage.failPutAfter = null;
    storage.failRemove = false;
    org = await world.createOrg('Acme');
    order = await postOrder(world, org, guideOrder());
    docsUrl = `${order.boxes[0].url}docs/`;
  });
  after(() => world.close());

  it('removes the uploaded file when the database write fails after the upload', { skip: ON_CITUS }, async () => {
    const before = await get(world, org, order.url);
    await world.db.exec(`
      CREATE FUNCTION test_refuse_documents() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER test_refuse_documents BEFORE INSERT OR UPDATE ON shipping_documents
        FOR EACH ROW EXECUTE FUNCTION test_refuse_documents();`);
    try {
      const res = await upload();
      assert.equal(res.statusCode, 500, res.body);
      assert.equal(await documentCount(world), 0);
      assert.deepEqual(storedFiles(world), []);
      assert.deepEqual(await listedRemovals(world.db), []);
      assert.deepEqual(await get(world, org, order.url), before);
    } finally {
      await world.db.exec('DROP TRIGGER test_refuse_documents ON shipping_documents; DROP FUNCTION test_refuse_documents();');
    }
  });

  it('keeps the old file when a replacing PATCH fails in the database', { skip: ON_CITUS }, async () => {
    assert.equal((await upload('old')).statusCode, 201);
    const [doc] = (await get(world, org, docsUrl)).results;
    const files = storedFiles(world);
    await world.db.exec(`
      CREATE FUNCTION test_refuse_documents() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER test_refuse_documents BEFORE UPDATE ON shipping_documents
        FOR EACH ROW EXECUTE FUNCTION test_refuse_documents();`);
    try {
      const form = documentForm({ data: 'new' });
      const res = await world.request('PATCH', doc.url, { token: org.token, body: form.body, headers: form.headers });
      assert.equal(res.statusCode, 500, res.body);
    } finally {
      await world.db.exec('DROP TRIGGER test_refuse_documents ON shipping_documents; DROP FUNCTION test_refuse_documents();');
    }
    assert.deepEqual(storedFiles(world), files);
    assert.deepEqual(await listedRemovals(world.db), []);
    assert.equal((await world.request('GET', doc.document, { token: org.token })).body, 'old');
  });

  it('writes no row and keeps no partial file when the upload fails', async () => {
    storage.failPutAfter = 1000;
    const res = await upload(Buffer.alloc(200_000, 7));
    assert.equal(res.statusCode, 500, res.body);
    assert.equal(await documentCount(world), 0);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('keeps the row and its file when a replacing upload fails', async () => {
    assert.equal((await upload('old')).statusCode, 201);
    const [doc] = (await get(world, org, docsUrl)).results;
    storage.failPutAfter = 10;
    const form = documentForm({ data: Buffer.alloc(50_000, 1), kind: 'invoice' });
    const res = await world.request('PATCH', doc.url, { token: org.token, body: form.body, headers: form.headers });
    assert.equal(res.statusCode, 500, res.body);
    assert.deepEqual(await get(world, org, doc.url), doc);
    assert.equal(storedFiles(world).length, 1);
    assert.equal((await world.request('GET', doc.document, { token: org.token })).body, 'old');
  });

  it('lists a file it could not remove after the row went, and the sweep removes it', async () => {
    assert.equal((await upload()).statusCode, 201);
    assert.equal((await upload()).statusCode, 201);
    const docs = (await get(world, org, docsUrl)).results;
    storage.failRemove = true;
    assert.equal((await world.request('DELETE', docs[0].url, { token: org.token })).statusCode, 204);
    assert.equal((await world.request('DELETE', order.url, { token: org.token })).statusCode, 204);
    assert.equal(await documentCount(world), 0);
    assert.equal(storedFiles(world).length, 2, 'the files are still there');
    assert.equal((await listedRemovals(world.db)).length, 2, 'and listed for removal');
    assert.equal(await sweepRemovals(world.db, storage), 2, 'the sweep claims them');
    assert.equal(storedFiles(world).length, 2, 'but cannot remove them yet');
    storage.failRemove = false;
    // Claimed entries wait out their lease; make them due again rather than wait.
    await world.db.rows(sql`UPDATE storage_removals SET due_at = now() - interval '1 second'`);
    assert.equal(await sweepRemovals(world.db, storage), 2);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('sweeps the file of an upload whose request died before its row was written', async () => {
    // What a process that died mid-request leaves: the listed key and the file, no row.
    const key = `${org.id}/0123456789abcdef01234567-abandoned.pdf`;
    await reserveUpload(world.db, key);
    await storage.put(key, (await import('node:stream')).Readable.from([Buffer.from('abandoned')]), 'application/pdf');
    assert.equal(await sweepRemovals(world.db, storage), 0, 'not due while an upload may still be running');
    assert.equal(storedFiles(world).length, 1);
    await world.db.rows(sql`UPDATE storage_removals SET due_at = now() - interval '1 second'`);
    assert.equal(await sweepRemovals(world.db, storage), 1);
    assert.deepEqual(storedFiles(world), []);
    assert.deepEqual(await listedRemovals(world.db), []);
  });

  it('lists the files of a box removed with its documents, and of a replaced file, in the deleting transaction', async () => {
    assert.equal((await upload('first')).statusCode, 201);
    assert.equal((await upload('second')).statusCode, 201);
    const [doc] = (await get(world, org, docsUrl)).results;
    storage.failRemove = true;
    const form = documentForm({ data: 'replacement', kind: 'invoice' });
    assert.equal((await world.request('PATCH', doc.url, { token: org.token, body: form.body, headers: form.headers })).statusCode, 200);
    assert.equal((await listedRemovals(world.db)).length, 1, 'the replaced file is listed');
    assert.equal((await world.request('DELETE', order.boxes[0].url, { token: org.token })).statusCode, 204);
    assert.equal(await documentCount(world), 0);
    assert.equal((await listedRemovals(world.db)).length, 3, "the box's two files are listed too");
    storage.failRemove = false;
    await world.db.rows(sql`UPDATE storage_removals SET due_at = now() - interval '1 second'`);
    assert.equal(await sweepRemovals(world.db, storage), 3);
    assert.deepEqual(storedFiles(world), []);
  });
});
