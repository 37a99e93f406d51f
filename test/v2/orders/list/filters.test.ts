/** GET /orders/ filters: exact, `__in` with `!`, relation__kind and datetimes; AND; 400s; one organization only. */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { assertRouteSecurity } from '../../../support/security.ts';
import { postOrder } from '../fixtures.ts';
import { assertBadParam, micros, primaryIds, rawList, shiftMicros, withOffset, type Params } from './fixtures.ts';

const DATETIME_FIELDS = ['ordered_at', 'printed_at', 'shipped_at', 'to_ship_at', 'created_at', 'updated_at', 'nested_updated_at'];

/** Three orders with distinct values for every exact and `__in` filter, and one with none of them. */
const FILTER_ORDERS = [
  {
    primary_id: 'F-1', order_number: 101, unique_id: 'uniq-1', po_number: 'PO-1', customer_number: 'C-1', tags: ['vip', 'rush'],
    source: { name: 'Shopify', account: 'shop-a@example.com' },
    shipping: { ship_via: 'UPS', ship_type: 'Ground', status: 'fulfilled', ship_to: { email: 'Ada@Example.com' } },
    billing: { status: 'paid', bill_to: { email: 'billing@corp.test' } },
  },
  {
    primary_id: 'F-2', order_number: 102, unique_id: 'uniq-2', po_number: 'PO-2', customer_number: 'C-2', tags: ['rush'],
    source: { name: 'Amazon', account: 'shop-b@example.com' },
    shipping: { ship_via: 'FedEx', ship_type: 'Express', status: 'unfulfilled', ship_to: { email: 'bob@example.com' } },
    billing: { status: 'pending', bill_to: { email: 'ADA@example.com' } },
  },
  {
    primary_id: 'F-3', order_number: 103, unique_id: 'uniq-3', po_number: 'PO-3', customer_number: 'C-3',
    source: { name: 'Etsy', account: 'shop-c' },
    shipping: { ship_via: 'USPS', ship_type: 'Priority', status: 'partially_fulfilled' },
    billing: { status: 'refunded' },
  },
  { primary_id: 'F-4' },
];

const sorted = (ids: string[]) => [...ids].sort();

