// The OAuth2 commands as an operator runs them: a real process on a real data directory.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, runBoxline } from './support.ts';
import { openDatabase } from '../../src/db/database.ts';
import { sql } from '../../src/core/sql.ts';

let dataDir: string;
const boxline = (args: string[]) => runBoxline(dataDir, args);
/** `boxline args` with `input` on standard input. */
const piped = (args: string[], input: string) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('boxline oauth-client and member commands', () => {
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-oauth-cli-'));
    assert.equal(boxline(['org', 'create', '--name', 'CLI Org', '--json']).code, 0);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('oauth-client create prints {"client_id", "client_secret"}', () => {
    const res = boxline(['oauth-client', 'create', '--org', '1', '--name', 'Shop Sync', '--redirect-uri', 'https://shop.example/cb', '--json']);
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
      const bad = boxline(args);
      assert.equal(bad.code, 1, args.join(' '));
      assert.match(bad.stderr, message);
    }
  });

  it('member create and member set-password read the password from standard input and store only a scrypt hash', async () => {
    const created = piped(['member', 'create', '--org', '1', '--email', 'ana@acme.example', '--role', 'admin', '--password-stdin', '--json'], 'first passphrase\n');
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(JSON.parse(created.stdout), { email: 'ana@acme.example', role: 'admin', org_pk: '1' });
    const hashOf = async () => {
      const db = await openDatabase({ databaseUrl: null, dataDir });
      try {
        return (await db.one<{ h: string; role: string }>(sql`SELECT u.password_hash AS h, m.role FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = 'ana@acme.example'`))!;
      } finally {
        await db.close();
      }
    };
    const first = await hashOf();
    assert.match(first.h, /^scrypt\$/);
    assert.ok(!first.h.includes('first passphrase'));
    assert.equal(first.role, 'admin');

    const set = piped(['member', 'set-password', '--email', 'ana@acme.example', '--password-stdin', '--json'], 'second passphrase');
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
      const bad = piped(args, input);
      assert.equal(bad.code, 1, args.join(' '));
      assert.match(bad.stderr, message);
    }
  });
});
