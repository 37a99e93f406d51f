/** The storage interface and the shape of its keys (src/storage/index.ts picks an implementation). */
import type { Readable } from 'node:stream';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `body` to `key` (or writes it, bytes already in memory) and resolves with the number of bytes written.
   * When `body` fails (a size limit, a broken connection) or the store does, it rejects and nothing is left under `key`.
   */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<number>;
  /** The file's bytes, all of them or `range`. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; a missing file is no error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A key we made: `<org id>/<file name>` of safe characters only, so no key can leave its folder or bucket prefix. */
const KEY = /^\d+\/[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

