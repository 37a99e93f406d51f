/**
 * Smoke tests with real processes: `boxline serve` on the embedded database prints its start-up lines, and every
 * command they print works as printed while it runs (run inside the server over its command socket, stdin included)
 * and after it stopped, or was killed (its socket left behind is replaced by the next start).
 */
// boxline-test: embedded database only (test/support/second-database.mjs)
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, freePort, runBoxlineProcess } from './support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let dataDir: string;
let port: number;

/** A server process, and the start-up lines it printed (stderr) once they are all there. */
async function startServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; lines: string[]; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SHUTDOWN_DELAY_MS: '0', ...env },
  });
  let err = '';
  let logs = '';
  child.stderr!.on('data', (c) => (err += c));
  child.stdout!.on('data', (c) => (logs += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 240_000;
  while (!/^Token: .*$/m.test(err) && child.exitCode === null && Date.now() < deadline) await sleep(100);
  await sleep(200); // the line after Token:, if any
  assert.match(err, /^Token: /m, `the start printed its lines\n${err}${logs}`);
  assert.doesNotMatch(logs, /bxl_|Token: /, 'no token in the log stream');
  return { child, lines: err.trim().split('\n'), exited };
}

/** Runs a command line as a start-up line prints it (`[VAR=value ...] npx boxline ...`), with `input` on stdin. */
function runPrinted(printed: string, input?: string) {
  const words = printed.trim().split(/\s+/);
  const env: Record<string, string> = { ...process.env as Record<string, string>, DATABASE_URL: '' };
  delete env.DATA_DIR;
  while (/^[A-Z_]+=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  assert.deepEqual(words.slice(0, 2), ['npx', 'boxline'], printed);
  return runBoxlineProcess(words.slice(2), env, input);
}

const commandIn = (line: string, after: string) => line.slice(line.indexOf(after) + after.length).replace(/ \(or start with SEED_DEMO=true\)$/, '');
const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}/api/v2/orgs/1/${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

describe('boxline serve and the commands it prints', () => {
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-serve-'));
    port = await freePort();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on a first start: the lines, the seed command while it runs, the worker inside it, and a clean stop', async () => {
    const server = await startServer();
    try {
      const { lines } = server;
      assert.equal(lines[0], `API: http://127.0.0.1:${port}/api/v2/`);
      assert.equal(lines[1], `Docs: http://127.0.0.1:${port}/docs/`);
      assert.equal(lines[2], 'Organization: 1');
      assert.match(lines[3]!, /^Token: bxl_[\w-]{32}$/);
      const token = lines[3]!.replace('Token: ', '');
      assert.equal(lines[4], `Demo data: none yet; run: DATA_DIR=${dataDir} npx boxline seed --org 1 (or start with SEED_DEMO=true)`);
      // The owner has no password yet: a one-time link where they choose one, which the console serves.
      const link = /^Console: (http:\/\/\S+) \(one-time link for (\S+), the owner/.exec(lines[5] ?? '');
      assert.ok(link, lines.join('\n'));
      assert.equal((await fetch(link[1]!)).status, 200);
      // The README's quick start shows these lines as they are (its port 8080, its data directory ./data).
      const shown = readFileSync(join(process.cwd(), 'README.md'), 'utf8').split('## Quick start')[1]!.split('\n```\n')[2]!.split('\n');
      const asShown = lines.map((line) => line.replaceAll(`:${port}/`, ':8080/').replace(`DATA_DIR=${dataDir} `, '')
        .replace(/bxl_[\w-]+/, 'bxl_...').replace(/bxi_[\w-]+/, 'bxi_...'));
      assert.deepEqual(shown.slice(0, asShown.length), asShown, 'README.md shows the first start\'s lines');
      // Only its user may open the command socket.
      assert.equal(statSync(join(dataDir, 'boxline.sock')).mode & 0o777, 0o600);

      // The printed command, while the server holds the embedded database: it runs inside the server.
      const seeded = await runPrinted(commandIn(lines[4]!, 'run: '));
      assert.equal(seeded.code, 0, seeded.stderr);
      assert.equal(seeded.stdout, 'Seeded organization 1: 200 orders, 40 contacts, 18 products, 5 packaging presets, a sandbox carrier account\n');
      assert.equal((await (await api('orders/?limit=1', token)).json()).count, 200);

      // Standard input goes to the command in the server.
      const member = await runPrinted(`DATA_DIR=${dataDir} npx boxline member create --org 1 --email ana@acme.example --password-stdin --json`, 'a long passphrase\n');
      assert.equal(member.code, 0, member.stderr);
      assert.deepEqual(JSON.parse(member.stdout), { email: 'ana@acme.example', role: 'member', org_pk: '1' });
      const refused = await runPrinted(`DATA_DIR=${dataDir} npx boxline token create --org 9`);
      assert.deepEqual([refused.code, refused.stdout, refused.stderr], [1, '', 'boxline: no organization 9\n']);

      // The server runs the worker: `boxline worker` says so; a subscribed change reaches a real receiver.
      const worker = await runPrinted(`DATA_DIR=${dataDir} npx boxline worker`);
      assert.equal(worker.code, 0, worker.stderr);
      assert.match(worker.stdout, /^The server \(process \d+\) holding the embedded database in .* runs the worker already: nothing to start\.\n$/);
      const received: string[] = [];
      const receiver = createHttpServer((req, res) => {
        received.push(`${req.method} ${req.url}`);
        req.resume();
        res.writeHead(200).end();
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const hook = await api('webhooks/', token, { method: 'POST', body: JSON.stringify({ entity: 'packaging', remote_url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks/` }) });
      assert.equal(hook.status, 201);
      const preset = await api('packaging/', token, { method: 'POST', body: JSON.stringify({ name: 'Small box' }) });
      assert.equal(preset.status, 201);
      const waitUntil = Date.now() + 30_000;
      while (received.length === 0 && Date.now() < waitUntil) await sleep(50);
      receiver.close();
      assert.deepEqual(received, [`PUT /hooks/${String((await preset.json()).url).split('/').at(-2)}`]);

      // A second server on the same data directory is refused at once.
      const second = await runPrinted(`DATA_DIR=${dataDir} PORT=${await freePort()} npx boxline serve`);
      assert.equal(second.code, 1);
      assert.match(second.stderr, /in use by process \d+/);
    } finally {
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
    }
    assert.ok(!existsSync(join(dataDir, 'boxline.sock')), 'the socket is removed on the way out');
  });

  it('on a restart: the token command works as printed while the server runs, after it stopped and after it was killed', async () => {
    const server = await startServer();
    const line = server.lines[3]!;
    assert.equal(line, `Token: shown on the first start only; for a new one run: DATA_DIR=${dataDir} npx boxline token create --org 1`);
    assert.doesNotMatch(server.lines.join('\n'), /bxl_|Demo data/);
    const command = commandIn(line, 'run: ');
    const token = async () => {
      const res = await runPrinted(command);
      assert.equal(res.code, 0, res.stderr);
      return /^Token: (bxl_\S+)\n$/.exec(res.stdout)![1]!;
    };
    const beside = await token();
    assert.equal((await api('orders/?limit=1', beside)).status, 200);

    // Killed: its socket stays behind. A command runs on its own, and the next start replaces the socket.
    server.child.kill('SIGKILL');
    await server.exited;
    assert.ok(existsSync(join(dataDir, 'boxline.sock')));
    const alone = await token();
    const again = await startServer();
    try {
      assert.equal((await api('orders/?limit=1', alone)).status, 200);
      assert.equal((await api('orders/?limit=1', await token())).status, 200);
    } finally {
      again.child.kill('SIGTERM');
      assert.equal(await again.exited, 0);
    }
  });
});
