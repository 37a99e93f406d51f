import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { signPayload, verifySignature } from '../../src/events/signature.ts';

describe('webhook signatures', () => {
  it('are v1, then the base64 HMAC-SHA256 of "id.timestamp.body" keyed by the token', () => {
    const expected = createHmac('sha256', 'tok').update('evt_1.1700000000.{"a":1}').digest('base64');
    assert.equal(signPayload('tok', 'evt_1', 1700000000, '{"a":1}'), `v1,${expected}`);
  });

  it('verify with the right token, body, id and a recent timestamp only', () => {
    const signature = signPayload('tok', 'evt_1', 1700000000, 'body');
    const headers = { id: 'evt_1', timestamp: '1700000000', signature };
    assert.ok(verifySignature('tok', headers, 'body', { nowSeconds: 1700000010 }));
    assert.ok(verifySignature('tok', { ...headers, signature: `v1,bogus ${signature}` }, 'body', { nowSeconds: 1700000010 }));
    assert.ok(!verifySignature('tok', headers, 'body!', { nowSeconds: 1700000010 }));
    assert.ok(!verifySignature('other', headers, 'body', { nowSeconds: 1700000010 }));
    assert.ok(!verifySignature('tok', { ...headers, id: 'evt_2' }, 'body', { nowSeconds: 1700000010 }));
    assert.ok(!verifySignature('tok', headers, 'body', { nowSeconds: 1700000000 + 301 }), 'too old');
    assert.ok(!verifySignature('tok', { ...headers, timestamp: '1.7e9' }, 'body', { nowSeconds: 1700000010 }));
  });
});
