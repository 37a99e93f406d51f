/**
 * The public API of zip-stream 4.x (https://github.com/archiverjs/node-zip-stream, README "API"), which publishes no
 * types of its own: a readable stream of a zip file, its entries added one at a time.
 */
declare module 'zip-stream' {
  import { Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  namespace ZipStream {
    interface Options {
      comment?: string;
      forceLocalTime?: boolean;
      forceZip64?: boolean;
      namePrependSlash?: boolean;
      store?: boolean;
      zlib?: ZlibOptions;
    }
    interface EntryData {
      name: string;
      comment?: string;
      date?: Date | string;
      mode?: number;
      store?: boolean;
      type?: 'file' | 'directory' | 'symlink';
    }
  }

  class ZipStream extends Transform {
    constructor(options?: ZipStream.Options);
    /** Adds an entry read from `source`; `callback` runs once it is written (the next entry may then be added). */
    entry(source: NodeJS.ReadableStream | Buffer | string | null, data: ZipStream.EntryData, callback?: (error: Error | null) => void): this;
    /** Writes the central directory and ends the stream, once the last entry is written. */
    finalize(): void;
    getBytesWritten(): number;
  }

  export = ZipStream;
}
