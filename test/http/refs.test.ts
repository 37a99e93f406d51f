// The one reference parser (src/http/refs.ts): every kind of v2 url and v1 resource_uri, a foreign organization's,
// malformed ones, and the one 400 each refusal answers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { encodeId } from '../../src/core/ids.ts';
import { ApiError, type FieldErrors } from '../../src/core/errors.ts';
import { REF_MESSAGES, refError, v1Ref, v1RefAt, v2Ref, v2RefAt, type V2RefIds, type V2RefKind } from '../../src/http/refs.ts';

const org = { id: 70 };
const other = { id: 71 };
const base = (o: { id: number }) => `/api/v2/orgs/${encodeId(o.id)}`;
const e = encodeId;

/** A url of each kind in `org`, and the ids it names. */
const URLS: { [K in V2RefKind]: [string, V2RefIds[K]] } = {
  order: [`/orders/${e(11)}/`, [11]],
  box: [`/orders/${e(11)}/boxes/${e(12)}/`, [11, 12]],
  item: [`/orders/${e(11)}/boxes/${e(12)}/items/${e(13)}/`, [11, 12, 13]],
  orderNote: [`/orders/${e(11)}/notes/${e(14)}/`, [11, 14]],
  packaging: [`/packaging/${e(15)}/`, [15]],
  contact: [`/contacts/${e(16)}/`, [16]],
  address: [`/contacts/${e(16)}/addresses/${e(17)}/`, [16, 17]],
  webhook: [`/webhooks/${e(18)}/`, [18]],
  insuranceTransaction: [`/insurance/${e(19)}/`, [19]],
  walletTransaction: [`/wallet-subaccounts/${e(20)}/transactions/${e(21)}/`, [20, 21]],
  carrierAccount: [`/carrier-accounts/${e(22)}/`, [22]],
  walletSubaccount: [`/wallet-subaccounts/${e(23)}/`, [23]],
};
const KINDS = Object.keys(URLS) as V2RefKind[];

/** The 400 `fn` throws: its code, status and field errors. */
function refusal(fn: () => unknown): { status: number; code: string; errors?: FieldErrors } {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ApiError, `an ApiError, not ${String(err)}`);
    return { status: err.status, code: err.code, errors: err.errors };
  }
  assert.fail('no error thrown');
}

describe('v2Ref', () => {
  for (const kind of KINDS) {
    it(`reads a ${kind} url into its ids, outermost first`, () => {
      const [path, ids] = URLS[kind];
      assert.deepEqual(v2Ref(kind, `${base(org)}${path}`, org), ids);
      // Absolute, without the trailing slash, with a query or a fragment: the same object.
      assert.deepEqual(v2Ref(kind, `https://api.example.com${base(org)}${path}`, org), ids);
      assert.deepEqual(v2Ref(kind, `${base(org)}${path.slice(0, -1)}`, org), ids);
      assert.deepEqual(v2Ref(kind, `${base(org)}${path}?expand=1#top`, org), ids);
    });

    it(`refuses a ${kind} url of another organization`, () => {
      assert.equal(v2Ref(kind, `${base(other)}${URLS[kind][0]}`, org), null);
    });
  }

  it('refuses a url of another kind', () => {
    for (const kind of KINDS) {
      for (const wrong of KINDS.filter((k) => k !== kind)) {
        assert.equal(v2Ref(kind, `${base(org)}${URLS[wrong][0]}`, org), null, `${wrong} url read as ${kind}`);
      }
    }
  });

  it('refuses malformed urls', () => {
    const malformed: unknown[] = [
      undefined, null, 42, {}, [], '', '/', 'not a url', 'https://', 'http://[::1', `${base(org)}`,
      `/api/v2/orgs/${e(org.id)}/orders/`, // a collection, not an object
      `/api/v2/orgs/${e(org.id)}/orders/${e(11)}/extra/`, // a segment too many
      `/api/v2/orgs/${e(org.id)}/orders/not*an*id/`, // not an id
      `/api/v2/orgs/not*an*id/orders/${e(11)}/`, // not an organization's id
      `/api/v1/orders/11/`, // a v1 resource_uri
      `api/v2/orgs/${e(org.id)}/orders/${e(11)}/`, // not rooted
      `/api/v2/orgs/${e(org.id)}/boxes/${e(12)}/`, // a box outside its order
    ];
    for (const url of malformed) assert.equal(v2Ref('order', url, org), null, JSON.stringify(url));
    assert.equal(v2Ref('box', `/api/v2/orgs/${e(org.id)}/boxes/${e(12)}/`, org), null);
  });
});

