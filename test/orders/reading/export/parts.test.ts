/**
 * The text of an order's boxes and items in the export's statement (src/orders/reading/export/parts.ts): split into rows,
 * and refused (null, so that the order is read again value by value) whenever a value held one of its separators,
 * even one that leaves every record with the right number of values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitParts } from '../../../../src/orders/reading/export/parts.ts';

const [US, RS, GS] = ['\u001f', '\u001e', '\u001d'];
/** A box's record: its id, its items' count, its one value, then its items' records (id, one value). */
const box = (id: number, value: string, items: [number, string][]) =>
  `${GS}${id}${US}${items.length}${US}${value}${items.map(([itemId, v]) => `${RS}${itemId}${US}${v}`).join('')}`;

describe('splitParts', () => {
  it('splits an order\'s boxes and items into rows, empty values as null', () => {
    const text = `2${box(10, 'a', [[100, 'x'], [101, '']])}${box(11, '', [])}`;
    assert.deepEqual(splitParts(text, 7, [1, 1]), {
      boxes: [[10, '2', 'a', 7], [11, '0', null, 7]],
      items: [[[100, 'x', 7, 10], [101, null, 7, 10]], []],
    });
    assert.deepEqual(splitParts('0', 7, [1, 1]), { boxes: [], items: [] });
  });

  it('refuses a text whose values held a separator, though each record has as many values as it should', () => {
    // An item's value holding RS and US: one more item of two values.
    assert.equal(splitParts(`1${box(10, 'a', [[100, `x${RS}9${US}y`]])}`, 7, [1, 1]), null);
    // A box's value (of a box without items) holding GS and US: one more box of three values and no item.
    assert.equal(splitParts(`1${box(10, `a${GS}5${US}0${US}z`, [])}`, 7, [1, 1]), null);
    // A value holding US alone: one value too many.
    assert.equal(splitParts(`1${box(10, `a${US}b`, [])}`, 7, [1, 1]), null);
  });
});
