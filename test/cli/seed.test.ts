// `boxline seed`, in-process on the test's database (runInProcess): what it prints, the progress bar on a terminal,
// and its refusals.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { capturingTerminal, runInProcess } from './support.ts';
import { loadConfig } from '../../src/config.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { lendDatabase } from '../../src/server.ts';
import { runCommand } from '../../src/commands/run.ts';
import { COMMANDS } from '../../src/commands/index.ts';

describe('boxline seed', () => {
  let world: TestWorld;
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('on an empty database creates the demo organization, prints its token and seeds it', async () => {
    const res = await runInProcess(world.db, ['seed', '--orders', '8']);
    assert.equal(res.code, 0, res.stderr);
    const lines = res.stdout.trim().split('\n');
    assert.equal(lines[0], 'Organization: 1');
    assert.match(lines[1], /^Token: bxl_[\w-]{32}$/);
    assert.equal(lines[2], 'Seeded organization 1: 8 orders, 40 contacts, 18 products, 5 packaging presets, a sandbox carrier account');
    assert.equal(res.stderr, '', 'no progress bar when stderr is not a terminal');
    const orders = await world.request('GET', '/api/v2/orgs/1/orders/?limit=1', { token: lines[1].replace('Token: ', '') });
    assert.equal(orders.json().count, 8);
  });

  it('adds orders to a named organization, as JSON', async () => {
    const res = await runInProcess(world.db, ['seed', '--org', '1', '--orders', '3', '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.deepEqual(JSON.parse(res.stdout), { org_pk: '1', orders: 3, contacts: 0, products: 0, packaging: 0, carrier_accounts: 0 });
  });

  it('draws its progress bar on the stderr of a terminal', async () => {
    const terminal = capturingTerminal('', true);
    const code = await lendDatabase(world.db, () => runCommand(COMMANDS, { argv: ['seed', '--org', '1', '--orders', '2'], config: () => loadConfig({}), terminal }));
    assert.equal(code, 0);
    assert.match(terminal.err.join(''), /^\rSeeding orders \[\.+\] 0\/2.*\rSeeding orders \[#+\] 2\/2\n$/s);
  });

  it('refuses bad arguments on stderr with a non-zero exit', async () => {
    for (const [args, message] of [
      [['seed', '--orders', '0'], /--orders must be a whole number/],
      [['seed', '--orders', 'many'], /--orders must be a whole number/],
      [['seed', '--org', '99'], /no organization 99/],
      [['seed', '--org', '#'], /--org must be an organization key/],
    ] as const) {
      const res = await runInProcess(world.db, [...args]);
      assert.equal(res.code, 1, args.join(' '));
      assert.match(res.stderr, message);
      assert.equal(res.stdout, '');
    }
  });
});
