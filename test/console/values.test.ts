// How the console's order pages spell values (src/console/orders/sections.ts): as people read them, not as the
// API spells them: date-times to the minute without microseconds, weights and lengths in a fitting unit, money
// with its currency's symbol, statuses in words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { money, pairs, show, words } from '../../src/console/orders/sections.ts';

describe('console values', () => {
  it('shows date-times to the minute, in UTC, without microseconds', () => {
    assert.equal(show('2026-12-02T00:00:02.701000Z'), '2026-12-02 00:00 UTC');
    assert.equal(show('2018-03-30T00:00:16.159321Z'), '2018-03-30 00:00 UTC');
    assert.equal(show('2026-01-05T10:30:00+02:00'), '2026-01-05 08:30 UTC');
  });

  it('shows weights and lengths in the unit that fits', () => {
    assert.equal(show('453.5924 g'), '453.6 g');
    assert.equal(show('1450.0000 g'), '1.45 kg');
    assert.equal(show('0.2032 m'), '20.3 cm');
    assert.equal(show('1.5000 m'), '1.5 m');
  });

  it('shows money with its currency', () => {
    assert.equal(show({ amount: '12.50', currency: 'USD' }), '$12.50');
    assert.equal(money('1234.5', 'EUR'), '€1,234.50');
    assert.equal(money('3.00', 'ZZZ'), 'ZZZ\u00a03.00', 'a code without a symbol is written before the amount');
  });

  it('writes statuses in words, in lists and beside their labels', () => {
    assert.equal(words('not_shipped'), 'not shipped');
    assert.equal(words(null), '—');
    assert.match(pairs([['Shipping status', 'partially_shipped'], ['Order number', 'A_1']]), /<dd>partially shipped<\/dd>.*<dd>A_1<\/dd>/);
  });
});
