/** Orders with items at pick locations, made through the API, and the renderers' output read back as bytes. */
import { PassThrough } from 'node:stream';
import { PNG } from 'pngjs';
import { decodeId } from '../../src/core/ids.ts';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';

export interface Line { part_number?: string; description?: string; quantity?: number; pick_location?: string; kind?: string }

export const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

export const SHIP_TO = { first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', address_1: '12 Analytical Way', city: 'Brooklyn', region: 'NY', post_code: '11201', country: 'US' };

/** An order of `boxes` (each a list of item lines); answers its id, url and box urls. */
export async function makeOrder(world: TestWorld, org: TestOrg, primaryId: string, boxes: Line[][], shipping: Record<string, unknown> = {}) {
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: {
    primary_id: primaryId, shipping: { ship_to: SHIP_TO, ...shipping }, boxes: boxes.map((items) => ({ items })),
  } });
  if (res.statusCode !== 201) throw new Error(res.body);
  const o = res.json();
  return { id: idOf(o.url), url: o.url as string, boxes: (o.boxes as { url: string }[]).map((b) => b.url) };
}

/** A small PNG (a solid block), the logo of the tests. */
export function logoPng(width = 60, height = 30): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([200, 30, 30, 255], i * 4);
  return PNG.sync.write(png);
}

/** Uploads `png` as the box's document of kind `image` with purpose `logo`. */
export async function uploadLogo(world: TestWorld, org: TestOrg, boxUrl: string, png: Buffer, purpose = 'Logo') {
  const form = documentForm({ kind: 'image', purpose, data: png, filename: 'logo.png', contentType: 'image/png' });
  const res = await world.request('POST', `${boxUrl}docs/`, { token: org.token, body: form.body, headers: form.headers });
  if (res.statusCode !== 201) throw new Error(res.body);
}

/** A target that keeps what is written: pass `target`, then read `bytes()`. */
export function collector() {
  const target = new PassThrough();
  const chunks: Buffer[] = [];
  target.on('data', (c: Buffer) => chunks.push(c));
  return { target, bytes: () => Buffer.concat(chunks) };
}

/** How many images a PDF draws (pdf-lib writes each as an XObject of subtype Image). */
export const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
