/** Shared helpers of the order list test files (not a test file itself): querying, paging and naming results. */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from '../../../support/app.ts';
import { postOrder } from '../fixtures.ts';

export type Params = Record<string, string | number>;

/** `?a=1&b=x` with every value percent-encoded (`+` in an offset must not become a space). */
export const qs = (params: Params) => {
  const parts = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** GET `path + qs(params)` (path defaults to the org's order list) and return the 200 JSON envelope. */
export async function list(world: TestWorld, org: TestOrg, params: Params = {}, path = `${org.url}orders/`) {
  const url = `${path}${qs(params)}`;
  const res = await world.request('GET', url, { token: org.token });
  assert.equal(res.statusCode, 200, `GET ${url}: ${res.body}`);
  // Some clients refuse a body without a Content-Type, `only` and `suggestions` answers included.
  assert.match(String(res.headers['content-type']), /^application\/json/, `GET ${url}: Content-Type`);
  const body = res.json();
  for (const order of body.results) {
    if (order.url) assert.ok(order.url.startsWith(`${org.url}orders/`), `${url}: ${order.url} is not an order of ${org.url}`);
  }
  return body;
}

/** GET with the given params and return the raw response (for 400 checks). */
export const rawList = (world: TestWorld, org: TestOrg, params: Params, path = `${org.url}orders/`) =>
  world.request('GET', `${path}${qs(params)}`, { token: org.token });

/** primary_ids of a list call, in the order of the response. */
export async function primaryIds(world: TestWorld, org: TestOrg, params: Params = {}, path?: string): Promise<string[]> {
  const body = await list(world, org, { limit: 1000, ...params }, path);
  assert.equal(body.count, body.results.length, `count of ${qs(params)}`);
  return body.results.map((o: { primary_id: string }) => o.primary_id);
}

/** The path and query of an absolute `next`/`previous` link, after checking that it is absolute. */
export function followable(link: string): string {
  assert.match(link, /^https?:\/\/[^/]+\/api\/v2\//, `absolute link: ${link}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Pages through a list as the C# connector does: GET the first URL, then follow the absolute `next` until it
 * is null. `token: null` sends no Authorization header (the URL carries bearer_token).
 */
export async function followNext(world: TestWorld, firstUrl: string, token: string | null) {
  const pages: { count: number; next: string | null; previous: string | null; results: any[] }[] = [];
  let url: string | null = firstUrl;
  while (url !== null) {
    const res = await world.request('GET', url, { token });
    assert.equal(res.statusCode, 200, `GET ${url}: ${res.body}`);
    const page = res.json();
    pages.push(page);
    assert.ok(pages.length < 100, 'next never ends');
    url = page.next === null ? null : followable(page.next);
  }
  return { pages, results: pages.flatMap((p) => p.results) };
}

/** Creates `n` orders one after another (so created_at and id follow i) and returns them. */
export async function createOrders(world: TestWorld, org: TestOrg, n: number, body: (i: number) => Record<string, unknown>) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await postOrder(world, org, body(i)));
  return made;
}

/** Asserts the duplicates-free identity of a list of urls. */
export function assertDistinct(urls: string[], label: string) {
  assert.equal(new Set(urls).size, urls.length, `${label}: an order came back twice`);
}

/** Asserts a 400 whose `errors` names exactly the parameter (and no other). */
export function assertBadParam(res: { statusCode: number; json(): any; body: string }, param: string) {
  assert.equal(res.statusCode, 400, `expected 400 for ${param}: ${res.body}`);
  const problem = res.json();
  assert.equal(problem.code, 'validation_failed', res.body);
  assert.deepEqual(Object.keys(problem.errors ?? {}), [param], res.body);
}

/** `2024-01-02T12:30:00.123456Z` -> microseconds since the epoch (a BigInt, for exact comparisons). */
export function micros(iso: string): bigint {
  const m = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/.exec(iso);
  assert.ok(m, `not a UTC datetime: ${iso}`);
  return BigInt(Date.parse(`${m[1]}Z`)) * 1000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** The same instant written with an offset of `minutes` east of UTC and all six fraction digits, e.g. `+05:30`. */
export function withOffset(iso: string, minutes: number): string {
  const us = micros(iso);
  const local = new Date(Number(us / 1000n) + minutes * 60_000).toISOString().slice(0, 19);
  const fraction = String(us % 1_000_000n).padStart(6, '0');
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local}.${fraction}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `iso` moved by `delta` microseconds, in UTC with `Z` and six fraction digits. */
export function shiftMicros(iso: string, delta: number): string {
  const us = micros(iso) + BigInt(delta);
  const whole = new Date(Number(us / 1_000_000n) * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(us % 1_000_000n).padStart(6, '0')}Z`;
}
