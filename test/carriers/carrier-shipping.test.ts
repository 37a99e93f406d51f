/** Making a carrier's shipping adapter from an account's credentials, by carrier. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CARRIER_SERVICES, createCarrierShipping, credentialsProblem } from '../../src/carriers/carrier-shipping.ts';
import { CarrierRefusal } from '../../src/carriers/shipping-types.ts';

const opts = { baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 };

describe('carrier shipping adapters by carrier', () => {
  it('makes each carrier adapter from valid credentials', () => {
    assert.equal(createCarrierShipping('ups', { client_id: 'a', client_secret: 'b', account_number: 'A1B2C3' }, opts).carrier, 'ups');
    assert.equal(createCarrierShipping('fedex', { client_id: 'a', client_secret: 'b', account_number: '123456789' }, opts).carrier, 'fedex');
    assert.equal(createCarrierShipping('usps', { client_id: 'a', client_secret: 'b' }, opts).carrier, 'usps');
    assert.ok(CARRIER_SERVICES.usps.some((s) => s.code === 'PRIORITY_MAIL'));
  });

  it('refuses incomplete credentials naming the field, never the values', () => {
    assert.deepEqual(credentialsProblem('fedex', { client_id: 'a', client_secret: 'hush-123', account_number: '12' }),
      { field: 'credentials.account_number', message: 'must be the 9-digit FedEx account number' });
    assert.throws(() => createCarrierShipping('ups', { client_id: 'a', client_secret: 'hush-123' }, opts), (err: Error) => {
      assert.ok(err instanceof CarrierRefusal);
      assert.equal(err.field, 'credentials.account_number');
      assert.ok(!err.message.includes('hush-123'));
      return true;
    });
    assert.equal(credentialsProblem('usps', null)?.field, 'credentials');
  });
});
