// The headers every file download gets (src/http/download.ts), read off a real Fastify reply: named as RFC 6266
// says for any file name, never cached, never sniffed, sandboxed unless it is a PDF the console shows inline.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { contentDisposition, downloadHeaders, type Download } from '../../src/http/download.ts';

const app = Fastify();
let sent: Download = { contentType: 'text/plain' };
app.get('/file', (_request, reply) => downloadHeaders(reply, sent).send('body'));
after(() => app.close());

async function headersOf(download: Download) {
  sent = download;
  const response = await app.inject({ method: 'GET', url: '/file' });
  assert.equal(response.statusCode, 200, response.body);
  return response.headers;
}

describe('downloadHeaders', () => {
  it('sends an attachment named, sized, sandboxed and kept out of caches', async () => {
    const headers = await headersOf({ contentType: 'application/pdf', size: 4, disposition: { kind: 'attachment', fileName: 'batch-1.pdf' } });
    assert.equal(headers['content-type'], 'application/pdf');
    assert.equal(headers['content-length'], '4');
    assert.equal(headers['content-disposition'], 'attachment; filename="batch-1.pdf"');
    assert.equal(headers['content-security-policy'], 'sandbox');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['cache-control'], 'private, no-store');
    assert.equal(headers['x-frame-options'], undefined);
  });

  it('lets an inline PDF be framed by the console only, without a sandbox that would stop the PDF viewer', async () => {
    const headers = await headersOf({ contentType: 'application/pdf', disposition: { kind: 'inline', fileName: 'label.pdf' } });
    assert.equal(headers['content-disposition'], 'inline; filename="label.pdf"');
    assert.equal(headers['content-security-policy'], "frame-ancestors 'self'");
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('sandboxes a file sent without a name', async () => {
    const headers = await headersOf({ contentType: 'image/png' });
    assert.equal(headers['content-disposition'], undefined);
    assert.equal(headers['content-security-policy'], 'sandbox');
  });

  it('names any file: quotes, backslashes and letters outside ASCII never break the header', async () => {
    const headers = await headersOf({ contentType: 'text/csv', disposition: { kind: 'attachment', fileName: 'Łódź "north" \\ 📦.csv' } });
    assert.equal(headers['content-disposition'],
      'attachment; filename="__d_ _north_ _ __.csv"'
      + "; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%22north%22%20%5C%20%F0%9F%93%A6.csv");
    const encoded = /filename\*=UTF-8''(.+)$/.exec(headers['content-disposition'] as string)![1];
    assert.equal(decodeURIComponent(encoded), 'Łódź "north" \\ 📦.csv');
  });
});

describe('contentDisposition', () => {
  it('keeps a plain ASCII name as it is, with no filename*', () => {
    assert.equal(contentDisposition('inline', 'packing-slip.pdf'), 'inline; filename="packing-slip.pdf"');
  });

  it("percent-encodes the characters RFC 8187 does not allow bare, apostrophes and parentheses included", () => {
    assert.equal(contentDisposition('attachment', "O'Brien (1).csv"), 'attachment; filename="O\'Brien (1).csv"');
    assert.equal(contentDisposition('attachment', "O'Brien é.csv"),
      "attachment; filename=\"O'Brien _.csv\"; filename*=UTF-8''O%27Brien%20%C3%A9.csv");
  });
});
