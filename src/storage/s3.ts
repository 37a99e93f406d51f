/**
 * Documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...). An upload streams through
 * @aws-sdk/lib-storage's Upload: at most one 5 MiB part is held in memory at a time, whatever the file's size.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { checkKey, type ByteRange, type Storage } from './types.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** Another S3-compatible service (`http://127.0.0.1:9000`); null for AWS itself. */
  endpoint: string | null;
  /** Null: the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket (`boxline/`), or ''. */
  prefix: string;
}

const PART_SIZE = 5 * 1024 * 1024;

/** Whether a `Content-Range` (`bytes a-b/size`) is the range asked for (its end clipped to the object). */
function answersRange(contentRange: string | undefined, range: ByteRange): boolean {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '');
  return !!m && Number(m[1]) === range.start && Number(m[2]) === Math.min(range.end, Number(m[3]) - 1);
}

/** The bytes `range` of a stream of the whole object. */
function slice(whole: Readable, range: ByteRange): Readable {
  let offset = 0;
  const out = new PassThrough({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(range.start - offset, 0);
      const to = Math.min(range.end + 1 - offset, chunk.length);
      offset += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > range.end) {
        this.push(null);
        whole.destroy();
      }
      done();
    },
  });
  whole.on('error', (err) => out.destroy(err));
  return whole.pipe(out);
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;

  constructor(opts: S3Options) {
    this.bucket = opts.bucket;
    this.prefix = opts.prefix;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    return `${this.prefix}${checkKey(key)}`;
  }

  async put(key: string, given: Readable | Buffer, contentType: string): Promise<number> {
    const body = Buffer.isBuffer(given) ? Readable.from([given]) : given;
    let size = 0;
    const counted = new PassThrough({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A body that fails (size limit, broken connection) fails the upload: Upload rejects and aborts a multipart upload.
    const failed = new Promise<never>((_resolve, reject) => {
      body.once('error', reject);
      counted.once('error', reject);
    });
    failed.catch(() => undefined);
    body.on('error', (err) => counted.destroy(err));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: counted, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await Promise.race([upload.done(), failed]);
    } catch (err) {
      await upload.abort().catch(() => undefined);
      await this.remove(key).catch(() => undefined);
      throw err;
    }
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({
      Bucket: this.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    }));
    const body = out.Body as Readable;
    // A store that ignores the Range (s3rver does for `bytes=0-0`) answers the whole object: cut the range out here.
    if (range && !answersRange(out.ContentRange, range)) return slice(body, range);
    return body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return false;
      throw err;
    }
  }
}
