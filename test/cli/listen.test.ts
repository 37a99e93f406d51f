/**
 * `boxline listen`, the real command, against the test app served on a real port, forwarding to a real receiver
 * on loopback: what arrives is what a webhook delivery of the same event brings, and it verifies with the
 * documented algorithm (docs/webhooks.md). Its refusals run in-process (runInProcess).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runInProcess } from './support.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { startReceiver, type Receiver } from '../events/support/receiver.ts';
import { emit, subscribe } from '../events/support/webhooks.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';

/** The receiver side of docs/webhooks.md, written out here rather than imported. */
function verifies(secret: string, headers: Record<string, unknown>, rawBody: string): boolean {
  const expected = 'v1,' + createHmac('sha256', secret).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${rawBody}`).digest('base64');
  return String(headers['webhook-signature']).split(' ')
    .some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), Buffer.from(expected)));
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

const started: ChildProcessWithoutNullStreams[] = [];

function startListen(args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, [BIN, 'listen', ...args], { env: { ...process.env, DATABASE_URL: '', ...env } });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child, stdout: () => out, stderr: () => err, exited,
    async waitFor(pattern) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const match = pattern.exec(out);
        if (match) return match;
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern} in:\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

describe('boxline listen', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let api: string;
  let receiver: Receiver;
  let dataDir: string;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    api = await world.app.listen({ host: '127.0.0.1', port: 0 });
    receiver = await startReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-listen-'));
  });
  /** The first `count` requests the receiver got; failing, what `boxline listen` printed (its polls, its errors). */
  const forwardedBy = (listen: Running, count: number) => receiver.waitFor(count, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}; boxline listen printed:\n${listen.stdout()}\n${listen.stderr()}`);
  });

  after(async () => {
    // A failed test leaves its process running: stop it, or it would forward the next test's events too.
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await receiver.close();
    await world.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('forwards each event of the entity as its delivery, signed with the printed secret, and leaves nothing behind', async () => {
    const token = await world.tokenFor(orgA, { scopes: ['webhook'] });
    // A real subscription beside it, to compare with what the dispatcher sends for the same events.
    const real = await subscribe(world, orgA, `${receiver.url}real/`);
    const hooksBefore = (await world.request('GET', `${orgA.url}webhooks/`, { token: orgA.token })).json().count;
    const listen = startListen(['--forward-to', `${receiver.url}local/`, '--entity', 'orders', '--api', api], { BOXLINE_TOKEN: token, DATA_DIR: dataDir });
    const secret = (await listen.waitFor(/^Signing secret: ([0-9a-f]{40}) /m))[1];
    await listen.waitFor(/^Ready at cursor [A-Za-z0-9_-]{22}$/m);

    await emit(world, orgA, 'o1', { primary_id: 'first', total: '1.50', nested: { é: [1, 2] } });
    await emit(world, orgA, 'c1', { name: 'not an order' }, { entity: 'contact' });
    await emit(world, orgB, 'b1', { org: 'other' });
    await emit(world, orgA, 'o2', null, { action: 'delete' });
    await createDispatcher({ db: world.db, config: world.config }).drain();

    const requests = await forwardedBy(listen, 4);
    const local = requests.filter((r) => r.path.startsWith('/hooks/local/'));
    const sent = requests.filter((r) => r.path.startsWith('/hooks/real/'));
    assert.deepEqual(local.map((r) => `${r.method} ${r.path}`), ['PUT /hooks/local/o1', 'DELETE /hooks/local/o2'], 'only orgA\'s orders, in order');
    assert.deepEqual(sent.map((r) => `${r.method} ${r.path}`), ['PUT /hooks/real/o1', 'DELETE /hooks/real/o2']);
    for (const [i, forwarded] of local.entries()) {
      const delivered = sent[i];
      assert.equal(forwarded.body, delivered.body, 'the same body, byte for byte');
      assert.equal(forwarded.headers['webhook-id'], delivered.headers['webhook-id'], 'the same Webhook-Id');
      const names = (h: Record<string, unknown>) => Object.keys(h).filter((k) => k !== 'host').sort();
      assert.deepEqual(names(forwarded.headers), names(delivered.headers), 'the same headers');
      assert.equal(forwarded.headers.auth, secret, 'Auth is the secret');
      assert.ok(verifies(secret, forwarded.headers, forwarded.body), 'the signature verifies with the secret');
      assert.ok(verifies(real.token, delivered.headers, delivered.body), 'as the delivery verifies with its token');
      assert.ok(!verifies(real.token, forwarded.headers, forwarded.body), 'keyed by the secret, not a webhook token');
    }
    assert.deepEqual(JSON.parse(local[0].body), { primary_id: 'first', total: '1.50', nested: { é: [1, 2] } });
    assert.equal(local[1].body, '');

    await listen.waitFor(/evt_\d+ orders DELETE \S+\/hooks\/local\/o2 -> 200/);
    const eventLines = listen.stdout().split('\n').filter((l) => /evt_\d+/.test(l));
    assert.equal(eventLines.length, 2, 'one line per event');
    assert.match(eventLines[0], /evt_\d+ orders PUT http:\/\/127\.0\.0\.1:\d+\/hooks\/local\/o1 -> 200/);

    listen.child.kill('SIGINT');
    assert.equal(await listen.exited, 0, listen.stderr());
    assert.match(listen.stdout(), /Stopped; nothing was subscribed\. Resume with --after [A-Za-z0-9_-]{22}/);
    assert.equal((await world.request('GET', `${orgA.url}webhooks/`, { token: orgA.token })).json().count, hooksBefore, 'no subscription left');
  });

  it('forwards to a URL without a trailing slash as it is, not with the object key glued on', async () => {
    const token = await world.tokenFor(orgA, { scopes: ['webhook'] });
    receiver.requests.length = 0;
    const listen = startListen(['--forward-to', `${receiver.url}exact`, '--api', api, '--entity', 'orders'], { BOXLINE_TOKEN: token, DATA_DIR: dataDir });
    await listen.waitFor(/Ready at cursor/);
    await emit(world, orgA, 'o36', { n: 36 });
    await emit(world, orgA, 'o37', null, { action: 'delete' });
    const forwarded = await forwardedBy(listen, 2);
    assert.deepEqual(forwarded.map((r) => `${r.method} ${r.path}`), ['PUT /hooks/exact', 'DELETE /hooks/exact']);
    assert.match(listen.stdout(), /evt_\d+ orders PUT http:\/\/127\.0\.0\.1:\d+\/hooks\/exact -> 200/);
    listen.child.kill('SIGTERM');
    assert.equal(await listen.exited, 0);
  });

  it('resumes after a cursor with a given secret, and refuses what it cannot use in one line', async () => {
    const token = await world.tokenFor(orgA, { scopes: ['webhook'] });
    const cursor = (await world.request('GET', `${orgA.url}events/`, { token })).json().cursor;
    await emit(world, orgA, 'missed', { while: 'stopped' });
    receiver.requests.length = 0;
    const listen = startListen(['--forward-to', `${receiver.url}again/`, '--api', api, '--after', cursor, '--secret', 's3cret', '--org', orgA.pk],
      { BOXLINE_TOKEN: token, DATA_DIR: dataDir });
    const [forwarded] = await forwardedBy(listen, 1);
    assert.equal(forwarded.path, '/hooks/again/missed');
    assert.ok(verifies('s3cret', forwarded.headers, forwarded.body));
    listen.child.kill('SIGTERM');
    assert.equal(await listen.exited, 0);

    // The refusals in-process (test/cli/support.ts): what they print is the command's, not the process's.
    const refused = (args: string[], extra: Record<string, string>) => runInProcess(world.db, ['listen', ...args], { env: { BOXLINE_TOKEN: token, ...extra } });
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['--api', api], {}, /--forward-to is required/],
      [['--forward-to', 'localhost:3000'], {}, /--forward-to must be an http or https URL/],
      [['--forward-to', 'http://localhost:3000/', '--entity', 'order', '--api', api], {}, /--entity must be one of: orders/],
      [['--forward-to', 'http://localhost:3000/', '--api', api], { BOXLINE_TOKEN: '' }, /a token is required: set BOXLINE_TOKEN/],
      [['--forward-to', 'http://localhost:3000/', '--api', api], { BOXLINE_TOKEN: 'bxl_wrong' }, /refused the token \(401\)/],
      [['--forward-to', 'http://localhost:3000/', '--api', api], { BOXLINE_TOKEN: await world.tokenFor(orgA, { scopes: ['order'] }) }, /needs the `webhook` scope/],
      [['--forward-to', 'http://localhost:3000/', '--api', 'http://127.0.0.1:9'], {}, /cannot reach the API at http:\/\/127\.0\.0\.1:9/],
      // A cursor is base64url: one in 64 starts with a dash, and is still read as --after's value.
      [['--forward-to', 'http://localhost:3000/', '--api', 'http://127.0.0.1:9', '--after', `-${'A'.repeat(21)}`], {}, /cannot reach the API/],
      [['--forward-to', 'http://localhost:3000/', '--after', '-x'], {}, /--after must be a cursor printed by an earlier/],
      [['--forward-to', '--api', api], {}, /--forward-to needs a value before --api/],
    ];
    for (const [args, extra, message] of cases) {
      const res = await refused(args, extra);
      assert.equal(res.code, 1, `${args.join(' ')}: ${res.stderr}`);
      assert.match(res.stderr, message, args.join(' '));
      assert.equal(res.stderr.trim().split('\n').length, 1, `one line: ${res.stderr}`);
    }
  });
});
