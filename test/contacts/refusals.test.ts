// What contact reads and writes refuse, thrown by their functions called directly (createContact, throwIfInvalid,
// expandsNotes): a ContactRefusal of its kind, nothing written. Its words: test/http/contact-refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { RefusedValue } from '../../src/core/fields/index.ts';
import { expandsNotes, throwIfInvalid } from '../../src/contacts/service.ts';
import { createContact } from '../../src/contacts/write.ts';
import { ContactRefusal, type ContactRefusalReason } from '../../src/contacts/refusals.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { isRefusal } from '../support/refusals.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

/** Throws a ContactRefusal whose data is exactly `expected`. */
const refused = (expected: ContactRefusalReason) => isRefusal(ContactRefusal, expected);

describe('contact reads\' and writes\' refusals (ContactRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(() => world.close());

  it('field_rules: every field the field mechanism refused, nothing written', async () => {
    const org = await world.createOrg();
    const body = { first_name: 'Ada', website: new RefusedValue('is not a url'), source: { retrieved_at: new RefusedValue('is not a moment') } };
    await assert.rejects(world.db.transaction((tx) => createContact(tx, { id: org.id, pk: org.pk, role: 'owner' }, body)),
      refused({ kind: 'field_rules', errors: { website: [said('is not a url')], 'source.retrieved_at': [said('is not a moment')] } }));
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM contacts WHERE org_id = ${org.id}`))!.n, 0);
    assert.doesNotThrow(() => throwIfInvalid({}));
    assert.throws(() => throwIfInvalid({ 'addresses[1].email': [said('no')] }), refused({ kind: 'field_rules', errors: { 'addresses[1].email': [said('no')] } }));
  });

  it('invalid: an expand of something else than notes', () => {
    assert.equal(expandsNotes(undefined), false);
    assert.equal(expandsNotes(' notes ,'), true);
    for (const bad of ['boxes', 'notes,boxes']) {
      assert.throws(() => expandsNotes(bad), refused({ kind: 'invalid', fields: [{ path: 'expand', reason: 'unknown_expand', values: { allowed: ['notes'] } }] }), bad);
    }
  });
});
