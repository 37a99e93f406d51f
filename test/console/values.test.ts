// How the console's order pages spell values (src/console/orders/sections.ts): as people read them, not as the
// API spells them: date-times to the minute in the organization's time zone without microseconds, weights and
// lengths in a fitting unit, money with its currency's symbol, statuses in words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { money, pairs, show, words } from '../../src/console/orders/sections.ts';
import { when } from '../../src/console/layout/html.ts';

describe('console values', () => {
  it('shows date-times to the minute, in the time zone given, without microseconds', () => {
    assert.equal(show('2026-12-02T00:00:02.701000Z', 'UTC'), '2026-12-02 00:00');
    assert.equal(show('2018-03-30T00:00:16.159321Z', 'UTC'), '2018-03-30 00:00');
    assert.equal(show('2026-01-05T10:30:00+02:00', 'UTC'), '2026-01-05 08:30');
    assert.equal(show('2026-12-02T00:00:02.701000Z', 'America/New_York'), '2026-12-01 19:00', 'the day before, in winter time');
    assert.equal(show('2026-07-01T00:30:00Z', 'Europe/Berlin'), '2026-07-01 02:30', 'summer time');
    assert.equal(show('2026-12-01T23:30:00Z', 'Asia/Kolkata'), '2026-12-02 05:00', 'a zone half an hour off');
  });

  it('writes list dates as <time> elements that keep the instant and name the zone', () => {
    assert.equal(when('2026-12-02T00:00:02.701000Z', 'Europe/Berlin'),
      '<time datetime="2026-12-02T00:00:02.701Z" title="Europe/Berlin">2026-12-02 01:00</time>');
    assert.equal(when(null, 'UTC'), '—');
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
    assert.match(pairs([['Shipping status', 'partially_shipped'], ['Order number', 'A_1']], 'UTC'), /<dd>partially shipped<\/dd>.*<dd>A_1<\/dd>/);
  });
});
