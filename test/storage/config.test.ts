import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig, ConfigError } from '../../src/config.ts';

describe('storage configuration', () => {
  it('stores on disk by default', () => {
    assert.deepEqual(loadConfig({}).storage, { kind: 'disk', s3: null });
    assert.deepEqual(loadConfig({ STORAGE: 'DISK' }).storage, { kind: 'disk', s3: null });
  });

  it('reads an S3-compatible store', () => {
    assert.deepEqual(loadConfig({
      STORAGE: 's3', S3_BUCKET: 'docs', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: 'boxline/',
    }).storage, {
      kind: 's3',
      s3: { bucket: 'docs', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: 'boxline/' },
    });
    // AWS itself: virtual-hosted addressing and the SDK's credential chain.
    assert.deepEqual(loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs', S3_REGION: 'eu-west-1' }).storage.s3, {
      bucket: 'docs', region: 'eu-west-1', endpoint: null, accessKeyId: null, secretAccessKey: null, forcePathStyle: false, prefix: '',
    });
  });

  it('fails fast naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ STORAGE: 'ftp' }, 'STORAGE'],
      [{ STORAGE: 's3' }, 'S3_BUCKET'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: 'no-slash' }, 'S3_PREFIX'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    ];
    for (const [env, name] of cases) {
      assert.throws(() => loadConfig(env), (err: Error) => err instanceof ConfigError && err.message.includes(name), name);
    }
  });
});
