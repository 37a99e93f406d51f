/** What every Storage must do (run on disk and on S3 by disk.test.ts and s3.test.ts). */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { Storage } from '../../src/storage/index.ts';

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A body of `size` bytes in 64 KiB chunks, made as it is read (never whole in memory), that can fail after `failAfter`. */
function generated(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= size) return this.push(null);
      const n = Math.min(65536, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

export function storageContract(storage: () => Storage) {
  it('stores a file, reads it whole and in ranges, and removes it', async () => {
    const s = storage();
    const key = '7/0123456789abcdef01234567-hello.txt';
    assert.equal(await s.exists(key), false);
    assert.equal(await s.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain'), 11);
    assert.equal(await s.exists(key), true);
    assert.equal(await text(await s.read(key)), 'hello world');
    assert.equal(await text(await s.read(key, { start: 6, end: 10 })), 'world');
    assert.equal(await text(await s.read(key, { start: 0, end: 0 })), 'h');
    await s.remove(key);
    assert.equal(await s.exists(key), false);
    await s.remove(key); // a missing file is no error
    await assert.rejects(s.read(key));
  });

  it('streams a file larger than one upload part and reads it back byte for byte', async () => {
    const s = storage();
    const key = '7/0123456789abcdef01234568-big.bin';
    const size = 11 * 1024 * 1024 + 123;
    assert.equal(await s.put(key, generated(size), 'application/octet-stream'), size);
    const back = await bytes(await s.read(key));
    assert.equal(back.length, size);
    assert.ok(back.equals(await bytes(generated(size))));
    const part = await bytes(await s.read(key, { start: 5 * 1024 * 1024 - 2, end: 5 * 1024 * 1024 + 2 }));
    assert.deepEqual([...part], [0, 1, 2, 3, 4].map((i) => (5 * 1024 * 1024 - 2 + i) % 251));
    await s.remove(key);
  });

  it('leaves nothing when the body fails part way, small or past a part', async () => {
    const s = storage();
    for (const [size, failAfter] of [[100_000, 65536], [12 * 1024 * 1024, 6 * 1024 * 1024]]) {
      const key = `7/0123456789abcdef0123456${size % 10}-broken.bin`;
      await assert.rejects(s.put(key, generated(size, failAfter), 'application/octet-stream'), /client went away/);
      assert.equal(await s.exists(key), false, `nothing under ${key}`);
    }
  });

  it('stores bytes given whole, replacing the file under the same key', async () => {
    const s = storage();
    const key = '7/0123456789abcdef01234569-label.pdf';
    assert.equal(await s.put(key, Buffer.from('%PDF-1.7 label'), 'application/pdf'), 14);
    assert.equal(await text(await s.read(key)), '%PDF-1.7 label');
    assert.equal(await s.put(key, Buffer.from('again'), 'application/pdf'), 5);
    assert.equal(await text(await s.read(key)), 'again');
    await s.remove(key);
    assert.equal(await s.exists(key), false);
    await assert.rejects(s.put('../etc/passwd', Buffer.from('x'), 'text/plain'), /Invalid storage key/);
  });

  it('refuses keys it did not make', async () => {
    const s = storage();
    for (const key of ['../etc/passwd', '7/../../x', 'x/y', '7/.hidden', '7/a/b']) {
      await assert.rejects(s.put(key, Readable.from([Buffer.from('x')]), 'text/plain'), /Invalid storage key/, key);
    }
  });
}
