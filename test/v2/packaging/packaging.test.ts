import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

interface EventRow {
  entity: string;
  action: string;
  object_pk: string;
  payload: unknown;
}

describe('packaging presets', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme Fulfilment');
    orgB = await world.createOrg('Other Co');
  });
  after(() => world.close());

  const listUrl = (org: TestOrg) => `/api/v2/orgs/${org.pk}/packaging/`;
  const create = (org: TestOrg, body: unknown) => world.request('POST', listUrl(org), { token: org.token, body });
  const count = async (org: TestOrg) => (await world.request('GET', listUrl(org), { token: org.token })).json().count as number;
  const events = (org: TestOrg) =>
    world.db.rows<EventRow>(sql`SELECT entity, action, object_pk, payload FROM events WHERE org_id = ${org.id} ORDER BY id`);
  const pkOf = (url: string) => url.split('/').filter(Boolean).at(-1)!;

  it('creates a preset with every field and shows normalised values', async () => {
    const org = await world.createOrg();
    const res = await create(org, {
      name: 'Small box',
      description: 'Brown cardboard',
      height: '8 in',
      length: '30 cm',
      width: '1 ft',
      weight: '1 lbs',
      package_type: 'box',
      url: '/api/v2/orgs/1/packaging/99/',
      created_at: '2000-01-01T00:00:00Z',
    });
    assert.equal(res.statusCode, 201);
    const preset = res.json();
    assert.match(preset.url, new RegExp(`^/api/v2/orgs/${org.pk}/packaging/[0-9A-Za-z_.~-]+/$`));
    assert.equal(preset.name, 'Small box');
    assert.equal(preset.description, 'Brown cardboard');
    assert.equal(preset.height, '0.2032 m');
    assert.equal(preset.length, '0.3000 m');
    assert.equal(preset.width, '0.3048 m');
    assert.equal(preset.weight, '453.5924 g');
    assert.equal(preset.package_type, 'box');
    assert.ok(!('packaging_type' in preset));
    assert.match(preset.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/);
    assert.notEqual(preset.created_at, '2000-01-01T00:00:00Z');
    assert.equal(preset.updated_at, preset.created_at);

    const got = await world.request('GET', preset.url, { token: org.token });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.json(), preset);
  });

  it('creates a preset with only a name; the other fields are null', async () => {
    const org = await world.createOrg();
    const res = await create(org, { name: '  Envelope  ' });
    assert.equal(res.statusCode, 201);
    const preset = res.json();
    assert.equal(preset.name, 'Envelope');
    for (const field of ['description', 'height', 'length', 'width', 'weight', 'package_type']) {
      assert.equal(preset[field], null, field);
    }
    const nulls = await create(org, { name: 'Nulls', description: null, height: null, weight: null, package_type: null });
    assert.equal(nulls.statusCode, 201);
    assert.equal(nulls.json().height, null);
  });

  it('accepts packaging_type as another spelling of package_type; package_type wins when both are sent', async () => {
    const org = await world.createOrg();
    const alias = await create(org, { name: 'Alias', packaging_type: 'tube' });
    assert.equal(alias.statusCode, 201);
    assert.equal(alias.json().package_type, 'tube');
    assert.ok(!('packaging_type' in alias.json()));

    const both = await create(org, { name: 'Both', packaging_type: 'tube', package_type: 'box' });
    assert.equal(both.json().package_type, 'box');
    const bothNull = await create(org, { name: 'Both null', packaging_type: 'tube', package_type: null });
    assert.equal(bothNull.json().package_type, null);

    const url = alias.json().url;
    const patched = await world.request('PATCH', url, { token: org.token, body: { packaging_type: 'pallet' } });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().package_type, 'pallet');
    const patchedBoth = await world.request('PATCH', url, { token: org.token, body: { packaging_type: 'bag', package_type: 'crate' } });
    assert.equal(patchedBoth.json().package_type, 'crate');
    const cleared = await world.request('PATCH', url, { token: org.token, body: { packaging_type: null } });
    assert.equal(cleared.json().package_type, null);
  });

  it('lists presets by id with paging', async () => {
    const org = await world.createOrg();
    const urls: string[] = [];
    for (const name of ['One', 'Two', 'Three']) urls.push((await create(org, { name })).json().url);

    const all = await world.request('GET', listUrl(org), { token: org.token });
    assert.equal(all.statusCode, 200);
    const body = all.json();
    assert.equal(body.count, 3);
    assert.equal(body.next, null);
    assert.equal(body.previous, null);
    assert.deepEqual(body.results.map((p: { url: string }) => p.url), urls);
    assert.deepEqual(body.results.map((p: { name: string }) => p.name), ['One', 'Two', 'Three']);

    const first = (await world.request('GET', `${listUrl(org)}?limit=2`, { token: org.token })).json();
    assert.equal(first.count, 3);
    assert.equal(first.results.length, 2);
    assert.equal(first.previous, null);
    assert.equal(first.next, `http://localhost:80${listUrl(org)}?limit=2&offset=2`);
    const second = (await world.request('GET', `${listUrl(org)}?limit=2&offset=2`, { token: org.token })).json();
    assert.deepEqual(second.results.map((p: { url: string }) => p.url), [urls[2]]);
    assert.equal(second.next, null);
    assert.equal(second.previous, `http://localhost:80${listUrl(org)}?limit=2`);

    assert.equal((await world.request('GET', `${listUrl(org)}?limit=0`, { token: org.token })).statusCode, 400);
    assert.equal((await world.request('GET', `${listUrl(org)}?offset=-1`, { token: org.token })).statusCode, 400);
  });

  it('updates partially: omitted fields stay, null clears, updated_at moves', async () => {
    const org = await world.createOrg();
    const created = (await create(org, { name: 'Box', description: 'd', height: '10 cm', length: '20 cm', width: '30 cm', weight: '500 g', package_type: 'box' })).json();
    await world.db.rows(sql`UPDATE packaging_presets SET created_at = '2020-01-01T00:00:00Z', updated_at = '2020-01-01T00:00:00Z' WHERE org_id = ${org.id}`);

    const res = await world.request('PATCH', created.url, { token: org.token, body: { height: '2 ft', weight: '1.5 kg', description: null, unknown_field: 1 } });
    assert.equal(res.statusCode, 200);
    const preset = res.json();
    assert.equal(preset.name, 'Box');
    assert.equal(preset.height, '0.6096 m');
    assert.equal(preset.length, '0.2000 m');
    assert.equal(preset.width, '0.3000 m');
    assert.equal(preset.weight, '1500.0000 g');
    assert.equal(preset.description, null);
    assert.equal(preset.package_type, 'box');
    assert.equal(preset.created_at, '2020-01-01T00:00:00Z');
    assert.ok(preset.updated_at > '2020-01-01T00:00:00Z');

    const renamed = await world.request('PATCH', created.url, { token: org.token, body: { name: 'Big box', height: null, weight: null } });
    assert.equal(renamed.json().name, 'Big box');
    assert.equal(renamed.json().height, null);
    assert.equal(renamed.json().weight, null);
    assert.deepEqual((await world.request('GET', created.url, { token: org.token })).json(), renamed.json());

    const unchanged = await world.request('PATCH', created.url, { token: org.token, body: {} });
    assert.equal(unchanged.statusCode, 200);
    assert.equal(unchanged.json().name, 'Big box');
  });

  it('deletes a preset with 204; afterwards it is gone', async () => {
    const org = await world.createOrg();
    const { url } = (await create(org, { name: 'Gone' })).json();
    const res = await world.request('DELETE', url, { token: org.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await world.request('GET', url, { token: org.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', url, { token: org.token })).statusCode, 404);
    assert.equal((await world.request('PATCH', url, { token: org.token, body: { name: 'x' } })).statusCode, 404);
    assert.equal(await count(org), 0);
  });

  it('rejects bad create bodies with 400 naming the field and writes nothing', async () => {
    const org = await world.createOrg();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: null }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ name: 'ok', description: 5 }, 'description'],
      [{ name: 'ok', description: 'x'.repeat(10_001) }, 'description'],
      [{ name: 'ok', height: '8 inches' }, 'height'],
      [{ name: 'ok', height: '8' }, 'height'],
      [{ name: 'ok', height: 8 }, 'height'],
      [{ name: 'ok', height: '-1 m' }, 'height'],
      [{ name: 'ok', length: '1 kg' }, 'length'],
      [{ name: 'ok', length: 'ten cm' }, 'length'],
      [{ name: 'ok', width: '1,5 cm' }, 'width'],
      [{ name: 'ok', width: true }, 'width'],
      [{ name: 'ok', weight: '1 m' }, 'weight'],
      [{ name: 'ok', weight: '1 stone' }, 'weight'],
      [{ name: 'ok', weight: 453 }, 'weight'],
      [{ name: 'ok', weight: '-2 g' }, 'weight'],
      [{ name: 'ok', package_type: 5 }, 'package_type'],
      [{ name: 'ok', package_type: 'x'.repeat(256) }, 'package_type'],
      [{ name: 'ok', packaging_type: ['box'] }, 'packaging_type'],
    ];
    for (const [body, field] of cases) {
      const res = await create(org, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}`);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      const problem = res.json();
      assert.equal(problem.code, 'validation_failed');
      assert.ok(problem.errors[field], `errors.${field} for ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(problem.errors)}`);
    }
    const notJson = await world.request('POST', listUrl(org), { token: org.token, body: '{"name":', headers: { 'content-type': 'application/json' } });
    assert.equal(notJson.statusCode, 400);
    assert.equal(await count(org), 0);
    assert.deepEqual(await events(org), []);
  });

  it('rejects bad PATCH bodies with 400 naming the field and changes nothing', async () => {
    const org = await world.createOrg();
    const created = (await create(org, { name: 'Keep', height: '1 m', weight: '1 g', package_type: 'box' })).json();
    const eventsBefore = (await events(org)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: null }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: ' ' }, 'name'],
      [{ height: '1 furlong' }, 'height'],
      [{ length: 3 }, 'length'],
      [{ width: '1m' }, 'width'],
      [{ weight: '1 m', name: 'Changed' }, 'weight'],
      [{ description: {} }, 'description'],
      [{ package_type: false }, 'package_type'],
      [{ packaging_type: 1 }, 'packaging_type'],
    ];
    for (const [body, field] of cases) {
      const res = await world.request('PATCH', created.url, { token: org.token, body });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors[field], `errors.${field} for ${JSON.stringify(body)}`);
    }
    assert.deepEqual((await world.request('GET', created.url, { token: org.token })).json(), created);
    assert.equal((await events(org)).length, eventsBefore);
  });

  it('answers 404 for unknown, malformed and other organizations\' ids', async () => {
    const created = (await create(orgA, { name: 'Mine' })).json();
    const pk = pkOf(created.url);
    for (const bad of ['ZZZZZ', '!!', '0A', '~~~~~~~~~~~~~~~~']) {
      const url = `${listUrl(orgA)}${bad}/`;
      assert.equal((await world.request('GET', url, { token: orgA.token })).statusCode, 404, `GET ${bad}`);
      assert.equal((await world.request('PATCH', url, { token: orgA.token, body: { name: 'x' } })).statusCode, 404, `PATCH ${bad}`);
      assert.equal((await world.request('DELETE', url, { token: orgA.token })).statusCode, 404, `DELETE ${bad}`);
    }
    const crossed = `${listUrl(orgB)}${pk}/`;
    assert.equal((await world.request('GET', crossed, { token: orgB.token })).statusCode, 404);
    assert.equal((await world.request('PATCH', crossed, { token: orgB.token, body: { name: 'Stolen' } })).statusCode, 404);
    assert.equal((await world.request('DELETE', crossed, { token: orgB.token })).statusCode, 404);
    const still = await world.request('GET', created.url, { token: orgA.token });
    assert.equal(still.statusCode, 200);
    assert.equal(still.json().name, 'Mine');
    assert.ok(!(await world.request('GET', listUrl(orgB), { token: orgB.token })).json().results.some((p: { url: string }) => p.url === created.url));
  });

  it('writes a packaging event on create, update and delete, and none when a request fails', async () => {
    const org = await world.createOrg();
    const created = (await create(org, { name: 'Evented', height: '8 in' })).json();
    const pk = pkOf(created.url);
    let rows = await events(org);
    assert.equal(rows.length, 1);
    assert.deepEqual(rows[0], { entity: 'packaging', action: 'put', object_pk: pk, payload: created });

    const updated = (await world.request('PATCH', created.url, { token: org.token, body: { weight: '1 lbs' } })).json();
    rows = await events(org);
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[1], { entity: 'packaging', action: 'put', object_pk: pk, payload: updated });
    assert.equal((rows[1].payload as { weight: string }).weight, '453.5924 g');

    // Failures write nothing.
    assert.equal((await create(org, { name: '' })).statusCode, 400);
    assert.equal((await world.request('PATCH', created.url, { token: org.token, body: { height: 'tall' } })).statusCode, 400);
    assert.equal((await world.request('PATCH', `${listUrl(org)}ZZZZ/`, { token: org.token, body: { name: 'x' } })).statusCode, 404);
    assert.equal((await world.request('DELETE', `${listUrl(org)}ZZZZ/`, { token: org.token })).statusCode, 404);
    const readOnly = await world.tokenFor(org, { scopes: ['packaging-read_only'] });
    assert.equal((await world.request('POST', listUrl(org), { token: readOnly, body: { name: 'Nope' } })).statusCode, 403);
    assert.equal((await events(org)).length, 2);

    assert.equal((await world.request('DELETE', created.url, { token: org.token })).statusCode, 204);
    rows = await events(org);
    assert.equal(rows.length, 3);
    assert.deepEqual(rows[2], { entity: 'packaging', action: 'delete', object_pk: pk, payload: null });
  });

  it('passes the security suite on every route', async () => {
    const presetPk = pkOf((await create(orgA, { name: 'Secured' })).json().url);
    const one = (pk: string) => `/api/v2/orgs/${pk}/packaging/${presetPk}/`;
    const list = (pk: string) => `/api/v2/orgs/${pk}/packaging/`;
    // What the denied requests must not change: the presets and the events.
    const state = async () => [(await world.request('GET', `${list(orgA.pk)}?limit=1000`, { token: orgA.token })).json(), await events(orgA)];
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'packaging', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'packaging', body: { name: 'Sec' }, hasObjectIds: false, unchanged: state });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'packaging' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'packaging', body: { name: 'Sec' }, unchanged: state });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'packaging', unchanged: state });
  });
});
