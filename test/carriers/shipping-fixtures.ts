/** A shipment for the carrier shipping adapter tests, and reading a label PDF back. */
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import type { FakeCarrier } from '../support/carriers/fake-server.ts';
import type { LabelFormat, LabelRequest, LabelSize, ShipmentRequest } from '../../src/carriers/shipping-types.ts';

export const SHIPMENT: ShipmentRequest = {
  from: {
    name: 'Dock Manager', company: 'Boxline Warehouse', street1: '500 Industrial Pkwy', street2: 'Dock 4', city: 'Atlanta', state: 'GA',
    postalCode: '30301', country: 'US', phone: '(404) 555-0100', email: 'dock@example.com', residential: false,
  },
  to: {
    name: 'Ada Lovelace', company: null, street1: '1 Main St', street2: null, city: 'Springfield', state: 'IL',
    postalCode: '62701', country: 'US', phone: '217-555-0199', email: null, residential: true,
  },
  parcel: { weightGrams: 2000, lengthM: 0.3, widthM: 0.2, heightM: 0.1 },
  shipDate: '2024-03-04',
  reference: 'ORD-1001',
};

let purchases = 0;
export function labelRequest(service: string, format: LabelFormat, size: LabelSize): LabelRequest {
  purchases++;
  return { ...SHIPMENT, service, format, size, purchaseKey: `purchase-${purchases}` };
}

/** The first page's size in points. */
export async function pdfPageSize(file: Buffer): Promise<{ width: number; height: number }> {
  const doc = await PDFDocument.load(file);
  assertOnePage(doc.getPageCount());
  const { width, height } = doc.getPage(0).getSize();
  return { width: Math.round(width), height: Math.round(height) };
}

function assertOnePage(count: number): void {
  if (count !== 1) throw new Error(`expected one page, got ${count}`);
}

/**
 * The failures an adapter test expects, kept so that its end can check that none of them shows a credential, and
 * that the fake saw no request that broke the carrier's published definitions.
 */
export function expectedFailures() {
  const errors: Error[] = [];
  return {
    async expect(p: Promise<unknown>): Promise<Error> {
      const err = await p.then(() => assert.fail('expected a failure'), (e: Error) => e);
      errors.push(err);
      return err;
    },
    async end(fake: FakeCarrier, carrier: string, secrets: string[]): Promise<void> {
      assert.deepEqual(fake.violations, [], `every request followed the published ${carrier} API`);
      for (const err of errors) {
        for (const secret of secrets) assert.ok(!err.message.includes(secret), `no credential in "${err.message}"`);
      }
      await fake.close();
    },
  };
}
