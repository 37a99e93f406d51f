/**
 * Property-based fuzzing of every authenticated route (issue 11, item 5). For each route the app registered,
 * fast-check sends requests built from the route's own schemas (params, query and body), mostly well-formed
 * with junk mixed in at any depth (wrong types, huge and numeric-string numbers, NUL, long and non-ASCII text,
 * malformed and other-organization keys). The properties:
 * - no answer is a 5xx;
 * - an answer to a write that is refused (4xx) changed no row of any table;
 * - no answer to organization A's token shows anything of organization B;
 * - every answer with a body says its Content-Type.
 * A second pass tries every value of NASTY in every query parameter and top-level body field, one at a time.
 * Bounded: FUZZ_RUNS requests per route (default 30) and FUZZ_MS_PER_ROUTE ms (default 1000), and the systematic
 * pass by FUZZ_SYSTEMATIC_MS (default 240,000), which takes the routes in turns; whatever the budgets, each route gets
 * its first random request and its first systematic case (scripts/test.mjs sets smaller budgets for a whole-suite
 * run); FUZZ_SEED
 * replays a run (the seed is printed on failure, with the shrunk counterexample).
 * A last part sends malformed JSON and arrays and objects 20,000 and 100,000 levels deep to every route that
 * takes a body, both APIs and the OAuth2 token endpoint: each is a 400 in the route's own error shape (issue 41).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { authenticatedRoutes, registeredRoutes, routeName, type RegisteredRoute } from '../support/routes.ts';
import { MAX_JSON_DEPTH } from '../../src/http/bodies.ts';
import { NASTY, queryArb, valueArb } from './arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const MS_PER_ROUTE = Number(process.env.FUZZ_MS_PER_ROUTE ?? 1000);
/** The systematic pass stops after this long (it takes the routes in turns, a case of each at a time). */
const SYSTEMATIC_MS = Number(process.env.FUZZ_SYSTEMATIC_MS ?? 240_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261123;
const B_MARKER = 'ZZ-ORG-B-MARKER';
/**
 * Routes whose refusal may legitimately write, with the reason. A card refill refused by the processor (402), or by a
 * ledger that moved while the card was charged (409, the charge refunded), keeps its payment intent and the test
 * processor's record of the attempt: the audit of a card charge; the ledger itself is unchanged (test/payments).
 */
const REFUSALS_THAT_WRITE = new Set<string>([
  'POST /api/v2/orgs/:org_pk/insurance/',
  'POST /api/v2/orgs/:org_pk/wallet-subaccounts/:subaccount_pk/transactions/',
]);

/** Seeded objects of one organization: the URL of each, so that route patterns can take their keys. */
async function seed(world: TestWorld, org: TestOrg, marker: string): Promise<string[]> {
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await world.request(method, url, { token: org.token, body });
    assert.ok(res.statusCode < 300, `seed ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const preset = await send('POST', `${org.url}packaging/`, { name: `${marker} box`, length: '10 cm' });
  const order = await send('POST', `${org.url}orders/`, {
    primary_id: marker, tags: ['vip'], custom_fields: { gift: { value: marker } },
    notes: [{ author: { name: 'Ada' }, content: marker }],
    shipping: { ship_via: 'UPS', ship_to: { first_name: marker, email: 'ada@example.com' } },
    boxes: [{ packaging: { url: preset.url }, tracking_number: '1Z999', custom_fields: { gift: { value: marker } },
      items: [{ quantity: 2, part_number: marker, custom_fields: { gift: { value: marker } } }] }],
  });
  const full = await send('GET', `${order.url}?expand=boxes,items`);
  const notes = await send('GET', `${order.url}notes/`);
  const product = await send('POST', `${org.url}products/`, { kind: 'goods', part_number: marker, quantity: 1 });
  const contact = await send('POST', `${org.url}contacts/`, { first_name: marker, addresses: [{ address_type: 'shipping', city: marker, email: 'ada@example.com' }] });
  const contactNote = await send('POST', `${contact.url}notes/`, { author: { name: 'Ada' }, content: marker });
  const webhook = await send('POST', `${org.url}webhooks/`, { entity: 'orders', remote_url: `https://${marker.toLowerCase()}.example.com/` });
  const deliveries = await send('GET', `${webhook.url}deliveries/`);
  const insurance = await send('POST', `${org.url}insurance/`, { amount: '100 USD', transaction_type: 'refill', last_transaction: null });
  const subaccount = await send('POST', `${org.url}wallet-subaccounts/`, { unique_id: `${marker}-wallet`, name: marker });
  const walletRefill = await send('POST', `${subaccount.url}transactions/`, { amount: '10 USD', transaction_type: 'refill', last_transaction: null });
  return [
    insurance.url, subaccount.url, walletRefill.url,
    org.url, preset.url, order.url, full.boxes[0].url, full.boxes[0].items[0].url, notes.results[0].url, product.url,
    contact.url, contact.addresses[0].url, contactNote.url, webhook.url, ...deliveries.results.map((d: { url: string }) => d.url),
  ];
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route's params taken from the longest seeded URL its pattern starts with; the rest from `extra`. */
function paramsFor(route: RegisteredRoute, urls: string[], extra: Record<string, string>): Record<string, string> {
  const pattern = segments(route.url);
  let best: Record<string, string> = {};
  let bestLength = -1;
  for (const url of urls) {
    const actual = segments(url);
    if (actual.length > pattern.length || actual.length <= bestLength) continue;
    const bound: Record<string, string> = {};
    const fits = actual.every((seg, i) => (pattern[i].startsWith(':') ? ((bound[pattern[i].slice(1)] = seg), true) : pattern[i] === seg));
    if (fits) {
      best = bound;
      bestLength = actual.length;
    }
  }
  return { ...extra, ...best };
}

function buildUrl(route: RegisteredRoute, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

describe('fuzzing every authenticated route', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let urlsA: string[];
  let urlsB: string[];
  let tables: string[];

  const reseed = async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg(`Other ${B_MARKER}`);
    urlsB = await seed(world, orgB, B_MARKER);
    urlsA = await seed(world, orgA, 'A-MARKER');
  };

  /** One digest per table of every row, to tell whether a refused request wrote anything. */
  const snapshot = async () => {
    const parts = tables.map((t) => `SELECT '${t}' AS t, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS d FROM "${t}" x`);
    const rows = await world.db.rows<{ t: string; d: string }>(sql.raw(parts.join(' UNION ALL ')));
    return Object.fromEntries(rows.map((r) => [r.t, r.d]));
  };

  before(async () => {
    world = await createWorld();
    tables = (await world.db.rows<{ tablename: string }>(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`))
      .map((r) => r.tablename).filter((t) => t !== 'schema_migrations');
    await reseed();
  });
  after(() => world.close());

  it('finds no 5xx, no write behind a refusal and no other organization in any answer', async () => {
    const routes = authenticatedRoutes(world.app).filter((r) => r.method !== 'HEAD');
    assert.ok(routes.length > 50, `${routes.length} routes`);
    let requests = 0;
    for (const route of routes) {
      const name = routeName(route);
      const write = route.method !== 'GET';
      const variant = fc.constantFrom<'own' | 'other' | 'junk' | 'long'>('own', 'own', 'own', 'other', 'junk', 'long');
      const request = fc.record({
        variant,
        junkKey: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('!!', '0', '~', '.', '..', '-1', 'zzzzzzzzzzzz')),
        query: queryArb(route.declared.querystring),
        body: route.declared.body ? valueArb(route.declared.body) : fc.constant(undefined),
      });
      let mustReseed = false;
      // The time budget is ours, not fast-check's interruptAfterTimeLimit, which stops waiting for a run in flight:
      // an abandoned request (or reseed) would then write beside the next one.
      const deadline = Date.now() + MS_PER_ROUTE;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(request, async ({ variant, junkKey, query, body }) => {
          // Each route's first request goes whatever the budget (a loaded machine may spend it before the first).
          if (Date.now() > deadline && sent > 0) return;
          sent++;
          if (mustReseed) {
            await reseed();
            mustReseed = false;
          }
          const extra = { field_name: 'gift', value: 'vip' };
          const params = paramsFor(route, urlsA, extra);
          const keys = Object.keys(params).filter((k) => route.url.includes(`:${k}`));
          if (variant !== 'own' && keys.length > 0) {
            const key = keys[junkKey.length % keys.length];
            if (variant === 'other') params[key] = paramsFor(route, urlsB, extra)[key] ?? junkKey;
            else params[key] = variant === 'long' ? 'k'.repeat(600) : junkKey;
          }
          const url = buildUrl(route, params, query);
          const before = write ? await snapshot() : null;
          const res = await world.request(route.method, url, { token: orgA.token, body });
          requests++;
          const label = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 300)}`;
          assert.ok(res.statusCode < 500, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
          assert.ok(res.body === '' || res.headers['content-type'], `${label} -> ${res.statusCode}: a body without a Content-Type`);
          assert.ok(!res.body.includes(B_MARKER) && !res.body.includes(`${orgB.url}`), `${label} shows organization B: ${res.body.slice(0, 300)}`);
          if (write && res.statusCode >= 400 && !REFUSALS_THAT_WRITE.has(name)) {
            assert.deepEqual(await snapshot(), before, `${label} -> ${res.statusCode} but changed rows`);
          }
          if (route.method === 'DELETE' && res.statusCode < 300) mustReseed = true;
          if (write && res.statusCode < 300 && route.url.endsWith('/orgs/:org_pk/')) mustReseed = true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (mustReseed) await reseed();
    }
    console.log(`fuzz: ${requests} random requests over ${routes.length} routes (seed ${SEED})`);
  });

  it('answers every nasty value in every query parameter and top-level body field without a 5xx or a stray write', async () => {
    let requests = 0;
    const deadline = Date.now() + SYSTEMATIC_MS;
    const triedQueries = new Set<string>();
    const asText = [...new Set(NASTY.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))))];
    // Each route's cases value by value across its fields, then taken route by route in turns: a budget too short
    // for all of them still reaches every route and field.
    const plans = authenticatedRoutes(world.app).filter((r) => r.method !== 'HEAD').map((route) => {
      // Lists sharing one query schema (the order list and a contact's orders) read it with the same code.
      const querySchema = JSON.stringify(route.declared.querystring ?? {});
      const queryKeys = triedQueries.has(querySchema) ? [] : Object.keys(route.declared.querystring?.properties ?? {});
      triedQueries.add(querySchema);
      const bodyKeys = Object.keys(route.declared.body?.properties ?? {});
      const cases = [
        ...asText.flatMap((v) => queryKeys.map((k) => ({ query: { [k]: v }, body: route.declared.body ? {} : undefined }))),
        ...NASTY.flatMap((v) => bodyKeys.map((k) => ({ query: {}, body: { [k]: v } }))),
      ];
      return { route, write: route.method !== 'GET', cases };
    });
    const planned = plans.reduce((n, p) => n + p.cases.length, 0);
    const turns = Math.max(...plans.map((p) => p.cases.length));
    // The first turn is taken whole whatever the budget, so that every route with a parameter or field is reached.
    for (let turn = 0; turn < turns && (turn === 0 || Date.now() <= deadline); turn++) {
      for (const { route, write, cases } of plans) {
        if (turn >= cases.length) continue;
        if (turn > 0 && Date.now() > deadline) break;
        const { query, body } = cases[turn];
        const url = buildUrl(route, paramsFor(route, urlsA, { field_name: 'gift', value: 'vip' }), query);
        const before = write ? await snapshot() : null;
        const res = await world.request(route.method, url, { token: orgA.token, body });
        requests++;
        const label = `${route.method} ${url.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)}`;
        assert.ok(res.statusCode < 500, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        assert.ok(res.body === '' || res.headers['content-type'], `${label} -> ${res.statusCode}: a body without a Content-Type`);
        if (write && res.statusCode >= 400) assert.deepEqual(await snapshot(), before, `${label} -> ${res.statusCode} but changed rows`);
        if ((route.method === 'DELETE' || route.url.endsWith('/orgs/:org_pk/')) && res.statusCode < 300) await reseed();
      }
    }
    console.log(`fuzz: ${requests} of ${planned} systematic requests within ${SYSTEMATIC_MS} ms`);
  });
});

/** Bodies no parser should let reach a 500: malformed JSON, prototype keys, and nesting far past the limit. */
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const MALFORMED = ['{"a":', '{}{}', 'NaN', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '[', '"\\ud800"x'];
const DEEP = [deepArray(20_000), deepObject(20_000), deepArray(100_000), deepObject(100_000)];

describe('malformed and deeply nested bodies on every route', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
  });
  after(() => world.close());

  const send = (method: string, url: string, payload: string, token: string | null) =>
    world.app.inject({ method: method as never, url, payload, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('answers each with a 400 in the route\'s own error shape, v2, v1 and OAuth2 alike', async () => {
    const routes = registeredRoutes(world.app).filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(r.method));
    assert.ok(routes.length > 30, `${routes.length} routes`);
    let requests = 0;
    for (const route of routes) {
      const url = route.url.replace(':org_pk', org.pk).replace(/:(\w+)/g, 'x');
      for (const payload of [...MALFORMED, ...DEEP]) {
        const res = await send(route.method, url, payload, org.token);
        requests++;
        const label = `${route.method} ${route.url} ${payload.slice(0, 40)} (${payload.length} characters)`;
        assert.equal(res.statusCode, 400, `${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        const body = res.json();
        if (route.config.oauthErrors) assert.equal(body.error, 'invalid_request', `${label}: ${res.body}`);
        else if (route.url.startsWith('/api/v1/')) assert.equal(typeof body.error_message, 'string', `${label}: ${res.body}`);
        else assert.equal(body.code, 'bad_request', `${label}: ${res.body}`);
      }
    }
    console.log(`fuzz: ${requests} malformed or deep bodies over ${routes.length} routes`);
  });

  it('answers the token endpoint\'s malformed bodies with invalid_request, without a token or with one', async () => {
    for (const payload of [...MALFORMED, ...DEEP]) {
      for (const token of [null, org.token]) {
        const res = await send('POST', '/api/v1/oauth2/token/', payload, token);
        assert.equal(res.statusCode, 400, `${payload.slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        assert.equal(res.json().error, 'invalid_request');
        assert.equal(res.headers['cache-control'], 'no-store');
      }
    }
  });

  it('refuses a body one level past the documented depth and takes one at it', async () => {
    const at = `{"first_name":"Ada","custom_fields":${deepObject(MAX_JSON_DEPTH - 1)}}`;
    const past = `{"first_name":"Ada","custom_fields":${deepObject(MAX_JSON_DEPTH)}}`;
    const deep = await send('POST', `${org.url}contacts/`, past, org.token);
    assert.equal(deep.statusCode, 400);
    assert.match(deep.json().detail, new RegExp(`deeper than ${MAX_JSON_DEPTH} levels`));
    const ok = await send('POST', `${org.url}contacts/`, at, org.token);
    assert.notEqual(ok.statusCode, 500, ok.body);
    assert.doesNotMatch(ok.body, /deeper than/);
  });
});
