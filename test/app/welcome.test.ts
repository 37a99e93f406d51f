// What every start prints: the API, the docs, the organization, and the token or how to make one.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { welcomeLines } from '../../src/welcome.ts';

const base = { baseUrl: 'http://127.0.0.1:8080', orgPk: '1', orders: 200 };
const embedded = { databaseUrl: null, seedDemo: false, dataDir: resolve('./data') };

describe('start-up lines', () => {
  it('show the token on the first start', () => {
    assert.deepEqual(welcomeLines(embedded, { ...base, token: 'bxl_x' }), [
      'API: http://127.0.0.1:8080/api/v2/', 'Docs: http://127.0.0.1:8080/docs/', 'Organization: 1', 'Token: bxl_x',
    ]);
  });

  it('show the command that makes a token afterwards, which works while the server runs', () => {
    assert.equal(welcomeLines(embedded, { ...base, token: null })[3],
      'Token: shown on the first start only; for a new one run: npx boxline token create --org 1');
    assert.equal(welcomeLines({ ...embedded, databaseUrl: 'postgres://x/y' }, { ...base, orgPk: 'a', token: null })[3],
      'Token: shown on the first start only; for a new one run (with the same DATABASE_URL): npx boxline token create --org a');
  });

  it('name a DATA_DIR other than ./data in the commands, so that they reach the same database', () => {
    const lines = welcomeLines({ ...embedded, dataDir: '/srv/box line' }, { ...base, orders: 0, token: null });
    assert.equal(lines[3], "Token: shown on the first start only; for a new one run: DATA_DIR='/srv/box line' npx boxline token create --org 1");
    assert.equal(lines[4], "Demo data: none yet; run: DATA_DIR='/srv/box line' npx boxline seed --org 1 (or start with SEED_DEMO=true)");
  });

  it('offer demo data while the organization has no orders', () => {
    const lines = welcomeLines(embedded, { ...base, orders: 0, token: null });
    assert.equal(lines.at(-1), 'Demo data: none yet; run: npx boxline seed --org 1 (or start with SEED_DEMO=true)');
  });
});
