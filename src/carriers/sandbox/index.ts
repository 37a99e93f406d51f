/**
 * The built-in `sandbox` carrier (DECISIONS section 12): offline and deterministic. Services ground, express and
 * overnight priced from the account's rate sheet (rate-sheet.ts, or the default sheet); labels drawn locally
 * (label.ts, zpl.ts) with a Code 128 of an `SBX` tracking number that the scripted tracker plays scans for
 * (src/carriers/scripted.ts), so a demo goes from order to delivered with no network. What it sold is kept in a
 * store (store.ts), as a carrier's database: the same purchase key is the same label, and voids are remembered.
 */
import { CarrierRefusal, type Label, type LabelRequest, type PostalAddress, type Rate, type ShipmentRequest, type ShippingAdapter } from '../shipping-types.ts';
import { checkAddress } from './address.ts';
import { addressLines } from './label-content.ts';
import { defaultRateSheet, rateFor, startedPounds, zoneOf, type RateSheet } from './rate-sheet.ts';
import { trackingNumberOf, type SandboxStore } from './store.ts';

export const SANDBOX_SERVICES = [
  { code: 'ground', name: 'Sandbox Ground' },
  { code: 'express', name: 'Sandbox Express' },
  { code: 'overnight', name: 'Sandbox Overnight' },
] as const;

/** `days` business days after `date` (YYYY-MM-DD), skipping Saturdays and Sundays. */
export function addBusinessDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** Where a parcel leaves from when its order has no ship_from postal code: the sandbox's own depot. */
export const SANDBOX_DEPOT: PostalAddress = {
  name: 'Sandbox Depot', company: null, street1: '1 Depot Rd', street2: null, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US',
  phone: null, email: null, residential: false,
};
const originOf = (request: ShipmentRequest): PostalAddress => (/\d/.test(request.from.postalCode ?? '') ? request.from : SANDBOX_DEPOT);

export interface SandboxOptions {
  /** The account's sheet; null: the default sheet. */
  rateSheet: RateSheet | null;
  store: SandboxStore;
}

const serviceName = (code: string) => SANDBOX_SERVICES.find((s) => s.code === code)?.name ?? code;

export function createSandboxShipping(opts: SandboxOptions): ShippingAdapter {
  const sheet = opts.rateSheet ?? defaultRateSheet();

  function zoneFor(request: ShipmentRequest): number {
    if (!/\d/.test(request.to.postalCode ?? '')) throw new CarrierRefusal('The destination needs a postal code with a digit.', 'ship_to.post_code');
    return zoneOf(originOf(request).postalCode, request.to.postalCode)!;
  }

  function priced(request: ShipmentRequest, service: string): Rate | null {
    const zone = zoneFor(request);
    const row = rateFor(sheet, service, zone, startedPounds(request.parcel.weightGrams));
    if (!row) return null;
    return {
      service, serviceName: serviceName(service), amount: { amount: row.amount, currency: 'USD' },
      deliveryDays: row.deliveryDays, estimatedDeliveryDate: addBusinessDays(request.shipDate, row.deliveryDays),
    };
  }

  return {
    carrier: 'sandbox',
    services: SANDBOX_SERVICES,
    findsLabels: true,
    async rates(request, services) {
      const wanted = services.length ? services : SANDBOX_SERVICES.map((s) => s.code);
      const rates = wanted.map((s) => priced(request, s)).filter((r): r is Rate => r !== null);
      if (rates.length === 0) {
        throw new CarrierRefusal(`The rate sheet has no rate for ${startedPounds(request.parcel.weightGrams)} lb to zone ${zoneFor(request)}.`, 'weight');
      }
      return rates;
    },
    async buyLabel(request: LabelRequest): Promise<Label> {
      const sold = await opts.store.find(request.purchaseKey);
      if (sold) {
        return {
          trackingNumber: sold.trackingNumber, shipmentId: sold.trackingNumber, amount: { amount: sold.amount, currency: sold.currency },
          format: sold.format, size: sold.size, file: Buffer.from(sold.file, 'base64'),
        };
      }
      if (!SANDBOX_SERVICES.some((s) => s.code === request.service)) throw new CarrierRefusal(`The sandbox has no service "${request.service}".`, 'service');
      const rate = priced(request, request.service);
      if (!rate) throw new CarrierRefusal(`The rate sheet has no ${request.service} rate for this parcel.`, 'service');
      const to = checkAddress(request.to);
      if (!to.valid) throw new CarrierRefusal(`The destination address is not valid: ${to.messages.join('; ')}`, 'ship_to');
      const trackingNumber = trackingNumberOf(request.purchaseKey);
      const { drawLabel } = await import('./label.ts'); // pdf-lib and bwip-js load at the first label (CONTRIBUTING.md)
      const file = await drawLabel({
        fromLines: addressLines(originOf(request)), toLines: addressLines(to.address), serviceName: rate.serviceName, trackingNumber,
        weightLb: startedPounds(request.parcel.weightGrams), zone: zoneFor(request), shipDate: request.shipDate, reference: request.reference,
      }, request.format, request.size);
      await opts.store.save({
        purchaseKey: request.purchaseKey, trackingNumber, service: request.service, amount: rate.amount.amount, currency: rate.amount.currency,
        format: request.format, size: request.size, file: file.toString('base64'), voided: false,
      });
      return { trackingNumber, shipmentId: trackingNumber, amount: rate.amount, format: request.format, size: request.size, file };
    },
    async voidLabel(label) {
      const sold = await opts.store.findByTracking(label.trackingNumber);
      if (!sold) return { kind: 'refused', reason: `The sandbox sold no label ${label.trackingNumber}.` };
      if (sold.voided) return { kind: 'refused', reason: `Label ${label.trackingNumber} is already voided.` };
      await opts.store.save({ ...sold, voided: true });
      return { kind: 'voided', refund: { amount: sold.amount, currency: sold.currency } };
    },
    async validateAddress(address) {
      return checkAddress(address);
    },
    async findLabel(purchaseKey) {
      const sold = await opts.store.find(purchaseKey);
      if (!sold) return { kind: 'not_found' };
      return {
        kind: 'found',
        label: {
          trackingNumber: sold.trackingNumber, shipmentId: sold.trackingNumber, amount: { amount: sold.amount, currency: sold.currency },
          format: sold.format, size: sold.size, file: Buffer.from(sold.file, 'base64'),
        },
      };
    },
  };
}
