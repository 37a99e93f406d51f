// The command line as an operator uses it: a real process on a real data directory.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, freePort, runBoxline } from './support.ts';
import { createServer as createHttpServer } from 'node:http';

let dataDir: string;
const boxline = (args: string[], env: Record<string, string> = {}) => runBoxline(dataDir, args, env);

describe('boxline command line', () => {
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-cli-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an organization and prints its key, url and token as JSON', () => {
    const res = boxline(['org', 'create', '--name', 'CLI Org', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.equal(out.org_pk, '1');
    assert.equal(out.org_url, '/api/v2/orgs/1/');
    assert.match(out.token, /^bxl_[\w-]{32}$/);
  });

  it('issues scoped tokens and refuses bad arguments on stderr with a non-zero exit', () => {
    const ok = boxline(['token', 'create', '--org', '1', '--scope', 'order contact-read_only', '--expires-in', '3600', '--json']);
    assert.equal(ok.code, 0, ok.stderr);
    const out = JSON.parse(ok.stdout);
    assert.match(out.token, /^bxl_/);
    assert.match(out.expires_at, /^\d{4}-\d\d-\d\dT.*Z$/);
    for (const [args, message] of [
      [['token', 'create', '--org', '1', '--scope', 'bogus'], /unknown scope: bogus/],
      [['token', 'create', '--org', '99'], /no organization 99/],
      [['token', 'create', '--org', '1', '--expires-in', 'soon'], /--expires-in/],
      [['org', 'create'], /--name is required/],
      [['org', 'create', '--name', 'x', '--frobnicate'], /frobnicate/],
      [['launch'], /unknown command/],
      [['import', '--from', 'ftp://x', '--token', 't', '--org', '1'], /--from must be/],
      [['import', '--from', 'https://x.example'], /a token of the source organization is required: set BOXLINE_IMPORT_TOKEN/],
    ] as const) {
      const res = boxline([...args]);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.match(res.stderr, message);
      assert.equal(res.stdout, '');
    }
  });

  it('lists every command on one line each, and every command\'s help shows an example', () => {
    const commands = [['serve'], ['migrate'], ['worker'], ['org', 'create'], ['token', 'create'], ['org', 'card'], ['seed'], ['import'], ['backup', 'create'],
      ['oauth-client', 'create'], ['member', 'create'], ['member', 'set-password'], ['listen']];
    const top = boxline(['--help']);
    assert.equal(top.code, 0);
    const listed = top.stdout.split('\n').filter((line) => /^ {2}\S/.test(line));
    assert.deepEqual(listed.map((line) => line.trim().split(/\s{2,}/)[0]), commands.map((c) => c.join(' ')));
    for (const line of listed) assert.match(line, /^ {2}[a-z -]+\s{2,}\S.*$/, 'a name and a one-line summary');
    for (const command of commands) {
      const res = boxline([...command, '--help']);
      assert.equal(res.code, 0);
      assert.match(res.stdout, new RegExp(`^Usage: boxline ${command.join(' ')}`));
      assert.match(res.stdout, new RegExp(`\nExample:\n  boxline ${command.join(' ')}|\nExample:\n  .*boxline ${command.join(' ')}`));
    }
  });

  it('serves the API, prints the bootstrap lines once, refuses a second process on the same data directory, and stops on SIGTERM', async () => {
    const freshDir = mkdtempSync(join(tmpdir(), 'boxline-serve-'));
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: freshDir, DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
    const server = spawn(process.execPath, [BIN, 'serve'], { env: { ...env, SEED_DEMO: 'true' } });
    // The lines (with the first token) are for the terminal: stderr. stdout is the log stream.
    let stdout = '';
    let logs = '';
    server.stderr.on('data', (chunk) => (stdout += chunk));
    server.stdout.on('data', (chunk) => (logs += chunk));
    try {
      // Seeding 200 orders first takes seconds alone, and minutes on a busy machine.
      const deadline = Date.now() + 240_000;
      while (!/Token: /.test(stdout) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      assert.match(stdout, /Token: /, 'the first start printed its lines');
      const lines = stdout.trim().split('\n');
      assert.equal(lines[0], `API: http://127.0.0.1:${port}/api/v2/`);
      assert.equal(lines[1], `Docs: http://127.0.0.1:${port}/docs/`);
      assert.match(lines[2], /^Organization: 1$/);
      assert.match(lines[3], /^Token: bxl_[\w-]{32}$/);
      const token = lines[3].replace('Token: ', '');
      assert.doesNotMatch(logs, /bxl_|Token: /, 'no token in the log stream');
      // SEED_DEMO=true: the first start seeded 200 orders before it listened.
      const seeded = await fetch(`http://127.0.0.1:${port}/api/v2/orgs/1/orders/?limit=1`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal((await seeded.json()).count, 200);
      assert.doesNotMatch(stdout, /Demo data: none yet/);
      const orgs = await fetch(`http://127.0.0.1:${port}/api/v2/orgs/`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(orgs.status, 200);
      assert.equal((await orgs.json()).results[0].name, 'Demo Organization');
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);

      // The delivery worker runs inside `serve`: a subscribed change reaches a real receiver.
      const received: { method: string; url: string; auth: string }[] = [];
      const receiver = createHttpServer((req, res) => {
        received.push({ method: req.method!, url: req.url!, auth: String(req.headers.auth) });
        req.resume();
        res.writeHead(200).end();
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const receiverPort = (receiver.address() as { port: number }).port;
      const api = (path: string, body: unknown) => fetch(`http://127.0.0.1:${port}/api/v2/orgs/1/${path}`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      const hook = await (await api('webhooks/', { entity: 'packaging', remote_url: `http://127.0.0.1:${receiverPort}/hooks/` })).json();
      const preset = await api('packaging/', { name: 'Small box' });
      assert.equal(preset.status, 201);
      const waitUntil = Date.now() + 15_000;
      while (received.length === 0 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
      receiver.close();
      assert.equal(received.length, 1);
      assert.equal(received[0].method, 'PUT');
      // The demo seed made presets 1-5: the new one is the next key.
      const presetKey = String((await preset.json()).url).split('/').at(-2);
      assert.equal(received[0].url, `/hooks/${presetKey}`);
      assert.equal(received[0].auth, hook.token);

      const second = spawnSync(process.execPath, [BIN, 'migrate'], { env, encoding: 'utf8', timeout: 60_000 });
      assert.notEqual(second.status, 0);
      assert.match(second.stderr, /in use by process \d+/);
    } finally {
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      server.kill('SIGTERM');
      assert.equal(await exited, 0);
    }
    // A restart on the same data keeps the organization and does not print a new token.
    const again = spawn(process.execPath, [BIN, 'serve'], { env });
    let out2 = '';
    again.stderr.on('data', (chunk) => (out2 += chunk));
    const deadline = Date.now() + 120_000;
    while (!/Token: /.test(out2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const exited = new Promise((resolve) => again.once('exit', resolve));
    again.kill('SIGTERM');
    await exited;
    // ... but says how to get in: the organization and the exact command that makes a token.
    const again2 = out2.trim().split('\n');
    assert.deepEqual(again2.slice(0, 3), [`API: http://127.0.0.1:${port}/api/v2/`, `Docs: http://127.0.0.1:${port}/docs/`, 'Organization: 1']);
    assert.equal(again2[3], 'Token: shown on the first start only; for a new one stop the server and run: npx boxline token create --org 1');
    assert.doesNotMatch(out2, /bxl_/);
    rmSync(freshDir, { recursive: true, force: true });
  });
});
