// Who a request acts for refuses as data (AuthRefusal), called directly: an organization the token cannot see
// (orgContextOf), another or a missing wallet sub-account and a suspended one (checkSubaccountToken), a member of no
// organization (src/orgs/members.ts resolveTokenOrg, v1's). How the API words them: test/http/auth-refusals.test.ts;
// through the guard: test/http/guard.test.ts, test/v2/wallet-subaccounts/.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeId } from '../../src/core/ids.ts';
import type { AuthContext } from '../../src/auth/authenticate.ts';
import { orgContextOf } from '../../src/auth/org.ts';
import { checkSubaccountToken } from '../../src/auth/subaccount.ts';
import { resolveTokenOrg, userIdForEmail } from '../../src/orgs/members.ts';
import { AuthRefusal, type AuthRefusalReason } from '../../src/auth/refusals.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { isRefusal } from '../support/refusals.ts';

/** A check that refuses with an AuthRefusal whose data is exactly `expected`. */
const refusedAs = (expected: AuthRefusalReason) => isRefusal(AuthRefusal, expected);

const auth = (fields: Partial<AuthContext>): AuthContext =>
  ({ tokenId: 1, userId: 1, tokenOrgId: null, grantedOrgIds: [], scopes: [], kind: 'user', subjectId: null, ...fields });

describe('who a request acts for: the refusals (AuthRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) }); });
  after(() => world.close());

  it('missing organization: one the token is not bound to, or the member\'s role in it is none', () => {
    const missing = refusedAs({ kind: 'missing', what: 'organization' });
    assert.throws(() => orgContextOf(auth({ tokenOrgId: 1 }), 2, 'x', 'owner'), missing);
    assert.throws(() => orgContextOf(auth({}), 2, 'x', null), missing);
    assert.deepEqual(orgContextOf(auth({ tokenOrgId: 1, grantedOrgIds: [2] }), 2, 'x', 'admin'), { id: 2, pk: 'x', role: 'admin' });
  });

  it('a sub-account token: another sub-account, its own gone, or suspended', async () => {
    const org = await world.createOrg();
    const res = await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'mine' } });
    assert.equal(res.statusCode, 201, res.body);
    const sub = res.json();
    const id = decodeId(sub.url.split('/').filter(Boolean).at(-1))!;
    const token = auth({ kind: 'subaccount', subjectId: id });
    await checkSubaccountToken(world.db, token, org.id, id);
    await assert.rejects(checkSubaccountToken(world.db, token, org.id, id + 1), refusedAs({ kind: 'missing', what: 'wallet_subaccount' }));
    await assert.rejects(checkSubaccountToken(world.db, auth({ kind: 'subaccount', subjectId: id + 1000 }), org.id, undefined),
      refusedAs({ kind: 'missing', what: 'wallet_subaccount' }));
    await world.request('PATCH', sub.url, { token: org.token, body: { suspended_at: '2020-01-01T00:00:00Z' } });
    await assert.rejects(checkSubaccountToken(world.db, token, org.id, id), refusedAs({ kind: 'subaccount_suspended' }));
  });

  it('no_organization: v1\'s organization of a member who belongs to none', async () => {
    const userId = await world.db.transaction((tx) => userIdForEmail(tx, 'nobody@example.com'));
    await assert.rejects(resolveTokenOrg(world.db, auth({ userId })), refusedAs({ kind: 'no_organization' }));
  });
});
