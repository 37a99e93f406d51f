// What `boxline serve` writes as an operator sees it: real processes on a data directory of their own, migrated
// beforehand from the test template; and the log settings and masking behind it.
// boxline-test: embedded database only (test/support/second-database.mjs)
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { BIN, freePort } from './support.ts';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { migratedDataDir } from '../support/pglite-template.ts';
import { createLogger, logFormat, redactUrl, requestLine } from '../../src/logging.ts';

let dataDir: string;

/** Runs `serve` until `until` matches its stdout, then makes `requests`, stops it and returns its output. */
async function serveOnce(env: Record<string, string>, paths: string[]): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [BIN, 'serve'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), SHUTDOWN_DELAY_MS: '0', ...env } });
  let out = '';
  server.stdout.on('data', (chunk) => (out += chunk));
  server.stderr.on('data', (chunk) => (out += chunk));
  try {
    const deadline = Date.now() + 180_000;
    while (!/Token: /.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  return out;
}

describe('serve logs', () => {
  before(async () => {
    dataDir = await migratedDataDir('boxline-logs-');
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are one short human line per request with LOG_FORMAT=pretty, and a query token is never written', async () => {
    const out = await serveOnce({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' }, ['/healthz', '/api/v2/orgs/?bearer_token=secret-value']);
    assert.match(out, /INFO.*: GET \/healthz 200 \d+\.\d ms/);
    assert.match(out, /GET \/api\/v2\/orgs\/\?bearer_token=\*\*\* 401 \d+\.\d ms/);
    assert.doesNotMatch(out, /secret-value/);
    assert.doesNotMatch(out, /^\{/m, 'no JSON lines');
    assert.doesNotMatch(out, /incoming request|request completed/);
    // On an empty database the start offers demo data.
    assert.ok(out.includes(`\nDemo data: none yet; run: DATA_DIR=${dataDir} npx boxline seed --org 1 (or start with SEED_DEMO=true)\n`), out);
  });

  it('are JSON lines when stdout is not a terminal (and with LOG_FORMAT=json)', async () => {
    const out = await serveOnce({ LOG_LEVEL: 'info' }, ['/healthz', '/api/v2/orgs/?bearer_token=secret-value']);
    const json = out.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    assert.ok(json.some((entry) => entry.msg === 'request completed' && entry.res?.statusCode === 200), 'Fastify request logs as JSON');
    assert.ok(json.some((entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/v2/orgs/?bearer_token=***' && entry.req.method === 'GET'));
    assert.doesNotMatch(out, /secret-value/);
    assert.match(out, /^API: http:\/\/127\.0\.0\.1:\d+\/api\/v2\/$/m);
    // Each start message once.
    const messages = json.map((entry) => entry.msg);
    assert.equal(messages.filter((m) => m === 'webhook dispatcher started').length, 1);
    assert.equal(messages.filter((m) => /^Server listening/.test(m)).length, 1);
  });

  it('masks an Authorization header, cookies and form secrets in any logged object', () => {
    const lines: string[] = [];
    const logger = createLogger(loadConfig({ LOG_FORMAT: 'json' }), { write: (line: string) => void lines.push(line) });
    logger.info({
      req: { headers: { authorization: 'Bearer secret-1', 'user-agent': 'curl' } },
      delivery: { headers: { auth: 'secret-2', authorization: 'Bearer secret-3' } },
      body: { bearer_token: 'secret-4', client_secret: 'secret-5', name: 'kept' },
    }, 'x');
    const out = lines.join('');
    assert.doesNotMatch(out, /secret-/);
    const entry = JSON.parse(out);
    assert.equal(entry.req.headers.authorization, '***');
    assert.equal(entry.req.headers['user-agent'], 'curl');
    assert.equal(entry.delivery.headers.auth, '***');
    assert.equal(entry.body.name, 'kept');
  });

  it('LOG_FORMAT is json, pretty or unset (a terminal decides)', () => {
    assert.equal(logFormat(loadConfig({ LOG_FORMAT: 'json' }), true), 'json');
    assert.equal(logFormat(loadConfig({ LOG_FORMAT: 'PRETTY' }), false), 'pretty');
    assert.equal(logFormat(loadConfig({}), true), 'pretty');
    assert.equal(logFormat(loadConfig({}), false), 'json');
    assert.throws(() => loadConfig({ LOG_FORMAT: 'xml' }), (err: Error) => err instanceof ConfigError && /LOG_FORMAT must be json or pretty/.test(err.message));
    assert.equal(requestLine('GET', '/x?a=1&bearer_token=abc&b=2', 200, 3.14159), 'GET /x?a=1&bearer_token=***&b=2 200 3.1 ms');
    assert.equal(redactUrl('/x?BEARER_TOKEN=abc'), '/x?BEARER_TOKEN=***');
  });
});
