// The command line's behaviour, run in-process on the test's database (as a server runs a command for another
// process): output, errors and exit codes. What needs real processes is in serve.test.ts and graceful.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { COMMANDS } from '../../src/commands/index.ts';
import { runInProcess } from './support.ts';

describe('boxline command line', () => {
  let world: TestWorld;
  const boxline = (args: string[], opts: { env?: Record<string, string>; stdin?: string } = {}) => runInProcess(world.db, args, opts);
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('creates an organization and prints its key, url and token as JSON', async () => {
    const res = await boxline(['org', 'create', '--name', 'CLI Org', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.equal(out.org_pk, '1');
    assert.equal(out.org_url, '/api/v2/orgs/1/');
    assert.match(out.token, /^bxl_[\w-]{32}$/);
    const orgs = await world.request('GET', '/api/v2/orgs/', { token: out.token });
    assert.equal(orgs.json().results[0].name, 'CLI Org');
  });

  it('issues scoped tokens and refuses bad arguments on stderr with a non-zero exit', async () => {
    const ok = await boxline(['token', 'create', '--org', '1', '--scope', 'order contact-read_only', '--expires-in', '3600', '--json']);
    assert.equal(ok.code, 0, ok.stderr);
    const out = JSON.parse(ok.stdout);
    assert.match(out.token, /^bxl_/);
    assert.match(out.expires_at, /^\d{4}-\d\d-\d\dT.*Z$/);
    assert.equal((await world.request('GET', '/api/v2/orgs/1/contacts/', { token: out.token })).statusCode, 200);
    assert.equal((await world.request('POST', '/api/v2/orgs/1/contacts/', { token: out.token, body: {} })).statusCode, 403, 'contact is read-only');
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
      const res = await boxline([...args]);
      assert.equal(res.code, 1, args.join(' '));
      assert.match(res.stderr, message);
      assert.doesNotMatch(res.stderr, /\n\s+at /, 'one line, no stack');
      assert.equal(res.stdout, '');
    }
  });

  it('lists every command on one line each, and every command\'s help shows an example', async () => {
    const top = await boxline(['--help']);
    assert.equal(top.code, 0);
    const listed = top.stdout.split('\n').filter((line) => /^ {2}\S/.test(line));
    assert.deepEqual(listed.map((line) => line.trim().split(/\s{2,}/)[0]), Object.keys(COMMANDS));
    for (const name of ['serve', 'migrate', 'worker', 'org create', 'token create', 'seed', 'import', 'backup create', 'oauth-client create', 'member create', 'member set-password', 'license-key create', 'listen']) {
      assert.ok(COMMANDS[name], name);
    }
    for (const line of listed) assert.match(line, /^ {2}[a-z -]+\s{2,}\S.*$/, 'a name and a one-line summary');
    for (const command of Object.keys(COMMANDS)) {
      const res = await boxline([...command.split(' '), '--help']);
      assert.equal(res.code, 0);
      assert.match(res.stdout, new RegExp(`^Usage: boxline ${command}`));
      assert.match(res.stdout, new RegExp(`\nExample:\n  boxline ${command}|\nExample:\n  .*boxline ${command}`));
    }
  });

  it('migrate on a migrated database says so', async () => {
    const migrate = await boxline(['migrate']);
    assert.deepEqual(migrate, { code: 0, stdout: 'database is up to date\n', stderr: '' });
  });

  it('org card sets and clears the card, and refuses bad arguments', async () => {
    const cardOf = async () => (await world.db.one<{ card: string | null }>(sql`SELECT processor_credit_card AS card FROM orgs WHERE id = 1`))!.card;
    const set = await boxline(['org', 'card', '--org', '1', '--card', '4000000000000002', '--json']);
    assert.equal(set.code, 0, set.stderr);
    assert.deepEqual(JSON.parse(set.stdout), { org_pk: '1', card: '************0002' });
    const stored = await cardOf();
    assert.ok(stored && !stored.includes('4000000000000002') && stored.endsWith('0002'), `only the processor's reference is kept: ${stored}`);
    const missing = await boxline(['org', 'card', '--org', '1']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /--card/);
    const unknown = await boxline(['org', 'card', '--org', '9', '--card', '4242424242424242']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no organization 9/);
    assert.equal((await boxline(['org', 'card', '--org', '1', '--card', 'none'])).code, 0);
    assert.equal(await cardOf(), null);
  });
});
