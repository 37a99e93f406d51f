import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { publicBaseUrl } from '../../src/config-address.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.port, 8080);
    assert.equal(c.publicUrl, null);
    assert.equal(c.databaseUrl, null);
    assert.match(c.dataDir, /\/data$/);
    assert.equal(c.bodyLimitBytes, 5 * 1024 * 1024);
    assert.equal(c.uploadLimitBytes, 20 * 1024 * 1024);
    assert.equal(c.pageSizeDefault, 100);
    assert.equal(c.pageSizeMax, 1000);
    assert.equal(c.webhook.allowPrivateTargets, false);
    assert.equal(c.webhook.timeoutMs, 10_000);
  });

  it('reads every variable', () => {
    const caFile = join(mkdtempSync(join(tmpdir(), 'boxline-config-')), 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const c = loadConfig({
      HOST: '0.0.0.0', PORT: '9000', DATABASE_URL: 'postgres://u@db/x', DATA_DIR: '/tmp/bx', TRUST_PROXY: 'true',
      BODY_LIMIT_BYTES: '4096', UPLOAD_LIMIT_BYTES: '8192', PAGE_SIZE_DEFAULT: '50', PAGE_SIZE_MAX: '500',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes', WEBHOOK_CA_FILE: caFile, WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_IN_PROCESS_WORKER: 'false',
    });
    assert.deepEqual(
      [c.host, c.port, c.databaseUrl, c.dataDir, c.trustProxy, c.bodyLimitBytes, c.uploadLimitBytes, c.pageSizeDefault, c.pageSizeMax],
      ['0.0.0.0', 9000, 'postgres://u@db/x', '/tmp/bx', 1, 4096, 8192, 50, 500],
    );
    assert.deepEqual(c.webhook, { allowPrivateTargets: true, caFile, timeoutMs: 2000, inProcessWorker: false });
    assert.deepEqual(loadConfig({ RATE_LIMIT_PER_SECOND: '5', RATE_LIMIT_BURST: '7' }).rateLimit, { perSecond: 5, burst: 7 });
    assert.equal(loadConfig({ PUBLIC_URL: 'https://Boxline.Example:443/' }).publicUrl, 'https://boxline.example');
    assert.equal(publicBaseUrl(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' })), 'http://10.0.0.5:8080');
    assert.equal(publicBaseUrl(loadConfig({ HOST: '::1', PORT: '9000' })), 'http://[::1]:9000');
  });

  it('fails fast naming the variable', () => {
    for (const [env, name] of [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
      [{ PAGE_SIZE_DEFAULT: '2000' }, 'PAGE_SIZE_DEFAULT'],
      [{ BODY_LIMIT_BYTES: '10' }, 'BODY_LIMIT_BYTES'],
      [{ PUBLIC_URL: 'boxline.example' }, 'PUBLIC_URL'],
      [{ PUBLIC_URL: 'ftp://boxline.example' }, 'PUBLIC_URL'],
      [{ PUBLIC_URL: 'https://boxline.example/console/' }, 'PUBLIC_URL'],
    ] as const) {
      assert.throws(() => loadConfig(env), (err: Error) => err instanceof ConfigError && err.message.includes(name), name);
    }
  });
});
