/**
 * The benchmarks' HTTP client (bench/support/http-client.ts) reads whole answers however they arrive: a body with a
 * Content-Length, a chunked body split at random points, an empty body, one after the other on one connection.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpClient, nextLink } from '../../../bench/support/http-client.ts';

const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ i, s: 'é漢'.repeat(i % 5) })));

describe('bench HTTP client', () => {
  let server: http.Server;
  let origin: string;
  before(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.startsWith('/list')) {
        // A list envelope, its next link with characters JSON escapes, then a large body split into small chunks.
        const next = request.url === '/list-last' ? null : 'http://h/api/v2/orgs/1/orders/?q=%22a%22&after=100.-created_at.1.2';
        const bytes = Buffer.from(`{"count":3,"next":${JSON.stringify(next)},"previous":null,"results":${big}}`);
        for (let at = 0; at < bytes.length; at += 7) response.write(bytes.subarray(at, at + 7));
        response.end();
      } else if (request.url === '/chunked') {
        // Written in pieces of random sizes (split inside multi-byte characters too), so chunk boundaries fall anywhere.
        const bytes = Buffer.from(big);
        let at = 0;
        const step = () => {
          if (at >= bytes.length) return response.end();
          response.write(bytes.subarray(at, (at += 1 + Math.floor(Math.random() * 70_000))));
          setImmediate(step);
        };
        step();
      } else if (request.url === '/empty') {
        response.setHeader('content-length', 0);
        response.end();
      } else {
        response.statusCode = request.url === '/missing' ? 404 : 200;
        response.setHeader('content-length', Buffer.byteLength(big));
        response.end(big);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('reads chunked, fixed-length, empty and error answers in turn on kept-alive connections', async () => {
    const client = httpClient(2);
    try {
      for (let round = 0; round < 10; round++) {
        for (const [path, status, text] of [['/chunked', 200, big], ['/fixed', 200, big], ['/empty', 200, ''], ['/missing', 404, big]] as const) {
          const answer = await client.send('GET', `${origin}${path}`, {});
          assert.equal(answer.status, status, path);
          assert.equal(answer.text, text, path);
        }
      }
    } finally {
      client.close();
    }
  });

  it('reads the start of a body and a list\'s next link without the rest', async () => {
    const client = httpClient(1);
    try {
      const answer = await client.send('GET', `${origin}/list`, {});
      assert.equal(answer.start(10), '{"count":3');
      assert.equal(nextLink(answer), 'http://h/api/v2/orgs/1/orders/?q=%22a%22&after=100.-created_at.1.2');
      assert.equal(nextLink(await client.send('GET', `${origin}/list-last`, {})), null);
      assert.throws(() => nextLink({ status: 200, text: '[]', start: () => '[]' }), /not a list answer/);
    } finally {
      client.close();
    }
  });
});
