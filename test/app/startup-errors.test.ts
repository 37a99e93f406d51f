// A bad setting or a dependency that is not there ends a start at once with one line naming the variable: first
// in-process, case by case (the checks `boxline serve` runs before it opens or migrates anything), then through
// the real `boxline` command for a few of them (the line on stderr, no stack trace, exit code 1, nothing migrated).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { checkDependencies, checkListen } from '../../src/startup-checks.ts';

const BIN = join(process.cwd(), 'bin', 'boxline.js');

/** What a start with `env` fails with: the ConfigError's line, or null when every check passes. */
async function startProblem(env: Record<string, string>): Promise<string | null> {
  try {
    const config = loadConfig(env);
    await checkListen(config);
    await checkDependencies(config);
    return null;
  } catch (err) {
    assert.ok(err instanceof ConfigError, `a ConfigError, not ${(err as Error).stack}`);
    assert.doesNotMatch(err.message, /\n/, 'one line');
    return err.message;
  }
}

/** Listens on a free loopback port; `answer: false` accepts connections and never says a word. */
async function listening(answer = true): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    if (answer) socket.end(); // else silent: the client gives up and closes it
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

async function freePort(): Promise<number> {
  const { server, port } = await listening();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up errors', () => {
  let dir: string;
  let taken: { server: Server; port: number };
  let silent: { server: Server; port: number };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxline-startup-'));
    taken = await listening();
    silent = await listening(false);
  });
  after(async () => {
    taken.server.close();
    silent.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('name the variable and what is wrong with its value, for every kind of setting', async () => {
    const file = join(dir, 'not-a-pem.txt');
    writeFileSync(file, 'hello');
    const script = join(dir, 'script.json');
    writeFileSync(script, '{"1Z": ');
    const base = { DATA_DIR: join(dir, 'data') };
    const cases: [Record<string, string>, string][] = [
      [{ PORT: '99999' }, 'PORT must be a whole number from 0 to 65535, got "99999"'],
      [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
      [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be json or pretty, got "xml"'],
      [{ HOST: 'not a host' }, 'HOST must be an IP address or a host name, got "not a host"'],
      [{ DATABASE_URL: 'notaurl' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
      [{ DATABASE_URL: 'postgres://u@h:99999/db' }, 'DATABASE_URL is not a valid URL (a password with @, : or / must be percent-encoded)'],
      [{ SEED_DEMO: 'sure' }, 'SEED_DEMO must be true or false, got "sure"'],
      [{ BODY_LIMIT_BYTES: '10' }, 'BODY_LIMIT_BYTES must be a whole number of at least 1024, got "10"'],
      [{ SHUTDOWN_TIMEOUT_MS: '9999999999' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number from 1000 to 2147483647, got "9999999999"'],
      [{ PAGE_SIZE_DEFAULT: '2000' }, 'PAGE_SIZE_DEFAULT must not exceed PAGE_SIZE_MAX'],
      [{ STORAGE: 's3' }, 'S3_BUCKET is required when STORAGE=s3'],
      [{ STORAGE: 's3', S3_BUCKET: 'my bucket/' }, 'S3_BUCKET must be a bucket name (letters, digits, dots, hyphens and underscores), got "my bucket/"'],
      [{ UPS_CLIENT_ID: 'x' }, 'UPS_CLIENT_ID and UPS_CLIENT_SECRET must be set together'],
      [{ WEBHOOK_CA_FILE: join(dir, 'missing.pem') }, `WEBHOOK_CA_FILE names a file this process cannot read: ${join(dir, 'missing.pem')} (ENOENT)`],
      [{ WEBHOOK_CA_FILE: dir }, `WEBHOOK_CA_FILE must name a file, and ${dir} is not one`],
      [{ WEBHOOK_CA_FILE: file }, `WEBHOOK_CA_FILE: ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`],
      [{ TRACKING_SCRIPT_FILE: script }, `TRACKING_SCRIPT_FILE: ${script} is not valid JSON`],
      [{ PAYMENT_PROCESSOR: 'stripe' }, 'PAYMENT_PROCESSOR must be one of: test (got "stripe")'],
      [{ WALLET_TOKEN_KEY: 'short' }, 'WALLET_TOKEN_KEY must be at least 32 characters'],
    ];
    for (const [env, line] of cases) assert.equal(await startProblem({ ...base, ...env }), line, JSON.stringify(env));
  });

  it('name HOST or PORT when the address cannot be listened on', async () => {
    const data = { DATA_DIR: join(dir, 'data') };
    assert.equal(await startProblem({ ...data, PORT: String(taken.port) }),
      `PORT: ${taken.port} on 127.0.0.1 is in use by another process (stop it, or set PORT to another port)`);
    assert.equal(await startProblem({ ...data, HOST: 'bogus.invalid' }), 'HOST: "bogus.invalid" does not resolve to an address (ENOTFOUND)');
    assert.equal(await startProblem({ ...data, HOST: '192.0.2.1' }), 'HOST: 192.0.2.1 is not an address of this machine');
    assert.equal(await startProblem({ ...data, PORT: '0' }), null);
  });

  it('name DATA_DIR when it cannot be written, without hanging on /proc', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    assert.equal(await startProblem({ DATA_DIR: '/proc/nope', PORT: '0' }),
      'DATA_DIR must be a directory this process can write, and /proc/nope is not: it cannot be created there (ENOENT)');
    assert.equal(await startProblem({ DATA_DIR: join(file, 'data'), PORT: '0' }),
      `DATA_DIR must be a directory this process can write, and ${join(file, 'data')} is not: not a directory (ENOTDIR)`);
    if (process.getuid?.() !== 0) { // root writes anywhere
      const locked = join(dir, 'locked');
      chmodSync(dir, 0o500);
      try {
        assert.match(await startProblem({ DATA_DIR: locked, PORT: '0' }) ?? '', /^DATA_DIR must be a directory this process can write, .* permission denied \(EACCES\)$/);
      } finally {
        chmodSync(dir, 0o700);
      }
    }
    const made = join(dir, 'new', 'nested', 'data');
    assert.equal(await startProblem({ DATA_DIR: made, PORT: '0' }), null);
    assert.deepEqual(readdirSync(made), [], 'the write check leaves nothing behind');
  });

  it('name DATABASE_URL when the database refuses, times out or is not there', async () => {
    const port = await freePort();
    const data = { DATA_DIR: join(dir, 'data'), PORT: '0', STORAGE: 's3', S3_BUCKET: 'docs' };
    assert.equal(await startProblem({ ...data, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/boxline` }),
      `DATABASE_URL: 127.0.0.1:${port}/boxline refused the connection (is PostgreSQL running there?)`);
    assert.equal(await startProblem({ ...data, DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${silent.port}/boxline` }),
      `DATABASE_URL: no answer from 127.0.0.1:${silent.port}/boxline within 1.5 s`);
    assert.equal(await startProblem({ ...data, DATABASE_URL: 'postgres://postgres@bogus.invalid:5432/boxline' }),
      'DATABASE_URL: the host of bogus.invalid:5432/boxline is not found');
    const server = process.env.TEST_DATABASE_URL;
    if (server) {
      const missing = new URL(server);
      missing.pathname = '/boxline_no_such_database';
      assert.equal(await startProblem({ ...data, DATABASE_URL: missing.href }),
        `DATABASE_URL: ${missing.hostname}:${missing.port || 5432}/boxline_no_such_database: database "boxline_no_such_database" does not exist`);
      assert.equal(await startProblem({ ...data, DATABASE_URL: server }), null);
    }
  });

  it('reach the operator as one line on stderr from `boxline serve`, with exit code 1 and nothing migrated', async () => {
    const port = await freePort();
    const run = (env: Record<string, string>) => new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'serve'], { env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stderr += c));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });
    const fresh = (name: string) => join(dir, name);
    const cases: [Record<string, string>, string, string | null][] = [
      [{ DATA_DIR: fresh('cli-1'), PORT: '99999' }, 'boxline: PORT must be a whole number from 0 to 65535, got "99999"', fresh('cli-1')],
      [{ DATA_DIR: fresh('cli-2'), PORT: String(taken.port) },
        `boxline: PORT: ${taken.port} on 127.0.0.1 is in use by another process (stop it, or set PORT to another port)`, fresh('cli-2')],
      [{ DATA_DIR: fresh('cli-3'), PORT: '0', STORAGE: 's3', S3_BUCKET: 'docs', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/boxline` },
        `boxline: DATABASE_URL: 127.0.0.1:${port}/boxline refused the connection (is PostgreSQL running there?)`, fresh('cli-3')],
      [{ DATA_DIR: '/proc/nope', PORT: '0' },
        'boxline: DATA_DIR must be a directory this process can write, and /proc/nope is not: it cannot be created there (ENOENT)', null],
    ];
    // Side by side: each is a process start, and none of them gets as far as a migration.
    const results = await Promise.all(cases.map(([env]) => run(env)));
    results.forEach((res, i) => {
      const [env, line, dataDir] = cases[i];
      assert.equal(res.code, 1, JSON.stringify(env));
      assert.equal(res.stderr, `${line}\n`, 'one line, no stack trace');
      assert.equal(res.stdout, '');
      if (dataDir) assert.ok(!existsSync(dataDir) || readdirSync(dataDir).length === 0, 'no database was created or migrated');
    });
  });
});
