/** Orders ready to ship (or not), a sandbox account, and the worker's batch runner run until it is idle, for the batch tests. */
import { PDFDocument } from 'pdf-lib';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { shippingDeps } from '../../src/shipping/deps.ts';
import { runBatchesOnce } from '../../src/batches/run.ts';
import { decodeCode128, pngColumns, rasterisePdfPages } from '../support/barcodes.ts';

export const SHIP_FROM = { company: 'Acme', first_name: 'Dock', last_name: 'Team', address_1: '1 Depot Rd', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' };
export const SHIP_TO = { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Way', city: 'Brooklyn', region: 'NY', post_code: '11201', country: 'US' };

export interface OrderSpec {
  primary_id: string;
  tags?: string[];
  boxes?: Record<string, unknown>[];
  ship_to?: Record<string, unknown>;
}

/** Creates the orders; returns each one's url and its boxes' urls, in the order given. */
export async function makeOrders(world: TestWorld, org: TestOrg, specs: OrderSpec[]): Promise<{ url: string; boxes: string[] }[]> {
  const out = [];
  for (const s of specs) {
    const res = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: {
      primary_id: s.primary_id, tags: s.tags ?? [], boxes: s.boxes ?? [{ weight: '2 lbs' }],
      shipping: { ship_from: SHIP_FROM, ship_to: s.ship_to ?? SHIP_TO },
    } });
    if (res.statusCode !== 201) throw new Error(res.body);
    out.push({ url: res.json().url as string, boxes: (res.json().boxes as { url: string }[]).map((b) => b.url) });
  }
  return out;
}

export async function sandboxAccount(world: TestWorld, org: TestOrg, body: Record<string, unknown> = {}): Promise<string> {
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: 'sandbox', name: 'Sandbox', ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().url;
}

/** Runs the worker's rounds until there is nothing left to do. */
export async function drain(world: TestWorld): Promise<void> {
  const deps = shippingDeps(world.app);
  const opts = { ...world.config.shipping.batches, concurrency: 3 };
  for (let i = 0; i < 10_000 && (await runBatchesOnce(deps, opts)) > 0; i++);
}

/** Pages of a PDF as [width, height] in points. */
export async function pageSizes(pdf: Buffer): Promise<[number, number][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]);
}

/** The barcode of every label in a print file, in order: a page each (4x6), or two a page, left then right (letter). */
export function labelBarcodes(pdf: Buffer, size: '4x6' | 'letter'): string[] {
  const pages = rasterisePdfPages(pdf, 150);
  if (size === '4x6') return pages.map((p) => decodeCode128(p));
  return pages.flatMap((p) => [pngColumns(p, 0, 0.5), pngColumns(p, 0.5, 1)]).flatMap((half) => {
    try {
      return [decodeCode128(half)];
    } catch {
      return []; // the right half of the last page, when the count is odd
    }
  });
}
