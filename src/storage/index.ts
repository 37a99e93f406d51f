/**
 * Where shipping documents' bytes live, behind one interface: local disk under the data directory (the
 * default) or an S3-compatible bucket. Keys are `<org id>/<file name>`, made by us (never taken from a
 * request). Which rows point at which keys is the database's business (src/storage/removals.ts keeps the
 * list of files to remove, so that no file outlives its row).
 */
import type { Storage } from './types.ts';
import { DiskStorage } from './disk.ts';
import type { S3Options } from './s3.ts';

export interface StorageOptions {
  kind: 'disk' | 's3';
  /** Disk: files go under `<dataDir>/documents/`. */
  dataDir: string;
  s3: S3Options | null;
}

/** Async so that the S3 client, a large library, is loaded only by a process that stores documents in S3. */
export async function createStorage(opts: StorageOptions): Promise<Storage> {
  if (opts.kind === 's3') {
    if (!opts.s3) throw new Error('S3 storage needs its options');
    const { S3Storage } = await import('./s3.ts');
    return new S3Storage(opts.s3);
  }
  return new DiskStorage(opts.dataDir);
}

export type { S3Options };
export { checkKey, type ByteRange, type Storage } from './types.ts';
