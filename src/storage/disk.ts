/** Documents on local disk: `<dataDir>/documents/<org id>/<file name>`, written through a temporary file and renamed. */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type ByteRange, type Storage } from './types.ts';

export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'documents');
  }

  path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<number> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // A partial file never carries the final name: readers and the removal sweep see all of it or nothing.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    if (Buffer.isBuffer(body)) {
      // Bytes already in memory (a label a carrier answered) are written at once, without a stream around them.
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, path);
        return body.length;
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    }
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const out = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(body, count, out);
      await rename(partial, path);
      return size;
    } catch (err) {
      // A body that fails at once can end the pipeline before the file is even opened; removed before then, the
      // file would appear after its removal. The stream closes only once its open (if any) is undone.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await rm(partial, { force: true });
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.path(key);
    await access(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.path(key));
      return true;
    } catch {
      return false;
    }
  }
}