describe('v2RefAt', () => {
  it('answers the ids of a good reference', () => {
    assert.deepEqual(v2RefAt('box', `${base(org)}${URLS.box[0]}`, org, 'boxes[0].url'), [11, 12]);
  });

  it('throws the one 400 of its kind, naming the field', () => {
    for (const kind of KINDS) {
      const thrown = refusal(() => v2RefAt(kind, `${base(other)}${URLS[kind][0]}`, org, 'x.url'));
      assert.deepEqual(thrown, { status: 400, code: 'validation_failed', errors: { 'x.url': [REF_MESSAGES[kind]] } });
      assert.deepEqual(refusal(() => v2RefAt(kind, 'garbage', org, 'x.url')), thrown, `${kind}: malformed and foreign are the same error`);
    }
  });

  it('records the refusal with the body\'s other problems when given `errors`', () => {
    const errors: FieldErrors = { 'name': ['is required'] };
    assert.equal(v2RefAt('contact', `${base(other)}${URLS.contact[0]}`, org, 'contact', errors), null);
    assert.deepEqual(errors, { name: ['is required'], contact: [REF_MESSAGES.contact] });
  });
});

describe('v1Ref', () => {
  const RESOURCES = { order: 'orders', box: 'boxes', item: 'items', webhook: 'webhooks' } as const;
  for (const [kind, resource] of Object.entries(RESOURCES) as [keyof typeof RESOURCES, string][]) {
    it(`reads a ${kind} resource_uri or a bare id`, () => {
      assert.equal(v1Ref(kind, `/api/v1/${resource}/7/`), 7);
      assert.equal(v1Ref(kind, `https://old.example.com/api/v1/${resource}/7`), 7);
      assert.equal(v1Ref(kind, ' 7 '), 7);
      assert.equal(v1Ref(kind, 7), 7);
    });

    it(`refuses a malformed ${kind} reference or one of another resource`, () => {
      const wrong = resource === 'orders' ? 'boxes' : 'orders';
      for (const value of [`/api/v1/${wrong}/7/`, `/api/v1/${resource}/x/`, `/api/v1/${resource}/`, '', null, undefined, {}, -7, 1.5, '1e3']) {
        assert.equal(v1Ref(kind, value), null, JSON.stringify(value));
      }
    });
  }

  it('reads a company only as the organization itself (another one is foreign)', () => {
    assert.equal(v1Ref('company', `/api/v1/company/${org.id}/`, org), org.id);
    assert.equal(v1Ref('company', `/api/v1/company/${other.id}/`, org), null);
    assert.equal(v1Ref('company', `/api/v1/company/${org.id}/`), null);
  });

  it('v1RefAt throws the 400 of its kind naming the field', () => {
    assert.equal(v1RefAt('box', '/api/v1/boxes/9/', 'box'), 9);
    const messages = { order: 'v1Order', box: 'v1Box', item: 'v1Item', webhook: 'v1Webhook' } as const;
    for (const kind of Object.keys(messages) as (keyof typeof messages)[]) {
      assert.deepEqual(refusal(() => v1RefAt(kind, 'garbage', 'ref')),
        { status: 400, code: 'validation_failed', errors: { ref: [REF_MESSAGES[messages[kind]]] } });
    }
    assert.deepEqual(refusal(() => v1RefAt('company', `/api/v1/company/${other.id}/`, 'company', org)),
      { status: 400, code: 'validation_failed', errors: { company: [REF_MESSAGES.v1Company] } });
  });
});

describe('refError', () => {
  it('is the 400 naming the field with its kind\'s one message', () => {
    const err = refError('relations[0].order', 'order');
    assert.equal(err.status, 400);
    assert.deepEqual(err.errors, { 'relations[0].order': [REF_MESSAGES.order] });
    assert.equal(err.message, `relations[0].order: ${REF_MESSAGES.order}`);
  });
});
