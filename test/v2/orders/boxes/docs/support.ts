/**
 * What the shipping document tests share (not a test file itself): one world, emptied before each test (its
 * document folder too) with two new organizations (`orgA`, the one acting, and `orgB`, another) and an order of
 * orgA's whose first box (`boxUrl`) takes the documents; the uploads and reads the tests make. A test file calls
 * `useDocumentsWorld()` inside its top describe; the exported `let`s are live bindings, set by its hooks.
 */
import assert from 'node:assert/strict';
import { readdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '../../../../../src/core/sql.ts';
import type { TestWorld } from '../../../../support/app.ts';
import { orgA, useTwoOrgWorld, world } from '../../../../support/two-orgs.ts';
import { documentForm } from '../../../../support/multipart.ts';
import { events, guideOrder, postOrder } from '../../fixtures.ts';
import { listedRemovals } from '../../../../../src/storage/removals.ts';

/** Every file under the world's document folder (relative paths). */
export function storedFiles(world: TestWorld): string[] {
  const root = join(world.config.dataDir, 'documents');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => join(e.parentPath ?? (e as any).path, e.name).slice(root.length + 1)).sort();
}

export async function documentRows(world: TestWorld) {
  return world.db.rows<{ kind: string; purpose: string | null; file_name: string; content_type: string; size_bytes: number }>(sql`
    SELECT kind, purpose, file_name, content_type, size_bytes::int AS size_bytes FROM shipping_documents ORDER BY id`);
}

export { world, orgA, orgB } from '../../../../support/two-orgs.ts';
export let order: any;
export let boxUrl: string;
export const docsUrl = () => `${boxUrl}docs/`;

export const upload = (form: ReturnType<typeof documentForm>, url = docsUrl(), token = orgA.token) =>
  world.request('POST', url, { token, body: form.body, headers: form.headers });

export async function uploaded(opts: Parameters<typeof documentForm>[0] = {}) {
  const res = await upload(documentForm({ kind: 'label', purpose: 'ship', data: '%PDF-1.4 hello', ...opts }));
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** Nothing written: no document row, no file, nothing listed for removal, no event. */
export async function assertNothingWritten(eventsBefore: number) {
  assert.deepEqual(await documentRows(world), []);
  assert.deepEqual(storedFiles(world), []);
  assert.deepEqual(await listedRemovals(world.db), []);
  assert.equal((await events(world, orgA)).length, eventsBefore);
}

/** Registers the test file's hooks: one world, emptied before each test, with orgA's order and orgB. */
export function useDocumentsWorld(): void {
  useTwoOrgWorld({
    each: true,
    onReset: async () => {
      rmSync(join(world.config.dataDir, 'documents'), { recursive: true, force: true });
      order = await postOrder(world, orgA, guideOrder());
      boxUrl = order.boxes[0].url;
    },
  });
}