describe('order list filters', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const ids = async (params: Params) => sorted(await primaryIds(world, orgA, params));
  const check = async (cases: [Params, string[]][]) => {
    for (const [params, expected] of cases) assert.deepEqual(await ids(params), sorted(expected), JSON.stringify(params));
  };

  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  describe('exact, __in and relation filters', () => {
    before(async () => {
      await world.reset();
      orgA = await world.createOrg('Acme');
      orgB = await world.createOrg('Other');
      const f1 = await postOrder(world, orgA, FILTER_ORDERS[0]);
      await postOrder(world, orgA, { ...FILTER_ORDERS[1], relations: [{ kind: 'split-child', order: f1.url }] });
      await postOrder(world, orgA, { ...FILTER_ORDERS[2], relations: [{ kind: 'return-child', order: f1.url }] });
      await postOrder(world, orgA, FILTER_ORDERS[3]);
      // Another organization with orders matching every filter: they must never show.
      const b1 = await postOrder(world, orgB, FILTER_ORDERS[0]);
      await postOrder(world, orgB, { ...FILTER_ORDERS[1], relations: [{ kind: 'split-child', order: b1.url }] });
      await postOrder(world, orgB, FILTER_ORDERS[2]);
    });

    it('matches every exact filter exactly', async () => {
      await check([
        [{}, ['F-1', 'F-2', 'F-3', 'F-4']],
        [{ primary_id: 'F-2' }, ['F-2']],
        [{ primary_id: 'F' }, []],
        [{ order_number: 102 }, ['F-2']],
        [{ order_number: 999 }, []],
        [{ unique_id: 'uniq-3' }, ['F-3']],
        [{ po_number: 'PO-1' }, ['F-1']],
        [{ customer_number: 'C-2' }, ['F-2']],
        [{ sources__name: 'Amazon' }, ['F-2']],
        [{ sources__account: 'shop-a@example.com' }, ['F-1']],
        [{ sources__account: 'shop-c' }, ['F-3']],
        [{ ship_via: 'UPS' }, ['F-1']],
        [{ ship_via: 'ups' }, []],
        [{ ship_type: 'Express' }, ['F-2']],
        [{ tag: 'rush' }, ['F-1', 'F-2']],
        [{ tag: 'vip' }, ['F-1']],
        [{ tag: 'VIP' }, []],
        [{ tag: 'nope' }, []],
      ]);
    });

    it('matches email against the ship-to or the bill-to e-mail, case-insensitively', async () => {
      await check([
        [{ email: 'ada@example.com' }, ['F-1', 'F-2']],
        [{ email: 'ADA@EXAMPLE.COM' }, ['F-1', 'F-2']],
        [{ email: 'Billing@Corp.Test' }, ['F-1']],
        [{ email: 'bob@example.com' }, ['F-2']],
        [{ email: 'ada@example' }, []],
      ]);
    });

    it('matches __in lists, and ! excludes values while keeping orders without one', async () => {
      await check([
        [{ billing_status__in: 'paid,pending' }, ['F-1', 'F-2']],
        [{ billing_status__in: 'paid, refunded' }, ['F-1', 'F-3']],
        [{ billing_status__in: 'cancelled' }, []],
        [{ billing_status__in: '!paid' }, ['F-2', 'F-3', 'F-4']],
        [{ billing_status__in: '!paid,!pending' }, ['F-3', 'F-4']],
        [{ shipping_status__in: 'unfulfilled,partially_fulfilled' }, ['F-2', 'F-3']],
        // The C# connector finds unshipped orders this way: F-4 has no shipping status and is not shipped.
        [{ shipping_status__in: '!fulfilled' }, ['F-2', 'F-3', 'F-4']],
        [{ shipping_status__in: '!fulfilled,!partially_fulfilled' }, ['F-2', 'F-4']],
        [{ sources__account__in: 'shop-a@example.com,shop-c' }, ['F-1', 'F-3']],
        [{ sources__account__in: '!shop-a@example.com' }, ['F-2', 'F-3', 'F-4']],
        [{ ship_via__in: 'UPS,FedEx' }, ['F-1', 'F-2']],
        [{ ship_via__in: '!UPS,!FedEx' }, ['F-3', 'F-4']],
        [{ ship_via__in: '!DHL' }, ['F-1', 'F-2', 'F-3', 'F-4']],
        // `|` separates values as `,` does (DECISIONS section 11), and the two may be mixed.
        [{ billing_status__in: 'paid|pending' }, ['F-1', 'F-2']],
        [{ ship_via__in: 'UPS|FedEx' }, ['F-1', 'F-2']],
        [{ shipping_status__in: '!fulfilled|!partially_fulfilled' }, ['F-2', 'F-4']],
        [{ ship_via__in: 'UPS|!FedEx,!DHL' }, ['F-1']],
      ]);
    });

    it('matches relation__kind, and !kind inverts it', async () => {
      await check([
        [{ relation__kind: 'split-child' }, ['F-2']],
        [{ relation__kind: 'split-parent' }, ['F-1']],
        [{ relation__kind: 'return-child' }, ['F-3']],
        [{ relation__kind: 'return-parent' }, ['F-1']],
        [{ relation__kind: 'combine-child' }, []],
        [{ relation__kind: '!split-child' }, ['F-1', 'F-3', 'F-4']],
        [{ relation__kind: '!return-parent' }, ['F-2', 'F-3', 'F-4']],
        [{ relation__kind: '!combine-parent' }, ['F-1', 'F-2', 'F-3', 'F-4']],
      ]);
    });

    it('combines filters with AND', async () => {
      await check([
        [{ tag: 'rush', shipping_status__in: '!fulfilled' }, ['F-2']],
        [{ email: 'ada@example.com', billing_status__in: 'paid' }, ['F-1']],
        [{ ship_via__in: 'UPS,FedEx,USPS', relation__kind: '!split-parent', billing_status__in: '!refunded' }, ['F-2']],
        [{ primary_id: 'F-1', ship_via: 'FedEx' }, []],
        [{ customer_number: 'C-3', order_number: 103, sources__name: 'Etsy', ship_type: 'Priority' }, ['F-3']],
      ]);
    });

    it("shows only the token's organization, with the same filters on the other side", async () => {
      const b = await primaryIds(world, orgB, { email: 'ada@example.com' });
      assert.deepEqual(sorted(b), ['F-1', 'F-2']);
      assert.deepEqual(await primaryIds(world, orgB, { relation__kind: 'split-child' }), ['F-2']);
      assert.deepEqual(await primaryIds(world, orgB, { unique_id: 'uniq-1' }), ['F-1']);
      // orgA's token on orgB's list is 404, whatever the filters.
      const crossed = await world.request('GET', `${orgB.url}orders/?primary_id=F-1`, { token: orgA.token });
      assert.equal(crossed.statusCode, 404);
    });

    it('answers 400 naming the parameter for a malformed value', async () => {
      const cases: [Params, string][] = [
        [{ order_number: 'abc' }, 'order_number'],
        [{ order_number: '1.5' }, 'order_number'],
        [{ order_number: '9223372036854775807' }, 'order_number'],
        [{ order_number: '-1' }, 'order_number'],
        [{ billing_status__in: 'paid,shipped' }, 'billing_status__in'],
        [{ billing_status__in: '!nope' }, 'billing_status__in'],
        [{ shipping_status__in: 'shipped' }, 'shipping_status__in'],
        [{ shipping_status__in: '!' }, 'shipping_status__in'],
        [{ relation__kind: 'sibling' }, 'relation__kind'],
        [{ relation__kind: '!sibling' }, 'relation__kind'],
        [{ relation__kind: 'SPLIT-CHILD' }, 'relation__kind'],
      ];
      for (const [params, param] of cases) assertBadParam(await rawList(world, orgA, params), param);
      // The other parameters of a bad request do not hide the bad one.
      assertBadParam(await rawList(world, orgA, { primary_id: 'F-1', shipping_status__in: 'lost' }), 'shipping_status__in');
    });

    it('passes the security suite with query parameters', async () => {
      const query = '?ship_via__in=UPS,FedEx&shipping_status__in=!fulfilled&order_by=-primary_id&q=ada&expand=boxes,items';
      await assertRouteSecurity(world, orgA, orgB, {
        method: 'GET', path: (o) => `/api/v2/orgs/${o}/orders/${query}`, scope: 'order', hasObjectIds: false,
      });
    });
  });

  describe('datetime filters', () => {
    // Per field a different month, so that a filter reading the wrong column finds nothing.
    const MONTH: Record<string, string> = { ordered_at: '01', printed_at: '02', shipped_at: '03', to_ship_at: '04' };
    const value = (field: string, k: number) =>
      [`2024-${MONTH[field]}-01T00:00:00Z`, `2024-${MONTH[field]}-02T12:30:00.123456Z`, `2024-${MONTH[field]}-03T00:00:00Z`][k];
    const body = (k: number) => ({
      primary_id: `T-${k + 1}`,
      ordered_at: value('ordered_at', k),
      printed_at: value('printed_at', k),
      shipping: { shipped_at: value('shipped_at', k), to_ship_at: value('to_ship_at', k) },
    });
    let made: any[];

    beforeEach(async () => {
      await world.reset();
      orgA = await world.createOrg('Acme');
      orgB = await world.createOrg('Other');
      made = [await postOrder(world, orgA, { primary_id: 'T-0' })];
      for (let k = 0; k < 3; k++) made.push(await postOrder(world, orgA, body(k)));
      await postOrder(world, orgB, body(1));
    });

    it('matches ordered_at, printed_at, shipped_at and to_ship_at exactly, at or after, at or before', async () => {
      for (const field of ['ordered_at', 'printed_at', 'shipped_at', 'to_ship_at']) {
        const m = MONTH[field];
        await check([
          [{ [field]: `2024-${m}-02T12:30:00.123456Z` }, ['T-2']],
          // No timezone means UTC; offsets are honoured; microseconds count.
          [{ [field]: `2024-${m}-02T12:30:00.123456` }, ['T-2']],
          [{ [field]: `2024-${m}-02T14:30:00.123456+02:00` }, ['T-2']],
          [{ [field]: `2024-${m}-02T07:00:00.123456-05:30` }, ['T-2']],
          [{ [field]: `2024-${m}-02T12:30:00.123` }, []],
          [{ [field]: `2024-${m}-02T12:30:00` }, []],
          [{ [field]: `2024-${m}-02T12:30:00.123457Z` }, []],
          // A date alone is midnight UTC.
          [{ [field]: `2024-${m}-01` }, ['T-1']],
          [{ [field]: `2024-${m}-02` }, []],
          [{ [`${field}__gte`]: `2024-${m}-02` }, ['T-2', 'T-3']],
          [{ [`${field}__gte`]: `2024-${m}-02T12:30:00.123456` }, ['T-2', 'T-3']],
          [{ [`${field}__gte`]: `2024-${m}-02T12:30:00.123457Z` }, ['T-3']],
          [{ [`${field}__gte`]: `2024-${m}-02T13:30:00.123456+01:00` }, ['T-2', 'T-3']],
          [{ [`${field}__gte`]: `2024-${m}-02T13:30:00.123457+01:00` }, ['T-3']],
          [{ [`${field}__lte`]: `2024-${m}-02T12:30:00.123456Z` }, ['T-1', 'T-2']],
          [{ [`${field}__lte`]: `2024-${m}-02T12:30:00.123455Z` }, ['T-1']],
          [{ [`${field}__lte`]: `2024-${m}-02` }, ['T-1']],
          [{ [`${field}__lte`]: `2024-${m}-03` }, ['T-1', 'T-2', 'T-3']],
          [{ [`${field}__lte`]: `2024-${m}-02T23:00:00-01:00` }, ['T-1', 'T-2', 'T-3']],
          [{ [`${field}__gte`]: `2024-${m}-01T00:00:01`, [`${field}__lte`]: `2024-${m}-02T23:59:59` }, ['T-2']],
          [{ [`${field}__gte`]: '2000-01-01' }, ['T-1', 'T-2', 'T-3']],
          // As .NET and Python clients write them (DECISIONS section 11): 7 to 12 fraction digits, a space for T.
          [{ [field]: `2024-${m}-02T12:30:00.1234560Z` }, ['T-2']],
          [{ [field]: `2024-${m}-02 12:30:00.123456789012` }, ['T-2']],
          [{ [`${field}__gte`]: `2024-${m}-02 12:30:00.1234569` }, ['T-2', 'T-3']],
        ]);
      }
    });

    it('matches created_at, updated_at and nested_updated_at as the orders show them', async () => {
      // Make the three server-set times differ in order: T-1 is edited, T-2 gets a tag.
      await world.request('PATCH', made[1].url, { token: orgA.token, body: { message: 'edited' } });
      await world.request('POST', `${made[2].url}tags/`, { token: orgA.token, body: { value: 'late' } });
      const shown = (await primaryIds(world, orgA)).length;
      assert.equal(shown, 4);
      const orders = await Promise.all(made.map(async (o) => (await world.request('GET', o.url, { token: orgA.token })).json()));
      for (const field of ['created_at', 'updated_at', 'nested_updated_at']) {
        for (const target of orders) {
          const v: string = target[field];
          const t = micros(v);
          const where = (keep: (x: bigint) => boolean) => orders.filter((o) => keep(micros(o[field]))).map((o) => o.primary_id);
          await check([
            [{ [field]: v }, where((x) => x === t)],
            [{ [field]: v.slice(0, -1) }, where((x) => x === t)],
            [{ [field]: withOffset(v, 330) }, where((x) => x === t)],
            [{ [field]: withOffset(v, -480) }, where((x) => x === t)],
            [{ [`${field}__gte`]: v }, where((x) => x >= t)],
            [{ [`${field}__gte`]: shiftMicros(v, 1) }, where((x) => x > t)],
            [{ [`${field}__lte`]: v.slice(0, -1) }, where((x) => x <= t)],
            [{ [`${field}__lte`]: shiftMicros(v, -1) }, where((x) => x < t)],
          ]);
        }
      }
      const latest = (field: string) => [...orders].sort((a, b) => (micros(a[field]) < micros(b[field]) ? 1 : -1))[0].primary_id;
      assert.equal(latest('created_at'), 'T-3');
      assert.equal(latest('updated_at'), 'T-1');
      assert.equal(latest('nested_updated_at'), 'T-2');
    });

    it('takes date-times with up to 12 fraction digits and a space for T in bodies too', async () => {
      const order = await postOrder(world, orgA, { primary_id: 'DOTNET', ordered_at: '2024-05-06 07:08:09.1234567+02:00', shipping: { shipped_at: '2024-05-07T01:02:03.123456789012Z' } });
      assert.equal(order.ordered_at, '2024-05-06T05:08:09.123456Z');
      assert.equal(order.shipping.shipped_at, '2024-05-07T01:02:03.123456Z');
    });

    it('answers 400 naming the parameter for every malformed datetime', async () => {
      for (const field of DATETIME_FIELDS) {
        for (const param of [field, `${field}__gte`, `${field}__lte`]) {
          assertBadParam(await rawList(world, orgA, { [param]: 'yesterday' }), param);
        }
      }
      for (const bad of ['2024-02-30', '2024-13-01', '2024-01-01T24:00:00Z', '2024-01-01T10:00:00+25:00', '2024-1-1', '1704067200', '2024-01-01T10:00:00 02:00']) {
        assertBadParam(await rawList(world, orgA, { ordered_at__gte: bad }), 'ordered_at__gte');
      }
    });
  });
});
