// Reading a document's upload form refuses its fields as data (UploadRefusal), called directly on a request of a
// Fastify instance of its own (the multipart plugin, as the docs routes register it): every field's problem at once,
// or the first part that stops the form, and nothing kept in storage. How the API words them:
// test/http/upload-refusals.test.ts; the routes: test/v2/orders/boxes/docs/.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from '../../src/core/sql.ts';
import { readDocumentForm } from '../../src/uploads/document-form.ts';
import { UploadRefusal, type UploadRefusalReason } from '../../src/uploads/refusals.ts';
import { DOCUMENT_KINDS } from '../../src/catalogue/document.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { documentForm, multipartBody } from '../support/multipart.ts';

describe('reading a document\'s form: the refusals (UploadRefusal, called directly)', () => {
  let world: TestWorld;
  let edge: FastifyInstance;
  let thrown: unknown;
  before(async () => {
    world = await createWorld();
    const org = await world.createOrg();
    edge = Fastify();
    await edge.register(multipart, { limits: { files: 1, parts: 20, fields: 10 } });
    edge.post('/', async (request) => {
      thrown = null;
      try {
        await readDocumentForm(world.app, request, org.id, { requireFile: true });
      } catch (err) {
        thrown = err;
      }
      return {};
    });
  });
  after(async () => {
    await edge.close();
    await world.close();
  });

  /** Sends the form and answers the refusal readDocumentForm threw. */
  async function refusalOf(form: { body: Buffer; headers: Record<string, string> }): Promise<UploadRefusalReason> {
    await edge.inject({ method: 'POST', url: '/', payload: form.body, headers: form.headers });
    assert.ok(thrown instanceof UploadRefusal, `an UploadRefusal, not ${String(thrown)}`);
    return thrown.refusal;
  }
  const kept = async () => (await world.db.rows(sql`SELECT 1 FROM storage_removals`)).length;

  it('names a missing file and kind, a kind not known, a purpose too long, a text part for the file', async () => {
    assert.deepEqual(await refusalOf(documentForm({})), { kind: 'invalid', fields: [{ path: 'document', reason: 'file_required' }, { path: 'kind', reason: 'required' }] });
    assert.deepEqual(await refusalOf(documentForm({ kind: 'poster', data: 'x' })),
      { kind: 'invalid', fields: [{ path: 'kind', reason: 'unknown_kind', values: { allowed: DOCUMENT_KINDS } }] });
    assert.deepEqual(await refusalOf(documentForm({ kind: 'label', purpose: 'p'.repeat(1001), data: 'x' })),
      { kind: 'invalid', fields: [{ path: 'purpose', reason: 'purpose_too_long', values: { max: 1000 } }] });
    assert.deepEqual(await refusalOf(multipartBody([{ name: 'kind', value: 'label' }, { name: 'document', value: 'not a file' }])),
      { kind: 'invalid', fields: [{ path: 'document', reason: 'not_a_file' }] });
  });

  it('refuses a form it cannot read as the document\'s problem, with the reader\'s words', async () => {
    const broken = documentForm({ kind: 'label', data: 'x' });
    const refusal = await refusalOf({ body: broken.body.subarray(0, broken.body.length - 20), headers: broken.headers });
    assert.equal(refusal.kind, 'invalid');
    assert.deepEqual(refusal.fields.map((f) => [f.path, f.reason]), [['document', 'unreadable_form']]);
    assert.equal(typeof refusal.fields[0]!.values?.detail, 'string');
    assert.equal(await kept(), 0, 'nothing kept in storage');
  });
});
