/**
 * The TypeScript client (clients/typescript) as a new project meets it: a folder made with `tsc --init` (the
 * installed TypeScript's defaults: strict, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`, `nodenext`),
 * the package in its node_modules, and a consumer written as the client's README writes it. `tsc` must accept
 * the consumer and the client's source, and still refuse what the API refuses.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

const CONSUMER = `import { createClient, BoxlineError } from '@boxline/client';

const boxline = createClient({ baseUrl: 'http://127.0.0.1:8080', token: 'bxl_token', org: '1' });

export async function main(): Promise<void> {
  const order = await boxline.post('/api/v2/orgs/{org_pk}/orders/', { body: { primary_id: 'PO-1001', tags: ['gift'] } });
  const url: string = order.url;
  const page = await boxline.get('/api/v2/orgs/{org_pk}/orders/', { query: { tag: 'gift', limit: 50 } });
  const everything = await boxline.get('/api/v2/orgs/{org_pk}/orders/');
  const webhooks = await boxline.request('get', '/api/v2/orgs/{org_pk}/webhooks/');
  for await (const o of boxline.list('/api/v2/orgs/{org_pk}/orders/', { query: { tag: 'gift' } })) console.log(o.primary_id);
  for await (const o of boxline.list('/api/v2/orgs/{org_pk}/contacts/')) console.log(o.url);
  await boxline.get('/api/v2/orgs/{org_pk}/orders/{order_pk}/', { path: { order_pk: 'abc' } });
  await boxline.delete('/api/v2/orgs/{org_pk}/orders/{order_pk}/', { path: { order_pk: 'abc' } });
  try {
    await boxline.get('/api/v2/orgs/{org_pk}/orders/{order_pk}/', { path: { order_pk: 'nope' } });
  } catch (err) {
    if (err instanceof BoxlineError) console.log(err.status, err.problem);
  }
  console.log(url, page.count, everything.results.length, webhooks.count);

  // @ts-expect-error: a create needs its body
  await boxline.post('/api/v2/orgs/{org_pk}/orders/');
  // @ts-expect-error: no such path
  await boxline.get('/api/v2/orgs/{org_pk}/nothing/');
  // @ts-expect-error: tags is a list of strings
  await boxline.post('/api/v2/orgs/{org_pk}/orders/', { body: { primary_id: 'BAD', tags: 'gift' } });
}
`;

describe('TypeScript client under tsc --init defaults', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxline-client-consumer-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks a consumer written as the README writes it, get(path) without options included', () => {
    const init = spawnSync(process.execPath, [TSC, '--init'], { cwd: dir, encoding: 'utf8' });
    assert.equal(init.status, 0, init.stdout + init.stderr);
    const config = readFileSync(join(dir, 'tsconfig.json'), 'utf8');
    for (const option of ['"strict": true', '"exactOptionalPropertyTypes": true', '"noUncheckedIndexedAccess": true']) {
      assert.ok(config.includes(option), `tsc --init writes ${option}`);
    }
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    mkdirSync(join(dir, 'node_modules', '@boxline'), { recursive: true });
    symlinkSync(join(ROOT, 'clients', 'typescript'), join(dir, 'node_modules', '@boxline', 'client'), 'dir');
    writeFileSync(join(dir, 'consumer.ts'), CONSUMER);

    const check = spawnSync(process.execPath, [TSC, '-p', '.', '--noEmit'], { cwd: dir, encoding: 'utf8' });
    assert.equal(check.stdout + check.stderr, '', 'no type error, in the consumer or the client');
    assert.equal(check.status, 0);
  });
});
