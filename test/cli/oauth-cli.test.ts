// The OAuth2 commands: their behaviour run in-process on the test's database (test/cli/support.ts).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { runInProcess } from './support.ts';

let world: TestWorld;
const boxline = (args: string[]) => runInProcess(world.db, args);
/** `boxline args` with `input` on standard input. */
const piped = (args: string[], input: string) => runInProcess(world.db, args, { stdin: input });

describe('boxline oauth-client and member commands', () => {
  before(async () => {
    world = await createWorld();
    assert.equal((await boxline(['org', 'create', '--name', 'CLI Org', '--json'])).code, 0);
  });
  after(() => world.close());

  it('oauth-client create prints {"client_id", "client_secret"}', async () => {
    const res = await boxline(['oauth-client', 'create', '--org', '1', '--name', 'Shop Sync', '--redirect-uri', 'https://shop.example/cb', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const out = JSON.parse(res.stdout);
    assert.deepEqual(Object.keys(out).sort(), ['client_id', 'client_secret']);
    assert.match(out.client_id, /^bxc_1_[0-9a-f]{32}$/);
    assert.match(out.client_secret, /^bxs_/);
    for (const [args, message] of [
      [['oauth-client', 'create', '--org', '1'], /--name is required/],
      [['oauth-client', 'create', '--org', '99', '--name', 'x'], /no organization 99/],
      [['oauth-client', 'create', '--org', '!', '--name', 'x'], /--org must be/],
      [['oauth-client', 'create', '--org', '1', '--name', 'x', '--redirect-uri', 'http://evil.example/'], /--redirect-uri must use https/],
      [['oauth-client', 'create', '--org', '1', '--name', 'x', '--scope', 'bogus'], /unknown scope: bogus/],
    ] as [string[], RegExp][]) {
      const bad = await boxline(args);
      assert.equal(bad.code, 1, args.join(' '));
      assert.match(bad.stderr, message);
    }
  });

  it('member create and member set-password read the password from standard input and store only a scrypt hash', async () => {
    const created = await piped(['member', 'create', '--org', '1', '--email', 'ana@acme.example', '--role', 'admin', '--password-stdin', '--json'], 'first passphrase\n');
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(JSON.parse(created.stdout), { email: 'ana@acme.example', role: 'admin', org_pk: '1' });
    const hashOf = async () =>
      (await world.db.one<{ h: string; role: string }>(sql`SELECT u.password_hash AS h, m.role FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = 'ana@acme.example'`))!;
    const first = await hashOf();
    assert.match(first.h, /^scrypt\$/);
    assert.ok(!first.h.includes('first passphrase'));
    assert.equal(first.role, 'admin');

    const set = await piped(['member', 'set-password', '--email', 'ana@acme.example', '--password-stdin', '--json'], 'second passphrase');
    assert.equal(set.code, 0, set.stderr);
    assert.notEqual((await hashOf()).h, first.h);

    for (const [args, input, message] of [
      [['member', 'create', '--org', '1', '--email', 'b@acme.example', '--password-stdin'], 'short', /at least 8/],
      [['member', 'create', '--org', '1', '--email', 'not-an-email', '--password-stdin'], 'long enough', /--email/],
      [['member', 'create', '--org', '1', '--email', 'b@acme.example', '--role', 'king', '--password-stdin'], 'long enough', /--role/],
      [['member', 'create', '--org', '1', '--email', 'b@acme.example'], 'long enough', /--password-stdin is required/],
      [['member', 'create', '--org', '9', '--email', 'b@acme.example', '--password-stdin'], 'long enough', /no such organization/],
      [['member', 'set-password', '--email', 'nobody@acme.example', '--password-stdin'], 'long enough', /no member/],
    ] as [string[], string, RegExp][]) {
      const bad = await piped(args, input);
      assert.equal(bad.code, 1, args.join(' '));
      assert.match(bad.stderr, message);
    }
  });
});
