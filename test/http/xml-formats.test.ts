// v1 answers in tastypie's XML when asked (`format=xml` in any case, or an XML Accept header), errors included:
// `<response><error_message>...</error_message></response>`; an unknown `format` is a 400 naming it; v2 has no
// XML and answers problem+json whatever is asked. Whatever the stored text holds, the XML is well-formed.
// (Every XML answer of the suite is also checked by test/support/xml-answers.ts.)
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { xmlAnswersChecked, xmlProblem } from '../support/xml-answers.ts';
import { fromTastypieXml, tastypieErrorXml, toTastypieXml } from '../../src/v1/xml.ts';
import { decodeId } from '../../src/core/ids.ts';

// What PostgreSQL stores and XML 1.0 cannot carry (a NUL is refused on input: lenient-body.ts).
const CONTROL = 'a\u0001b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g\u0002h';

describe('tastypie XML is well-formed whatever the text holds', () => {
  it('drops the characters XML 1.0 cannot carry and keeps every other one, tabs, newlines and astral ones included', () => {
    const text = 'tab\there\nline\r\n"quoted" <tag> & \'apos\' ]]> 😀 é';
    const xml = toTastypieXml({ message: `${CONTROL}${text}`, 'bad key!': 'x', '1st': 2, list: [CONTROL, `${CONTROL}\u0000`], records: [{ name: CONTROL }] }, 'object');
    assert.equal(xmlProblem(xml), null, xml);
    const back = fromTastypieXml(xml) as Record<string, unknown>;
    assert.equal(back.message, `abcdefgh${text}`.replace(/\r\n/g, '\n'));
    assert.deepEqual(back.list, ['abcdefgh', 'abcdefgh']);
    assert.deepEqual(back.records, [{ name: 'abcdefgh' }]);
    assert.equal(back._bad_key_, 'x');
    assert.equal(back._1st, 2);
  });

  it('writes an error as tastypie writes a plain dictionary', () => {
    const xml = tastypieErrorXml('No <such> order.\u0001');
    assert.equal(xml, "<?xml version='1.0' encoding='utf-8'?>\n<response><error_message>No &lt;such&gt; order.</error_message></response>");
    assert.deepEqual(fromTastypieXml(xml), { error_message: 'No <such> order.' });
  });

  it('finds a malformed answer with the helper every app of the suite uses', () => {
    assert.match(xmlProblem('<response><a>\u0001</a></response>') ?? '', /InvalidChar|char/i);
    assert.match(xmlProblem('<response><a>&#1;</a></response>') ?? '', /InvalidChar/);
    assert.match(xmlProblem('<response><a></response>') ?? '', /Invalid|closed|expected/i);
    assert.equal(xmlProblem('<response><a>&#9;&#xA;\t ok</a></response>'), null);
  });
});

describe('v1 errors in XML, and the format parameter', () => {
  let world: TestWorld;
  let org: TestOrg;
  let orderId: number;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Formats');
    const order = await world.request('POST', `${org.url}orders/`, {
      token: org.token, body: { primary_id: 'X-1', message: `note ${CONTROL}`, boxes: [{ items: [{ quantity: 1, description: CONTROL }] }] },
    });
    assert.equal(order.statusCode, 201, order.body);
    orderId = decodeId(order.json().url.split('/').filter(Boolean).pop())!;
  });
  after(() => world.close());

  function assertXmlError(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, message: RegExp) {
    assert.equal(res.statusCode, status, res.body);
    assert.match(String(res.headers['content-type']), /^application\/xml; charset=utf-8/);
    assert.match(res.body, /^<\?xml version='1.0' encoding='utf-8'\?>\n<response><error_message>/);
    const back = fromTastypieXml(res.body) as { error_message: string };
    assert.deepEqual(Object.keys(back), ['error_message']);
    assert.match(back.error_message, message);
  }

  it('answers errors in XML with format=xml (any case) or an XML Accept header: 401, 404, 400 and 415', async () => {
    const checked = xmlAnswersChecked();
    assertXmlError(await world.request('GET', '/api/v1/orders/?format=xml', {}), 401, /./);
    assertXmlError(await world.request('GET', '/api/v1/orders/', { headers: { accept: 'application/xml' } }), 401, /./);
    assertXmlError(await world.request('GET', '/api/v1/orders/99999999/?format=XML', { token: org.token }), 404, /No such order/);
    assertXmlError(await world.request('GET', '/api/v1/orders/99999999/', { token: org.token, headers: { accept: 'text/xml' } }), 404, /No such order/);
    assertXmlError(await world.request('POST', '/api/v1/orders/?format=xml', { token: org.token, headers: { 'content-type': 'application/json' } }), 400, /^primary_id: /);
    assertXmlError(await world.request('POST', '/api/v1/orders/?format=xml', { token: org.token, headers: { 'content-type': 'text/plain' }, body: 'primary_id=1' }), 415, /Content-Type/);
    assert.ok(xmlAnswersChecked() >= checked + 6, 'the suite-wide check saw these answers');
    // JSON stays the default, and wins in an Accept header that names both.
    const json = await world.request('GET', '/api/v1/orders/99999999/', { token: org.token, headers: { accept: 'application/json, application/xml' } });
    assert.deepEqual(json.json(), { error_message: 'No such order.' });
  });

  it('refuses a format other than json or xml with a 400 naming format, and reads JSON in any case', async () => {
    for (const format of ['yaml', 'jsonp', 'x']) {
      const res = await world.request('GET', `/api/v1/orders/?format=${format}`, { token: org.token });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().error_message, /^format: /);
    }
    const upper = await world.request('GET', '/api/v1/orders/?format=JSON', { token: org.token });
    assert.equal(upper.statusCode, 200, upper.body);
    assert.equal(upper.json().meta.total_count, 1);
  });

  it('writes stored control characters out of the XML, which stays well-formed', async () => {
    for (const url of [`/api/v1/orders/${orderId}/?format=xml`, '/api/v1/orders/?format=xml&expand=all', '/api/v1/items/?format=xml']) {
      const res = await world.request('GET', url, { token: org.token });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assert.equal(xmlProblem(res.body), null, res.body);
      for (const c of '\u0001\u0002\u0008\u000B\u001F\uFFFE') assert.ok(!res.body.includes(c), `${url} holds U+${c.charCodeAt(0).toString(16)}`);
      assert.match(res.body, /abcdef\uFFFD?gh/, url); // a lone surrogate reaches the database as U+FFFD
    }
    const one = fromTastypieXml((await world.request('GET', `/api/v1/orders/${orderId}/?format=xml`, { token: org.token })).body) as { message: string };
    assert.match(one.message, /^note abcdef\uFFFD?gh$/);
  });

  it('answers v2 in JSON and problem+json whatever format or Accept ask for', async () => {
    const res = await world.request('GET', `${org.url}orders/zzzzzz/?format=xml`, { token: org.token, headers: { accept: 'application/xml' } });
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
    const ok = await world.request('GET', `${org.url}orders/?format=xml`, { token: org.token, headers: { accept: 'application/xml' } });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().count, 1);
  });
});
