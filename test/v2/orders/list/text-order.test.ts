/**
 * GET /orders/?order_by on text keys: Unicode code-point order (README, "The order list"), the same on PGlite and on
 * PostgreSQL whatever their collation. The second half gives the columns a linguistic collation (ICU's root
 * locale, which both databases have), as a database created with another locale would, and expects the same order.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { postOrder } from '../fixtures.ts';
import { list } from './fixtures.ts';

/** Mixed case, accents, digits, punctuation and spaces, in code-point order (the byte order of their UTF-8). */
const SORTED = [
  '#1', // punctuation before digits
  '-dash',
  '10', // digits as text: "10" < "9"
  '9',
  'Adam', // upper case before lower case
  'Zoe',
  '_under', // between upper and lower case
  'a b', // a space before any letter
  'ab',
  'adam',
  'emile',
  'zoe',
  'Ångström', // non-ASCII letters after z, in code-point order
  'Émile',
  'ß',
  'éclair',
  'émile',
];

/** The text keys tested, each with the body that puts `value` where the key reads it. */
const KEYS: Record<string, (value: string) => Record<string, unknown>> = {
  primary_id: (v) => ({ primary_id: v }),
  sources__name: (v) => ({ source: { name: v } }),
  shipping__ship_to__company: (v) => ({ shipping: { ship_to: { company: v } } }),
  billing__bill_to__city: (v) => ({ billing: { bill_to: { city: v } } }),
  boxes__items__description: (v) => ({ boxes: [{ items: [{ quantity: 1, description: v }, { quantity: 1, description: '!' }] }] }),
  boxes__items__part_number: (v) => ({ boxes: [{ items: [{ quantity: 1, part_number: v }] }] }),
};

/** The columns a database created with another locale would give its default collation. */
const RECOLLATED: Record<string, string[]> = {
  orders: ['primary_id', 'source_name', 'ship_to_company', 'bill_to_city', 'first_item_description', 'first_item_part_number', 'tags_sort', 'pick_locations_auto'],
  items: ['description', 'part_number', 'pick_location'],
  order_tags: ['value'],
};

function textOrderTests(label: string, recollate: boolean) {
  describe(label, () => {
    let world: TestWorld;
    let org: TestOrg;
    /** Per key, the urls of its orders by value. */
    const made = new Map<string, Map<string, string>>();
    const listed = async (params: Record<string, string>) =>
      (await list(world, org, { limit: 1000, ...params })).results.map((o: { url: string }) => o.url);

    before(async () => {
      world = await createWorld();
      if (recollate) {
        for (const [table, columns] of Object.entries(RECOLLATED)) {
          await world.db.exec(`ALTER TABLE ${table} ${columns.map((c) => `ALTER COLUMN ${c} TYPE text COLLATE "und-x-icu"`).join(', ')}`);
        }
        // The collation is in force, and it is linguistic: lower case first, accents next to their letter.
        const row = await world.db.one<{ collation: string; sorted: string }>(sql`
          SELECT (SELECT c.collname FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
                  WHERE a.attrelid = 'orders'::regclass AND a.attname = 'primary_id') AS collation,
                 (SELECT string_agg(v, ' ' ORDER BY v COLLATE "und-x-icu") FROM unnest(ARRAY['f', 'é', 'B', 'b']) v) AS sorted`);
        assert.deepEqual(row, { collation: 'und-x-icu', sorted: 'b B é f' });
      }
      org = await world.createOrg('Acme');
      // Created in a scrambled order, so that neither id nor creation order is the expected one.
      const scrambled = SORTED.map((v, i) => ({ v, k: (i * 7) % SORTED.length })).sort((a, b) => a.k - b.k).map((x) => x.v);
      for (const [key, body] of Object.entries(KEYS)) {
        const urls = new Map<string, string>();
        for (const value of scrambled) urls.set(value, (await postOrder(world, org, { primary_id: `${key}-${urls.size}`, customer_number: key, ...body(value) })).url);
        made.set(key, urls);
      }
    });
    after(() => world.close());

    for (const key of Object.keys(KEYS)) {
      it(`order_by=${key} and -${key}: code-point order`, async () => {
        const urls = made.get(key)!;
        const expected = SORTED.map((v) => urls.get(v)!);
        assert.deepEqual(await listed({ customer_number: key, order_by: key }), expected);
        assert.deepEqual(await listed({ customer_number: key, order_by: `-${key}` }), [...expected].reverse());
        // Paging cuts the same order.
        const page = await list(world, org, { customer_number: key, order_by: key, limit: 5, offset: 5 });
        assert.deepEqual(page.results.map((o: { url: string }) => o.url), expected.slice(5, 10));
      });
    }

    it('sorts the lists inside the kept sort keys (tags, pick locations) in code-point order too', async () => {
      // "aa, ZZ" would sort before "YY" in a linguistic order; in code-point order the list is "ZZ, aa", after "YY".
      const mixed = await postOrder(world, org, {
        primary_id: 'MIXED', customer_number: 'lists', tags: ['aa', 'ZZ'], boxes: [{ items: [{ quantity: 1, pick_location: 'aa' }, { quantity: 1, pick_location: 'ZZ' }] }],
      });
      const upper = await postOrder(world, org, { primary_id: 'UPPER', customer_number: 'lists', tags: ['YY'], boxes: [{ items: [{ quantity: 1, pick_location: 'YY' }] }] });
      for (const key of ['tags', 'pick_locations_auto']) {
        assert.deepEqual(await listed({ customer_number: 'lists', order_by: key }), [upper.url, mixed.url], key);
      }
    });

    it('filters exactly on the sort-key columns, whatever the case', async () => {
      const urls = made.get('primary_id')!;
      assert.deepEqual(await listed({ primary_id: 'Émile' }), [urls.get('Émile')]);
      assert.deepEqual(await listed({ primary_id: 'émile' }), [urls.get('émile')]);
      assert.deepEqual(await listed({ sources__name: 'adam' }), [made.get('sources__name')!.get('adam')]);
    });
  });
}

textOrderTests('text order_by keys', false);
textOrderTests('text order_by keys on columns in a linguistic collation', true);
