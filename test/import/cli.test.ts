// `boxline import` as an operator runs it, in-process (test/cli/support.ts runInProcess): the command on a target
// database of its own, reading a source Boxline served on loopback by this process. The real `boxline` process is
// smoke-tested in test/cli/serve.test.ts and test/app/startup-errors.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';
import { freePort, runInProcess } from '../cli/support.ts';
import { importProgress } from '../../src/import/progress.ts';

const ESC = String.fromCharCode(27);

describe('boxline import (command line)', () => {
  let source: TestWorld;
  let src: TestOrg;
  let from: string;
  let target: TestWorld;
  let lostDocument: string;
  const boxline = (args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}) => runInProcess(target.db, args, opts);

  before(async () => {
    source = await createWorld();
    src = await source.createOrg('Source');
    for (let i = 1; i <= 3; i++) {
      const res = await source.request('POST', `${src.url}orders/`, { token: src.token, body: { primary_id: `C-${i}`, boxes: [{ items: [{ quantity: i }] }] } });
      assert.equal(res.statusCode, 201, res.body);
    }
    const [box] = (await source.request('GET', `${src.url}orders/?primary_id=C-1&expand=boxes`, { token: src.token })).json().results[0].boxes;
    // A document whose file the source has lost: it answers 404 for it.
    const form = documentForm({ kind: 'label', data: '%PDF-1.4 lost' });
    const doc = await source.request('POST', `${box.url}docs/`, { token: src.token, body: form.body, headers: form.headers });
    assert.equal(doc.statusCode, 201, doc.body);
    lostDocument = doc.json().url;
    await source.app.storage.remove(`${src.id}/${doc.json().document.split('/').pop()}`);
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    from = `http://127.0.0.1:${(source.app.server.address() as { port: number }).port}`;
    target = await createWorld();
    const org = await boxline(['org', 'create', '--name', 'Target', '--json']);
    assert.equal(org.code, 0, org.stderr);
  });
  after(async () => {
    await source.close();
    await target?.close();
  });

  it('imports into --org from the organization the token works in, with plain progress lines off a terminal', async () => {
    const run = await boxline(['import', '--from', from, '--token', src.token, '--org', '1']);
    assert.equal(run.code, 2, 'something was skipped');
    assert.match(run.stderr, /^importing orders \(3 at the source\)$/m);
    assert.match(run.stderr, /^orders: 3\/3 read, 3 written, 0 unchanged, 1 skipped, \d+\/s$/m);
    assert.ok(!run.stderr.includes('\r') && !run.stderr.includes(`${ESC}[`), 'no terminal control off a terminal');
    assert.match(run.stdout, /^orders: 3 written, 0 unchanged, 1 skipped \(3 read\)$/m);
    assert.match(run.stdout, /^Skipped 1:\n {2}document (\S+): not imported: GET \S+ answered 404/m);
    assert.equal(/^ {2}document (\S+):/m.exec(run.stdout)![1], lostDocument);

    const again = await boxline(['import', '--from', from, '--token', src.token, '--org', '1', '--json']);
    assert.equal(again.code, 0, again.stderr);
    const summary = JSON.parse(again.stdout);
    assert.equal(summary.counts.order.written, 0, 'nothing new: nothing written');
    assert.deepEqual(summary.skipped, []);
  });

  it('refuses an organization the database does not have, and a source organization the token cannot read', async () => {
    const missing = await boxline(['import', '--from', from, '--token', src.token, '--org', '99']);
    assert.notEqual(missing.code, 0);
    assert.match(missing.stderr, /no organization 99/);
    const without = await boxline(['import', '--from', from, '--token', src.token]);
    assert.notEqual(without.code, 0);
    assert.match(without.stderr, /--org is required: the organization to import into/);
    const wrong = await boxline(['import', '--from', from, '--token', src.token, '--org', '1', '--from-org', '424242']);
    assert.equal(wrong.code, 1, wrong.stderr);
    assert.match(wrong.stderr, /answered (403|404)/);
  });

  it('takes the token from BOXLINE_IMPORT_TOKEN or standard input, and says how when it has none', async () => {
    const fromEnv = await boxline(['import', '--from', from, '--org', '1', '--json'], { env: { BOXLINE_IMPORT_TOKEN: src.token } });
    assert.equal(fromEnv.code, 0, fromEnv.stderr);
    assert.deepEqual(JSON.parse(fromEnv.stdout).skipped, []);
    const fromStdin = await boxline(['import', '--from', from, '--org', '1', '--json', '--token-stdin'], { stdin: `${src.token}\n` });
    assert.equal(fromStdin.code, 0, fromStdin.stderr);
    const none = await boxline(['import', '--from', from, '--org', '1']);
    assert.equal(none.code, 1);
    assert.equal(none.stderr, 'boxline: a token of the source organization is required: set BOXLINE_IMPORT_TOKEN, or pipe it with --token-stdin\n');
    const both = await boxline(['import', '--from', from, '--org', '1', '--token-stdin', '--token', src.token], { stdin: src.token });
    assert.equal(both.code, 1);
    assert.match(both.stderr, /give the token one way/);
  });

  it('says in one line what is wrong with the source: a refused token (401), no v2 API there (404), nothing listening', async () => {
    const closed = await freePort();
    // Something listening that is not the v2 API: it answers 404 to everything.
    const other = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<html>\n<h1>Not Found</h1></html>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const notApi = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
    for (const [args, expected] of [
      [['--from', from], new RegExp(`^boxline: GET ${from}/api/v2/orgs/\\?limit=100 answered 401: the token is not valid at the source \\(BOXLINE_IMPORT_TOKEN, --token-stdin or --token\\)\n$`)],
      [['--from', notApi], new RegExp(`^boxline: GET ${notApi}/api/v2/orgs/\\?limit=100 answered 404: nothing there \\(is --from the service's address\\?\\)\n$`)],
      [['--from', `http://127.0.0.1:${closed}`], new RegExp(`^boxline: cannot reach the source at http://127.0.0.1:${closed}: .*ECONNREFUSED.*\n$`)],
    ] as const) {
      const token = args[1] === from ? 'bxl_not_a_token' : src.token;
      const run = await boxline(['import', ...args, '--org', '1'], { env: { BOXLINE_IMPORT_TOKEN: token } });
      assert.equal(run.code, 1, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, expected);
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    }
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it('draws a bar with counts and rate on a terminal', () => {
    let out = '';
    const stream = { isTTY: true, write: (s: string) => ((out += s), true) } as unknown as NodeJS.WriteStream;
    let now = 0;
    const progress = importProgress(stream, () => now);
    progress.start('order', 100);
    now = 2000;
    progress.page('order', { read: 50, written: 48, unchanged: 1, skipped: 1 }, 100);
    assert.ok(out.includes(`\r[${'#'.repeat(12)}${'.'.repeat(12)}] orders: 50/100 read, 48 written, 1 unchanged, 1 skipped, 25/s${ESC}[K`), out);
    progress.done('order', { read: 100, written: 98, unchanged: 1, skipped: 1 });
    assert.ok(out.endsWith(`\rorders: 100 read, 98 written, 1 unchanged, 1 skipped, 50/s${ESC}[K\n`), out);
  });
});
