/**
 * The parts the carrier shipping adapters share: unit conversions, money, the call path's mapping of answers
 * (5xx, timeouts, unreadable refusals), and label images (a bad GIF, a landscape image on a portrait page).
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { callCarrier, inchesOf, moneyOf, ouncesOf, poundsOf, type RefusalReader } from '../../src/carriers/shipping-http.ts';
import { TokenCache, requestJson } from '../../src/carriers/http.ts';
import { decodeGif, gifToPng, imageToPdf } from '../../src/carriers/label-image.ts';
import { CarrierError, CarrierRefusal } from '../../src/carriers/shipping-types.ts';
import { sampleGif } from '../support/carriers/fake-server.ts';
import { startCarrierServer, type CarrierAnswer } from './loopback.ts';

describe('carrier shipping: shared parts', () => {
  let answer: CarrierAnswer = { status: 200, json: {} };
  const serverReady = startCarrierServer(() => answer);
  after(async () => (await serverReady).close());
  const reader: RefusalReader = (body) => ((body as { msg?: string })?.msg ? { message: (body as { msg: string }).msg, field: 'x' } : null);
  const tokens = new TokenCache(async () => ({ accessToken: 't', expiresInSeconds: 3600 }));
  const call = async (timeoutMs = 2000) => {
    const { baseUrl } = await serverReady;
    return callCarrier('Carrier', 'test', tokens, reader, (token) => requestJson(`${baseUrl}/x`, { headers: { authorization: `Bearer ${token}` } }, { timeoutMs }));
  };

  it('converts grams and metres into the carriers\' units, rounding up', () => {
    assert.deepEqual([poundsOf(2000), poundsOf(1), poundsOf(453.59237), ouncesOf(100), inchesOf(0.3), inchesOf(0.26), inchesOf(0.0254), inchesOf(0)], [4.5, 0.1, 1, 3.6, 12, 11, 1, 1]);
  });

  it('keeps money as decimal text', () => {
    assert.deepEqual(moneyOf('C', 14.925, 'USD'), { amount: '14.925', currency: 'USD' });
    assert.deepEqual(moneyOf('C', '7', 'USD'), { amount: '7.00', currency: 'USD' });
    assert.deepEqual(moneyOf('C', 0.12345, 'EUR'), { amount: '0.1235', currency: 'EUR' });
    assert.throws(() => moneyOf('C', 'abc', 'USD'), CarrierError);
    assert.throws(() => moneyOf('C', 1, undefined), CarrierError);
  });

  it('maps a carrier\'s answers: refusal with its words, 5xx unavailable, unreadable 400 a bad response', async () => {
    answer = { status: 400, json: { msg: 'bad postal code' } };
    await assert.rejects(call(), (err: Error) => err instanceof CarrierRefusal && err.message === 'Carrier test: bad postal code' && err.field === 'x');
    answer = { status: 503, json: {}, headers: { 'retry-after': '5' } };
    await assert.rejects(call(), (err: Error) => err instanceof CarrierError && err.kind === 'unavailable' && err.retryAfterMs === 5000);
    answer = { status: 422, json: { other: 1 } };
    await assert.rejects(call(), (err: Error) => err instanceof CarrierError && err.kind === 'bad_response');
    answer = { status: 200, json: { ok: true } };
    assert.deepEqual((await call()).body, { ok: true });
  });

  it('reports a carrier that does not answer in time as unavailable', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await assert.rejects(
      callCarrier('Carrier', 'test', tokens, reader, () => requestJson(`http://127.0.0.1:${port}/x`, {}, { timeoutMs: 150 })),
      (err: Error) => err instanceof CarrierError && err.kind === 'unavailable',
    );
    assert.ok(Date.now() - started >= 140, 'it waited for the timeout');
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('refuses a file that is not a GIF, and turns a landscape label onto a portrait page', async () => {
    assert.throws(() => decodeGif(Buffer.from('not a gif at all')), (err: Error) => err instanceof CarrierError && err.kind === 'bad_response');
    const wide = gifToPng(sampleGif(160, 100));
    const pdf = await PDFDocument.load(await imageToPdf(wide, '4x6'));
    assert.deepEqual(pdf.getPage(0).getSize(), { width: 288, height: 432 });
  });
});
