// What every start prints: the API, the docs, the organization, and the token or how to make one.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { welcomeLines } from '../../src/welcome.ts';

const base = { baseUrl: 'http://127.0.0.1:8080', orgPk: '1', orders: 200 };

describe('start-up lines', () => {
  it('show the token on the first start', () => {
    assert.deepEqual(welcomeLines({ databaseUrl: null, seedDemo: false }, { ...base, token: 'bxl_x' }), [
      'API: http://127.0.0.1:8080/api/v2/', 'Docs: http://127.0.0.1:8080/docs/', 'Organization: 1', 'Token: bxl_x',
    ]);
  });

  it('show the command that makes a token afterwards, and that the embedded database needs the server stopped', () => {
    assert.equal(welcomeLines({ databaseUrl: null, seedDemo: false }, { ...base, token: null })[3],
      'Token: shown on the first start only; for a new one stop the server and run: npx boxline token create --org 1');
    assert.equal(welcomeLines({ databaseUrl: 'postgres://x/y', seedDemo: false }, { ...base, orgPk: 'a', token: null })[3],
      'Token: shown on the first start only; for a new one run (with the same DATABASE_URL): npx boxline token create --org a');
  });

  it('offer demo data while the organization has no orders', () => {
    const lines = welcomeLines({ databaseUrl: null, seedDemo: false }, { ...base, orders: 0, token: null });
    assert.equal(lines.at(-1), 'Demo data: none yet; run: npx boxline seed --org 1 (or start with SEED_DEMO=true)');
  });
});
